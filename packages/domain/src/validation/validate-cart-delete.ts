import { SELECT_GOODS_TO_DELETE } from '../messages/messages';

/** Deleting from the cart needs at least one selected item (shopping §5 "Delete from cart"). */
export function validateCartDelete(selectedCount: number): string | null {
  return selectedCount > 0 ? null : SELECT_GOODS_TO_DELETE;
}
