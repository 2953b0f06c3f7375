/** Sends a text message to a mainland mobile. The real gateway is an outside service. */
export interface SmsGateway {
  send(message: { mobile: string; text: string; code: string }): Promise<void>;
  /** The service behind it, as `garden doctor` names it (aliyun, tencent); absent for the sandbox. */
  readonly provider?: string;
}

/** A sent message as the sandbox keeps it. */
export interface SandboxMessage {
  mobile: string;
  text: string;
  code: string;
  sentAt: Date;
}

/**
 * The default gateway: nothing leaves the machine; messages go to an in-memory outbox that
 * `GET /__sandbox/sms` reads, so tests and a developer can enter the code by hand.
 */
export class SandboxSms implements SmsGateway {
  readonly outbox: SandboxMessage[] = [];

  async send(message: { mobile: string; text: string; code: string }): Promise<void> {
    this.outbox.push({ ...message, sentAt: new Date() });
  }

  /** The newest message sent to `mobile`, if any. */
  latest(mobile: string): SandboxMessage | undefined {
    return this.outbox.findLast((message) => message.mobile === mobile);
  }
}
