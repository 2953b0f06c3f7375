// The finder's operator call (`garden hardiness import`): the cities' hardiness zones. Only the operator
// token opens it (modules/operators).
import { HARDINESS_IMPORTED } from '@garden/domain';
import { bodyRoute, readRequest } from '../../platform/endpoint-routes';
import { respond } from '../../platform/envelope';
import { createRouter } from '../../platform/openapi';
import { operatorCall } from '../../platform/operator-auth';
import { importHardiness } from './finder';

export const finderOperatorRoutes = createRouter().openapi(
  bodyRoute('importHardiness', {
    ...operatorCall,
    summary: '导入城市耐寒区：csv 每行「城市的地区编号或名称,耐寒区」；有任何一行有误则整份不导入并指出行号',
  }),
  async (c) => {
    const input = await readRequest(c, 'importHardiness');
    return respond(c, await importHardiness(c.var.db, input.csv), HARDINESS_IMPORTED);
  },
);
