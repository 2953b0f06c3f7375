// The trade catalogue and the quotation list (shopping §2 bk* pages, §3 "Catalogue", §6 trader, §7 "Catalogue").
import { PAGE_SIZES } from '@garden/domain';
import { z } from '@hono/zod-openapi';
import { pageOf } from './common';
import { idList, integer, limitParam, MAX_ID, optionalInteger, pageParam } from './fields';

/** GET /v1/catalogue/spu: one plant. */
export const TradeSpuRequest = z.object({ id: integer({ min: 1, max: MAX_ID }).openapi({ type: 'integer' }) });

/** GET /v1/catalogue/search: a category, a keyword and attribute values, 24 a page. */
export const TradeSearchRequest = z.object({
  keyword: z.string().max(50).optional(),
  cat_id: optionalInteger('分类编号'),
  filtered_attrs: z
    .string()
    .max(200)
    .regex(/^(\d{1,9}(-\d{1,9})*)?$/, '应为以 - 连接的属性值编号')
    .optional()
    .openapi({ description: '属性值 av_id，以 - 连接' }),
  page: pageParam(),
  limit: limitParam(PAGE_SIZES.catalogueSearch),
});

/** POST /v1/catalogue/feedback: the suggestion box's text. */
export const SuggestionRequest = z.object({ content: z.string().max(500, '建议不能超过500个字').optional().default('') });

/** GET /v1/catalogue/cart: the quotation list, 20 a page. */
export const QuotePageRequest = z.object({ page: pageParam(), limit: limitParam(PAGE_SIZES.quotationList) });

/** POST /v1/catalogue/cart: one SKU, or every SKU of the plant. */
export const QuoteAddRequest = z.object({
  spu_id: integer({ min: 1, max: MAX_ID }).openapi({ type: 'integer', description: '植物（SPU）编号' }),
  sku_id: integer({ min: 1, max: MAX_ID }).optional().openapi({ type: 'integer', description: '规格编号；不传加入该植物全部规格' }),
  source: z.string().max(20).optional(),
});

/** DELETE /v1/catalogue/cart: SKUs, or plants with all their SKUs. */
export const QuoteRemoveRequest = z.object({
  spu: idList('植物编号，逗号分隔（删除其全部规格）'),
  sku: idList('规格编号，逗号分隔'),
});

/** POST /v1/catalogue/send: the picked SKUs. */
export const QuoteSendRequest = z.object({ sku: idList('所选规格编号，逗号分隔') });

/** A plant (SPU) in lists: the shop's goods, seen as the catalogue sees them. */
export const TradeSpuCard = z.object({ id: z.number().int(), name: z.string(), thumb: z.string(), cat_id: z.number().int(), cat_name: z.string() });
export type TradeSpuCard = z.infer<typeof TradeSpuCard>;

/** GET /v1/catalogue/pinyin: the plants grouped by the initial of their pinyin (A–Z, then #). */
export const PinyinIndex = z.object({ list: z.array(z.object({ pinyin_prefix: z.string(), spus: z.array(TradeSpuCard) })) });
export type PinyinIndex = z.infer<typeof PinyinIndex>;

/** One SKU row of a plant (shopping §3 "products"). */
export const TradeSku = z.object({
  sku_id: z.number().int(),
  goods_name: z.string(),
  spe: z.string().openapi({ description: '规格（所选属性值）' }),
  list_price: z.string().openapi({ description: '该批发商的价格（元，@garden/domain 按会员等级计算）' }),
  goods_attr: z.string(),
  color: z.string(),
  stock: z.number().int(),
});
export type TradeSku = z.infer<typeof TradeSku>;

/** GET /v1/catalogue/spu: a plant with its category path and SKU table. */
export const TradeSpu = z.object({
  id: z.number().int(),
  name: z.string(),
  thumb: z.string(),
  desc: z.string(),
  content: z.string().openapi({ description: '详情 HTML' }),
  root_zh: z.string().openapi({ description: '分类路径，以 > 连接' }),
  cat_id: z.number().int(),
  pictures: z.array(z.string()),
  products: z.array(TradeSku),
});
export type TradeSpu = z.infer<typeof TradeSpu>;

