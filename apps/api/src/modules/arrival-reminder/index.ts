export { serviceRoutes } from './routes';
