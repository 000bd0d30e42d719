import { eq } from 'drizzle-orm';
import { clinicPreferences, clinics, petParents, type Db } from '@vetclinic/db';
import { formatClinicDate, formatMoney, type Language, type TCreditNote, type TSale } from '@vetclinic/domain';
import { AppError, notFound, validation } from '../../lib/app-error';
import { translate } from '../../lib/i18n';
import { writeAudit } from '../../lib/audit';
import { enqueueMessage, notifyOutbox } from '../messaging/outbox';
import { clinicHeader } from '../purchasing/orders';
import { clinicDocument, mixedText, tableRow, textLines } from '../../lib/pdf-document';
import { getCreditNote } from '../credit-notes/service';
import { getSale, type SaleCtx } from './service';

type Header = Awaited<ReturnType<typeof clinicHeader>>;


/**
 * The invoice as an A4 PDF: the clinic's header, the client, lines with quantity, unit price, VAT and total,
 * the tax breakdown per rate, discount, total, paid and due — in the clinic's currency format. Fonts as the
 * record PDF (DejaVu when installed).
 */
export async function invoicePdf(sale: TSale, clinic: Header, lang: Language, dateFormat = 'DD-MM-YYYY', timezone = 'UTC'): Promise<Buffer> {
  const t = (key: string, params: Record<string, string | number> = {}) => translate(lang, `sales.doc.${key}`, params);
  const money = (minor: number) => formatMoney(minor, clinic.currency, clinic.currencyFirst);
  const title = sale.number ? t('invoice', { number: sale.number }) : t('draft');
  const { doc, done } = clinicDocument(clinic, title);
  const when = sale.issued_at ?? sale.created_at;
  textLines(doc, [`${t('client')}: ${sale.client_name}`, `${t('date')}: ${formatClinicDate(when, { timezone, dateFormat })}`]);
  doc.moveDown(0.8);

  const cols = [50, 260, 320, 400, 450];
  const row = (cells: string[], font: 'body' | 'bold') => tableRow(doc, cols, cells, font);
  row([t('item'), t('quantity'), t('unit_price'), t('vat'), t('total')], 'bold');
  for (const l of sale.lines) {
    const name = l.discount_amount > 0 ? `${l.name} (${t('discount')} ${money(l.discount_amount)})` : l.name;
    row([name, `${l.quantity}${l.unit_label ? ` ${l.unit_label}` : ''}`, money(l.unit_price), `${l.vat} %`, money(l.total)], 'body');
  }
  doc.moveDown(0.5);
  row(['', '', '', t('subtotal'), money(sale.subtotal)], 'body');
  if (sale.discount_total > 0) row(['', '', '', t('discount'), `− ${money(sale.discount_total)}`], 'body');
  row(['', '', '', t('net'), money(sale.net)], 'body');
  for (const x of sale.taxes) {
    if (x.kind === 'service_tax' && x.amount === 0) continue;
    row(['', '', '', t(x.kind === 'vat' ? 'vat_at' : 'service_tax_at', { rate: x.rate }), money(x.amount)], 'body');
  }
  row(['', '', '', t('total'), money(sale.total)], 'bold');
  if (sale.status === 'issued') {
    row(['', '', '', t('paid'), money(sale.paid)], 'body');
    row(['', '', '', t('due'), money(sale.due)], 'bold');
  }
  doc.end();
  return done;
}

async function context(db: Db, clinicId: number) {
  const header = await clinicHeader(db, clinicId);
  const [c] = await db.select({ tz: clinics.timezone, fmt: clinicPreferences.dateFormat }).from(clinics)
    .leftJoin(clinicPreferences, eq(clinicPreferences.clinicId, clinics.id)).where(eq(clinics.id, clinicId));
  return { header, timezone: c?.tz ?? 'UTC', dateFormat: c?.fmt ?? 'DD-MM-YYYY' };
}

export const invoiceFileName = (sale: TSale) => (sale.number ? `invoice-${sale.number}.pdf` : `draft-${sale.id}.pdf`);

export async function saleDocument(db: Db, ctx: SaleCtx, id: number, lang: Language) {
  const sale = await getSale(db, ctx.clinicId, id);
  const { header, timezone, dateFormat } = await context(db, ctx.clinicId);
  return { fileName: invoiceFileName(sale), file: await invoicePdf(sale, header, lang, dateFormat, timezone) };
}

