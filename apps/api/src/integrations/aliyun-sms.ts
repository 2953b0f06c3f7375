// SMS through Alibaba Cloud's SendSms (dysmsapi 2017-05-25), an RPC call signed as the API documents
// ("签名机制"): the sorted, percent-encoded query, HMAC-SHA1 with the AccessKey secret and `&`. The code
// goes into the approved template as its `code` parameter, under the approved sign name.
import { createHmac, randomUUID } from 'node:crypto';
import type { SmsGateway } from './sms';

export interface AliyunSmsSettings {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
  /** Default https://dysmsapi.aliyuncs.com/. */
  endpoint?: string;
}

/** RFC 3986 encoding as Alibaba Cloud signs it. */
const percentEncode = (text: string): string =>
  encodeURIComponent(text)
    .replace(/\+/g, '%20')
    .replace(/\*/g, '%2A')
    .replace(/%7E/g, '~')
    .replace(/[!'()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The signature of a GET with these parameters (every one but Signature). */
export function signAliyunRpc(parameters: Record<string, string>, accessKeySecret: string): string {
  const canonical = Object.keys(parameters)
    .sort()
    .map((key) => `${percentEncode(key)}=${percentEncode(parameters[key] as string)}`)
    .join('&');
  return createHmac('sha1', `${accessKeySecret}&`)
    .update(`GET&${percentEncode('/')}&${percentEncode(canonical)}`)
    .digest('base64');
}

export class AliyunSms implements SmsGateway {
  constructor(private readonly settings: AliyunSmsSettings) {}

  async send(message: { mobile: string; text: string; code: string }): Promise<void> {
    const parameters: Record<string, string> = {
      AccessKeyId: this.settings.accessKeyId,
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: message.mobile,
      RegionId: 'cn-hangzhou',
      SignName: this.settings.signName,
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: randomUUID(),
      SignatureVersion: '1.0',
      TemplateCode: this.settings.templateCode,
      TemplateParam: JSON.stringify({ code: message.code }),
      Timestamp: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
      Version: '2017-05-25',
    };
    const query = new URLSearchParams({ ...parameters, Signature: signAliyunRpc(parameters, this.settings.accessKeySecret) });
    const response = await fetch(`${this.settings.endpoint ?? 'https://dysmsapi.aliyuncs.com/'}?${query}`);
    const reply = (await response.json().catch(() => ({}))) as { Code?: string; Message?: string };
    if (reply.Code !== 'OK') throw new Error(`Aliyun SendSms to ${message.mobile}: ${reply.Code ?? response.status} ${reply.Message ?? ''}`);
  }
}
