import { createHash, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { DateTime } from 'luxon';
import {
  clinics, consentRequests, petParents, pets, printedFiles, recordAppointments, type Db, type DbOrTx,
} from '@vetclinic/db';
import {
  PAGE_SIZE, documentValues, renderDocumentBlocks, resolveLanguage, type Language, type TConsentChannel,
  type TConsentListQuery, type TConsentRequest, type TConsentSendInput, type TConsentSent, type TConsentSignInput, type TPublicConsent,
} from '@vetclinic/domain';
import { AppError, notFound, validation } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { translate } from '../../lib/i18n';
import { offsetOf, pageMeta } from '../../lib/pagination';
import { clinicDocument, mixedText } from '../../lib/pdf-document';
import { newOpaqueToken, sha256 } from '../../lib/tokens';
import type { TenantScope } from '../../plugins/auth';
import { sniffContentType, type FileStorage } from '../../providers/storage/file-storage';
import { renderMail } from '../messaging/mail-layout';
import { enqueueMessage } from '../messaging/outbox';
import { appendPages, drawDocumentBlocks } from './pdf';
import { documentContext, documentHtml, findDocumentTemplate } from './service';

/*
 * Consent forms sent for signature (issue #19). Staff fill a consent-form template for a pet (optionally an
 * appointment and a record) and send the client a link by mail and/or SMS, or open it on a tablet at the desk.
 * The filled document is kept as it was sent (`html`, `blocks`); the client reads it, prints their name, ticks
 * "I agree" and signs on a pad; the server draws the signed PDF, stores it, keeps its SHA-256 and lists it in the
 * parent's printed files. A signed request never changes; every download re-hashes the bytes first.
 *
 * The link follows the appointment manage links' rules: a 256-bit token stored only as its SHA-256, a lifetime
 * (14 days), a rate limit per address on the public routes, no caching, no referrer, not indexed.
 */

/** A link works for 14 days after it was (re)sent. */
export const CONSENT_LINK_LIFETIME_MS = 14 * 24 * 3600_000;

type Row = typeof consentRequests.$inferSelect;
type ClinicRow = typeof clinics.$inferSelect;

/** The client's page: /book/{slug}/consent/{token}, in the public bundle next to the appointment links. */
export const consentUrl = (publicUrl: string, slug: string, token: string) => `${publicUrl}/book/${slug}/consent/${token}`;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const fullName = (p: { firstName: string; lastName: string } | undefined) => (p ? `${p.firstName} ${p.lastName}`.trim() : '');

function toWire(r: Row, names: { pet: string; client: string }): TConsentRequest {
  return {
    id: r.id, pet_id: r.petId, pet_name: names.pet, client_id: r.clientId, client_name: names.client,
    appointment_id: r.appointmentId, record_id: r.recordId, template_id: r.templateId, template_version: r.templateVersion,
    title: r.title, status: r.status, channels: r.channels, sent_at: r.sentAt.toISOString(),
    opened_at: r.openedAt?.toISOString() ?? null, signed_at: r.signedAt?.toISOString() ?? null,
    cancelled_at: r.cancelledAt?.toISOString() ?? null, expires_at: r.expiresAt.toISOString(),
    signer_name: r.signerName, pdf_sha256: r.pdfSha256,
    pdf_url: r.status === 'signed' ? `/api/v1/consent-requests/${r.id}/pdf` : null,
  };
}

async function namesOf(db: DbOrTx, r: Row) {
  const [[pet], [client]] = await Promise.all([
    db.select({ nickname: pets.nickname }).from(pets).where(eq(pets.id, r.petId)),
    db.select({ firstName: petParents.firstName, lastName: petParents.lastName }).from(petParents).where(eq(petParents.id, r.clientId)),
  ]);
  return { pet: pet?.nickname ?? '', client: fullName(client) };
}

const audit = (tx: DbOrTx, scope: TenantScope, action: string, id: number, after?: unknown) =>
  writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: { type: 'staff', id: scope.userId }, action, entityType: 'consent_request', entityId: id, after });

