// The dashboard's operator call (issue 32 "Dashboard"): every role reads it (the `dashboard` permission); the guard
// (modules/operators) has checked the caller, so the operator here is always a signed-in one.
import { endpointRouter } from '../../platform/endpoint-routes';
import { operatorEndpoint, operatorIdOf } from '../../platform/operator-auth';
import { readDashboard } from './dashboard';

export const dashboardOperatorRoutes = endpointRouter(
  operatorEndpoint(
    'readDashboard',
    '首页概况：今天、近7天或近30天的下单数、支付订单数、支付金额、退款、客单价、新会员，热销商品和图表；以及角色能打开的各队列待处理数',
    ({ db, input, now, c }) => readDashboard(db, operatorIdOf(c) as number, input.days, now),
  ),
);
