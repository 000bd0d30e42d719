import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, gt } from 'drizzle-orm';
import { appointmentPets, appointments, auditLog, clinics, consentRequests, outbox, printedFiles, recordAppointments, records } from '@vetclinic/db';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { makeTenant, staffHeaders } from '../../test/factories';
import { makeClientWithPet } from '../../test/tasks-factories';
import { makeParentAccount, parentLogin } from '../../test/parent-accounts-factories';
import { createDiskStorage } from '../../providers/storage/file-storage';

type Headers = Record<string, string>;

// ---- a real PNG (what the signing pad's canvas.toDataURL gives): a white field with a dark diagonal stroke ----
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf: Buffer) => {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
};
function signaturePng(w = 300, h = 100): string {
  const raw = Buffer.alloc((w * 3 + 1) * h, 0xff);
  for (let y = 0; y < h; y++) {
    raw[y * (w * 3 + 1)] = 0; // filter: none
    for (let x = 0; x < w; x++) {
      if (Math.abs(y - (x * h) / w) < 4) raw.fill(0x10, y * (w * 3 + 1) + 1 + x * 3, y * (w * 3 + 1) + 1 + x * 3 + 3);
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8; ihdr[9] = 2; // 8-bit RGB
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
  return `data:image/png;base64,${png.toString('base64')}`;
}

describe('consent forms sent for signature', () => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof makeTenant>>;
  let b: Awaited<ReturnType<typeof makeTenant>>;
  let adminA: Headers;
  let adminB: Headers;
  let receptionA: Headers;
  let ownerA: Awaited<ReturnType<typeof makeClientWithPet>>;
  let consentTpl: number;
  let certificateTpl: number;
  const dir = mkdtempSync(path.join(tmpdir(), 'consent-test-'));
  const storage = createDiskStorage(dir);
  const signature = signaturePng();

  const db = () => t.handle.db;
  const req = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers: Headers = adminA) =>
    t.app.inject({ method, url: `/api/v1${url}`, ...(payload === undefined ? {} : { payload: payload as object }), headers });
  const pub = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({ method, url: `/api/v1/public/consent/${url}`, ...(payload === undefined ? {} : { payload: payload as object }) });
  const lastOutboxId = async () => (await db().select({ id: outbox.id }).from(outbox)).reduce((m, r) => Math.max(m, r.id), 0);
  const messagesSince = (id: number) => db().select().from(outbox).where(gt(outbox.id, id)).orderBy(outbox.id);
  const tokenOf = (url: string) => url.split('/consent/')[1];
  const send = async (over: Record<string, unknown> = {}) => {
    const before = await lastOutboxId();
    const res = await req('POST', '/consent-requests', { template_id: consentTpl, pet_id: ownerA.pet.id, channels: ['mail'], ...over });
    expect(res.statusCode, res.body).toBe(201);
    const sent = await messagesSince(before);
    const url = (sent[0]?.links as { url: string }[] | undefined)?.[0]?.url ?? res.json().data.kiosk_url;
    return { data: res.json().data, token: tokenOf(url as string), sent };
  };
  const sign = (token: string, over: Record<string, unknown> = {}) => pub('POST', `${token}/sign`, { signer_name: 'Ana Popescu', agree: true, signature, ...over });

  beforeAll(async () => {
    t = await makeTestApp({ storage });
    a = await makeTenant(db());
    b = await makeTenant(db());
    adminA = await staffHeaders(t.app, a.admin.email, a.clinic.id);
    adminB = await staffHeaders(t.app, b.admin.email, b.clinic.id);
    receptionA = await staffHeaders(t.app, a.receptionist.email, a.clinic.id);
    ownerA = await makeClientWithPet(db(), a.group.id, { firstName: '<script>alert(1)</script>', lastName: 'Popescu' });
    await db().update(clinics).set({ timezone: 'Europe/Bucharest' }).where(eq(clinics.id, a.clinic.id));
    const mk = async (type: string, body: string) => {
      const res = await req('POST', '/document-templates', { name: `Surgery ${type}`, type, language: 'en', body });
      expect(res.statusCode).toBe(201);
      return res.json().data.id as number;
    };
    consentTpl = await mk('consent_form', 'Owner: **{{client.full_name}}**\n\nI consent to surgery on {{pet.nickname}}.');
    certificateTpl = await mk('certificate', 'Certificate for {{pet.nickname}}');
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('should send by mail with a hashed 14-day token, mark opened on the first view, and keep the client\'s <script> as text', async () => {
    const [appt] = await db().insert(appointments).values({ clinicId: a.clinic.id, vetId: a.vet.id, clientId: ownerA.client.id, status: 1, startsAt: new Date('2026-03-01T08:00:00Z'), endsAt: new Date('2026-03-01T09:00:00Z') }).returning();
    await db().insert(appointmentPets).values({ appointmentId: appt.id, petId: ownerA.pet.id });
    const { data, token, sent } = await send({ appointment_id: appt.id });
    expect(data).toMatchObject({ status: 'sent', appointment_id: appt.id, template_version: 1, channels: ['mail'], kiosk_url: null, opened_at: null });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ channel: 'mail', recipient: ownerA.client.email });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await db().select().from(consentRequests).where(eq(consentRequests.id, data.id));
    expect(row.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(row.expiresAt.getTime() - row.sentAt.getTime()).toBe(14 * 24 * 3600_000);

    const view = await pub('GET', token);
    expect(view.statusCode).toBe(200);
    expect(view.headers['cache-control']).toBe('no-store');
    expect(view.headers['referrer-policy']).toBe('no-referrer');
    expect(view.headers['x-robots-tag']).toContain('noindex');
    const html = view.json().data.html as string;
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Popescu');
    expect(html).not.toContain('<script>');
    expect(view.json().data.status).toBe('opened');
    const opened = (await req('GET', `/consent-requests/${data.id}`)).json().data;
    expect(opened.status).toBe('opened');
    expect(opened.opened_at).not.toBeNull();
    // A later edit of the template does not change what the link shows (the snapshot at send time).
    expect((await req('PUT', `/document-templates/${consentTpl}`, { body: 'Changed for {{pet.nickname}}' })).statusCode).toBe(200);
    expect((await pub('GET', token)).json().data.html).toBe(html);
    expect((await req('PUT', `/document-templates/${consentTpl}`, { body: 'Owner: **{{client.full_name}}**\n\nI consent to surgery on {{pet.nickname}}.' })).statusCode).toBe(200);
  });

  it('should sign once: the PDF carries the signer, the clinic-time timestamp and the hashes; a second signature is 409', async () => {
    const { data, token } = await send();
    const res = await sign(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'signed', signer_name: 'Ana Popescu' });
    const again = await sign(token, { signer_name: 'Someone Else' });
    expect(again.statusCode).toBe(409);

    const [row] = await db().select().from(consentRequests).where(eq(consentRequests.id, data.id));
    expect(row.status).toBe('signed');
    const pdf = await req('GET', `/consent-requests/${data.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(createHash('sha256').update(pdf.rawPayload).digest('hex')).toBe(row.pdfSha256);
    const file = path.join(dir, 'out.pdf');
    writeFileSync(file, pdf.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
    expect(text).toContain('Ana Popescu');
    expect(text).toContain('<script>alert(1)</script> Popescu'); // drawn as text, never read as markup
    expect(text).toContain(createHash('sha256').update(row.html).digest('hex'));
    expect(text).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} .*Europe\/Bucharest/);
    // The pad's drawing is in the PDF as an image of its own size (the e2e test looks at the rendered pixels).
    const images = execFileSync('pdfimages', ['-list', file]).toString();
    expect(images).toMatch(/\s300\s+100\s+rgb/);

    // Listed in the parent's printed files with the same hash.
    const [printed] = await db().select().from(printedFiles).where(eq(printedFiles.id, row.printedFileId!));
    expect(printed).toMatchObject({ parentId: ownerA.client.id, petId: ownerA.pet.id, source: 'clinic', sha256: row.pdfSha256, storageKey: row.pdfStorageKey });
    const audits = await db().select().from(auditLog).where(eq(auditLog.entityType, 'consent_request'));
    expect(audits.map((x) => x.action)).toContain('consent_request.signed');
    // Signed requests are immutable: no resend, no cancel.
    expect((await req('POST', `/consent-requests/${data.id}/cancel`)).statusCode).toBe(409);
    expect((await req('POST', `/consent-requests/${data.id}/resend`, { channels: ['mail'] })).statusCode).toBe(409);
    // The client's own copy through the link.
    const own = await pub('GET', `${token}/pdf`);
    expect(own.statusCode).toBe(200);
    expect(createHash('sha256').update(own.rawPayload).digest('hex')).toBe(row.pdfSha256);
  });

  it('should refuse to serve a signed PDF whose bytes changed (staff, link), and a missing one is 404', async () => {
    const { data, token } = await send();
    expect((await sign(token)).statusCode).toBe(200);
    const [row] = await db().select().from(consentRequests).where(eq(consentRequests.id, data.id));
    const bytes = readFileSync(path.join(dir, row.pdfStorageKey!));
    const tampered = Buffer.from(bytes);
    tampered[tampered.length - 20] ^= 0x01;
    await storage.put(row.pdfStorageKey!, tampered);
    const staff = await req('GET', `/consent-requests/${data.id}/pdf`);
    expect(staff.statusCode).toBe(409);
    expect(staff.json().code).toBe('file_integrity_failed');
    expect(staff.headers['content-type']).toContain('application/json');
    expect((await pub('GET', `${token}/pdf`)).statusCode).toBe(409);
    await storage.delete(row.pdfStorageKey!);
    expect((await req('GET', `/consent-requests/${data.id}/pdf`)).statusCode).toBe(404);
  });

  it('should list the signed PDF in the parent\'s documents and refuse it there too once its bytes changed', async () => {
    const account = await makeParentAccount(db(), a.group.id);
    const parent = await parentLogin(t.app, account.email, a.clinic.id);
    const res = await req('POST', '/consent-requests', { template_id: consentTpl, pet_id: account.pet.id, channels: ['kiosk'] });
    const token = tokenOf(res.json().data.kiosk_url);
    expect((await sign(token, { signer_name: 'Pat Parent' })).statusCode).toBe(200);
    const files = await t.app.inject({ method: 'GET', url: '/api/v1/for-pet-parents/printed-files', headers: parent.headers });
    const file = (files.json().data as { id: number; name: string; source: string; pet_id: number }[]).find((f) => f.name === 'Surgery consent_form.pdf');
    expect(file).toMatchObject({ source: 'clinic', pet_id: account.pet.id });
    const ok = await t.app.inject({ method: 'GET', url: `/api/v1/for-pet-parents/printed-files/${file!.id}/download`, headers: parent.headers });
    expect(ok.statusCode).toBe(200);
    expect(ok.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const [row] = await db().select().from(consentRequests).where(eq(consentRequests.id, res.json().data.id));
    await storage.put(row.pdfStorageKey!, Buffer.concat([readFileSync(path.join(dir, row.pdfStorageKey!)), Buffer.from('\n% appended')]));
    const refused = await t.app.inject({ method: 'GET', url: `/api/v1/for-pet-parents/printed-files/${file!.id}/download`, headers: parent.headers });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('file_integrity_failed');
  });

  it('should answer 404 for an unknown, malformed, replaced or cancelled link and 410 for an expired one', async () => {
    expect((await pub('GET', 'A'.repeat(43))).statusCode).toBe(404);
    expect((await pub('GET', 'bad token!')).statusCode).toBe(404);
    expect((await sign('A'.repeat(43))).statusCode).toBe(404);

    const first = await send();
    const before = await lastOutboxId();
    const resent = await req('POST', `/consent-requests/${first.data.id}/resend`, { channels: ['mail', 'sms'] });
    expect(resent.statusCode).toBe(200);
    const msgs = await messagesSince(before);
    expect(msgs.map((m) => m.channel)).toEqual(['mail', 'sms']);
    const second = tokenOf((msgs[0].links as { url: string }[])[0].url);
    expect(msgs[1].text).toContain(second);
    expect((await pub('GET', first.token)).statusCode).toBe(404);
    expect((await pub('GET', second)).statusCode).toBe(200);

    expect((await req('POST', `/consent-requests/${first.data.id}/cancel`)).statusCode).toBe(200);
    expect((await pub('GET', second)).statusCode).toBe(404);
    expect((await sign(second)).statusCode).toBe(404);
    expect((await req('POST', `/consent-requests/${first.data.id}/cancel`)).statusCode).toBe(409);

    const old = await send();
    await db().update(consentRequests).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(consentRequests.id, old.data.id));
    expect((await pub('GET', old.token)).statusCode).toBe(410);
    expect((await sign(old.token)).statusCode).toBe(410);
  });

  it('should validate the send and the signature with field messages (422), never a 500', async () => {
    const notConsent = await req('POST', '/consent-requests', { template_id: certificateTpl, pet_id: ownerA.pet.id, channels: ['mail'] });
    expect(notConsent.statusCode).toBe(422);
    expect(notConsent.json().errors.template_id).toBeDefined();
    expect((await req('POST', '/consent-requests', { template_id: consentTpl, pet_id: ownerA.pet.id, channels: [] })).statusCode).toBe(422);
    expect((await req('POST', '/consent-requests', { template_id: consentTpl, pet_id: ownerA.pet.id, channels: ['fax'] })).statusCode).toBe(422);
    const noMail = await makeClientWithPet(db(), a.group.id, { email: null, phone: null });
    const res = await req('POST', '/consent-requests', { template_id: consentTpl, pet_id: noMail.pet.id, channels: ['mail'] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.channels).toBeDefined();
    const kiosk = await req('POST', '/consent-requests', { template_id: consentTpl, pet_id: noMail.pet.id, channels: ['kiosk'] });
    expect(kiosk.statusCode).toBe(201);
    expect(kiosk.json().data.kiosk_url).toMatch(/\/book\/.+\/consent\/[A-Za-z0-9_-]{43}$/);

    const { token } = await send();
    expect((await sign(token, { agree: false })).statusCode).toBe(422);
    expect((await sign(token, { signer_name: '  ' })).statusCode).toBe(422);
    expect((await sign(token, { signature: 'data:image/png;base64,AAAA' })).statusCode).toBe(422);
    expect((await sign(token, { signature: 'data:image/svg+xml;base64,PHN2Zz4=' })).statusCode).toBe(422);
    const corrupt = `data:image/png;base64,${Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]).toString('base64')}`;
    expect((await sign(token, { signature: corrupt })).statusCode).toBe(422);
    expect((await pub('GET', token)).json().data.status).toBe('opened');
  });

  it('should keep consent requests inside their clinic and behind permissions', async () => {
    const { data } = await send();
    expect((await req('GET', `/consent-requests/${data.id}`, undefined, adminB)).statusCode).toBe(404);
    expect((await req('POST', `/consent-requests/${data.id}/cancel`, undefined, adminB)).statusCode).toBe(404);
    expect((await req('GET', `/consent-requests/${data.id}/pdf`, undefined, adminB)).statusCode).toBe(404);
    expect((await req('GET', '/consent-requests', undefined, adminB)).json().data).toEqual([]);
    // Clinic B cannot send clinic A's template, nor for clinic A's pet.
    expect((await req('POST', '/consent-requests', { template_id: consentTpl, pet_id: ownerA.pet.id, channels: ['kiosk'] }, adminB)).statusCode).toBe(404);
    expect((await req('POST', '/consent-requests', { template_id: consentTpl, pet_id: ownerA.pet.id, channels: ['kiosk'] }, receptionA)).statusCode).toBe(403);
    // A record of another pet is a 422 on record_id.
    const other = await makeClientWithPet(db(), a.group.id);
    const [rec] = await db().insert(records).values({ groupId: a.group.id, clinicId: a.clinic.id, petId: other.pet.id, vetId: a.vet.id, templateSnapshot: [], title: 'Spay' }).returning();
    expect((await req('POST', '/consent-requests', { template_id: consentTpl, pet_id: ownerA.pet.id, record_id: rec.id, channels: ['kiosk'] })).statusCode).toBe(422);
  });

  it('should list by state with pagination and filter by pet and record', async () => {
    const [rec] = await db().insert(records).values({ groupId: a.group.id, clinicId: a.clinic.id, petId: ownerA.pet.id, vetId: a.vet.id, templateSnapshot: [], title: 'Dental' }).returning();
    const { data } = await send({ record_id: rec.id });
    const byRecord = (await req('GET', `/consent-requests?filter[record_id]=${rec.id}`)).json();
    expect(byRecord.data.map((x: { id: number }) => x.id)).toEqual([data.id]);
    expect(byRecord.data[0]).toMatchObject({ pet_name: ownerA.pet.nickname, client_name: '<script>alert(1)</script> Popescu', title: 'Surgery consent_form' });
    // Sent for an appointment of the record: listed on the record too.
    const [appt] = await db().insert(appointments).values({ clinicId: a.clinic.id, vetId: a.vet.id, clientId: ownerA.client.id, status: 1, startsAt: new Date('2026-04-01T08:00:00Z'), endsAt: new Date('2026-04-01T09:00:00Z') }).returning();
    await db().insert(appointmentPets).values({ appointmentId: appt.id, petId: ownerA.pet.id });
    await db().insert(recordAppointments).values({ recordId: rec.id, appointmentId: appt.id });
    const forAppt = await send({ appointment_id: appt.id });
    const both = (await req('GET', `/consent-requests?filter[record_id]=${rec.id}`)).json();
    expect(both.data.map((x: { id: number }) => x.id).sort()).toEqual([data.id, forAppt.data.id].sort());
    const signed = (await req('GET', '/consent-requests?filter[status]=signed&per_page=1')).json();
    expect(signed.data).toHaveLength(1);
    expect(signed.meta.total).toBeGreaterThanOrEqual(2);
    expect(signed.data.every((x: { status: string; pdf_url: string | null }) => x.status === 'signed' && x.pdf_url)).toBe(true);
    expect((await req('GET', '/consent-requests?filter[status]=nope')).statusCode).toBe(422);
    expect((await req('GET', `/consent-requests?filter[pet_id]=${ownerA.pet.id}&filter[search]=popescu`)).json().meta.total).toBeGreaterThan(3);
  });
});
