import { and, eq, isNull } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { clinics, estimateLinks, estimates, petParents, pets, type Db, type DbOrTx } from '@vetclinic/db';
import { EstimateStatus, resolveLanguage, type Language, type TEstimate, type TPublicEstimate } from '@vetclinic/domain';
import { formatMoney } from '@vetclinic/domain/money/format-money';
import { AppError, notFound, validation } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { translate } from '../../lib/i18n';
import { newOpaqueToken, sha256 } from '../../lib/tokens';
import type { TenantScope } from '../../plugins/auth';
import { enqueueMessage } from '../messaging/outbox';
import { renderMail } from '../messaging/mail-layout';
import { clinicMoneyPrefs, totalsOf, type MoneyPrefs } from './lines';
import { answerLines, findEstimate, loadLines, toEstimate } from './service';

/** A link without a validity date works for 30 days after it was sent. */
const DEFAULT_LINK_LIFETIME_MS = 30 * 24 * 3600_000;

type EstimateRow = typeof estimates.$inferSelect;
type ClinicRow = typeof clinics.$inferSelect;

/** The client's page: /book/{slug}/estimate/{token}, in the public bundle next to the appointment links. */
export const estimateUrl = (publicUrl: string, slug: string, token: string) => `${publicUrl}/book/${slug}/estimate/${token}`;

/** When the estimate stops being valid: the end of its valid-until day in the clinic's zone. */
const validityEnd = (row: EstimateRow, clinic: ClinicRow) =>
  row.validUntil ? DateTime.fromISO(row.validUntil, { zone: clinic.timezone }).plus({ days: 1 }).startOf('day').toJSDate() : null;

const money = (minor: number, prefs: MoneyPrefs) => formatMoney(minor, prefs.currency, prefs.currencyFirst);
const range = (low: number, high: number, prefs: MoneyPrefs) => (low === high ? money(high, prefs) : `${money(low, prefs)} – ${money(high, prefs)}`);

/**
 * Mails the estimate to the client (their address or the one given) with a link to answer it. The link is a
 * new 256-bit token stored only as its hash; sending again voids the earlier links, so only the latest mail
 * answers. It expires with the estimate's validity, or 30 days after sending.
 */
export async function sendEstimate(db: Db, scope: TenantScope, id: number, opts: { email?: string; publicUrl: string }, now = new Date()): Promise<TEstimate> {
  return db.transaction(async (tx) => {
    const row = await findEstimate(tx, scope, id, true);
    if (row.status !== EstimateStatus.PENDING) throw new AppError('invalid_state', 'estimates.errors.answered');
    const [clinic] = await tx.select().from(clinics).where(eq(clinics.id, row.clinicId));
    const [client] = await tx.select().from(petParents).where(eq(petParents.id, row.clientId));
    const to = opts.email ?? client?.email ?? null;
    if (!to) throw validation({ email: ['estimates.validation.no_email'] });
    const end = validityEnd(row, clinic);
    if (end && end.getTime() <= now.getTime()) throw validation({ valid_until: ['estimates.validation.expired'] });
    const expiresAt = end ?? new Date(now.getTime() + DEFAULT_LINK_LIFETIME_MS);

    const token = newOpaqueToken();
    await tx.delete(estimateLinks).where(eq(estimateLinks.estimateId, id));
    await tx.insert(estimateLinks).values({ tokenHash: sha256(token), estimateId: id, expiresAt, createdAt: now });
    const [saved] = await tx.update(estimates).set({ sentAt: now, updatedAt: now }).where(eq(estimates.id, id)).returning();

    const lang = resolveLanguage(client?.language ?? clinic.defaultLanguage);
    const prefs = await clinicMoneyPrefs(tx, row.clinicId);
    const lines = await loadLines(tx, id);
    const totals = totalsOf(lines, row.pricesIncludeTax, prefs);
    const [pet] = row.petId ? await tx.select({ nickname: pets.nickname }).from(pets).where(eq(pets.id, row.petId)) : [];
    const t = (key: string, params: Record<string, string | number> = {}) => translate(lang, key, { clinic: clinic.name, ...params });
    const url = estimateUrl(opts.publicUrl, clinic.slug, token);
    const links = [{ label: t('estimates.mail.open'), url }];
    const validUntil = row.validUntil ? DateTime.fromISO(row.validUntil).setLocale(lang).toLocaleString(DateTime.DATE_MED) : null;
    const mail = renderMail({
      lang,
      clinic: { name: clinic.name, address: clinic.address ?? '', phone: clinic.phone ?? '' },
      heading: t('estimates.mail.heading', { title: row.title }),
      paragraphs: [t('estimates.mail.text'), ...(row.notes ? [row.notes] : [])],
      details: [
        ...(pet ? [{ label: t('estimates.mail.pet'), value: pet.nickname }] : []),
        ...lines.map((l, i) => ({ label: `${l.name} × ${l.qtyLow === l.qtyHigh ? l.qtyHigh : `${l.qtyLow}–${l.qtyHigh}`}`, value: range(totals.lines[i].low, totals.lines[i].high, prefs) })),
        { label: t('estimates.mail.total'), value: range(totals.low, totals.high, prefs) },
        ...(validUntil ? [{ label: t('estimates.mail.valid_until'), value: validUntil }] : []),
      ],
      actions: links,
      footer: t('mail.footer', { phone: clinic.phone ?? '' }),
    });
    await enqueueMessage(tx, {
      clinicId: clinic.id, channel: 'mail', to, subject: t('estimates.mail.subject', { title: row.title }), text: mail.text, html: mail.html, links, clientId: row.clientId,
    });
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: { type: 'staff', id: scope.userId }, action: 'estimate.sent', entityType: 'estimate', entityId: id, after: { to } });
    return toEstimate(tx, saved, prefs);
  });
}

