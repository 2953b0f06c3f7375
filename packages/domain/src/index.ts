// The public API of @garden/domain: one export line per module, grouped by rule family.
// (Each family lives in its own folder; see README.md for the list.)

// messages
export * from './messages/messages';

// money, pricing, coupons, shipping, deposit, checkout

// quantity, goods-tags, order-status, validation, reviews, history, misc
