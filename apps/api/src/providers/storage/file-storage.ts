import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { Readable, type Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createS3Storage, type S3StorageConfig } from './s3-storage';

/** Bytes to store: a buffer (small, made in code) or a stream, which is never gathered in memory. */
export type StorageBody = Uint8Array | Readable;

/** Where file bytes live. Rows keep only the key: on disk or in an S3-compatible bucket (s3-storage.ts). */
export interface FileStorage {
  /** Stores the bytes under the key; a stream that fails leaves nothing behind. */
  put(key: string, body: StorageBody): Promise<void>;
  /** A stream of the bytes, or null when the key holds nothing. */
  get(key: string): Promise<{ stream: Readable; size: number } | null>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
}

/**
 * Stores an upload through a checking stream (size cap, type sniffing, hashing): the source is piped into `guard`
 * and the storage reads the guard, so a source or a check that fails destroys the guard with its error, fails the
 * write and leaves nothing under `key`. Answers once both sides are done.
 */
export async function putGuarded(storage: FileStorage, key: string, source: Readable, guard: Transform): Promise<void> {
  const feeding = pipeline(source, guard).catch(() => undefined);
  try {
    await storage.put(key, guard);
  } catch (err) {
    await storage.delete(key);
    throw err;
  }
  await feeding;
}

// Keys are ours (uuids, "demo/…"), never user input; the check still keeps a bad key inside the root.
const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

export function assertStorageKey(key: string): void {
  if (!KEY.test(key) || key.includes('..') || key.length > 300) throw new Error(`invalid storage key "${key.slice(0, 40)}"`);
}

/** Files under one directory (DATA_DIR/files); writes go through a temp file and a rename. */
export function createDiskStorage(root: string): FileStorage {
  const full = (key: string) => {
    assertStorageKey(key);
    return path.join(root, key);
  };
  return {
    async put(key, body) {
      const target = full(key);
      await mkdir(path.dirname(target), { recursive: true });
      const tmp = `${target}.${randomUUID()}.tmp`;
      try {
        if (body instanceof Readable) await pipeline(body, createWriteStream(tmp, { mode: 0o600 }));
        else await writeFile(tmp, body, { mode: 0o600 });
        await rename(tmp, target);
      } catch (err) {
        await rm(tmp, { force: true });
        throw err;
      }
    },
    async get(key) {
      const target = full(key);
      try {
        const s = await stat(target);
        if (!s.isFile()) return null;
        return { stream: createReadStream(target), size: s.size };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async exists(key) {
      try {
        return (await stat(full(key))).isFile();
      } catch {
        return false;
      }
    },
    async delete(key) {
      await rm(full(key), { force: true });
    },
  };
}

/** The configured storage: FILE_STORAGE=disk keeps files in DATA_DIR/files, s3 in the S3_* bucket (spooling streams under DATA_DIR/tmp). */
export function createFileStorage(config: { fileStorage: 'disk' | 's3'; dataDir: string; s3?: S3StorageConfig; storage?: FileStorage }): FileStorage {
  if (config.storage) return config.storage;
  if (config.fileStorage === 's3') {
    if (!config.s3) throw new Error('FILE_STORAGE=s3 needs S3_BUCKET');
    return createS3Storage(config.s3, path.resolve(config.dataDir, 'tmp'));
  }
  return createDiskStorage(path.resolve(config.dataDir, 'files'));
}

/** The type a file's first bytes prove, whatever its name or claimed type says. */
export function sniffContentType(head: Uint8Array): 'application/pdf' | 'image/jpeg' | 'image/png' | null {
  const starts = (sig: number[]) => sig.every((b, i) => head[i] === b);
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // %PDF-
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  return null;
}
