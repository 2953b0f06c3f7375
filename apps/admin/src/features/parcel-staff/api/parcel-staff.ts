import { endpoints } from '@garden/contract/endpoints';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useWrite } from '../../../lib/use-write';

/** GET /v1/operator/parcel-staff: the accounts of the parcel-return page (/parcelLogin). */
export function parcelStaffQueryOptions() {
  return queryOptions({ queryKey: queryKeys.parcelStaff, queryFn: () => call(endpoints.listParcelStaff) });
}

const STAFF = [queryKeys.parcelStaff];

/** POST /v1/operator/parcel-staff/add: 用户名, 姓名, 初始密码. */
export const useAddParcelStaff = () => useWrite(endpoints.addParcelStaff, STAFF);

/** POST /v1/operator/parcel-staff/update: a new name or password, or disabling (a new password or disabling ends its sessions). */
export const useUpdateParcelStaff = () => useWrite(endpoints.updateParcelStaff, STAFF);
