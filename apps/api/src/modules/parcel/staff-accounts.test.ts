// The parcel staff accounts in the back office (issue 32 "People": 仓库 and 店长): added, given a new password,
// disabled, each write in the audit trail; a new password or disabling ends the account's sessions.
import {
  OPERATOR_DISABLED,
  OPERATOR_FORBIDDEN,
  PARCEL_STAFF_ADDED,
  PARCEL_STAFF_NAME_INVALID,
  PARCEL_STAFF_NOT_FOUND,
  PARCEL_STAFF_NOTHING_TO_CHANGE,
  PARCEL_STAFF_TAKEN,
  PARCEL_STAFF_UPDATED,
  PASSWORD_TOO_SHORT,
  SESSION_LOST,
  WRONG_CREDENTIALS,
  type OperatorRole,
} from '@garden/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { operatorAudit } from '../../db/schema/index';
import { DEMO_ACCOUNTS } from '../../seed/index';
import { openStaffSession } from './parcel';
import { useSeededContext } from '../../test/catalogue-factories';
import { call, refused } from '../../test/http';
import { callOperator, newestAudit, operatorOfRole } from '../../test/operator-calls';
import { countRows } from '../../test/row-counts';

const ctx = useSeededContext();

const signIn = (user_name: string, password: string) =>
  call<{ parcel_key: string }>(ctx.app, 'POST', '/v1/parcel/login', {
    json: { user_name, password },
    ip: `10.1.${Math.floor(Math.random() * 250)}.1`,
  });
const record = (key: string, user: string, logistics_no: string) =>
  call(ctx.app, 'POST', '/v1/parcel/record', { json: { parcel_key: key, user, logistics_no } });

describe('parcel staff accounts', () => {
  it('lets the warehouse add an account that signs in at /parcelLogin, reset its password and disable it', async () => {
    const warehouse = await operatorOfRole(ctx, '仓库');
    const added = await callOperator<{ staff_id: number }>(warehouse, 'addParcelStaff', {
      user_name: 'dock-7',
      name: '仓库小王',
      password: 'dock-pass1',
    });
    expect(added.body).toMatchObject({ code: 200, msg: PARCEL_STAFF_ADDED, data: { user_name: 'dock-7', name: '仓库小王', disabled: 0 } });
    const id = added.body.data.staff_id;
    const listed = await callOperator<{ list: { user_name: string }[] }>(warehouse, 'listParcelStaff');
    expect(listed.body.data.list.map((row) => row.user_name)).toEqual(expect.arrayContaining([DEMO_ACCOUNTS.parcel.userName, 'dock-7']));
    const addAudit = await newestAudit(ctx.db, and(eq(operatorAudit.action, 'addParcelStaff'), eq(operatorAudit.targetId, 'dock-7')));
    expect(addAudit).toMatchObject({ operatorId: warehouse.id, targetType: 'parcel-staff', before: null, after: { user_name: 'dock-7' } });
    expect(addAudit?.after).not.toHaveProperty('password_hash');

    const first = await signIn('dock-7', 'dock-pass1');
    expect(first.body.code).toBe(200);
    // A new password ends the sessions and replaces the old one.
    const reset = await callOperator(warehouse, 'updateParcelStaff', { staff_id: id, password: 'dock-pass2' });
    expect(reset.body).toMatchObject({ code: 200, msg: PARCEL_STAFF_UPDATED });
    expect((await record(first.body.data.parcel_key, 'dock-7', 'SF1234567890')).body).toEqual(refused(SESSION_LOST, 401));
    expect((await signIn('dock-7', 'dock-pass1')).body).toEqual(refused(WRONG_CREDENTIALS));
    const second = await signIn('dock-7', 'dock-pass2');
    expect(second.body.code).toBe(200);

    const disabled = await callOperator(ctx, 'updateParcelStaff', { staff_id: id, disabled: 1 });
    expect(disabled.body).toMatchObject({ code: 200, data: { disabled: 1 } });
    expect((await record(second.body.data.parcel_key, 'dock-7', 'SF1234567891')).body).toEqual(refused(SESSION_LOST, 401));
    expect((await signIn('dock-7', 'dock-pass2')).body).toEqual(refused(OPERATOR_DISABLED, 403));
    // A session a sign-in opened while the disabling committed (after it deleted the sessions) opens nothing.
    const raced = await openStaffSession(ctx.db, ctx.config, id);
    expect((await record(raced, 'dock-7', 'SF1234567892')).body).toEqual(refused(SESSION_LOST, 401));
    const audit = await newestAudit(ctx.db, and(eq(operatorAudit.action, 'updateParcelStaff'), eq(operatorAudit.targetId, 'dock-7')));
    expect(audit).toMatchObject({ targetType: 'parcel-staff', before: { disabled: false }, after: { disabled: true } });

    await callOperator(ctx, 'updateParcelStaff', { staff_id: id, disabled: 0 });
    expect((await signIn('dock-7', 'dock-pass2')).body.code).toBe(200);
  });

  it('keeps the accounts to the warehouse and the shop manager, refuses what is wrong, and writes nothing then', async () => {
    const before = await countRows(ctx.db, ['parcel_staff', 'operator_audit']);
    for (const role of ['运营', '客服', '财务'] as OperatorRole[]) {
      const other = await operatorOfRole(ctx, role);
      for (const [name, fields] of [
        ['listParcelStaff', {}],
        ['addParcelStaff', { user_name: 'intruder', password: 'secret123' }],
        ['updateParcelStaff', { staff_id: 1, disabled: 1 }],
      ] as const) {
        expect((await callOperator(other, name, fields)).body).toEqual(refused(OPERATOR_FORBIDDEN, 403));
      }
    }
    const cases: [Record<string, unknown>, ReturnType<typeof refused>][] = [
      [{ user_name: 'a', password: 'secret123' }, refused(PARCEL_STAFF_NAME_INVALID)],
      [{ user_name: '仓库', password: 'secret123' }, refused(PARCEL_STAFF_NAME_INVALID)],
      [{ user_name: 'short-pass', password: '123' }, refused(PASSWORD_TOO_SHORT)],
      [{ user_name: DEMO_ACCOUNTS.parcel.userName, password: 'secret123' }, refused(PARCEL_STAFF_TAKEN, 409)],
    ];
    for (const [fields, answer] of cases) expect((await callOperator(ctx, 'addParcelStaff', fields)).body).toEqual(answer);
    expect((await callOperator(ctx, 'updateParcelStaff', { staff_id: 1 })).body).toEqual(refused(PARCEL_STAFF_NOTHING_TO_CHANGE));
    expect((await callOperator(ctx, 'updateParcelStaff', { staff_id: 999_999, disabled: 1 })).body).toEqual(refused(PARCEL_STAFF_NOT_FOUND, 404));
    expect((await callOperator(ctx, 'updateParcelStaff', { staff_id: 1, password: '12' })).body).toEqual(refused(PASSWORD_TOO_SHORT));
    expect(await countRows(ctx.db, ['parcel_staff', 'operator_audit'])).toEqual(before);
    // The demo account still signs in with its password.
    expect((await signIn(DEMO_ACCOUNTS.parcel.userName, DEMO_ACCOUNTS.parcel.password)).body.code).toBe(200);
  });
});
