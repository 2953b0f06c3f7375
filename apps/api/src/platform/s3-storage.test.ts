// The S3 storage's calls as the bucket checks them: each is signed (AWS Signature Version 4) with the key pair it
// was given, so the test server's verifying proxy passes the right secret's calls and refuses a wrong one's with
// S3's 403 SignatureDoesNotMatch, as S3, MinIO, OSS and COS do.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { S3RVER_KEYS, useS3Server } from '../test/s3-server';
import { s3Storage } from './s3-storage';

const bucket = useS3Server();
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 9, 9]);
const newName = () => `pc/${randomBytes(16).toString('hex')}.png`;

describe('the S3 storage signs its calls with its key pair', () => {
  it('writes, lists, reads and removes an object with the right secret', async () => {
    const storage = s3Storage(bucket);
    const name = newName();
    await storage.put(name, PNG, 'image/png');
    expect(await storage.has(name)).toBe(true);
    expect(await storage.list('', 1000)).toContain(name);
    expect(await storage.get(name)).toEqual({ bytes: PNG, type: 'image/png' });
    await storage.remove(name);
    expect(await storage.get(name)).toBeUndefined();
  });

  it('is refused every call with a wrong secret, and writes nothing', async () => {
    const wrong = s3Storage({ ...bucket, credentials: { ...S3RVER_KEYS, secretAccessKey: 'not-the-secret' } });
    const name = newName();
    await expect(wrong.put(name, PNG, 'image/png')).rejects.toMatchObject({ name: 'SignatureDoesNotMatch', $metadata: { httpStatusCode: 403 } });
    for (const refused of [() => wrong.get(name), () => wrong.has(name), () => wrong.list('', 10), () => wrong.remove(name)]) {
      await expect(refused()).rejects.toMatchObject({ $metadata: { httpStatusCode: 403 } });
    }
    expect(await s3Storage(bucket).has(name)).toBe(false);
  });
});
