import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3 } from '../../test/fake-s3';
import { createS3Storage, type S3StorageConfig } from './s3-storage';

describe('S3-compatible file storage', () => {
  let fake: ReturnType<typeof startFakeS3>;
  let config: S3StorageConfig;

  beforeAll(async () => {
    fake = startFakeS3();
    config = await fake.start('vet/');
  });
  afterAll(() => fake.stop());

  it('should put, stream back, check and delete an object under the configured prefix with signed requests', async () => {
    const storage = createS3Storage(config);
    const bytes = Buffer.from('%PDF-1.4\nvaccination certificate\n%%EOF\n');
    await storage.put('uploads/2026/a1b2c3.pdf', bytes);
    expect(fake.objects.get('vet/uploads/2026/a1b2c3.pdf')).toEqual(bytes);

    expect(await storage.exists('uploads/2026/a1b2c3.pdf')).toBe(true);
    const got = await storage.get('uploads/2026/a1b2c3.pdf');
    expect(got?.size).toBe(bytes.length);
    expect(await text(got!.stream)).toBe(bytes.toString());

    await storage.delete('uploads/2026/a1b2c3.pdf');
    expect(await storage.exists('uploads/2026/a1b2c3.pdf')).toBe(false);
    expect(fake.requests).toContain('DELETE /clinic-files/vet/uploads/2026/a1b2c3.pdf');
  });

  it('should answer null and false for a missing object instead of throwing', async () => {
    const storage = createS3Storage(config);
    expect(await storage.get('nothing-here.pdf')).toBeNull();
    expect(await storage.exists('nothing-here.pdf')).toBe(false);
  });

  it('should surface a refused signature as an error rather than as a missing file', async () => {
    const storage = createS3Storage({ ...config, secretAccessKey: 'not-the-secret' });
    await expect(storage.put('x.pdf', Buffer.from('x'))).rejects.toThrow();
    await expect(storage.get('x.pdf')).rejects.toThrow();
  });

  it('should refuse keys that could escape the prefix before any request is made', async () => {
    const storage = createS3Storage(config);
    const before = fake.requests.length;
    await expect(storage.put('../other-tenant/secret.pdf', Buffer.from('x'))).rejects.toThrow(/invalid storage key/);
    expect(fake.requests.length).toBe(before);
  });
});
