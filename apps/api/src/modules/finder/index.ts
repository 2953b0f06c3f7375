export { loadCityLocator, type CityLocator } from './city-locator';
export { importHardiness } from './finder';
export { finderOperatorRoutes } from './operator-routes';
export { finderRoutes } from './routes';
