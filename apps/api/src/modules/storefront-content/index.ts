export { storefrontContentOperatorRoutes } from './operator-routes';
