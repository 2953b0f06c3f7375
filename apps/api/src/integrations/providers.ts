// Which outside services the shop talks to. The demo and the tests run in sandbox mode; production mode
// (GARDEN_MODE=production or NODE_ENV=production) uses the real gateways and refuses to start while any
// of their settings is missing or its key does not load (README "Running in production").
import { createPrivateKey, createPublicKey, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createAlipay } from './alipay';
import { AliyunSms } from './aliyun-sms';
import type { CourierTracker } from './courier';
import { createKuaidi100 } from './kuaidi100';
import { combineGateways, type RealPayments } from './real-payments';
import type { SmsGateway } from './sms';
import { TencentSms } from './tencent-sms';
import { createWechatPay } from './wechat-pay';

/** Every setting of the real providers, with where it comes from; `optional` ones have a default. */
export const PROVIDER_SETTINGS = [
  { name: 'GARDEN_PUBLIC_URL', about: "the shop's public https origin; the gateways post notifications to <it>/v2/pay/notify/{alipay,wxpay}" },
  { name: 'ALIPAY_APP_ID', about: 'Alipay open platform: the web app id' },
  { name: 'ALIPAY_PRIVATE_KEY', about: "the app's RSA2 private key (PEM; or ALIPAY_PRIVATE_KEY_FILE, a path)", key: 'private' },
  { name: 'ALIPAY_PUBLIC_KEY', about: "Alipay's public key shown for the app (PEM; or _FILE)", key: 'public' },
  { name: 'ALIPAY_GATEWAY', about: 'default https://openapi.alipay.com/gateway.do (the Alipay sandbox has its own)', optional: true },
  { name: 'WECHATPAY_MCH_ID', about: 'WeChat Pay merchant platform: the merchant id' },
  { name: 'WECHATPAY_APP_ID', about: 'the appid bound to the merchant' },
  { name: 'WECHATPAY_API_V3_KEY', about: 'the 32-character API v3 key set on the merchant platform' },
  { name: 'WECHATPAY_PRIVATE_KEY', about: 'the merchant API private key, apiclient_key.pem (PEM; or _FILE)', key: 'private' },
  { name: 'WECHATPAY_SERIAL_NO', about: "the merchant API certificate's serial number" },
  { name: 'WECHATPAY_PLATFORM_CERT', about: 'the platform certificate downloaded from /v3/certificates (PEM; or _FILE)', key: 'certificate' },
  { name: 'WECHATPAY_API_BASE', about: 'default https://api.mch.weixin.qq.com', optional: true },
  { name: 'SMS_PROVIDER', about: 'aliyun (Alibaba Cloud SMS) or tencent (Tencent Cloud SMS)' },
  { name: 'ALIYUN_SMS_ACCESS_KEY_ID', about: 'a RAM user AccessKey allowed dysms:SendSms', sms: 'aliyun' },
  { name: 'ALIYUN_SMS_ACCESS_KEY_SECRET', about: 'its secret', sms: 'aliyun' },
  { name: 'ALIYUN_SMS_SIGN_NAME', about: 'the approved sign name, e.g. 花园商城', sms: 'aliyun' },
  // biome-ignore lint/suspicious/noTemplateCurlyInString: Aliyun's template parameter, quoted as the operator writes it
  { name: 'ALIYUN_SMS_TEMPLATE_CODE', about: 'the approved verification-code template, with a ${code} parameter', sms: 'aliyun' },
  { name: 'ALIYUN_SMS_ENDPOINT', about: 'default https://dysmsapi.aliyuncs.com/', optional: true, sms: 'aliyun' },
  { name: 'TENCENT_SMS_SECRET_ID', about: 'a CAM user SecretId allowed sms:SendSms', sms: 'tencent' },
  { name: 'TENCENT_SMS_SECRET_KEY', about: 'its SecretKey', sms: 'tencent' },
  { name: 'TENCENT_SMS_SDK_APP_ID', about: 'the SMS application id (SdkAppId, 1400…)', sms: 'tencent' },
  { name: 'TENCENT_SMS_SIGN_NAME', about: 'the approved sign name, e.g. 花园商城', sms: 'tencent' },
  { name: 'TENCENT_SMS_TEMPLATE_ID', about: 'the approved verification-code template, with one parameter {1} for the code', sms: 'tencent' },
  { name: 'TENCENT_SMS_REGION', about: 'default ap-guangzhou', optional: true, sms: 'tencent' },
  { name: 'TENCENT_SMS_ENDPOINT', about: 'default https://sms.tencentcloudapi.com', optional: true, sms: 'tencent' },
  { name: 'KUAIDI100_CUSTOMER', about: 'Kuaidi100 enterprise account: customer' },
  { name: 'KUAIDI100_KEY', about: 'Kuaidi100 authorisation key' },
  { name: 'KUAIDI100_ENDPOINT', about: 'default https://poll.kuaidi100.com/poll/query.do', optional: true },
] as const satisfies readonly {
  name: string;
  about: string;
  optional?: boolean;
  key?: 'private' | 'public' | 'certificate';
  /** Needed only when SMS_PROVIDER names this provider. */
  sms?: SmsProvider;
}[];

