// The trade catalogue and the quotation list (shopping §7 "Catalogue"; every path chosen here, see the
// README's catalogue table). Browsing is open; the quotation list and its PDF are for traders only
// (`is_trader`, shopping §6): anyone else gets 403 仅限批发商使用.
import {
  ADDED_TO_QUOTE,
  FEEDBACK_LIMITS,
  QUOTE_CLEARED,
  QUOTE_LINES_REMOVED,
  QUOTE_PDF_GENERATED,
  QUOTE_SENT,
  SUGGESTION_THANKS,
  tooOftenMessage,
  TRADERS_ONLY,
} from '@garden/domain';
import { createRoute, z } from '@hono/zod-openapi';
import { createMiddleware } from 'hono/factory';
import { ApiError } from '../../platform/api-error';
import { optionalUser, readLoginKey, requireUser } from '../../platform/auth';
import { readClientIp } from '../../platform/client-ip';
import { endpoint, endpointRouter, withMessage } from '../../platform/endpoint-routes';
import type { AppEnv } from '../../platform/openapi';
import { openSignedLink, PDF_LINK_TTL_MS, signLink, type SessionUser } from '../../platform/sessions';
import { gradeOf } from '../catalogue/index';
import { addToQuote, clearQuote, generateQuotePdf, readEditionPdf, readQuote, readQuotePdf, removeFromQuote, sendQuote } from './quotation';
import { callerBucket, withinLimits } from '../../platform/rate-limits';
import { leaveFeedback, loadPinyinIndex, loadTradeSpu, searchTradeCatalogue } from './trade-catalogue';

const TAG = '植物目录';

/** After `requireUser`: a shopper who is not a trader is refused. */
const requireTrader = createMiddleware<AppEnv & { Variables: { user: SessionUser } }>(async (c, next) => {
  if (!c.var.user.isTrader) throw new ApiError(403, TRADERS_ONLY, 403);
  await next();
});

/**
 * The quotation PDF's reader: the `key` header, or the `token` of a signed link (`/v1/catalogue/pdf_link`), since
 * a download link and the preview's frame cannot send headers and the login key never goes in an address.
 */
const requirePdfReader = createMiddleware<AppEnv & { Variables: { user: SessionUser } }>(async (c, next) => {
  const token = c.req.query('token');
  if (token === undefined) return requireUser(c, next);
  c.set('user', await openSignedLink(c.var.db, c.var.config, token, 'quote-pdf'));
  await next();
});

/** A PDF to save, or with `inline` to show in the page's viewer. */
const pdfHeaders = (name: string, inline = false) => ({
  'content-type': 'application/pdf',
  'content-disposition': `${inline ? 'inline' : 'attachment'}; filename="${name}"`,
});

/** A trader's call: signed in, and refused to anyone else. */
const trader = { tags: [TAG], middleware: [requireUser, requireTrader] as const };

