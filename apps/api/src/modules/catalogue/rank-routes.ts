// Rankings (storefront §7, shopping §7 /v1/rank/lists; page size 10).
import { optionalUser } from '../../platform/auth';
import { endpoint, endpointRouter } from '../../platform/endpoint-routes';
import { gradeOf, loadCards, toCardPage } from './goods-cards';
import { loadRankingPage } from './rank';

export const rankRoutes = endpointRouter(
  endpoint('listRanking', {
    tags: ['排行'],
    summary: '销量排行（每页 10）：全店或某一级分类',
    middleware: [optionalUser] as const,
    async handle({ db, user, input: { page, limit, category }, now }) {
      const ranking = await loadRankingPage(db, category ?? 0, page, limit);
      const cards = await loadCards(
        db,
        ranking.rows.map((r) => r.goodsId),
        gradeOf(user),
        now,
      );
      const positions = new Map(ranking.rows.map((r) => [r.goodsId, r.position]));
      const list = cards.map((card) => ({ ...card, position: positions.get(card.id) ?? 0 }));
      return toCardPage(list, ranking.total, page, limit);
    },
  }),
);
