// The account area (shopping §7 "Account"): my coupons, the balance and its ledger, withdrawals, the
// profile, the password and the mobile. Paths the spec leaves open are in the README's account table.
import {
  CURRENT_PASSWORD_WRONG,
  PASSWORD_CHANGE_PROOF_REQUIRED,
  SEX_REQUIRED,
  MOBILE_CHANGED,
  PASSWORD_CHANGED,
  SAVED,
  WITHDRAWAL_SUBMITTED,
} from '@garden/domain';
import { badRequest } from '../../platform/api-error';
import { readLoginKey, requireUser } from '../../platform/auth';
import { endpoint, endpointRouter, withMessage } from '../../platform/endpoint-routes';
import { readClientIp } from '../../platform/client-ip';
import { changePassword, editProfile, listMyCoupons, listWithdrawals, readBalance, requestWithdrawal } from './account';
import { hashPassword } from '../auth/index';
import { hashKey } from '../../platform/sessions';
import { tryPassword } from '../auth/index';
import { consumeSmsCode } from '../auth/index';
import { checkImage, discardUpload, isUploadPath, storeUploads } from '../uploads/index';
import { bindMobile, describeUser } from '../auth/index';

const shopper = { tags: ['我的账户'], middleware: [requireUser] as const };

export const accountRoutes = endpointRouter(
  endpoint('listMyCoupons', {
    ...shopper,
    summary: '我的优惠券：type 0 未使用，1 已使用或已过期；每页 9',
    handle: async ({ db, user, input, now }) => listMyCoupons(db, user.id, input.type as 0 | 1, input.page, input.limit, now),
  }),
  endpoint('readBalance', {
    ...shopper,
    summary: '余额与余额明细（每页 10，新的在前）',
    handle: async ({ db, user, input }) => readBalance(db, user.id, input.page, input.limit),
  }),
  endpoint('listWithdrawals', {
    ...shopper,
    summary: '提现记录（每页 10）：is_paid 1 已完成，其他 申请中',
    handle: async ({ db, user, input }) => listWithdrawals(db, user.id, input.page, input.limit),
  }),
  endpoint('requestWithdrawal', {
    ...shopper,
    summary: '申请提现到支付宝（5 个工作日内到账）',
    description: '金额从余额中预扣（余额不足则 400），申请中；运营付款后为已完成，退回则金额回到余额。',
    async handle({ db, user, input, now }) {
      const request = { amount: input.amount, payment: input.payment, zfb: input.zfb, zfbName: input.zfb_name };
      return withMessage(await requestWithdrawal(db, user.id, request, now), WITHDRAWAL_SUBMITTED);
    },
  }),
  endpoint('editProfile', {
    ...shopper,
    summary: '修改资料（multipart：avatar 头像图片、nick 昵称、sex 1 男 2 女）',
    description: '头像按文件头判断类型（gif、jpeg、png），须小于 1 兆；只改传入的字段。',
    // The avatar's limit (1 MB and the form) is the app's, before the body is read (platform/hardening.ts).
    async handle({ db, user, uploads, input, now }) {
      if (input.sex !== undefined && input.sex !== 1 && input.sex !== 2) throw badRequest(SEX_REQUIRED);
      let avatar: string | undefined;
      if (input.avatar instanceof File) {
        const images = [await checkImage(input.avatar)];
        // An avatar counts against the account's upload limits, and is swept a day later if the profile did not keep it.
        [avatar] = await storeUploads(db, uploads, { userId: user.id, prefix: 'avatar', images, now });
      }
      const saved = await editProfile(db, user.id, { nick: input.nick, sex: input.sex, avatar });
      // The replaced picture is shown nowhere else (reviews read the current avatar), so it goes at once.
      if (avatar !== undefined && user.avatar !== avatar && isUploadPath(user.avatar)) await discardUpload(uploads, user.avatar);
      return withMessage(describeUser(saved), SAVED);
    },
  }),
  endpoint('changePassword', {
    ...shopper,
    summary: '修改密码：原密码或短信验证码（发到本人手机，type 3），新密码 6–20 位两次一致；其他登录随之退出',
    async handle({ db, config, user, input, now, c }) {
      if (input.sms_code) {
        if (!user.mobile) throw badRequest(PASSWORD_CHANGE_PROOF_REQUIRED);
        await consumeSmsCode(db, config, { mobile: user.mobile, purpose: 'forget', code: input.sms_code });
      } else if (input.old_password) {
        // Signed in already: counted with the account's wrong passwords, asked for no captcha (README "Limits").
        const account = { kind: 'user' as const, id: user.id, passwordHash: user.passwordHash };
        const attempt = { account, login: user.mobile ?? String(user.id), password: input.old_password };
        if (!(await tryPassword(db, now, readClientIp(c, config.trustedProxies), attempt))) throw badRequest(CURRENT_PASSWORD_WRONG);
      } else {
        throw badRequest(PASSWORD_CHANGE_PROOF_REQUIRED);
      }
      await changePassword(db, user.id, await hashPassword(input.password), hashKey((await readLoginKey(c)) ?? ''));
      return withMessage(null, PASSWORD_CHANGED);
    },
  }),
  endpoint('changeMobile', {
    ...shopper,
    summary: '更换手机号：短信验证码发到新手机（type 4）',
    handle: async ({ db, config, user, input }) =>
      withMessage(await bindMobile(db, config, user, { mobile: input.mobile, smsCode: input.sms_code }), MOBILE_CHANGED),
  }),
);
