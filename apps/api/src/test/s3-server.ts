// An S3-compatible server for the tests (s3rver, from the npm registry): started on a free port with one empty
// bucket, its objects in a temporary folder. It checks the access key the SDK signs with; the keys are its own.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll } from 'vitest';
import type { S3Settings } from '../platform/s3-storage';

/** The one key pair s3rver accepts. */
const S3RVER_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** Starts a server before the calling file's (or block's) tests; the settings are filled in by then. */
export function useS3Server(options: { publicBaseUrl?: string } = {}): S3Settings {
  const settings = { bucket: 'garden-uploads', region: 'cn-east-1', pathStyle: true, credentials: S3RVER_KEYS } as S3Settings;
  let server: S3rver | undefined;
  let directory = '';
  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'garden-s3-'));
    server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: settings.bucket }] });
    const { port } = await server.run();
    Object.assign(settings, { endpoint: `http://127.0.0.1:${port}`, ...options });
  });
  afterAll(async () => {
    await server?.close();
    await rm(directory, { recursive: true, force: true });
  });
  return settings;
}
