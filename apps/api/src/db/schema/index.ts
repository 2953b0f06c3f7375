// Every table of the shop. drizzle-kit reads this file to generate migrations and the client
// passes it to drizzle for typed queries: add one export line per schema file.
export * from './accounts';
export * from './addresses';
export * from './cards';
export * from './cart';
export * from './catalogue';
export * from './marketing';
export * from './orders';
export * from './regions';
export * from './reviews';
export * from './finder';
export * from './files';
export * from './limits';
export * from './payment-sandbox';
export * from './operators';
