// SMS through Alibaba Cloud's SendSms (dysmsapi 2017-05-25) with its official SDK, which signs each call
// (ACS3-HMAC-SHA256 with the AccessKey secret). The code goes into the approved template as its `code`
// parameter, under the approved sign name.
import Dysmsapi, { SendSmsRequest } from '@alicloud/dysmsapi20170525';
import { $OpenApiUtil } from '@alicloud/openapi-core';
import type { SmsGateway } from './sms';

export interface AliyunSmsSettings {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
  /** Default https://dysmsapi.aliyuncs.com/. */
  endpoint?: string;
}

export class AliyunSms implements SmsGateway {
  readonly provider = 'aliyun';
  private readonly client: Dysmsapi;

  constructor(private readonly settings: AliyunSmsSettings) {
    const endpoint = new URL(settings.endpoint ?? 'https://dysmsapi.aliyuncs.com/');
    // The package is CommonJS: from an ES module its class is the default export's `default`.
    const Client = (Dysmsapi as unknown as { default: typeof Dysmsapi }).default ?? Dysmsapi;
    this.client = new Client(
      new $OpenApiUtil.Config({
        accessKeyId: settings.accessKeyId,
        accessKeySecret: settings.accessKeySecret,
        endpoint: endpoint.host,
        protocol: endpoint.protocol.replace(':', ''),
      }),
    );
  }

  async send(message: { mobile: string; text: string; code: string }): Promise<void> {
    const reply = await this.client
      .sendSms(
        new SendSmsRequest({
          phoneNumbers: message.mobile,
          signName: this.settings.signName,
          templateCode: this.settings.templateCode,
          templateParam: JSON.stringify({ code: message.code }),
        }),
      )
      .catch((error: { code?: string; message?: string }) => {
        throw new Error(`Aliyun SendSms to ${message.mobile}: ${error.code ?? ''} ${error.message ?? error}`);
      });
    const body = reply.body;
    if (body?.code !== 'OK') throw new Error(`Aliyun SendSms to ${message.mobile}: ${body?.code ?? reply.statusCode} ${body?.message ?? ''}`);
  }
}
