export { healthRoutes, metricsRoutes } from './routes';
