import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printedFiles } from '@vetclinic/db';
import { createDiskStorage, type FileStorage } from '../../providers/storage/file-storage';
import { DEMO_PARENT_FILES } from '@vetclinic/db/seed/extras/parent-accounts';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { makeBookableClinic, type BookableClinic } from '../../test/booking-factories';
import { makeParentAccount, parentLogin } from '../../test/parent-accounts-factories';
import { startFakeS3 } from '../../test/fake-s3';
import { eq } from 'drizzle-orm';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32, 1)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32, 2)]);

/** A multipart/form-data body with text fields and one file part. */
function multipart(fields: Record<string, string>, file: { name: string; type: string; bytes: Buffer } | null) {
  const boundary = '----vetclinic-test-boundary';
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`));
    parts.push(file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The disk storage, noting what each put received: a stream or a buffer, and how many bytes had arrived so far. */
function recordingStorage(inner: FileStorage) {
  const seen = { puts: [] as ('stream' | 'buffer')[], received: 0, largestChunk: 0 };
  const storage: FileStorage = {
    ...inner,
    async put(key, body) {
      if (!(body instanceof Readable)) {
        seen.puts.push('buffer');
        return inner.put(key, body);
      }
      seen.puts.push('stream');
      seen.received = 0;
      seen.largestChunk = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _enc, done) {
          seen.received += chunk.length;
          seen.largestChunk = Math.max(seen.largestChunk, chunk.length);
          done(null, chunk);
        },
      });
      const feeding = pipeline(body, counter).catch(() => undefined);
      await inner.put(key, counter);
      await feeding;
    },
  };
  return { storage, seen };
}

describe('pet-parent printed files', () => {
  let t: TestApp;
  let c: BookableClinic;
  let dataDir: string;
  let recorder: ReturnType<typeof recordingStorage>;

  const upload = (headers: Record<string, string>, fields: Record<string, string>, file: { name: string; type: string; bytes: Buffer } | null) => {
    const body = multipart(fields, file);
    return t.app.inject({ method: 'POST', url: '/api/v1/for-pet-parents/printed-files', headers: { ...headers, ...body.headers }, payload: body.payload });
  };
  const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url: `/api/v1/for-pet-parents${url}`, headers });

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'vet-files-'));
    recorder = recordingStorage(createDiskStorage(path.join(dataDir, 'files')));
    t = await makeTestApp({ dataDir, storage: recorder.storage });
    c = await makeBookableClinic(t.handle.db);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('should answer 422 on the file, not 500, when the upload is cut short mid-part', async () => {
    const a = await makeParentAccount(t.handle.db, c.group.id);
    const { headers } = await parentLogin(t.app, a.email, c.clinic.id);
    const body = multipart({ pet_id: String(a.pet.id) }, { name: 'scan.pdf', type: 'application/pdf', bytes: PDF });
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/for-pet-parents/printed-files', headers: { ...headers, ...body.headers }, payload: body.payload.subarray(0, 120) });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('file');
  });

  it('should answer, not hang, when a large part has no Content-Disposition', async () => {
    const a = await makeParentAccount(t.handle.db, c.group.id);
    const { headers } = await parentLogin(t.app, a.email, c.clinic.id);
    const payload = Buffer.concat([Buffer.from('--B7\r\nContent-Type: application/pdf\r\n\r\n'), PDF, Buffer.alloc(70_000, 'a'), Buffer.from('\r\n--B7--\r\n')]);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/for-pet-parents/printed-files', headers: { ...headers, 'content-type': 'multipart/form-data; boundary=B7' }, payload });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('file');
  });

  it('should store an uploaded PDF under the data directory and stream it back to its owner', async () => {
    const a = await makeParentAccount(t.handle.db, c.group.id);
    const { headers } = await parentLogin(t.app, a.email, c.clinic.id);
    const res = await upload(headers, { pet_id: String(a.pet.id), clinic_id: String(c.clinic.id) }, { name: '../../lab results.pdf', type: 'application/pdf', bytes: PDF });
    expect(res.statusCode).toBe(201);
    const file = res.json().data;
    expect(file).toMatchObject({ name: 'lab results.pdf', source: 'upload', content_type: 'application/pdf', size: PDF.length, pet_id: a.pet.id, clinic_id: c.clinic.id });
    expect(readdirSync(path.join(dataDir, 'files')).some((f) => /^[0-9a-f-]{36}$/.test(f))).toBe(true);

    const download = await get(`/printed-files/${file.id}/download`, headers);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain("filename*=UTF-8''lab%20results.pdf");
    expect(download.rawPayload.equals(PDF)).toBe(true);
  });

  it('should list the clinic\'s shared documents with the parent\'s uploads, and make the demo documents on first download', async () => {
    const a = await makeParentAccount(t.handle.db, c.group.id);
    const key = 'demo/bruno-vaccination-certificate.pdf';
    await t.handle.db.insert(printedFiles).values({
      groupId: c.group.id, clinicId: c.clinic.id, parentId: a.parent.id, name: 'Vaccination certificate.pdf', source: 'clinic',
      contentType: 'application/pdf', sizeBytes: DEMO_PARENT_FILES[key].bytes().byteLength, storageKey: key,
    });
    const { headers } = await parentLogin(t.app, a.email, c.clinic.id);
    await upload(headers, {}, { name: 'xray.png', type: 'image/png', bytes: PNG });
    const list = (await get('/printed-files', headers)).json();
    expect(list.meta).toMatchObject({ per_page: 1000, total: 2 });
    expect(list.data.map((f: { source: string }) => f.source).sort()).toEqual(['clinic', 'upload']);

    const shared = list.data.find((f: { source: string }) => f.source === 'clinic');
    const download = await get(`/printed-files/${shared.id}/download`, headers);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(download.rawPayload.toString('latin1')).toContain('%%EOF');
  });

  it('should answer 404 when a parent asks for another parent\'s file, and never list it', async () => {
    const a = await makeParentAccount(t.handle.db, c.group.id);
    const b = await makeParentAccount(t.handle.db, c.group.id);
    const aTokens = await parentLogin(t.app, a.email, c.clinic.id);
    const bTokens = await parentLogin(t.app, b.email, c.clinic.id);
    const mine = (await upload(aTokens.headers, {}, { name: 'scan.jpg', type: 'image/jpeg', bytes: JPEG })).json().data;
    expect((await get(`/printed-files/${mine.id}/download`, bTokens.headers)).statusCode).toBe(404);
    expect((await get('/printed-files', bTokens.headers)).json().data).toEqual([]);
    expect((await get(`/printed-files/${mine.id}/download`, {})).statusCode).toBe(401);
  });

  it('should answer 415 when the content is not a PDF, JPEG or PNG, whatever the name and claimed type say', async () => {
    const a = await makeParentAccount(t.handle.db, c.group.id);
    const { headers } = await parentLogin(t.app, a.email, c.clinic.id);
    const res = await upload(headers, {}, { name: 'invoice.pdf', type: 'application/pdf', bytes: Buffer.from('<html><script>alert(1)</script></html>') });
    expect(res.statusCode).toBe(415);
    const notMultipart = await t.app.inject({ method: 'POST', url: '/api/v1/for-pet-parents/printed-files', headers, payload: { file: 'x' } });
    expect(notMultipart.statusCode).toBe(415);
  });

  it('should accept a file of a few MB (above the JSON body limit) and answer 413 when it is larger than 10 MB', async () => {
    const a = await makeParentAccount(t.handle.db, c.group.id);
    const { headers } = await parentLogin(t.app, a.email, c.clinic.id);
    const medium = await upload(headers, {}, { name: 'scan.pdf', type: 'application/pdf', bytes: Buffer.concat([PDF, Buffer.alloc(3 * 1024 * 1024, 0x20)]) });
    expect(medium.statusCode).toBe(201);
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024, 0x20)]);
    const res = await upload(headers, {}, { name: 'big.pdf', type: 'application/pdf', bytes: big });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('payload_too_large');
  });

  it('should stream a 10 MB upload into the storage while it is still arriving, never as one buffer', async () => {
    const a = await makeParentAccount(t.handle.db, c.group.id);
    const { headers } = await parentLogin(t.app, a.email, c.clinic.id);
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const fileSize = 10 * 1024 * 1024;
    const boundary = 'streaming-boundary';
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big scan.pdf"\r\nContent-Type: application/pdf\r\n\r\n`);
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const req = httpRequest(`${base}/api/v1/for-pet-parents/printed-files`, {
      method: 'POST', headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(head.length + fileSize + tail.length) },
    });
    const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
      req.on('response', (res) => {
        let body = '';
        res.on('data', (d: Buffer) => { body += d.toString(); });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
    });
    const write = (chunk: Buffer) => new Promise<void>((resolve) => (req.write(chunk) ? resolve() : req.once('drain', () => resolve())));
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    await write(head);
    await write(PDF);
    let sent = PDF.length;
    while (sent < fileSize / 2) {
      await write(chunk);
      sent += chunk.length;
    }
    // Half the file is still unsent: a server that gathered the upload first would not have stored a byte yet.
    const deadline = Date.now() + 15_000;
    while (recorder.seen.received < 1024 * 1024 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    const storedBeforeTheEnd = recorder.seen.received;
    while (sent < fileSize) {
      const piece = chunk.subarray(0, Math.min(chunk.length, fileSize - sent));
      await write(piece);
      sent += piece.length;
    }
    req.end(tail);
    const res = await answered;
    expect(res.status).toBe(201);
    expect(storedBeforeTheEnd).toBeGreaterThanOrEqual(1024 * 1024);
    expect(recorder.seen.puts.at(-1)).toBe('stream');
    expect(recorder.seen.received).toBe(fileSize);
    expect(recorder.seen.largestChunk).toBeLessThan(1024 * 1024);
    const stored = await t.handle.db.select().from(printedFiles).where(eq(printedFiles.id, JSON.parse(res.body).data.id));
    expect(stored[0].sizeBytes).toBe(fileSize);
    expect(readFileSync(path.join(dataDir, 'files', stored[0].storageKey)).length).toBe(fileSize);
  }, 60_000);

  it('should strip bidi and control characters from a name and give it the extension of the detected type', async () => {
    const a = await makeParentAccount(t.handle.db, c.group.id);
    const { headers } = await parentLogin(t.app, a.email, c.clinic.id);
    const disguised = (await upload(headers, { name: 'invoice\u202Efdp.exe' }, { name: 'x', type: 'application/pdf', bytes: PDF })).json().data;
    expect(disguised.name).toBe('invoicefdp.pdf');
    const html = await upload(headers, {}, { name: 'evil.html', type: 'text/html', bytes: PNG });
    expect(html.statusCode).toBe(201);
    expect(html.json().data).toMatchObject({ name: 'evil.png', content_type: 'image/png' });
    const download = await get(`/printed-files/${html.json().data.id}/download`, headers);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="evil.png"; filename*=UTF-8''evil.png`);
    const kept = (await upload(headers, { name: 'Scan (1).JPG' }, { name: 'x', type: 'image/jpeg', bytes: JPEG })).json().data;
    expect(kept.name).toBe('Scan (1).JPG');
    const dl = await get(`/printed-files/${kept.id}/download`, headers);
    expect(dl.headers['content-disposition']).toBe(`attachment; filename="Scan (1).JPG"; filename*=UTF-8''Scan%20%281%29.JPG`);
  });

  it('should delete the parent\'s own upload (bytes included), answer 404 for another parent\'s and 403 for the clinic\'s documents', async () => {
    const a = await makeParentAccount(t.handle.db, c.group.id);
    const b = await makeParentAccount(t.handle.db, c.group.id);
    const { headers } = await parentLogin(t.app, a.email, c.clinic.id);
    const other = await parentLogin(t.app, b.email, c.clinic.id);
    const mine = (await upload(headers, {}, { name: 'scan.pdf', type: 'application/pdf', bytes: PDF })).json().data;
    const [row] = await t.handle.db.select().from(printedFiles).where(eq(printedFiles.id, mine.id));
    const [shared] = await t.handle.db.insert(printedFiles).values({
      groupId: c.group.id, clinicId: c.clinic.id, parentId: a.parent.id, name: 'Invoice.pdf', source: 'clinic', contentType: 'application/pdf', sizeBytes: 10, storageKey: 'demo/none',
    }).returning();
    const del = (id: number, h: Record<string, string>) => t.app.inject({ method: 'DELETE', url: `/api/v1/for-pet-parents/printed-files/${id}`, headers: h });
    expect((await del(mine.id, other.headers)).statusCode).toBe(404);
    expect((await del(mine.id, {})).statusCode).toBe(401);
    expect((await del(shared.id, headers)).statusCode).toBe(403);
    expect((await del(mine.id, headers)).statusCode).toBe(204);
    expect((await del(mine.id, headers)).statusCode).toBe(404);
    expect((await get(`/printed-files/${mine.id}/download`, headers)).statusCode).toBe(404);
    expect((await get('/printed-files', headers)).json().data.map((f: { id: number }) => f.id)).toEqual([shared.id]);
    expect(readdirSync(path.join(dataDir, 'files'))).not.toContain(row.storageKey);
  });

  it('should answer 422 when no file is sent or the pet is not the parent\'s', async () => {
    const a = await makeParentAccount(t.handle.db, c.group.id);
    const b = await makeParentAccount(t.handle.db, c.group.id);
    const { headers } = await parentLogin(t.app, a.email, c.clinic.id);
    expect((await upload(headers, { name: 'nothing' }, null)).statusCode).toBe(422);
    const foreignPet = await upload(headers, { pet_id: String(b.pet.id) }, { name: 'x.pdf', type: 'application/pdf', bytes: PDF });
    expect(foreignPet.statusCode).toBe(422);
    expect(foreignPet.json().errors).toHaveProperty('pet_id');
  });
});

describe('pet-parent upload quotas and rate limit', () => {
  let t: TestApp;
  let c: BookableClinic;
  let dataDir: string;
  const storedFiles = () => readdirSync(path.join(dataDir, 'files')).filter((f) => !f.startsWith('demo'));
  const upload = (headers: Record<string, string>, bytes: Buffer) => {
    const body = multipart({}, { name: 'scan.pdf', type: 'application/pdf', bytes });
    return t.app.inject({ method: 'POST', url: '/api/v1/for-pet-parents/printed-files', headers: { ...headers, ...body.headers }, payload: body.payload });
  };
  const pdfOf = (size: number) => Buffer.concat([PDF, Buffer.alloc(size - PDF.length, 0x20)]);

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'vet-quota-'));
    t = await makeTestApp({ dataDir, parentFiles: { maxCount: 3, maxBytes: 300_000, perMinute: 5 } });
    c = await makeBookableClinic(t.handle.db);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('should refuse a fourth file with 409 upload_quota_exceeded (files) until one is deleted', async () => {
    const a = await makeParentAccount(t.handle.db, c.group.id);
    const { headers } = await parentLogin(t.app, a.email, c.clinic.id);
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await upload(headers, pdfOf(1000));
      expect(res.statusCode).toBe(201);
      ids.push(res.json().data.id);
    }
    const before = storedFiles().length;
    const refused = await upload(headers, pdfOf(1000));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'upload_quota_exceeded', quota: 'files', limit: 3, used: 3 });
    expect(refused.json().message).toMatch(/limit|documents/i);
    expect(storedFiles()).toHaveLength(before);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/for-pet-parents/printed-files/${ids[0]}`, headers })).statusCode).toBe(204);
    expect((await upload(headers, pdfOf(1000))).statusCode).toBe(201);
  });

  it('should refuse an upload that would pass the byte quota, mid-stream, and keep nothing of it', async () => {
    const a = await makeParentAccount(t.handle.db, c.group.id);
    const { headers } = await parentLogin(t.app, a.email, c.clinic.id);
    expect((await upload(headers, pdfOf(200_000))).statusCode).toBe(201);
    const before = storedFiles().length;
    const refused = await upload(headers, pdfOf(150_000));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'upload_quota_exceeded', quota: 'bytes' });
    expect(refused.json().message).toMatch(/space|storage|MB|limit/i);
    expect(storedFiles()).toHaveLength(before);
    expect((await upload(headers, pdfOf(100_000))).statusCode).toBe(201);
    // Full: refused before a byte is read, whatever the size.
    const full = await upload(headers, pdfOf(100));
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ code: 'upload_quota_exceeded', quota: 'bytes', limit: 300_000, used: 300_000 });
  });

  it('should answer 429 with retry_after after 5 uploads a minute from one parent, whatever they answered', async () => {
    const a = await makeParentAccount(t.handle.db, c.group.id);
    const b = await makeParentAccount(t.handle.db, c.group.id);
    const { headers } = await parentLogin(t.app, a.email, c.clinic.id);
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await upload(headers, pdfOf(500))).statusCode);
    expect(codes).toEqual([201, 201, 201, 409, 409, 429]);
    const limited = await upload(headers, pdfOf(500));
    expect(limited.json().retry_after).toBeGreaterThan(0);
    const other = await parentLogin(t.app, b.email, c.clinic.id);
    expect((await upload(other.headers, pdfOf(500))).statusCode).toBe(201);
  });
});

