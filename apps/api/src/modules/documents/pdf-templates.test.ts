import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, gt } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { appointmentPets, appointmentServices, appointments, auditLog, consentRequests, documentTemplates, outbox, printedFiles, servicePackages, services } from '@vetclinic/db';
import { DOCUMENT_PDF_MAX_BYTES } from '@vetclinic/domain';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { makeTenant, staffHeaders } from '../../test/factories';
import { makeClientWithPet } from '../../test/tasks-factories';
import { createDiskStorage } from '../../providers/storage/file-storage';
import { makeParentAccount } from '../../test/parent-accounts-factories';

type Headers = Record<string, string>;

/** A PNG with a dark stroke (what the signing pad's canvas gives). */
function signaturePng(w = 120, h = 40): string {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = table[(c ^ b) & 0xff] ^ (c >>> 8);
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
  const raw = Buffer.alloc((w * 3 + 1) * h, 0xff);
  for (let y = 0; y < h; y++) {
    raw[y * (w * 3 + 1)] = 0;
    for (let x = 0; x < w; x++) if (Math.abs(y - (x * h) / w) < 3) raw.fill(0x10, y * (w * 3 + 1) + 1 + x * 3, y * (w * 3 + 1) + 4 + x * 3);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8; ihdr[9] = 2;
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** The clinic's own form: a real PDF of `pages` pages made by another producer (pdf-lib), each page naming itself. */
async function lawyerPdf(pages: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) {
    const page = doc.addPage([595, 842]);
    page.drawText(`LAWYER FORM PAGE ${i} {{pet.nickname}}`, { x: 50, y: 780, size: 14, font });
  }
  return Buffer.from(await doc.save());
}

function multipart(fields: Record<string, string>, file?: { name: string; type: string; bytes: Buffer }) {
  const boundary = `----pdftpl${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`), file.bytes, Buffer.from('\r\n'));
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), boundary };
}

