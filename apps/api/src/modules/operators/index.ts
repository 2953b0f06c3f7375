export { addOperator, openOperatorSession } from './accounts';
export { operatorRoutes } from './routes';
