export { describePresent, GIFT_ACTIVITY_TYPE, loadGiftOffers, type GiftOffer } from './gift-offers';
export { activityRunsAt } from './running';
