// The catalogue's operator calls: a SKU's stock and price (`garden goods stock`, `garden goods price`)
// and the stock audit (`garden audit stock`). Only the operator token opens them (modules/operators); every amount is fen, as stored.
import { GOODS_OR_SKU_REQUIRED, PRICE_UPDATED, STOCK_UPDATED } from '@garden/domain';
import { endpointRouter, withMessage } from '../../platform/endpoint-routes';
import { operatorEndpoint } from '../../platform/operator-auth';
import { requireOneOf } from '../../platform/validation';
import { setPrice, setStock } from './stock-and-price';
import { auditStock } from './stock-audit';

function requireSku(input: { sku_id?: number; gshp_id?: number }) {
  requireOneOf([input.sku_id, input.gshp_id], GOODS_OR_SKU_REQUIRED);
  return { skuId: input.sku_id, goodsId: input.gshp_id };
}

export const catalogueOperatorRoutes = endpointRouter(
  operatorEndpoint('setStock', '设置库存（商品总库存随之更新）', async ({ db, input, now }) =>
    withMessage(await setStock(db, { ...requireSku(input), stock: input.stock, now }), STOCK_UPDATED),
  ),
  operatorEndpoint('setPrice', '设置价格（元）：市场价，或某会员等级的价格；已下的订单不变', async ({ db, input }) =>
    withMessage(await setPrice(db, { ...requireSku(input), priceFen: input.price, grade: input.grade }), PRICE_UPDATED),
  ),
  operatorEndpoint(
    'auditStock',
    '核对库存：每个规格的库存加上未关闭订单占用的件数等于最近一次设定的库存（含当时订单占用）；商品库存等于其规格库存之和',
    async ({ db }) => auditStock(db),
  ),
);
