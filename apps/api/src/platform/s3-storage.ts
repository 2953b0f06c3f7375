// Uploads in S3-compatible object storage (AWS S3, MinIO, Aliyun OSS, Tencent COS): every instance reads and
// writes one bucket, and a CDN in front of it can serve the pictures (README "Running in production",
// `GARDEN_S3_*`). Each object carries the headers the other storages send (its sniffed type, inline under its
// own name, a week's caching) as its metadata, so the bucket or the CDN answers with them too.
import type { S3Client } from '@aws-sdk/client-s3';
import { isUploadName, type StoredFile, typeOfUpload, type UploadStorage, uploadHeaders } from './upload-storage';

export interface S3Settings {
  bucket: string;
  region: string;
  /** A service other than AWS (MinIO, OSS, COS…): its https origin. Unset: AWS S3 of `region`. */
  endpoint?: string;
  /** Bucket in the path (`<endpoint>/<bucket>/<key>`) rather than the host name, as MinIO needs. */
  pathStyle: boolean;
  /** Unset: the SDK's own chain (AWS_* variables, the instance's role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** The CDN (or the bucket's public address) browsers fetch the pictures from (platform/public-media.ts). */
  publicBaseUrl?: string;
}

/** Whether an SDK error is the service saying there is no such object. */
const isMissing = (error: unknown) => {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
};

/** A storage on one bucket; the SDK (a tenth of a second to load) is loaded on first use, not by every start. */
export function s3Storage(settings: S3Settings): UploadStorage {
  let loaded: Promise<{ client: S3Client; sdk: typeof import('@aws-sdk/client-s3') }> | undefined;
  const open = () => {
    loaded ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: settings.region,
        endpoint: settings.endpoint,
        forcePathStyle: settings.pathStyle,
        credentials: settings.credentials,
        // Checksums only where the API requires them: OSS, COS and older MinIO refuse the SDK's default CRC32 headers.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    }));
    return loaded;
  };
  const Bucket = settings.bucket;
  return {
    async put(name, bytes) {
      if (!isUploadName(name)) throw new Error(`not an upload name: ${name}`);
      const { client, sdk } = await open();
      const headers = uploadHeaders(name);
      await client.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: name,
          Body: bytes,
          ContentType: headers['Content-Type'],
          ContentDisposition: headers['Content-Disposition'],
          CacheControl: headers['Cache-Control'],
          // A name already taken is refused, never overwritten (where the service supports conditional writes).
          IfNoneMatch: '*',
        }),
      );
    },
    async get(name): Promise<StoredFile | undefined> {
      if (!isUploadName(name)) return undefined;
      const { client, sdk } = await open();
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket, Key: name }));
        const bytes = await object.Body?.transformToByteArray();
        return bytes && { bytes: new Uint8Array(bytes), type: typeOfUpload(name) };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async remove(name) {
      if (!isUploadName(name)) throw new Error(`not an upload name: ${name}`);
      const { client, sdk } = await open();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: name }));
    },
    async has(name) {
      if (!isUploadName(name)) return false;
      const { client, sdk } = await open();
      try {
        await client.send(new sdk.HeadObjectCommand({ Bucket, Key: name }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async list(after, limit) {
      const { client, sdk } = await open();
      const page = await client.send(new sdk.ListObjectsV2Command({ Bucket, StartAfter: after, MaxKeys: limit }));
      return (page.Contents ?? []).flatMap((object) => (object.Key && isUploadName(object.Key) ? [object.Key] : []));
    },
  };
}
