export { describePresent, GIFT_ACTIVITY_TYPE, giftOffersAt, loadEveryGiftOffer, loadGiftOffers, type GiftOffer } from './gift-offers';
export { activityRunsAt } from './running';
