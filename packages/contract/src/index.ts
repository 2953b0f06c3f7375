// The shapes of the garden shop's API, a file per resource. Values are zod schemas (the API validates
// and documents with them); the same names are types (`import type` in the web and the CLI).
export * from './common';
export * from './fields';
export * from './endpoints';
export * from './shapes';
export * from './address';
export * from './after-sales';
export * from './sandbox';
export * from './upload';
export * from './user';
export * from './cart';
export * from './catalogue';
export * from './goods';
export * from './favourites';
export * from './reviews';
export * from './order-reviews';
export * from './orders';
export * from './parcel';
export * from './payments';
export * from './checkout';
export * from './operator';
export * from './operator-accounts';
export * from './storefront-content';
export * from './goods-admin';
export * from './account';
export * from './trade';
export * from './finder';