describe('uploaded PDF document templates', () => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof makeTenant>>;
  let b: Awaited<ReturnType<typeof makeTenant>>;
  let adminA: Headers;
  let adminB: Headers;
  let receptionA: Headers;
  let ownerA: Awaited<ReturnType<typeof makeClientWithPet>>;
  let original: Buffer;
  let tplId: number;
  const dir = mkdtempSync(path.join(tmpdir(), 'pdftpl-test-'));
  const storage = createDiskStorage(dir);
  const fields = { name: 'Lawyer-approved surgery consent', type: 'consent_form', language: 'en' };

  const db = () => t.handle.db;
  const req = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers: Headers = adminA) =>
    t.app.inject({ method, url: `/api/v1${url}`, ...(payload === undefined ? {} : { payload: payload as object }), headers });
  const upload = (f: Record<string, string>, file?: { name: string; type: string; bytes: Buffer }, headers: Headers = adminA) => {
    const { payload, boundary } = multipart(f, file);
    return t.app.inject({ method: 'POST', url: '/api/v1/document-templates/pdf', payload, headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` } });
  };
  const storedFiles = () => {
    const root = path.join(dir, 'document-templates');
    try {
      return readdirSync(root, { recursive: true }).filter((f) => String(f).endsWith('.pdf'));
    } catch {
      return [];
    }
  };

  beforeAll(async () => {
    t = await makeTestApp({ storage });
    a = await makeTenant(db());
    b = await makeTenant(db());
    adminA = await staffHeaders(t.app, a.admin.email, a.clinic.id);
    adminB = await staffHeaders(t.app, b.admin.email, b.clinic.id);
    receptionA = await staffHeaders(t.app, a.receptionist.email, a.clinic.id);
    ownerA = await makeClientWithPet(db(), a.group.id, { firstName: 'Ana', lastName: 'Popescu' });
    original = await lawyerPdf(3);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('should store an uploaded PDF as is, with its hash, size and page count, and print it unchanged for a pet', async () => {
    const res = await upload(fields, { name: 'consent.pdf', type: 'application/pdf', bytes: original });
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({ name: fields.name, type: 'consent_form', language: 'en', source: 'pdf', pdf_pages: 3, pdf_size: original.length, body: '', version: 1 });
    tplId = data.id;
    const [row] = await db().select().from(documentTemplates).where(eq(documentTemplates.id, tplId));
    expect(row.pdfSha256).toBe(createHash('sha256').update(original).digest('hex'));
    expect(row.pdfStorageKey).toMatch(new RegExp(`^document-templates/${a.clinic.id}/[0-9a-f-]{36}\\.pdf$`));
    const audit = await db().select().from(auditLog).where(eq(auditLog.action, 'document_template.uploaded'));
    expect(audit.some((x) => x.entityId === tplId)).toBe(true);

    const printed = await req('POST', `/document-templates/${tplId}/pdf`, { pet_id: ownerA.pet.id });
    expect(printed.statusCode).toBe(200);
    expect(printed.headers['content-type']).toContain('application/pdf');
    expect(Buffer.compare(printed.rawPayload, original)).toBe(0);
    // Listed with the editor's templates; its HTML render is empty (placeholders are not filled in a PDF).
    const list = (await req('GET', '/document-templates')).json().data as { id: number; source: string }[];
    expect(list.find((x) => x.id === tplId)?.source).toBe('pdf');
    expect((await req('POST', `/document-templates/${tplId}/render`, { pet_id: ownerA.pet.id })).json().data.html).toBe('');
    // Its name and type change; its pages never do (a body is a 422).
    expect((await req('PUT', `/document-templates/${tplId}`, { body: 'Hello {{pet.nickname}}' })).statusCode).toBe(422);
    const renamed = await req('PUT', `/document-templates/${tplId}`, { name: 'Surgery consent (lawyer)' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: 'Surgery consent (lawyer)', source: 'pdf', version: 2 });
  });

  it('should refuse a non-PDF (422 on file, whatever its name and type say), an oversize file (413), a broken PDF and bad fields (422), keeping nothing', async () => {
    const before = storedFiles().length;
    const html = await upload(fields, { name: 'consent.pdf', type: 'application/pdf', bytes: Buffer.from('<html><body>not a pdf</body></html>') });
    expect(html.statusCode).toBe(422);
    expect(html.json().errors.file).toBeDefined();
    const png = await upload(fields, { name: 'x.pdf', type: 'application/pdf', bytes: Buffer.from(signaturePng().split(',')[1], 'base64') });
    expect(png.statusCode).toBe(422);

    const big = Buffer.alloc(DOCUMENT_PDF_MAX_BYTES + 10, 0x20);
    original.copy(big, 0, 0, 16);
    const tooLarge = await upload(fields, { name: 'big.pdf', type: 'application/pdf', bytes: big });
    expect(tooLarge.statusCode).toBe(413);

    const broken = await upload(fields, { name: 'broken.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-1.7\nnot really\n%%EOF\n') });
    expect(broken.statusCode).toBe(422);
    expect(broken.json().errors.file).toBeDefined();

    const badFields = await upload({ name: '', type: 'poster', language: 'en' }, { name: 'consent.pdf', type: 'application/pdf', bytes: original });
    expect(badFields.statusCode).toBe(422);
    expect(Object.keys(badFields.json().errors).sort()).toEqual(['name', 'type']);

    const noFile = await upload(fields);
    expect(noFile.statusCode).toBe(422);
    expect(noFile.json().errors.file).toBeDefined();
    const json = await req('POST', '/document-templates/pdf', fields);
    expect(json.statusCode).toBe(415);
    expect(storedFiles().length).toBe(before);
  });

  it('should send a consent form from the PDF, show the PDF through the link, and sign it as the original pages plus a signature page', async () => {
    const since = (await db().select({ id: outbox.id }).from(outbox)).reduce((m, r) => Math.max(m, r.id), 0);
    const sent = await req('POST', '/consent-requests', { template_id: tplId, pet_id: ownerA.pet.id, channels: ['mail'] });
    expect(sent.statusCode, sent.body).toBe(201);
    const [mail] = await db().select().from(outbox).where(gt(outbox.id, since));
    const token = ((mail.links as { url: string }[])[0].url).split('/consent/')[1];

    const view = await t.app.inject({ method: 'GET', url: `/api/v1/public/consent/${token}` });
    expect(view.statusCode).toBe(200);
    const pub = view.json().data;
    expect(pub.html).toBe('');
    expect(pub.pdf).toEqual({ url: `/api/v1/public/consent/${token}/document`, pages: 3 });
    const doc = await t.app.inject({ method: 'GET', url: pub.pdf.url });
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['content-disposition']).toMatch(/^inline/);
    expect(doc.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(doc.headers['cache-control']).toBe('no-store');
    expect(Buffer.compare(doc.rawPayload, original)).toBe(0);

    const signed = await t.app.inject({ method: 'POST', url: `/api/v1/public/consent/${token}/sign`, payload: { signer_name: 'Ana Popescu', agree: true, signature: signaturePng() } });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().data).toMatchObject({ status: 'signed', signer_name: 'Ana Popescu' });

    const pdf = await req('GET', `/consent-requests/${sent.json().data.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    const bytes = pdf.rawPayload;
    const [row] = await db().select().from(consentRequests).where(eq(consentRequests.id, sent.json().data.id));
    expect(row.pdfSha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(row.sourcePdfSha256).toBe(createHash('sha256').update(original).digest('hex'));

    // Page count = original + 1, and the first three pages are the original's, content unchanged.
    const signedDoc = await PDFDocument.load(bytes);
    const origDoc = await PDFDocument.load(original);
    expect(signedDoc.getPageCount()).toBe(4);
    const contents = (d: PDFDocument, i: number) => {
      const c = d.getPage(i).node.Contents();
      return c ? d.context.lookup(c)?.toString() : '';
    };
    for (let i = 0; i < 3; i++) {
      expect(signedDoc.getPage(i).getSize()).toEqual(origDoc.getPage(i).getSize());
      expect(contents(signedDoc, i)).toBe(contents(origDoc, i));
    }
    const file = path.join(dir, 'signed.pdf');
    writeFileSync(file, bytes);
    const text = (first: number, last: number) => execFileSync('pdftotext', ['-layout', '-f', String(first), '-l', String(last), file, '-']).toString();
    for (let i = 1; i <= 3; i++) expect(text(i, i)).toContain(`LAWYER FORM PAGE ${i} {{pet.nickname}}`);
    const last = text(4, 4).replace(/\s+/g, ' ');
    expect(last).toContain('Ana Popescu');
    expect(last).toContain(row.sourcePdfSha256!);
    expect(last).toContain('Surgery consent (lawyer)');
  });

  it('should refuse the signed file and the original once their bytes changed (409), and keep it all inside the clinic', async () => {
    const sent = await req('POST', '/consent-requests', { template_id: tplId, pet_id: ownerA.pet.id, channels: ['kiosk'] });
    expect(sent.statusCode).toBe(201);
    const token = (sent.json().data.kiosk_url as string).split('/consent/')[1];
    const [tpl] = await db().select().from(documentTemplates).where(eq(documentTemplates.id, tplId));
    const tampered = Buffer.from(original);
    tampered[tampered.length - 30] ^= 0x01;
    await storage.put(tpl.pdfStorageKey!, tampered);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/public/consent/${token}/document` })).statusCode).toBe(409);
    const refused = await t.app.inject({ method: 'POST', url: `/api/v1/public/consent/${token}/sign`, payload: { signer_name: 'Ana', agree: true, signature: signaturePng() } });
    expect(refused.statusCode).toBe(409);
    expect((await req('POST', `/document-templates/${tplId}/pdf`, { pet_id: ownerA.pet.id })).statusCode).toBe(409);
    await storage.put(tpl.pdfStorageKey!, original);

    // The signed file is hash-checked on download.
    const [signedRow] = await db().select().from(consentRequests).where(eq(consentRequests.status, 'signed'));
    const stored = await storage.get(signedRow.pdfStorageKey!);
    const chunks: Buffer[] = [];
    for await (const c of stored!.stream) chunks.push(c as Buffer);
    const good = Buffer.concat(chunks);
    const bad = Buffer.from(good);
    bad[bad.length - 40] ^= 0x01;
    await storage.put(signedRow.pdfStorageKey!, bad);
    expect((await req('GET', `/consent-requests/${signedRow.id}/pdf`)).statusCode).toBe(409);
    await storage.put(signedRow.pdfStorageKey!, good);
    expect((await req('GET', `/consent-requests/${signedRow.id}/pdf`)).statusCode).toBe(200);

    // Another clinic: 404 on the template, its print and a consent from it; it cannot upload into clinic A.
    expect((await req('GET', `/document-templates/${tplId}`, undefined, adminB)).statusCode).toBe(404);
    expect((await req('POST', `/document-templates/${tplId}/pdf`, { pet_id: ownerA.pet.id }, adminB)).statusCode).toBe(404);
    expect((await req('POST', '/consent-requests', { template_id: tplId, pet_id: ownerA.pet.id, channels: ['kiosk'] }, adminB)).statusCode).toBe(404);
    const own = await upload(fields, { name: 'b.pdf', type: 'application/pdf', bytes: original }, adminB);
    expect(own.statusCode).toBe(201);
    expect(own.json().data.clinic_id).toBe(b.clinic.id);
    expect((await req('GET', `/document-templates/${own.json().data.id}`)).statusCode).toBe(404);
    // Uploading is a settings edit: a receptionist without it is refused.
    expect((await upload(fields, { name: 'c.pdf', type: 'application/pdf', bytes: original }, receptionA)).statusCode).toBe(403);
  });

  it('should store the uploaded PDF unchanged as a printable file of a confirmed appointment', async () => {
    const [svc] = await db().insert(services).values({ clinicId: a.clinic.id, name: 'Surgery', duration: 60, color: '#ffffff', printableFiles: [tplId] }).returning();
    const [pkg] = await db().insert(servicePackages).values({ clinicId: a.clinic.id, serviceId: svc.id, name: 'Surgery' }).returning();
    const { parent, pet } = await makeParentAccount(db(), a.group.id);
    const startsAt = new Date(Date.now() + 3 * 24 * 3600_000);
    const [appt] = await db().insert(appointments).values({ clinicId: a.clinic.id, vetId: a.vet.id, clientId: parent.id, status: 2, startsAt, endsAt: new Date(startsAt.getTime() + 3600_000) }).returning();
    await db().insert(appointmentPets).values({ appointmentId: appt.id, petId: pet.id });
    await db().insert(appointmentServices).values({ appointmentId: appt.id, servicePackageId: pkg.id });
    const res = await req('POST', `/appointments/${appt.id}/confirm`, {});
    expect(res.statusCode, res.body).toBe(200);
    const [file] = await db().select().from(printedFiles).where(eq(printedFiles.appointmentId, appt.id));
    expect(file.documentTemplateId).toBe(tplId);
    const stored = await storage.get(file.storageKey);
    const chunks: Buffer[] = [];
    for await (const c of stored!.stream) chunks.push(c as Buffer);
    expect(Buffer.compare(Buffer.concat(chunks), original)).toBe(0);
  });
});
