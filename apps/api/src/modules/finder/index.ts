export { loadCityLocator, type CityLocator } from './city-locator';
export { importHardiness } from './finder';
export { finderRoutes } from './routes';
