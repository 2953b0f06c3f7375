import { endpoints } from '@garden/contract/endpoints';
import { callEnvelope } from '../../../lib/api-client';
import type { ParcelSession } from './parcel-session';
import type { ParcelRecord as RecordedParcel } from '@garden/contract';

export type { RecordedParcel };

/** POST /v1/parcel/login (shopping §7 "Parcel": user_name and password; the image captcha after code 2005, README "Limits"). */
export function signInStaff(input: { user_name: string; password: string; device_id?: string; captcha?: string }) {
  return callEnvelope(endpoints.signInParcelStaff, input);
}

/** POST /v1/parcel/record (shopping §7 "Parcel": user and logistics_no), with the staff key. */
export function recordParcel(session: ParcelSession, logisticsNo: string) {
  return callEnvelope(endpoints.recordParcel, { parcel_key: session.parcel_key, user: session.user_name, logistics_no: logisticsNo });
}
