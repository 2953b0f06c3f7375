export { addOperator, openOperatorSession } from './accounts';
export { operatorRoutes } from './routes';
export { requireOperatorPermission } from './guard';
