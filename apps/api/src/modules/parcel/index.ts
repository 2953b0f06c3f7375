export { parcelOperatorRoutes } from './operator-routes';
export { parcelRoutes } from './routes';