export const tradeCatalogueRoutes = endpointRouter(
  endpoint('readPinyinIndex', {
    tags: [TAG],
    summary: '拼音索引：按拼音首字母分组的植物',
    handle: async ({ db }) => loadPinyinIndex(db),
  }),
  endpoint('readTradeSpu', {
    tags: [TAG],
    summary: '植物详情：分类路径 root_zh、图片与规格表（价格按登录的批发商等级）',
    middleware: [optionalUser],
    handle: async ({ db, user, input }) => loadTradeSpu(db, input.id, gradeOf(user)),
  }),
  endpoint('searchTradeCatalogue', {
    tags: [TAG],
    summary: '高级筛选：分类、关键字（中文、拼音、首字母）、属性值（filtered_attrs 以 - 连接）；每页 24',
    handle: async ({ db, input }) =>
      searchTradeCatalogue(db, {
        keyword: input.keyword?.trim() || undefined,
        catId: input.cat_id || undefined,
        attrValueIds: input.filtered_attrs ? input.filtered_attrs.split('-').map(Number) : [],
        page: input.page,
        limit: input.limit,
      }),
  }),
  endpoint('sendCatalogueSuggestion', {
    tags: [TAG],
    summary: '建议箱（空白「请输入建议」）',
    description: '游客也可提交（目录对所有人开放）。每个账号、未登录时每个 IP：10 分钟内最多 5 条、每天 20 条，超出 429 并说明需等待多久。',
    middleware: [optionalUser],
    async handle({ db, config, user, input, now, c }) {
      // The suggestion box is on the catalogue's home, open to everyone (shopping §2, §3): a guest is counted by address.
      const bucket = callerBucket('feedback', user?.id, readClientIp(c, config.trustedProxies));
      const refusal = (seconds: number) => tooOftenMessage('提交建议', seconds);
      await withinLimits(db, { bucket, limits: FEEDBACK_LIMITS, now, refusal }, (tx) => leaveFeedback(tx, user?.id ?? null, input.content, now));
      return withMessage(null, SUGGESTION_THANKS);
    },
  }),
  endpoint('readQuoteList', {
    ...trader,
    summary: '报价清单（仅批发商；每页 20）',
    handle: async ({ db, user, input }) => readQuote(db, user.id, gradeOf(user), input.page, input.limit),
  }),
  endpoint('addToQuote', {
    ...trader,
    summary: '加入报价清单：一个规格，或该植物全部规格',
    handle: async ({ db, user, input, now }) =>
      withMessage({ count: await addToQuote(db, user.id, input.spu_id, input.sku_id, now) }, ADDED_TO_QUOTE),
  }),
  endpoint('removeFromQuote', {
    ...trader,
    summary: '从报价清单删除：规格 sku，或植物 spu 的全部规格（都不传「请选择商品」）',
    handle: async ({ db, user, input }) => withMessage({ count: await removeFromQuote(db, user.id, input.spu, input.sku) }, QUOTE_LINES_REMOVED),
  }),
  endpoint('clearQuote', {
    ...trader,
    summary: '清空报价清单',
    handle: async ({ db, user }) => withMessage({ count: await clearQuote(db, user.id) }, QUOTE_CLEARED),
  }),
  endpoint('sendQuote', {
    ...trader,
    summary: '发送清单：把所选规格按批发价发给商城的销售顾问（未选「请选择商品」）',
    handle: async ({ db, user, input, now }) => withMessage(await sendQuote(db, user.id, gradeOf(user), input.sku, now), QUOTE_SENT),
  }),
  endpoint('generateQuotePdf', {
    ...trader,
    summary: '生成报价单 PDF（整张清单，最多 10000 行）；之后 GET /v1/catalogue/pdf 下载',
    async handle({ db, config, uploads, user, now }) {
      const quoting = { id: user.id, name: user.nick || user.userName || user.mobile || `用户${user.id}` };
      const pictures = { dataDir: config.dataDir, uploads };
      return withMessage(await generateQuotePdf(db, pictures, quoting, gradeOf(user), now), QUOTE_PDF_GENERATED);
    },
  }),
  endpoint('signQuotePdfLink', {
    ...trader,
    summary: '报价单 PDF 的短期签名链接（5 分钟）：供下载链接与预览框架使用，地址中不含登录凭证',
    async handle({ db, config, c }) {
      const { token, expiresAt } = await signLink(db, config, (await readLoginKey(c)) as string, 'quote-pdf', PDF_LINK_TTL_MS);
      return { url: `/v1/catalogue/pdf?token=${token}`, expires_at: expiresAt.toISOString() };
    },
  }),
)
  // A PDF, not the envelope the endpoint table's replies describe: the route is written here, and
  // endpoint-routes.test.ts lists it among the calls answering no envelope (so does the edition below).
  .openapi(
    createRoute({
      method: 'get',
      path: '/v1/catalogue/pdf',
      tags: [TAG],
      summary: '下载已生成的报价单 PDF（未生成「请先生成报价单」）',
      description:
        '请求头 key，或 GET /v1/catalogue/pdf_link 给出的签名链接（token，5 分钟内有效，只能打开本人的报价单 PDF；失效 403）。inline=1 在页面中显示。',
      middleware: [requirePdfReader, requireTrader] as const,
      request: { query: z.object({ token: z.string().max(200).optional(), inline: z.string().max(1).optional() }) },
      responses: { 200: { description: 'PDF', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } } },
    }),
    async (c) => {
      const bytes = await readQuotePdf(c.var.db, c.var.user.id);
      return c.body(new Uint8Array(bytes), 200, {
        ...pdfHeaders('quotation.pdf', c.req.query('inline') === '1'),
        'cache-control': 'no-store',
      }) as never;
    },
  )
  // A PDF too: outside the table, as the quotation's download above.
  .openapi(
    createRoute({
      method: 'get',
      path: '/v1/catalogue/edition',
      tags: [TAG],
      summary: '2023-2024 在线植物目录 PDF（全部规格，市场价；目录不变时用缓存）',
      responses: { 200: { description: 'PDF', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } } },
    }),
    async (c) => {
      const bytes = await readEditionPdf(c.var.db, { dataDir: c.var.config.dataDir, uploads: c.var.uploads }, c.var.config.now());
      return c.body(new Uint8Array(bytes), 200, pdfHeaders('catalogue-2023-2024.pdf')) as never;
    },
  );