/** Mails and/or texts the link (the kiosk channel sends nothing); a channel the client has no address for is a 422. */
async function deliver(tx: DbOrTx, row: Row, clinic: ClinicRow, channels: TConsentChannel[], token: string, publicUrl: string, sentBy: number) {
  const [client] = await tx.select().from(petParents).where(eq(petParents.id, row.clientId));
  if (channels.includes('mail') && !client?.email) throw validation({ channels: ['consent.validation.no_email'] });
  if (channels.includes('sms') && !client?.phone) throw validation({ channels: ['consent.validation.no_phone'] });
  const [pet] = await tx.select({ nickname: pets.nickname }).from(pets).where(eq(pets.id, row.petId));
  const lang = resolveLanguage(client?.language ?? clinic.defaultLanguage);
  const t = (key: string) => translate(lang, key, { clinic: clinic.name, title: row.title, pet: pet?.nickname ?? '' });
  const url = consentUrl(publicUrl, clinic.slug, token);
  const links = [{ label: t('consent.mail.open'), url }];
  if (channels.includes('mail') && client?.email) {
    const until = DateTime.fromJSDate(row.expiresAt, { zone: clinic.timezone }).setLocale(lang).toLocaleString(DateTime.DATE_MED);
    const mail = renderMail({
      lang,
      clinic: { name: clinic.name, address: clinic.address ?? '', phone: clinic.phone ?? '' },
      heading: t('consent.mail.heading'),
      paragraphs: [t('consent.mail.text')],
      details: [{ label: t('consent.mail.pet'), value: pet?.nickname ?? '' }, { label: t('consent.mail.valid_until'), value: until }],
      actions: links,
      footer: translate(lang, 'mail.footer', { phone: clinic.phone ?? '' }),
    });
    await enqueueMessage(tx, { clinicId: clinic.id, channel: 'mail', to: client.email, subject: t('consent.mail.subject'), text: mail.text, html: mail.html, links, clientId: row.clientId, sentBy });
  }
  if (channels.includes('sms') && client?.phone) {
    await enqueueMessage(tx, { clinicId: clinic.id, channel: 'sms', to: client.phone, text: `${t('consent.sms')} ${url}`, links, clientId: row.clientId, sentBy });
  }
  return channels.includes('kiosk') ? url : null;
}

/**
 * Fills a consent-form template for a pet and sends it. The template must be a live consent form of the active
 * clinic; the pet, appointment and record follow the document renderer's rules (404 / 422 on the field).
 */
export async function sendConsent(db: Db, scope: TenantScope, input: TConsentSendInput, publicUrl: string, now = new Date()): Promise<TConsentSent> {
  const tpl = await findDocumentTemplate(db, scope, input.template_id);
  if (tpl.archivedAt) throw notFound();
  if (tpl.type !== 'consent_form') throw validation({ template_id: ['consent.validation.not_consent_form'] });
  const ctx = await documentContext(db, scope, input, tpl.language, now);
  const [pet] = await db.select({ ownerId: pets.ownerId }).from(pets).where(eq(pets.id, input.pet_id));
  if (!ctx.client) throw validation({ pet_id: ['consent.validation.no_owner'] });
  const token = newOpaqueToken();
  return db.transaction(async (tx) => {
    const [clinic] = await tx.select().from(clinics).where(eq(clinics.id, scope.clinicId));
    const [row] = await tx.insert(consentRequests).values({
      groupId: scope.groupId, clinicId: scope.clinicId, petId: input.pet_id, clientId: pet.ownerId,
      appointmentId: input.appointment_id ?? null, recordId: input.record_id ?? null, templateId: tpl.id, templateVersion: tpl.version,
      title: tpl.name, language: tpl.language,
      // An uploaded PDF is sent as it is (no placeholders filled): the request keeps the file's key and hash.
      html: tpl.pdfStorageKey ? '' : documentHtml(ctx, tpl.name, tpl.body),
      blocks: tpl.pdfStorageKey ? [] : renderDocumentBlocks(tpl.body, documentValues(ctx)),
      sourcePdfKey: tpl.pdfStorageKey, sourcePdfSha256: tpl.pdfSha256, sourcePdfPages: tpl.pdfPages, channels: input.channels,
      tokenHash: sha256(token), expiresAt: new Date(now.getTime() + CONSENT_LINK_LIFETIME_MS), status: 'sent', sentAt: now,
      createdBy: scope.userId, createdAt: now, updatedAt: now,
    }).returning();
    const kioskUrl = await deliver(tx, row, clinic, input.channels, token, publicUrl, scope.userId);
    await audit(tx, scope, 'consent_request.sent', row.id, { template_id: tpl.id, template_version: tpl.version, channels: input.channels });
    return { ...toWire(row, await namesOf(tx, row)), kiosk_url: kioskUrl };
  });
}

