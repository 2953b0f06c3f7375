// Query fields shared by the catalogue calls (storefront §7): they live in the contract with the other request
// fields (fields.ts); the routes not built from the endpoint table yet take them from here.
export { cityParams, idListParam, limitParam, MAX_ID, optionalInteger, pageParam } from '@garden/contract';
