import { ADDRESS_DETAIL_REQUIRED, ADDRESS_MOBILE_INVALID, CONSIGNEE_REQUIRED, REGION_INCOMPLETE } from '../messages/messages';
import { isMainlandMobile } from './is-mainland-mobile';

/** The address form (shopping §3 "Address"); region ids are null, 0 or '' until chosen. */
export interface AddressForm {
  readonly consignee: string;
  readonly tel: string;
  readonly province: number | string | null;
  readonly city: number | string | null;
  readonly district: number | string | null;
  readonly address: string;
}

const isChosen = (region: number | string | null) => region !== null && region !== 0 && region !== '' && region !== '0';

/**
 * Checks an address before saving, in form order: name, a mainland mobile (`请输入正确的手机号！`), province, city
 * and district all chosen, the detail line; names and lines of only spaces count as empty (shopping §5 "Address save").
 */
export function validateAddress(form: AddressForm): string | null {
  if (form.consignee.trim() === '') return CONSIGNEE_REQUIRED;
  if (!isMainlandMobile(form.tel.trim())) return ADDRESS_MOBILE_INVALID;
  if (!isChosen(form.province) || !isChosen(form.city) || !isChosen(form.district)) return REGION_INCOMPLETE;
  if (form.address.trim() === '') return ADDRESS_DETAIL_REQUIRED;
  return null;
}