export async function listConsents(db: Db, scope: TenantScope, query: TConsentListQuery) {
  const perPage = query.per_page ?? PAGE_SIZE.common;
  const f = query.filter ?? {};
  const conditions: (SQL | undefined)[] = [eq(consentRequests.clinicId, scope.clinicId)];
  if (f.status) conditions.push(eq(consentRequests.status, f.status));
  if (f.pet_id) conditions.push(eq(consentRequests.petId, f.pet_id));
  // A record's consent forms: those sent from it and those sent for its appointments (an appointment has at most one record).
  if (f.record_id) {
    conditions.push(or(eq(consentRequests.recordId, f.record_id),
      inArray(consentRequests.appointmentId, db.select({ id: recordAppointments.appointmentId }).from(recordAppointments).where(eq(recordAppointments.recordId, f.record_id)))));
  }
  if (f.appointment_id) conditions.push(eq(consentRequests.appointmentId, f.appointment_id));
  if (f.search) {
    const like = `%${escapeLike(f.search)}%`;
    conditions.push(or(ilike(consentRequests.title, like), ilike(pets.nickname, like), ilike(petParents.lastName, like), ilike(petParents.firstName, like)));
  }
  const where = and(...conditions);
  const base = () => db.select({ r: consentRequests, pet: pets.nickname, first: petParents.firstName, last: petParents.lastName }).from(consentRequests)
    .innerJoin(pets, eq(pets.id, consentRequests.petId)).innerJoin(petParents, eq(petParents.id, consentRequests.clientId));
  const [rows, [{ total }]] = await Promise.all([
    base().where(where).orderBy(desc(consentRequests.sentAt), desc(consentRequests.id)).limit(perPage).offset(offsetOf(query.page, perPage)),
    db.select({ total: count() }).from(consentRequests)
      .innerJoin(pets, eq(pets.id, consentRequests.petId)).innerJoin(petParents, eq(petParents.id, consentRequests.clientId)).where(where),
  ]);
  return {
    data: rows.map((x) => toWire(x.r, { pet: x.pet, client: fullName({ firstName: x.first, lastName: x.last }) })),
    meta: pageMeta(query.page, perPage, total),
  };
}

async function findConsent(db: DbOrTx, scope: TenantScope, id: number, lock = false): Promise<Row> {
  const q = db.select().from(consentRequests).where(and(eq(consentRequests.id, id), eq(consentRequests.clinicId, scope.clinicId)));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound();
  return row;
}

export async function getConsent(db: Db, scope: TenantScope, id: number): Promise<TConsentRequest> {
  const row = await findConsent(db, scope, id);
  return toWire(row, await namesOf(db, row));
}

