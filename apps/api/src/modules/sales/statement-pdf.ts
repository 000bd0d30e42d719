import { eq } from 'drizzle-orm';
import { clinicPreferences, clinics, petParents, type Db } from '@vetclinic/db';
import { PAYMENT_METHODS, formatClinicDate, formatMoney, type Language, type PaymentMethodId, type TStatement } from '@vetclinic/domain';
import { notFound, validation } from '../../lib/app-error';
import { translate } from '../../lib/i18n';
import { writeAudit } from '../../lib/audit';
import { enqueueMessage, notifyOutbox } from '../messaging/outbox';
import { clinicHeader } from '../purchasing/orders';
import { clinicDocument, tableRow, textLines } from '../../lib/pdf-document';
import type { SaleCtx } from './service';
import { fullStatement } from './statement';

type Header = Awaited<ReturnType<typeof clinicHeader>>;
type Statement = TStatement['data'];

/** The statement as an A4 PDF with the invoice's header and currency format: opening, each movement with the running balance, closing. */
export async function statementPdf(st: Statement, clinic: Header, lang: Language, dateFormat = 'DD-MM-YYYY', timezone = 'UTC'): Promise<Buffer> {
  const t = (key: string, params: Record<string, string | number> = {}) => translate(lang, `sales.statement.doc.${key}`, params);
  const money = (minor: number) => formatMoney(minor, clinic.currency, clinic.currencyFirst);
  const date = (iso: string) => formatClinicDate(iso, { timezone, dateFormat });
  const day = (d: string | null) => (d ? formatClinicDate(`${d}T12:00:00Z`, { timezone: 'UTC', dateFormat }) : '…');
  const { doc, done } = clinicDocument(clinic, t('title'));
  textLines(doc, [`${t('client')}: ${st.client_name}`, `${t('period')}: ${day(st.from)} – ${day(st.to)}`]);
  doc.moveDown(0.8);

  const cols = [50, 130, 300, 375, 450];
  const row = (cells: string[], font: 'body' | 'bold') => {
    if (doc.y > doc.page.height - 80) doc.addPage();
    tableRow(doc, cols, cells, font, 2);
  };
  row([t('date'), t('description'), t('debit'), t('credit'), t('balance')], 'bold');
  row(['', t('opening'), '', '', money(st.opening_balance)], 'body');
  for (const m of st.movements) {
    const method = m.method ? translate(lang, `sales.methods.${m.method}`) || PAYMENT_METHODS[m.method as PaymentMethodId] : '';
    const what = translate(lang, `sales.statement.kinds.${m.kind}`, { number: m.sale_number ?? '', method });
    const extra = m.credit_delta ? ` (${t('credit_change')} ${m.credit_delta > 0 ? '+' : '−'}${money(Math.abs(m.credit_delta))})` : '';
    row([date(m.at), `${what}${extra}`, m.debit ? money(m.debit) : '', m.credit ? money(m.credit) : '', money(m.balance)], 'body');
  }
  doc.moveDown(0.5);
  row(['', t('closing'), money(st.debits), money(st.credits), money(st.closing_balance)], 'bold');
  row(['', t('client_credit'), '', '', money(st.closing_credit)], 'body');
  doc.end();
  return done;
}

async function context(db: Db, clinicId: number) {
  const header = await clinicHeader(db, clinicId);
  const [c] = await db.select({ tz: clinics.timezone, fmt: clinicPreferences.dateFormat }).from(clinics)
    .leftJoin(clinicPreferences, eq(clinicPreferences.clinicId, clinics.id)).where(eq(clinics.id, clinicId));
  return { header, timezone: c?.tz ?? 'UTC', dateFormat: c?.fmt ?? 'DD-MM-YYYY' };
}

const fileNameOf = (st: Statement) => `statement-${st.client_id}${st.to ? `-${st.to}` : ''}.pdf`;

export async function statementDocument(db: Db, ctx: SaleCtx, clientId: number, from: string | null, to: string | null, lang: Language) {
  const st = await fullStatement(db, ctx, clientId, from, to);
  const { header, timezone, dateFormat } = await context(db, ctx.clinicId);
  return { fileName: fileNameOf(st), file: await statementPdf(st, header, lang, dateFormat, timezone) };
}

/** Mails the statement to the client (or a given address) through the outbox, the PDF attached. */
export async function mailStatement(
  db: Db, ctx: SaleCtx, clientId: number, input: { to?: string | null; from?: string | null; to_date?: string | null }, lang: Language,
): Promise<{ to: string }> {
  const st = await fullStatement(db, ctx, clientId, input.from ?? null, input.to_date ?? null);
  const [client] = await db.select({ email: petParents.email }).from(petParents).where(eq(petParents.id, clientId));
  if (!client) throw notFound();
  const recipient = (input.to ?? client.email ?? '').trim();
  if (!recipient) throw validation({ to: ['sales.validation.no_email'] });
  const { header, timezone, dateFormat } = await context(db, ctx.clinicId);
  const pdf = await statementPdf(st, header, lang, dateFormat, timezone);
  const params = { clinic: header.name, balance: formatMoney(st.closing_balance, header.currency, header.currencyFirst), credit: formatMoney(st.closing_credit, header.currency, header.currencyFirst) };
  await db.transaction(async (tx) => {
    await enqueueMessage(tx, {
      clinicId: ctx.clinicId, channel: 'mail', to: recipient, subject: translate(lang, 'sales.statement.mail.subject', params),
      text: translate(lang, 'sales.statement.mail.body', params), clientId, sentBy: ctx.userId,
      attachments: [{ filename: fileNameOf(st), contentType: 'application/pdf', content: pdf.toString('base64'), encoding: 'base64' }],
    });
    await writeAudit(tx, { groupId: ctx.groupId, clinicId: ctx.clinicId, actor: { type: 'staff', id: ctx.userId }, action: 'statement.mailed', entityType: 'pet_parent', entityId: clientId, after: { to: recipient } });
  });
  notifyOutbox();
  return { to: recipient };
}
