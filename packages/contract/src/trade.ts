// The trade catalogue and the quotation list (shopping §2 bk* pages, §3 "Catalogue", §6 trader, §7 "Catalogue").
import { z } from '@hono/zod-openapi';

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

export const QuoteRequestList = z.object({ list: z.array(QuoteRequest) });
export type QuoteRequestList = z.infer<typeof QuoteRequestList>;

/** A suggestion as the operator lists it. */
export const CatalogueFeedback = z.object({ id: z.number().int(), user_id: z.number().int(), content: z.string(), add_time: z.number().int() });
export type CatalogueFeedback = z.infer<typeof CatalogueFeedback>;

export const CatalogueFeedbackList = z.object({ list: z.array(CatalogueFeedback) });
export type CatalogueFeedbackList = z.infer<typeof CatalogueFeedbackList>;