/** A new link through the channels given; the old link stops working. Signed or cancelled requests are 409. */
export async function resendConsent(db: Db, scope: TenantScope, id: number, channels: TConsentChannel[], publicUrl: string, now = new Date()): Promise<TConsentSent> {
  return db.transaction(async (tx) => {
    const before = await findConsent(tx, scope, id, true);
    if (before.status === 'signed' || before.status === 'cancelled') throw new AppError('invalid_state', `consent.errors.${before.status}`);
    const token = newOpaqueToken();
    const [row] = await tx.update(consentRequests).set({
      tokenHash: sha256(token), expiresAt: new Date(now.getTime() + CONSENT_LINK_LIFETIME_MS), channels, sentAt: now, updatedAt: now,
    }).where(eq(consentRequests.id, id)).returning();
    const [clinic] = await tx.select().from(clinics).where(eq(clinics.id, row.clinicId));
    const kioskUrl = await deliver(tx, row, clinic, channels, token, publicUrl, scope.userId);
    await audit(tx, scope, 'consent_request.resent', id, { channels });
    return { ...toWire(row, await namesOf(tx, row)), kiosk_url: kioskUrl };
  });
}

/** Withdraws an unsigned request: its link answers 404 from now on. A signed one is immutable (409). */
export async function cancelConsent(db: Db, scope: TenantScope, id: number, now = new Date()): Promise<TConsentRequest> {
  return db.transaction(async (tx) => {
    const before = await findConsent(tx, scope, id, true);
    if (before.status === 'signed' || before.status === 'cancelled') throw new AppError('invalid_state', `consent.errors.${before.status}`);
    const [row] = await tx.update(consentRequests).set({ status: 'cancelled', cancelledAt: now, updatedAt: now }).where(eq(consentRequests.id, id)).returning();
    await audit(tx, scope, 'consent_request.cancelled', id, { status_before: before.status });
    return toWire(row, await namesOf(tx, row));
  });
}

// ---------- the stored PDF ----------

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.isBuffer(c) ? c : Buffer.from(c as Uint8Array));
  return Buffer.concat(chunks);
}

/**
 * The bytes of a stored file whose SHA-256 was kept: read whole, hashed, and refused (409
 * file_integrity_failed) when they differ, so a modified file is never served. A missing file is a 404.
 */
export async function readVerified(storage: FileStorage, key: string, expected: string): Promise<Buffer> {
  const stored = await storage.get(key);
  if (!stored) throw notFound('errors.file_not_found');
  const bytes = await readAll(stored.stream);
  if (createHash('sha256').update(bytes).digest('hex') !== expected) throw new AppError('file_integrity_failed', 'errors.file_integrity_failed');
  return bytes;
}

export async function consentPdf(db: Db, storage: FileStorage, scope: TenantScope, id: number) {
  const row = await findConsent(db, scope, id);
  if (row.status !== 'signed' || !row.pdfStorageKey || !row.pdfSha256) throw notFound('errors.file_not_found');
  return { bytes: await readVerified(storage, row.pdfStorageKey, row.pdfSha256), name: `${row.title}.pdf` };
}

// ---------- the client's link ----------

/** The request a link opens, or 404 (wrong, replaced or cancelled) / 410 (too old, unless already signed). */
async function findByToken(db: DbOrTx, token: string, lock: boolean, now: Date) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw notFound('errors.link_not_found');
  const q = db.select().from(consentRequests).where(eq(consentRequests.tokenHash, sha256(token)));
  const [row] = lock ? await q.for('update') : await q;
  if (!row || row.status === 'cancelled') throw notFound('errors.link_not_found');
  if (row.status !== 'signed' && row.expiresAt.getTime() <= now.getTime()) throw new AppError('link_expired');
  const [clinic] = await db.select().from(clinics).where(eq(clinics.id, row.clinicId));
  return { row, clinic };
}

/** The uploaded PDF a request was sent from, read through the client's link. */
export const consentDocumentPath = (token: string) => `/api/v1/public/consent/${token}/document`;

