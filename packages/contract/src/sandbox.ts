// The sandbox's own calls (only in sandbox mode): what a test or a demo reads instead of a phone.
import { z } from '@hono/zod-openapi';

export const SandboxSms = z.object({ mobile: z.string(), code: z.string(), text: z.string(), sent_at: z.string() });
export type SandboxSms = z.infer<typeof SandboxSms>;

export const SandboxCaptcha = z.object({ device_id: z.string(), answer: z.string() });
export type SandboxCaptcha = z.infer<typeof SandboxCaptcha>;
