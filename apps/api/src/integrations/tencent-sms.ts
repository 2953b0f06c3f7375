// SMS through Tencent Cloud's SendSms (sms 2021-01-11) with its official SDK, which signs each call
// (TC3-HMAC-SHA256 with the SecretKey). The code is the approved template's one parameter, under the
// approved sign name, sent from the SMS application (SdkAppId) the template belongs to.
import type { Agent } from 'node:http';
import tencentSms from 'tencentcloud-sdk-nodejs-sms';
import type { SmsGateway } from './sms';

export interface TencentSmsSettings {
  secretId: string;
  secretKey: string;
  sdkAppId: string;
  signName: string;
  templateId: string;
  /** The region of the SMS application; default ap-guangzhou. */
  region?: string;
  /** Default https://sms.tencentcloudapi.com; the host's first label names the service the call is signed for. */
  endpoint?: string;
  /** The connections' agent: a test's resolves the service's host name to its own server. */
  agent?: Agent;
}

/** A mainland number as Tencent Cloud writes it: with +86. */
const e164 = (mobile: string) => (mobile.startsWith('+') ? mobile : `+86${mobile}`);

export class TencentSms implements SmsGateway {
  readonly provider = 'tencent';
  private readonly client: InstanceType<typeof tencentSms.sms.v20210111.Client>;

  constructor(private readonly settings: TencentSmsSettings) {
    const endpoint = new URL(settings.endpoint ?? 'https://sms.tencentcloudapi.com');
    this.client = new tencentSms.sms.v20210111.Client({
      credential: { secretId: settings.secretId, secretKey: settings.secretKey },
      region: settings.region ?? 'ap-guangzhou',
      profile: { httpProfile: { endpoint: endpoint.host, protocol: `${endpoint.protocol}//`, agent: settings.agent } },
    });
  }

  async send(message: { mobile: string; text: string; code: string }): Promise<void> {
    const reply = await this.client
      .SendSms({
        PhoneNumberSet: [e164(message.mobile)],
        SmsSdkAppId: this.settings.sdkAppId,
        SignName: this.settings.signName,
        TemplateId: this.settings.templateId,
        TemplateParamSet: [message.code],
      })
      .catch((error: { code?: string; message?: string }) => {
        throw new Error(`Tencent SendSms to ${message.mobile}: ${error.code ?? ''} ${error.message ?? error}`);
      });
    const status = reply.SendStatusSet?.[0];
    if (status?.Code !== 'Ok') throw new Error(`Tencent SendSms to ${message.mobile}: ${status?.Code ?? 'no status'} ${status?.Message ?? ''}`);
  }
}