/** The estimate a client link opens (locked for an answer), or 404 / 410 for a link that is wrong or too old. */
async function findByToken(db: DbOrTx, token: string, forUpdate: boolean, now: Date) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw notFound('errors.link_not_found');
  const [link] = await db.select().from(estimateLinks).where(eq(estimateLinks.tokenHash, sha256(token)));
  if (!link) throw notFound('errors.link_not_found');
  const q = db.select().from(estimates).where(and(eq(estimates.id, link.estimateId), isNull(estimates.deletedAt)));
  const [row] = forUpdate ? await q.for('update') : await q;
  if (!row) throw notFound('errors.link_not_found');
  if (link.expiresAt.getTime() <= now.getTime()) throw new AppError('link_expired');
  const [clinic] = await db.select().from(clinics).where(eq(clinics.id, row.clinicId));
  return { row, clinic };
}

async function publicView(db: DbOrTx, row: EstimateRow, clinic: ClinicRow, now: Date): Promise<TPublicEstimate> {
  const prefs = await clinicMoneyPrefs(db, row.clinicId);
  const lines = await loadLines(db, row.id);
  const totals = totalsOf(lines, row.pricesIncludeTax, prefs);
  const [pet] = row.petId ? await db.select({ nickname: pets.nickname }).from(pets).where(eq(pets.id, row.petId)) : [];
  const end = validityEnd(row, clinic);
  return {
    clinic: { name: clinic.name, slug: clinic.slug, address: clinic.address, phone: clinic.phone },
    currency: prefs.currency,
    currency_first: prefs.currencyFirst,
    title: row.title,
    notes: row.notes,
    valid_until: row.validUntil,
    status: row.status,
    pet_name: pet?.nickname ?? null,
    lines: lines.map((l, i) => ({ id: l.id, name: l.name, qty_low: l.qtyLow, qty_high: l.qtyHigh, unit_price: l.unitPrice, status: l.status, total_low: totals.lines[i].low, total_high: totals.lines[i].high })),
    low_total: totals.low,
    high_total: totals.high,
    prices_include_tax: row.pricesIncludeTax,
    can_answer: lines.some((l) => l.status === EstimateStatus.PENDING) && (!end || end.getTime() > now.getTime()),
  };
}

export async function viewEstimateByToken(db: Db, token: string, now = new Date()): Promise<TPublicEstimate> {
  const { row, clinic } = await findByToken(db, token, false, now);
  return publicView(db, row, clinic, now);
}

/**
 * The client's answer through the link: approve (2) or decline (1) the named lines, or all that are pending.
 * An answer is given once (409 after); an estimate past its validity is 410. The clinic learns it at once:
 * the estimate's status changes in the same transaction and a notice is mailed to the clinic's address.
 */
export async function answerByToken(db: Db, token: string, answer: 1 | 2, lineIds: number[] | undefined, now = new Date()): Promise<TPublicEstimate> {
  return db.transaction(async (tx) => {
    const { row, clinic } = await findByToken(tx, token, true, now);
    const end = validityEnd(row, clinic);
    if (end && end.getTime() <= now.getTime()) throw new AppError('link_expired', 'estimates.errors.expired');
    const saved = await answerLines(tx, row, answer, lineIds, 'client', now);
    await writeAudit(tx, {
      groupId: row.groupId, clinicId: row.clinicId, actor: { type: 'parent', id: row.clientId }, action: answer === 2 ? 'estimate.approved' : 'estimate.declined',
      entityType: 'estimate', entityId: row.id, after: { line_ids: lineIds ?? 'all_pending', status: saved.status, by: 'client' },
    });
    await queueClinicNotice(tx, saved, clinic, answer);
    return publicView(tx, saved, clinic, now);
  });
}

/** The clinic's notice of a client's answer, in the clinic's language (no mail when the clinic has no address). */
async function queueClinicNotice(tx: DbOrTx, row: EstimateRow, clinic: ClinicRow, answer: 1 | 2) {
  if (!clinic.email) return;
  const lang: Language = resolveLanguage(clinic.defaultLanguage);
  const prefs = await clinicMoneyPrefs(tx, row.clinicId);
  const [client] = await tx.select({ first: petParents.firstName, last: petParents.lastName }).from(petParents).where(eq(petParents.id, row.clientId));
  const name = client ? `${client.first} ${client.last}` : '';
  const t = (key: string, params: Record<string, string | number> = {}) => translate(lang, key, { clinic: clinic.name, client: name, title: row.title, ...params });
  const subject = t(answer === 2 ? 'estimates.mail.clinic_approved' : 'estimates.mail.clinic_declined');
  const statusKey = row.status === EstimateStatus.APPROVED ? 'approved' : row.status === EstimateStatus.REJECTED ? 'rejected' : 'pending';
  const notice = renderMail({
    lang,
    clinic: { name: clinic.name, address: clinic.address ?? '', phone: clinic.phone ?? '' },
    heading: subject,
    paragraphs: [t('estimates.mail.clinic_text')],
    details: [
      { label: t('estimates.mail.client'), value: name },
      { label: t('estimates.mail.status'), value: t(`estimates.status.${statusKey}`) },
      { label: t('estimates.mail.total'), value: range(row.lowTotal, row.highTotal, prefs) },
    ],
  });
  await enqueueMessage(tx, { clinicId: clinic.id, channel: 'mail', to: clinic.email, subject, text: notice.text, html: notice.html, links: [], clientId: null });
}
