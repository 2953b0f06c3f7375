// The parcel staff accounts' operator calls (issue 32 "People": 仓库 and 店长). The guard (modules/operators) has
// checked the caller's role and records each write in the audit trail.
import { PARCEL_STAFF_ADDED, PARCEL_STAFF_NOTHING_TO_CHANGE, PARCEL_STAFF_UPDATED } from '@garden/domain';
import { endpoint, endpointRouter, withMessage } from '../../platform/endpoint-routes';
import { operatorCall } from '../../platform/operator-auth';
import { flagGiven, givenChange } from '../../platform/validation';
import { addStaff, listStaff, updateStaff } from './staff-accounts';

export const parcelOperatorRoutes = endpointRouter(
  endpoint('listParcelStaff', {
    ...operatorCall,
    summary: '退件人员（/parcelLogin 的账号）列表',
    handle: async ({ db }) => ({ list: await listStaff(db) }),
  }),
  endpoint('addParcelStaff', {
    ...operatorCall,
    summary: '添加退件人员：用户名、姓名与初始密码',
    handle: async ({ db, input, now }) =>
      withMessage(await addStaff(db, { userName: input.user_name, name: input.name, password: input.password, now }), PARCEL_STAFF_ADDED),
  }),
  endpoint('updateParcelStaff', {
    ...operatorCall,
    summary: '修改退件人员：姓名、重设密码、停用或启用；重设密码或停用即结束其所有登录',
    async handle({ db, input }) {
      const change = givenChange({ name: input.name, password: input.password, disabled: flagGiven(input.disabled) }, PARCEL_STAFF_NOTHING_TO_CHANGE);
      return withMessage(await updateStaff(db, input.staff_id, change), PARCEL_STAFF_UPDATED);
    },
  }),
);
