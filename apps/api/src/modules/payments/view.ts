import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { appointments, clinicPreferences, clinics, paymentCharges, paymentDeposits, type DbOrTx } from '@vetclinic/db';
import { PAYABLE_DEPOSIT_STATUSES, type PaymentDepositStatus, type TDepositSummary, type TPaymentDeposit } from '@vetclinic/domain';
import { isoCurrency } from '@vetclinic/domain/money/currency';
import { notFound } from '../../lib/app-error';
import { loadAppointmentDetails } from '../booking/appointment-view';
import { manageUrl } from '../booking/manage-url';

export type DepositRow = typeof paymentDeposits.$inferSelect;
export type ChargeRow = typeof paymentCharges.$inferSelect;

/** Minor units → the decimal major amount every price travels as. */
export const toMajor = (minor: number) => Math.round(minor) / 100;
export const toMinor = (major: number) => Math.round(major * 100);

export { isoCurrency };

export async function clinicMoney(db: DbOrTx, clinicId: number) {
  const [row] = await db.select({ c: clinics, p: clinicPreferences }).from(clinics).leftJoin(clinicPreferences, eq(clinicPreferences.clinicId, clinics.id)).where(eq(clinics.id, clinicId));
  if (!row) throw notFound();
  const symbol = row.p?.currency ?? '$';
  return { clinic: row.c, symbol, currencyFirst: Boolean(row.p?.currencyFirst ?? 0), iso: isoCurrency(symbol, row.c.countryIsoCode) };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findDeposit(db: DbOrTx, id: string, forUpdate = false): Promise<DepositRow> {
  if (!UUID.test(id)) throw notFound('errors.deposit_not_found');
  const q = db.select().from(paymentDeposits).where(eq(paymentDeposits.id, id)).limit(1);
  const [row] = forUpdate ? await q.for('update') : await q;
  if (!row) throw notFound('errors.deposit_not_found');
  return row;
}

export function toChargeDto(c: ChargeRow): NonNullable<TPaymentDeposit['charges']>[number] {
  return {
    id: c.id,
    kind: c.kind as 'charge' | 'refund',
    status: c.status as 'pending' | 'succeeded' | 'failed',
    amount: toMajor(c.amountMinor),
    amount_minor: c.amountMinor,
    currency: c.currency,
    failure_code: c.failureCode,
    card_last4: c.cardLast4,
    card_brand: c.cardBrand,
    created_at: c.createdAt.toISOString(),
  };
}

/** The deposit as the payment page shows it. `withManageUrl`: only for whoever created or just paid it. */
export async function toPaymentDeposit(
  db: DbOrTx, d: DepositRow, opts: { publicUrl: string; publishableKey: string | null; includeCharges?: boolean; withManageUrl?: boolean },
): Promise<TPaymentDeposit> {
  // A reschedule deposit shows the time being paid for (the held new slot) while it is pending.
  const shownId = d.holdAppointmentId ?? d.appointmentId;
  const [row] = await db.select().from(appointments).where(eq(appointments.id, shownId));
  const details = await loadAppointmentDetails(db, row);
  const money = await clinicMoney(db, d.clinicId);
  const payable = PAYABLE_DEPOSIT_STATUSES.includes(d.status as PaymentDepositStatus);
  const charges = opts.includeCharges
    ? (await db.select().from(paymentCharges).where(eq(paymentCharges.depositId, d.id)).orderBy(asc(paymentCharges.createdAt), asc(paymentCharges.id))).map(toChargeDto)
    : undefined;
  return {
    ...toSummary(d),
    provider: d.provider as 'simulated' | 'stripe',
    client_secret: payable ? d.clientSecret : null,
    publishable_key: d.provider === 'stripe' ? opts.publishableKey : null,
    expires_at: d.expiresAt.toISOString(),
    paid_at: d.paidAt?.toISOString() ?? null,
    purpose: d.purpose as TPaymentDeposit['purpose'],
    appointment: {
      id: d.appointmentId,
      status: row.status,
      datetime_start_utc: row.startsAt.toISOString(),
      datetime_end_utc: row.endsAt.toISOString(),
      vet: { id: details.vet.id, full_name: details.vet.fullName },
      services: details.services.length ? details.services.map((s) => ({ id: s.id, name: s.name })) : details.visitType ? [details.visitType] : [],
      pets: details.pets.map((p) => ({ nickname: p.nickname })),
    },
    clinic: { id: money.clinic.id, name: money.clinic.name, slug: money.clinic.slug, timezone: money.clinic.timezone, currency_symbol: money.symbol, currency_first: money.currencyFirst },
    manage_url: opts.withManageUrl && d.manageToken ? manageUrl(opts.publicUrl, money.clinic.slug, d.manageToken) : null,
    ...(charges ? { charges } : {}),
  };
}

export const toSummary = (d: DepositRow): TDepositSummary => ({
  id: d.id,
  status: d.status as PaymentDepositStatus,
  amount: toMajor(d.amountMinor),
  amount_minor: d.amountMinor,
  currency: d.currency,
  refunded_amount_minor: d.refundedMinor,
});

/**
 * The deposit of each appointment (manage page, staff lists), in one query: the newest one still
 * meaningful (not expired or cancelled), else the newest.
 */
export async function depositSummaries(db: DbOrTx, appointmentIds: number[]): Promise<Map<number, TDepositSummary>> {
  const out = new Map<number, TDepositSummary>();
  if (!appointmentIds.length) return out;
  // One array parameter (a calendar week is ~1,000 ids), served by payment_deposits_appointment_idx.
  const ids = [...new Set(appointmentIds)];
  const rows = await db.select().from(paymentDeposits).where(sql`${paymentDeposits.appointmentId} = ANY(${sql.param(ids)}::int[])`).orderBy(desc(paymentDeposits.createdAt));
  const dead = (r: DepositRow) => r.status === 'expired' || r.status === 'cancelled';
  for (const r of rows) {
    const current = out.get(r.appointmentId);
    if (!current || (dead(rows.find((x) => x.id === current.id)!) && !dead(r))) out.set(r.appointmentId, toSummary(r));
  }
  return out;
}

/** Money the client has paid for this appointment and still not got back. */
export async function heldForAppointment(db: DbOrTx, appointmentId: number): Promise<number> {
  const rows = await db.select().from(paymentDeposits).where(and(eq(paymentDeposits.appointmentId, appointmentId), eq(paymentDeposits.status, 'paid')));
  return rows.reduce((sum, r) => sum + r.amountMinor - r.refundedMinor, 0);
}
