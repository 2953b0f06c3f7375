import type { Envelope } from '@garden/contract';
import { endpoints, type ReplyOf } from '@garden/contract/endpoints';
import { REQUEST_FAILED } from '@garden/domain';
import ky from 'ky';
import { ApiError } from './api-error';
import { operatorKey } from './session';

/**
 * POST /v1/operator/upload (multipart `img[]` and `prefix`): the pictures' stored addresses in the order sent.
 * A file part cannot travel as JSON, so this is the one call beside `call`; it reads the envelope the same way.
 */
export async function uploadImages(files: readonly File[], prefix: string): Promise<string[]> {
  const body = new FormData();
  body.append('prefix', prefix);
  for (const file of files) body.append('img[]', file);
  const key = operatorKey();
  const response = await ky.post(`${window.location.origin}${endpoints.uploadOperatorImages.path}`, {
    body,
    retry: 0,
    throwHttpErrors: false,
    timeout: 60_000,
    headers: key ? { authorization: `Bearer ${key}` } : {},
  });
  const envelope = (await response.json().catch(() => null)) as Envelope<ReplyOf<typeof endpoints.uploadOperatorImages>> | null;
  if (envelope && typeof envelope.code === 'number') {
    if (envelope.code === 200) return envelope.data.img_arr;
    throw new ApiError(envelope.code, envelope.msg || REQUEST_FAILED);
  }
  throw new ApiError(response.status, REQUEST_FAILED);
}
