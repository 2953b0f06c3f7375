export { dashboardOperatorRoutes } from './operator-routes';
