// The public API of @garden/domain: one export line per module, grouped by rule family.
// (Each family lives in its own folder; see README.md for the list.)

// messages
export * from './messages/messages';

// money, pricing, coupons, shipping, deposit, checkout
export * from './money/money';
export * from './money/invalid-money-error';
export * from './money/to-money';
export * from './money/round-fen';
export * from './money/to-fen';
export * from './money/from-fen';
export * from './money/format-yuan';
export * from './money/sum-money';
export * from './pricing/goods-line';
export * from './pricing/invalid-goods-line-error';
export * from './pricing/price-line';
export * from './pricing/member-grade';
export * from './pricing/quote-goods-price';
export * from './pricing/quote-price-range';
export * from './pricing/takes-coupon';
export * from './pricing/takes-card-discount';
export * from './pricing/invalid-card-discount-error';
export * from './pricing/to-card-rate';
export * from './pricing/mini-card-rate';
export * from './pricing/quote-card-discount';
export * from './pricing/quote-black-five';
export * from './pricing/show-black-five-shipping';

// quantity, goods-tags, order-status, validation, reviews, history, misc
export * from './constants/shop-constants';
export * from './quantity/quantity-limits';
export * from './quantity/effective-step';
export * from './quantity/initial-quantity';
export * from './quantity/step-quantity';
export * from './quantity/parse-quantity-input';
export * from './goods-tags/goods-tag';
export * from './goods-tags/purchase-type';
export * from './goods-tags/check-deposit-cart-availability';
export * from './goods-tags/is-cart-item-selectable';
export * from './order-status/order-state';
export * from './order-status/order-transition';
export * from './order-status/payment-deadline';
export * from './order-status/shows-delete-icon';
export * from './order-status/describe-order-status';
export * from './order-status/pay-order';
export * from './order-status/ship-order';
export * from './order-status/confirm-receipt';
export * from './order-status/apply-after-sales';
export * from './order-status/cancel-after-sales';
export * from './order-status/finish-after-sales';
export * from './order-status/cancel-order';
export * from './order-status/auto-cancel-order';
export * from './order-status/delete-order';
export * from './order-status/restore-order';
export * from './order-status/delete-order-forever';
export * from './order-status/order-list-tabs';
export * from './order-status/order-time-filter';
export * from './validation/count-characters';
export * from './validation/is-mainland-mobile';
export * from './validation/validate-new-password';
export * from './validation/validate-login';
export * from './validation/validate-address';
export * from './validation/validate-cart-delete';
export * from './validation/validate-checkout-selection';
export * from './validation/validate-attribute-choice';
export * from './validation/validate-seller-message';
export * from './validation/validate-pay-method';
export * from './validation/validate-withdrawal';
export * from './validation/validate-image-file';
export * from './validation/validate-profile';
export * from './validation/validate-after-sales';
export * from './validation/validate-review';
export * from './validation/validate-search-keyword';
export * from './validation/validate-order-search';
export * from './validation/validate-catalogue-send';
export * from './validation/validate-suggestion';
export * from './validation/normalize-parcel-number';
