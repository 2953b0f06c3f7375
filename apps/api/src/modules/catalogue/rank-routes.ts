// Rankings (storefront §7, shopping §7 /v1/rank/lists; page size 10).
import { optionalUser } from '../../platform/auth';
import { queryRoute } from '../../platform/endpoint-routes';
import { respond } from '../../platform/envelope';
import { createRouter } from '../../platform/openapi';
import { gradeOf, loadCards, toCardPage } from './goods-cards';
import { loadRankingPage } from './rank';

export const rankRoutes = createRouter().openapi(
  queryRoute('listRanking', { tags: ['排行'], summary: '销量排行（每页 10）：全店或某一级分类', middleware: [optionalUser] as const }),
  async (c) => {
    const { db, config, user } = c.var;
    const { page, limit, category } = c.req.valid('query');
    const ranking = await loadRankingPage(db, category ?? 0, page, limit);
    const cards = await loadCards(
      db,
      ranking.rows.map((r) => r.goodsId),
      gradeOf(user),
      config.now(),
    );
    const positions = new Map(ranking.rows.map((r) => [r.goodsId, r.position]));
    const list = cards.map((card) => ({ ...card, position: positions.get(card.id) ?? 0 }));
    return respond(c, toCardPage(list, ranking.total, page, limit));
  },
);
