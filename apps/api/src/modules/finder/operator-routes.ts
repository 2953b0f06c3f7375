// The finder's operator call (`garden hardiness import`): the cities' hardiness zones. Only the operator
// token opens it (modules/operators).
import { HARDINESS_IMPORTED } from '@garden/domain';
import { endpointRouter, withMessage } from '../../platform/endpoint-routes';
import { operatorEndpoint } from '../../platform/operator-auth';
import { importHardiness } from './finder';

export const finderOperatorRoutes = endpointRouter(
  operatorEndpoint(
    'importHardiness',
    '导入城市耐寒区：csv 每行「城市的地区编号或名称,耐寒区」；有任何一行有误则整份不导入并指出行号',
    async ({ db, input }) => withMessage(await importHardiness(db, input.csv), HARDINESS_IMPORTED),
  ),
);