/** Mails an issued invoice to its client (or a given address) through the outbox, the PDF attached. */
export async function mailInvoice(db: Db, ctx: SaleCtx, id: number, to: string | null | undefined, lang: Language): Promise<{ to: string }> {
  const sale = await getSale(db, ctx.clinicId, id);
  if (sale.status !== 'issued') throw new AppError('invalid_state', 'sales.errors.not_issued');
  const [client] = await db.select({ email: petParents.email }).from(petParents).where(eq(petParents.id, sale.client_id));
  if (!client) throw notFound();
  const recipient = (to ?? client.email ?? '').trim();
  if (!recipient) throw validation({ to: ['sales.validation.no_email'] });
  const { header, timezone, dateFormat } = await context(db, ctx.clinicId);
  const pdf = await invoicePdf(sale, header, lang, dateFormat, timezone);
  const params = { number: sale.number ?? '', clinic: header.name, total: formatMoney(sale.total, header.currency, header.currencyFirst) };
  await db.transaction(async (tx) => {
    await enqueueMessage(tx, {
      clinicId: ctx.clinicId, channel: 'mail', to: recipient, subject: translate(lang, 'sales.mail.subject', params), text: translate(lang, 'sales.mail.body', params),
      clientId: sale.client_id, sentBy: ctx.userId,
      attachments: [{ filename: invoiceFileName(sale), contentType: 'application/pdf', content: pdf.toString('base64'), encoding: 'base64' }],
    });
    await writeAudit(tx, { groupId: ctx.groupId, clinicId: ctx.clinicId, actor: { type: 'staff', id: ctx.userId }, action: 'sale.mailed', entityType: 'sale', entityId: id, after: { to: recipient } });
  });
  notifyOutbox();
  return { to: recipient };
}

/**
 * A credit note as an A4 PDF in the invoice's layout: the clinic's header, the invoice it credits, its reason,
 * the lines credited with their quantity and amount, net, tax and total, refunds, and the void (reason and date).
 */
export async function creditNotePdf(note: TCreditNote, clinic: Header, lang: Language, dateFormat = 'DD-MM-YYYY', timezone = 'UTC'): Promise<Buffer> {
  const t = (key: string, params: Record<string, string | number> = {}) => translate(lang, `sales.doc.${key}`, params);
  const money = (minor: number) => formatMoney(minor, clinic.currency, clinic.currencyFirst);
  const title = note.number ? t('credit_note', { number: note.number }) : t('credit_note_draft');
  const { doc, done } = clinicDocument(clinic, title);
  textLines(doc, [
    `${t('client')}: ${note.client_name}`, t('credits_invoice', { number: note.sale_number ?? note.sale_id }),
    `${t('date')}: ${formatClinicDate(note.posted_at ?? note.created_at, { timezone, dateFormat })}`, `${t('reason')}: ${note.reason}`,
  ]);
  if (note.status === 'voided') mixedText(doc.fillColor('#a00'), t('voided', { date: note.void_date ?? '', reason: note.void_reason ?? '' }), 'body').fillColor('#000');
  doc.moveDown(0.8);

  const cols = [50, 330, 400, 470];
  const row = (cells: string[], font: 'body' | 'bold') => tableRow(doc, cols, cells, font);
  row([t('item'), t('quantity'), t('vat'), t('total')], 'bold');
  for (const l of note.lines) row([l.name, String(l.quantity), money(l.tax), money(l.total)], 'body');
  doc.moveDown(0.5);
  row(['', '', t('net'), money(note.net)], 'body');
  row(['', '', t('vat'), money(note.tax)], 'body');
  row(['', '', t('total'), money(note.total)], 'bold');
  if (note.refunded > 0) row(['', '', t('refunded'), money(note.refunded)], 'body');
  doc.end();
  return done;
}

export async function creditNoteDocument(db: Db, ctx: SaleCtx, id: number, lang: Language) {
  const note = await getCreditNote(db, ctx.clinicId, id);
  const { header, timezone, dateFormat } = await context(db, ctx.clinicId);
  const fileName = note.number ? `credit-note-${note.number}.pdf` : `credit-note-draft-${note.id}.pdf`;
  return { fileName, file: await creditNotePdf(note, header, lang, dateFormat, timezone) };
}