/** The SMS services the shop sends through, each with its official SDK. */
export type SmsProvider = 'aliyun' | 'tencent';

type SettingName = (typeof PROVIDER_SETTINGS)[number]['name'];

export interface RealProviders {
  payments: RealPayments;
  sms: SmsGateway;
  courier: CourierTracker;
}

/** The real providers from the environment, or every problem found: missing settings and keys that do not load. */
export function readRealProviders(
  env: NodeJS.ProcessEnv,
): { providers: RealProviders; problems: [] } | { providers?: undefined; problems: string[] } {
  const problems: string[] = [];
  const values = {} as Record<SettingName, string>;
  const smsProvider = env.SMS_PROVIDER?.trim();
  for (const setting of PROVIDER_SETTINGS) {
    if ('sms' in setting && setting.sms !== smsProvider) continue;
    let value = env[setting.name] ?? '';
    const file = env[`${setting.name}_FILE`];
    if (!value && file) {
      try {
        value = readFileSync(file, 'utf8');
      } catch (error) {
        problems.push(`${setting.name}_FILE: ${(error as Error).message}`);
        continue;
      }
    }
    values[setting.name] = value.trim();
    if (!value && !('optional' in setting)) problems.push(`${setting.name} is not set (${setting.about})`);
    if (value && 'key' in setting) {
      try {
        if (setting.key === 'private') createPrivateKey(value);
        else if (setting.key === 'public') createPublicKey(value);
        else new X509Certificate(value);
      } catch (error) {
        problems.push(`${setting.name} does not load: ${(error as Error).message}`);
      }
    }
  }
  if (values.SMS_PROVIDER && values.SMS_PROVIDER !== 'aliyun' && values.SMS_PROVIDER !== 'tencent')
    problems.push(`SMS_PROVIDER ${values.SMS_PROVIDER} is not supported (aliyun or tencent)`);
  if (values.WECHATPAY_API_V3_KEY && Buffer.byteLength(values.WECHATPAY_API_V3_KEY) !== 32)
    problems.push('WECHATPAY_API_V3_KEY must be 32 characters');
  if (values.GARDEN_PUBLIC_URL && !/^https?:\/\/[^/]+$/.test(values.GARDEN_PUBLIC_URL.replace(/\/$/, '')))
    problems.push('GARDEN_PUBLIC_URL must be an origin such as https://shop.example.com');
  if (problems.length > 0) return { problems };

  const origin = values.GARDEN_PUBLIC_URL.replace(/\/$/, '');
  const alipay = createAlipay({
    appId: values.ALIPAY_APP_ID,
    privateKey: values.ALIPAY_PRIVATE_KEY,
    alipayPublicKey: values.ALIPAY_PUBLIC_KEY,
    gateway: values.ALIPAY_GATEWAY || undefined,
    notifyUrl: `${origin}/v2/pay/notify/alipay`,
  });
  const wechat = createWechatPay({
    mchId: values.WECHATPAY_MCH_ID,
    appId: values.WECHATPAY_APP_ID,
    apiV3Key: values.WECHATPAY_API_V3_KEY,
    merchantPrivateKey: values.WECHATPAY_PRIVATE_KEY,
    merchantSerialNo: values.WECHATPAY_SERIAL_NO,
    platformCertificate: values.WECHATPAY_PLATFORM_CERT,
    apiBase: values.WECHATPAY_API_BASE || undefined,
    notifyUrl: `${origin}/v2/pay/notify/wxpay`,
  });
  return {
    problems: [],
    providers: {
      payments: combineGateways(alipay, wechat),
      sms:
        values.SMS_PROVIDER === 'tencent'
          ? new TencentSms({
              secretId: values.TENCENT_SMS_SECRET_ID,
              secretKey: values.TENCENT_SMS_SECRET_KEY,
              sdkAppId: values.TENCENT_SMS_SDK_APP_ID,
              signName: values.TENCENT_SMS_SIGN_NAME,
              templateId: values.TENCENT_SMS_TEMPLATE_ID,
              region: values.TENCENT_SMS_REGION || undefined,
              endpoint: values.TENCENT_SMS_ENDPOINT || undefined,
            })
          : new AliyunSms({
              accessKeyId: values.ALIYUN_SMS_ACCESS_KEY_ID,
              accessKeySecret: values.ALIYUN_SMS_ACCESS_KEY_SECRET,
              signName: values.ALIYUN_SMS_SIGN_NAME,
              templateCode: values.ALIYUN_SMS_TEMPLATE_CODE,
              endpoint: values.ALIYUN_SMS_ENDPOINT || undefined,
            }),
      courier: createKuaidi100({ customer: values.KUAIDI100_CUSTOMER, key: values.KUAIDI100_KEY, endpoint: values.KUAIDI100_ENDPOINT || undefined }),
    },
  };
}
