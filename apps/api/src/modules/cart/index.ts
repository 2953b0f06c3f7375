export {
  GIFT_ACTIVITY_TYPE,
  addToCart,
  checkCartAddition,
  describePresent,
  loadGiftOffers,
  readCart,
  selectedCartForCheckout,
  writeCartAddition,
  type CheckedAddition,
  type GiftOffer,
} from './cart';
export { cartRoutes } from './routes';