describe('pet-parent printed files in an S3-compatible bucket (FILE_STORAGE=s3)', () => {
  let t: TestApp;
  let c: BookableClinic;
  const s3 = startFakeS3('vet-files');

  beforeAll(async () => {
    t = await makeTestApp({ fileStorage: 's3', s3: await s3.start('group-files/') });
    c = await makeBookableClinic(t.handle.db);
  });
  afterAll(async () => {
    await t.close();
    await s3.stop();
  });

  it('should keep an upload in the bucket, nothing on disk, and stream it back only to its owner', async () => {
    const a = await makeParentAccount(t.handle.db, c.group.id);
    const b = await makeParentAccount(t.handle.db, c.group.id);
    const { headers } = await parentLogin(t.app, a.email, c.clinic.id);
    const body = multipart({}, { name: 'blood work.pdf', type: 'application/pdf', bytes: PDF });
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/for-pet-parents/printed-files', headers: { ...headers, ...body.headers }, payload: body.payload });
    expect(res.statusCode).toBe(201);
    const stored = [...s3.objects.entries()];
    expect(stored).toHaveLength(1);
    expect(stored[0][0]).toMatch(/^group-files\/[0-9a-f-]{36}$/);
    expect(stored[0][1].equals(PDF)).toBe(true);

    const download = await t.app.inject({ method: 'GET', url: `/api/v1/for-pet-parents/printed-files/${res.json().data.id}/download`, headers });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    const other = await parentLogin(t.app, b.email, c.clinic.id);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/for-pet-parents/printed-files/${res.json().data.id}/download`, headers: other.headers })).statusCode).toBe(404);
  });

  it('should write the demo documents into the bucket on first download', async () => {
    const a = await makeParentAccount(t.handle.db, c.group.id);
    const key = 'demo/mitzi-care-instructions.pdf';
    const [row] = await t.handle.db.insert(printedFiles).values({
      groupId: c.group.id, clinicId: c.clinic.id, parentId: a.parent.id, name: 'Care instructions.pdf', source: 'clinic',
      contentType: 'application/pdf', sizeBytes: DEMO_PARENT_FILES[key].bytes().byteLength, storageKey: key,
    }).returning();
    const { headers } = await parentLogin(t.app, a.email, c.clinic.id);
    const download = await t.app.inject({ method: 'GET', url: `/api/v1/for-pet-parents/printed-files/${row.id}/download`, headers });
    expect(download.statusCode).toBe(200);
    expect(s3.objects.has(`group-files/${key}`)).toBe(true);
  });
});