async function publicView(db: DbOrTx, row: Row, clinic: ClinicRow, token: string): Promise<TPublicConsent> {
  const names = await namesOf(db, row);
  return {
    clinic: { name: clinic.name, phone: clinic.phone }, title: row.title, html: row.html, pet_name: names.pet,
    pdf: row.sourcePdfKey ? { url: consentDocumentPath(token), pages: row.sourcePdfPages ?? 1 } : null,
    status: row.status, signed_at: row.signedAt?.toISOString() ?? null, signer_name: row.signerName, expires_at: row.expiresAt.toISOString(),
  };
}

/** What the signing page shows; the first view marks the request opened. */
export async function viewConsentByToken(db: Db, token: string, now = new Date()): Promise<TPublicConsent> {
  return db.transaction(async (tx) => {
    const found = await findByToken(tx, token, true, now);
    let row = found.row;
    if (row.status === 'sent') {
      [row] = await tx.update(consentRequests).set({ status: 'opened', openedAt: now, updatedAt: now }).where(eq(consentRequests.id, row.id)).returning();
    }
    return publicView(tx, row, found.clinic, token);
  });
}

/**
 * The signed PDF: the sent document, then the signer's name, the agreement, the signature, the time in the
 * clinic's zone and the document's hash. A request sent from an uploaded PDF is signed as that PDF's pages
 * unchanged followed by a signature page (its hash is the original file's SHA-256).
 */
async function signedPdf(storage: FileStorage, row: Row, clinic: ClinicRow, input: TConsentSignInput, signature: Buffer, now: Date): Promise<Buffer> {
  const lang: Language = resolveLanguage(row.language);
  const t = (key: string, params: Record<string, string> = {}) => translate(lang, key, params);
  const original = row.sourcePdfKey && row.sourcePdfSha256 ? await readVerified(storage, row.sourcePdfKey, row.sourcePdfSha256) : null;
  const { doc, done } = clinicDocument({ name: clinic.name, address: clinic.address, phone: clinic.phone, email: clinic.email }, '');
  drawDocumentBlocks(doc, row.title, row.blocks);
  // The document's own hash: what was sent, as the client read it (the uploaded file itself, or the filled HTML).
  const documentHash = row.sourcePdfSha256 ?? sha256(row.html);
  if (original) {
    doc.fontSize(10).fillColor('#000');
    mixedText(doc, t('consent.pdf.attached', { pages: String(row.sourcePdfPages ?? 1) }), 'body');
  }
  if (doc.y > doc.page.height - 260) doc.addPage();
  doc.moveDown(1).strokeColor('#999').moveTo(50, doc.y).lineTo(doc.page.width - 50, doc.y).stroke().moveDown(0.6);
  doc.fillColor('#000').fontSize(10);
  mixedText(doc, `☑ ${t('consent.pdf.agreed')}`, 'body');
  doc.moveDown(0.4);
  mixedText(doc, `${t('consent.pdf.signer')}: `, 'bold', undefined, undefined, { continued: true });
  mixedText(doc, input.signer_name, 'body');
  const when = DateTime.fromJSDate(now, { zone: clinic.timezone }).toFormat('yyyy-MM-dd HH:mm:ss ZZZZ');
  mixedText(doc, `${t('consent.pdf.signed_at')}: ${when} (${clinic.timezone})`, 'body');
  doc.moveDown(0.4);
  mixedText(doc, `${t('consent.pdf.signature')}:`, 'bold');
  const top = doc.y + 4;
  doc.rect(50, top, 260, 110).strokeColor('#bbb').stroke();
  doc.image(signature, 55, top + 5, { fit: [250, 100], align: 'center', valign: 'center' });
  doc.y = top + 120;
  doc.x = 50;
  doc.fontSize(8).fillColor('#444');
  mixedText(doc, `${t('consent.pdf.document_hash')}: SHA-256 ${documentHash}`, 'body');
  mixedText(doc, t('consent.pdf.reference', { id: String(row.id), version: String(row.templateVersion) }), 'body');
  doc.end();
  const page = await done;
  return original ? appendPages(original, page) : page;
}

