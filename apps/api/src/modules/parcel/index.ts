export { parcelRoutes } from './routes';
