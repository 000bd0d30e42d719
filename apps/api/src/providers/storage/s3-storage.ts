import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { S3Client } from '@aws-sdk/client-s3';
import { assertStorageKey, type FileStorage } from './file-storage';

export interface S3StorageConfig {
  bucket: string;
  region: string;
  /** An S3-compatible endpoint (MinIO, Ceph, R2, a test server); AWS itself when absent. */
  endpoint?: string;
  /** Path-style URLs (endpoint/bucket/key): what most S3-compatible stores expect. */
  forcePathStyle: boolean;
  /** Static credentials; without them the SDK's default chain (env, instance role…) applies. */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Prepended to every key, e.g. "vetclinic/" to share a bucket. */
  prefix: string;
}

type Sdk = typeof import('@aws-sdk/client-s3');

const isMissing = (sdk: Sdk, err: unknown) =>
  err instanceof sdk.S3ServiceException && (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404);

/**
 * Files in an S3-compatible bucket. Objects are private (no ACL is set) and always streamed
 * through our API, which checks who may read them; the bucket never serves anyone directly.
 * A stream is first written to a file under `spoolDir` and sent from there: a PUT needs its length
 * up front (S3 refuses chunked uploads of unknown size), and memory never holds the whole file.
 */
export function createS3Storage(config: S3StorageConfig, spoolDir = tmpdir()): FileStorage {
  // The SDK is large: loaded on first use, so servers storing on disk never pay for it.
  let ready: Promise<{ sdk: Sdk; s3: S3Client }> | null = null;
  const connect = () => (ready ??= import('@aws-sdk/client-s3').then((sdk) => ({ sdk, s3: new sdk.S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.accessKeyId && config.secretAccessKey ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } : undefined,
    // Checksums only where S3 requires them: many S3-compatible stores reject the newer
    // aws-chunked trailing-checksum uploads the SDK sends by default.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  }) })));
  const Key = (key: string) => {
    assertStorageKey(key);
    return `${config.prefix}${key}`;
  };
  const Bucket = config.bucket;
  return {
    async put(key, body) {
      const k = Key(key);
      const { sdk, s3 } = await connect();
      if (!(body instanceof Readable)) {
        await s3.send(new sdk.PutObjectCommand({ Bucket, Key: k, Body: body, ContentLength: body.byteLength, ContentType: 'application/octet-stream' }));
        return;
      }
      await mkdir(spoolDir, { recursive: true });
      const spool = path.join(spoolDir, `s3-${randomUUID()}.part`);
      try {
        await pipeline(body, createWriteStream(spool, { mode: 0o600 }));
        const { size } = await stat(spool);
        await s3.send(new sdk.PutObjectCommand({ Bucket, Key: k, Body: createReadStream(spool), ContentLength: size, ContentType: 'application/octet-stream' }));
      } finally {
        await rm(spool, { force: true });
      }
    },
    async get(key) {
      const k = Key(key);
      const { sdk, s3 } = await connect();
      try {
        const res = await s3.send(new sdk.GetObjectCommand({ Bucket, Key: k }));
        if (!res.Body) return null;
        const body = res.Body as unknown;
        const stream = body instanceof Readable ? body : Readable.fromWeb(body as import('node:stream/web').ReadableStream);
        return { stream, size: Number(res.ContentLength ?? 0) };
      } catch (err) {
        if (isMissing(sdk, err)) return null;
        throw err;
      }
    },
    async exists(key) {
      const k = Key(key);
      const { sdk, s3 } = await connect();
      try {
        await s3.send(new sdk.HeadObjectCommand({ Bucket, Key: k }));
        return true;
      } catch (err) {
        if (isMissing(sdk, err)) return false;
        throw err;
      }
    },
    async delete(key) {
      const k = Key(key);
      const { sdk, s3 } = await connect();
      await s3.send(new sdk.DeleteObjectCommand({ Bucket, Key: k }));
    },
  };
}