/**
 * The client's signature: once (a second one is 409), before the link expires (410). The PDF is stored first
 * under a new key, then the row is marked signed with its SHA-256 and the file is listed in the parent's
 * printed files, in one transaction that holds the row's lock (two signatures at once: the second gets 409).
 */
export async function signConsentByToken(db: Db, storage: FileStorage, token: string, input: TConsentSignInput, now = new Date()): Promise<TPublicConsent> {
  const signature = Buffer.from(input.signature.slice(input.signature.indexOf(',') + 1), 'base64');
  if (sniffContentType(signature.subarray(0, 8)) !== 'image/png' || signature.length < 100) throw validation({ signature: ['consent.validation.signature'] });
  return db.transaction(async (tx) => {
    const { row, clinic } = await findByToken(tx, token, true, now);
    if (row.status === 'signed') throw new AppError('conflict', 'consent.errors.signed');
    let pdf: Buffer;
    try {
      pdf = await signedPdf(storage, row, clinic, input, signature, now);
    } catch (err) {
      // A changed or missing original stays what it is (409 / 404).
      if (err instanceof AppError) throw err;
      // pdfkit refuses a PNG it cannot decode: the drawing, not the server, is at fault.
      throw validation({ signature: ['consent.validation.signature'] });
    }
    const hash = createHash('sha256').update(pdf).digest('hex');
    const key = `consent/${row.clinicId}/${randomUUID()}.pdf`;
    await storage.put(key, pdf);
    const fileName = `${row.title}.pdf`.slice(0, 200);
    const [file] = await tx.insert(printedFiles).values({
      groupId: row.groupId, clinicId: row.clinicId, parentId: row.clientId, petId: row.petId, name: fileName, source: 'clinic',
      contentType: 'application/pdf', sizeBytes: pdf.length, storageKey: key, sha256: hash, createdByStaff: row.createdBy, createdAt: now,
    }).returning();
    const [saved] = await tx.update(consentRequests).set({
      status: 'signed', signedAt: now, signerName: input.signer_name, pdfStorageKey: key, pdfSha256: hash, pdfSize: pdf.length,
      printedFileId: file.id, openedAt: row.openedAt ?? now, updatedAt: now,
    }).where(eq(consentRequests.id, row.id)).returning();
    await writeAudit(tx, {
      groupId: row.groupId, clinicId: row.clinicId, actor: { type: 'parent', id: row.clientId }, action: 'consent_request.signed',
      entityType: 'consent_request', entityId: row.id, after: { signer_name: input.signer_name, pdf_sha256: hash, document_sha256: row.sourcePdfSha256 ?? sha256(row.html) },
    });
    return publicView(tx, saved, clinic, token);
  });
}

/** The signed PDF through the client's link (after signing), hash-checked like every download. */
export async function consentPdfByToken(db: Db, storage: FileStorage, token: string, now = new Date()) {
  const { row } = await findByToken(db, token, false, now);
  if (row.status !== 'signed' || !row.pdfStorageKey || !row.pdfSha256) throw notFound('errors.file_not_found');
  return { bytes: await readVerified(storage, row.pdfStorageKey, row.pdfSha256), name: `${row.title}.pdf` };
}

/** The uploaded PDF a request was sent from, through the client's link (while the link works), hash-checked. */
export async function consentDocumentByToken(db: Db, storage: FileStorage, token: string, now = new Date()) {
  const { row } = await findByToken(db, token, false, now);
  if (!row.sourcePdfKey || !row.sourcePdfSha256) throw notFound('errors.file_not_found');
  return { bytes: await readVerified(storage, row.sourcePdfKey, row.sourcePdfSha256), name: `${row.title}.pdf` };
}
