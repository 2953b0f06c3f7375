import { SELLER_MESSAGE_TOO_LONG } from '../messages/messages';
import { SELLER_MESSAGE_MAX } from '../constants/shop-constants';
import { countCharacters } from './count-characters';

/** The optional message to the seller holds at most 20 characters (shopping §5 "Message to seller"). */
export function validateSellerMessage(message: string): string | null {
  return countCharacters(message) > SELLER_MESSAGE_MAX ? SELLER_MESSAGE_TOO_LONG : null;
}
