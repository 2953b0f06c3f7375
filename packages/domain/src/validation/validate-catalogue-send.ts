import { SELECT_CATALOGUE_GOODS } from '../messages/messages';

/** Sending the quotation list needs at least one selected goods, else `请选择商品` (shopping §5 "Catalogue"). */
export function validateCatalogueSend(selectedCount: number): string | null {
  return selectedCount > 0 ? null : SELECT_CATALOGUE_GOODS;
}