/** GET /v1/catalogue/search: 24 a page, with the attribute filters of the results. */
export const TradeSearch = z.object({
  data: z.array(TradeSpuCard),
  total: z.number().int(),
  page: z.number().int(),
  last_page: z.number().int(),
  attrs: z.array(
    z.object({ attr_id: z.number().int(), attr_name: z.string(), values: z.array(z.object({ av_id: z.number().int(), name: z.string() })) }),
  ),
});
export type TradeSearch = z.infer<typeof TradeSearch>;

/** One line of the quotation list (shopping §3 "quotation items"). */
export const QuoteLine = TradeSku.extend({ spu_id: z.number().int(), thumb: z.string(), cat_id: z.number().int(), cat_name: z.string() });
export type QuoteLine = z.infer<typeof QuoteLine>;

/** GET /v1/catalogue/cart: the trader's list, 20 a page, with the PDF when one was generated. */
export const QuoteList = z.object({
  list: z.array(QuoteLine),
  total: z.number().int(),
  page: z.number().int(),
  last_page: z.number().int(),
  pdf_url: z.string().openapi({ description: '已生成的报价单 PDF；未生成或清单已变为空字符串' }),
});
export type QuoteList = z.infer<typeof QuoteList>;

/** What adding, removing and clearing answer: the list's size (the header badge). */
export const QuoteCount = z.object({ count: z.number().int() });
export type QuoteCount = z.infer<typeof QuoteCount>;

/** POST /v1/catalogue/pdf: the generated quotation's address and its size. */
export const QuotePdf = z.object({ url: z.string(), lines: z.number().int(), pages: z.number().int() });
export type QuotePdf = z.infer<typeof QuotePdf>;

/** GET /v1/catalogue/pdf_link: a short-lived address that opens the trader's generated quotation PDF, and nothing else, without the login key. */
export const QuotePdfLink = z.object({
  url: z.string().openapi({ description: '/v1/catalogue/pdf?token=…；可直接用于 iframe 或下载链接，加 &inline=1 在页面中显示' }),
  expires_at: z.string().openapi({ description: '链接失效时间（ISO 8601）' }),
});
export type QuotePdfLink = z.infer<typeof QuotePdfLink>;

/** POST /v1/catalogue/send: the sent list's number and how many lines it carried. */
export const QuoteSent = z.object({ request_id: z.number().int(), count: z.number().int() });
export type QuoteSent = z.infer<typeof QuoteSent>;

/** A sent quotation list as the sales desk sees it: the lines as they were sent, at the trader's prices (fen). */
export const QuoteRequest = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  mobile: z.string(),
  nick: z.string(),
  add_time: z.number().int(),
  lines: z.array(z.object({ sku_id: z.number().int(), cat_name: z.string(), goods_name: z.string(), spe: z.string(), price: z.number().int() })),
  total: z.number().int().openapi({ description: '各行单价之和（分）' }),
});
export type QuoteRequest = z.infer<typeof QuoteRequest>;

/** GET /v1/operator/quote-requests: one page of them and how many there are in all. */
export const QuoteRequestList = pageOf(QuoteRequest);
export type QuoteRequestList = z.infer<typeof QuoteRequestList>;

/** A suggestion as the operator lists it. */
export const CatalogueFeedback = z.object({
  id: z.number().int(),
  user_id: z.number().int().openapi({ description: '留言人的用户编号；未登录留言为 0' }),
  mobile: z.string().openapi({ description: '留言人的手机号；未登录或未绑定为空' }),
  nick: z.string().openapi({ description: '留言人的昵称；未登录为空' }),
  content: z.string(),
  add_time: z.number().int(),
});
export type CatalogueFeedback = z.infer<typeof CatalogueFeedback>;

/** GET /v1/operator/feedback: one page of suggestions and how many there are in all. */
export const CatalogueFeedbackList = pageOf(CatalogueFeedback);
export type CatalogueFeedbackList = z.infer<typeof CatalogueFeedbackList>;
