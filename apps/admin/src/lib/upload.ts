import type { Envelope } from '@garden/contract';
import { type Endpoint, endpoints, type ReplyOf } from '@garden/contract/endpoints';
import ky from 'ky';
import { readEnvelope, requestOptions, urlOf } from './api-client';

/**
 * Posts a multipart body to a call of the contract's table (a file part cannot travel as JSON, so this is the one
 * way beside `call`) and reads the envelope as `call` does.
 */
export async function postForm<E extends Endpoint>(endpoint: E, body: FormData): Promise<Envelope<ReplyOf<E>>> {
  return readEnvelope<ReplyOf<E>>(await ky.post(urlOf(endpoint.path), { ...requestOptions(), body, timeout: 60_000 }));
}

/** POST /v1/operator/upload (multipart `img[]` and `prefix`): the pictures' stored addresses in the order sent. */
export async function uploadImages(files: readonly File[], prefix: string): Promise<string[]> {
  const body = new FormData();
  body.append('prefix', prefix);
  for (const file of files) body.append('img[]', file);
  return (await postForm(endpoints.uploadOperatorImages, body)).data.img_arr;
}
