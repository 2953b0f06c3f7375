export { operatorRoutes } from './routes';
