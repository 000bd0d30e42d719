import { and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import {
  appointmentPets, appointmentServices, appointments, clinics, isDeadlock, isExclusionViolation, isUniqueViolation, paymentCharges, paymentDeposits, webhookEvents,
  type Tx,
} from '@vetclinic/db';
import {
  AppointmentStatus, PAYABLE_DEPOSIT_STATUSES, resolveLanguage,
  type Language, type PaymentDepositStatus, type TPaymentDeposit, type TRescheduleInput, type TSimulatedCardInput,
} from '@vetclinic/domain';
import { AppError, notFound, validation } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { findRemembered, remember, type IdempotencyContext } from '../../lib/idempotency';
import { newOpaqueToken } from '../../lib/tokens';
import { writeUnlessTaken } from '../../lib/vet-time-guard';
import { PaymentProviderError, WebhookSignatureError, type IntentSnapshot, type ProviderEvent } from '../../providers/payments';
import { isVetFreeAt } from '../availability/service';
import { CLIENT_RESPONSE_STATUSES, changeDeadline, loadAppointmentDetails } from '../booking/appointment-view';
import { insertOnlineBooking, prepareBooking, type BookingContext, type BookingInput } from '../booking/create-booking';
import { issueManageLink, openRescheduleRequest } from '../booking/manage-link';
import { queueBookingMessages } from '../booking/notifications';
import { generatePrintableFiles } from '../documents/printable-files';
import { notifyOutbox } from '../messaging/outbox';
import { createFileStorage } from '../../providers/storage/file-storage';
import { queueDepositMail } from './mails';
import { applySaleIntentTx, reconcileSaleCards } from './sale-card';
import type { PaymentsRuntime } from './runtime';
import { clinicMoney, findDeposit, heldForAppointment, toMinor, toPaymentDeposit, type DepositRow } from './view';
import { appointmentEventData, emitAppointmentEvent, emitEvent } from '../webhooks/events';

type AppointmentRow = typeof appointments.$inferSelect;

const OPEN: PaymentDepositStatus[] = ['due', 'failed', 'processing'];
const isPayable = (d: DepositRow) => PAYABLE_DEPOSIT_STATUSES.includes(d.status as PaymentDepositStatus);
const langOf = (d: DepositRow): Language => resolveLanguage(d.language ?? 'en');

export async function viewDeposit(rt: PaymentsRuntime, id: string, opts: { includeCharges?: boolean; withManageUrl?: boolean } = {}): Promise<TPaymentDeposit> {
  const d = await findDeposit(rt.db, id);
  return toPaymentDeposit(rt.db, d, {
    publicUrl: rt.config.publicUrl,
    publishableKey: rt.provider.publishableKey,
    includeCharges: opts.includeCharges,
    // The manage link goes to whoever created the deposit, and to the payer once it is paid.
    withManageUrl: opts.withManageUrl && d.purpose === 'booking',
  });
}

// ---------------------------------------------------------------- creation

/**
 * Online booking with a deposit: the same checks and slot-holding insert as a plain booking, but the
 * appointment is created with status 0 (HOLD) — it occupies the vet, nobody else can take the time —
 * and a deposit of (the selection's deposit per pet × pets) in the clinic's currency is due within
 * DEPOSIT_HOLD_MINUTES. The amount is computed here from the clinic's prices, never taken from the client.
 */
export async function createBookingDeposit(rt: PaymentsRuntime, ctx: BookingContext, input: BookingInput, idem: IdempotencyContext | null): Promise<TPaymentDeposit> {
  const replay = async () => {
    const before = idem ? await findRemembered<{ deposit_id: string }>(rt.db, idem) : null;
    return before ? viewDeposit(rt, before.response.deposit_id, { withManageUrl: true }) : null;
  };
  const first = await replay();
  if (first) return first;
  const prepared = await prepareBooking(rt.db, ctx, input);
  if (prepared.selection.depositMinor <= 0) throw validation({ service_package_ids: ['validation.deposit_not_required'] });
  const money = await clinicMoney(rt.db, prepared.clinic.id);
  const now = rt.now();
  let depositId: string;
  try {
    depositId = await rt.db.transaction(async (tx) => {
      const token = newOpaqueToken();
      const { appointment, client, petIds } = await insertOnlineBooking(tx, ctx, prepared, input, { status: AppointmentStatus.HOLD, token });
      const [dep] = await tx.insert(paymentDeposits).values({
        clinicId: prepared.clinic.id,
        appointmentId: appointment.id,
        clientId: client.id,
        purpose: 'booking',
        status: 'due',
        amountMinor: prepared.selection.depositMinor * petIds.length,
        currency: money.iso,
        provider: rt.provider.name,
        expiresAt: new Date(now + rt.config.depositHoldMinutes * 60_000),
        manageToken: token,
        language: ctx.lang,
        createdAt: new Date(now),
        updatedAt: new Date(now),
      }).returning();
      await writeAudit(tx, {
        groupId: prepared.clinic.groupId, clinicId: prepared.clinic.id, actor: ctx.parent ? { type: 'parent', id: ctx.parent.parentId } : { type: 'guest', id: null },
        action: 'appointment.held_for_deposit', entityType: 'appointment', entityId: appointment.id,
        after: { status: appointment.status, vet_id: appointment.vetId, starts_at: appointment.startsAt, deposit_id: dep.id, amount_minor: dep.amountMinor },
      });
      if (idem) await remember(tx, idem, 201, { deposit_id: dep.id });
      return dep.id;
    });
  } catch (err) {
    if (idem && isUniqueViolation(err, 'idempotency_keys_scope_key_pk')) {
      const again = await replay();
      if (again) return again;
    }
    throw err;
  }
  await ensureIntent(rt, depositId).catch((err: unknown) => rt.log.warn({ err, deposit: depositId }, 'payment intent not created yet (created on the next read)'));
  return viewDeposit(rt, depositId, { withManageUrl: true });
}

/** Creates the provider's intent for a payable deposit once (idempotency key per deposit). */
export async function ensureIntent(rt: PaymentsRuntime, id: string): Promise<DepositRow> {
  const d = await findDeposit(rt.db, id);
  if (d.providerRef || !isPayable(d)) return d;
  if (d.provider !== rt.provider.name) return d;
  const [clinic] = await rt.db.select({ name: clinics.name }).from(clinics).where(eq(clinics.id, d.clinicId));
  let intent: IntentSnapshot;
  try {
    intent = await rt.provider.createIntent({
      amountMinor: d.amountMinor,
      currency: d.currency,
      description: `Deposit — ${clinic?.name ?? 'clinic'} — appointment ${d.appointmentId}`,
      metadata: { deposit_id: d.id, appointment_id: String(d.appointmentId), clinic_id: String(d.clinicId) },
      idempotencyKey: `deposit-${d.id}-intent`,
    });
  } catch (err) {
    rt.log.warn({ err, deposit: id }, 'the provider did not create the payment intent');
    throw new AppError('upstream_unavailable', 'errors.payment_provider_unavailable');
  }
  const [updated] = await rt.db.update(paymentDeposits).set({ providerRef: intent.id, clientSecret: intent.clientSecret, updatedAt: new Date(rt.now()) })
    .where(and(eq(paymentDeposits.id, id), isNull(paymentDeposits.providerRef))).returning();
  return updated ?? findDeposit(rt.db, id);
}

/** Public read: expires a hold that is past its time (the job does it too) and creates the intent if missing. */
export async function readDeposit(rt: PaymentsRuntime, id: string, includeCharges: boolean): Promise<TPaymentDeposit> {
  let d = await findDeposit(rt.db, id);
  if (isPayable(d) && d.expiresAt.getTime() <= rt.now()) await expireDeposit(rt, d.id, rt.now());
  else if (isPayable(d) && !d.providerRef) d = await ensureIntent(rt, d.id).catch(() => d);
  return viewDeposit(rt, id, { includeCharges });
}

// ---------------------------------------------------------------- paying

function assertPayable(d: DepositRow, now: number) {
  if (d.status === 'paid') throw new AppError('deposit_already_paid');
  if (d.status === 'expired' || (isPayable(d) && d.expiresAt.getTime() <= now)) throw new AppError('deposit_expired');
  if (d.status === 'processing') throw new AppError('payment_in_progress');
  if (!isPayable(d)) throw new AppError('invalid_state', 'errors.deposit_not_payable');
}

/**
 * The simulated provider's card form. One attempt at a time per deposit: the deposit is claimed
 * (due|failed → processing) in one conditional UPDATE, so concurrent submits charge once; the charge
 * row (pending) is written before the provider is called, and the provider's answer is applied by the
 * same code a webhook runs. A crash after the provider charged leaves the deposit in processing for
 * the reconciliation job, which reads the provider's truth.
 */
export async function payDeposit(rt: PaymentsRuntime, id: string, card: TSimulatedCardInput): Promise<TPaymentDeposit> {
  let d = await findDeposit(rt.db, id);
  if (d.provider !== 'simulated' || !rt.provider.confirmWithCard) throw new AppError('wrong_provider');
  if (isPayable(d) && d.expiresAt.getTime() <= rt.now()) {
    await expireDeposit(rt, d.id, rt.now());
    d = await findDeposit(rt.db, id);
  }
  assertPayable(d, rt.now());
  d = await ensureIntent(rt, id);
  if (!d.providerRef) throw new AppError('upstream_unavailable', 'errors.payment_provider_unavailable');
  const digits = card.card_number.replace(/[\s-]/g, '');
  const claim = await rt.db.transaction(async (tx) => {
    const [row] = await tx.update(paymentDeposits)
      .set({ status: 'processing', attempts: sql`${paymentDeposits.attempts} + 1`, updatedAt: new Date(rt.now()) })
      .where(and(eq(paymentDeposits.id, id), inArray(paymentDeposits.status, ['due', 'failed']), sql`${paymentDeposits.expiresAt} > ${new Date(rt.now()).toISOString()}`))
      .returning();
    if (!row) return null;
    const key = `deposit-${id}-attempt-${row.attempts}`;
    await tx.insert(paymentCharges).values({
      depositId: id, kind: 'charge', status: 'pending', amountMinor: row.amountMinor, currency: row.currency, idempotencyKey: key, cardLast4: digits.slice(-4),
      createdAt: new Date(rt.now()), updatedAt: new Date(rt.now()),
    });
    return { key };
  });
  if (!claim) {
    assertPayable(await findDeposit(rt.db, id), rt.now());
    throw new AppError('payment_in_progress');
  }
  let intent: IntentSnapshot;
  try {
    intent = await rt.provider.confirmWithCard(d.providerRef, card, claim.key);
  } catch (err) {
    // Refused or unreachable: settle from the provider's own state now if we can, else the job will.
    rt.log.warn({ err, deposit: id }, 'confirm failed; reading the intent back');
    try {
      intent = await rt.provider.retrieveIntent(d.providerRef);
    } catch {
      throw new AppError('upstream_unavailable', 'errors.payment_provider_unavailable');
    }
  }
  if (rt.failpoints.afterProviderCharge) throw new Error('failpoint: stopped after the provider charged, before our status change');
  await applyIntent(rt, intent);
  const after = await findDeposit(rt.db, id);
  return viewDeposit(rt, id, { includeCharges: true, withManageUrl: after.status === 'paid' });
}

/** Stripe path: after the browser confirmed with Stripe, read the intent back and apply it. */
export async function syncDeposit(rt: PaymentsRuntime, id: string): Promise<TPaymentDeposit> {
  let d = await findDeposit(rt.db, id);
  if (d.provider !== rt.provider.name) throw new AppError('wrong_provider');
  if (!d.providerRef && isPayable(d)) d = await ensureIntent(rt, id);
  if (d.providerRef) {
    const intent = await rt.provider.retrieveIntent(d.providerRef).catch((err: unknown) => {
      rt.log.warn({ err, deposit: id }, 'sync: provider unreachable');
      throw new AppError('upstream_unavailable', 'errors.payment_provider_unavailable');
    });
    await applyIntent(rt, intent);
  }
  d = await findDeposit(rt.db, id);
  if (isPayable(d) && d.expiresAt.getTime() <= rt.now()) await expireDeposit(rt, id, rt.now());
  const after = await findDeposit(rt.db, id);
  return viewDeposit(rt, id, { includeCharges: true, withManageUrl: after.status === 'paid' });
}

// ---------------------------------------------------------------- the one place provider state becomes ours

interface AfterCommit {
  refundDepositIds: string[];
  /** Appointments a payment just settled: confirmed ones (the clinic auto-confirms) get their printable files. */
  paidAppointmentIds: number[];
}

/** Applies a provider's intent state to its deposit in its own transaction, then does the follow-up work. */
export async function applyIntent(rt: PaymentsRuntime, intent: IntentSnapshot) {
  const after: AfterCommit = { refundDepositIds: [], paidAppointmentIds: [] };
  await rt.db.transaction((tx) => applyIntentTx(tx, rt, intent, after));
  await afterCommit(rt, after);
}

async function afterCommit(rt: PaymentsRuntime, after: AfterCommit) {
  for (const id of after.refundDepositIds) await settleRefunds(rt, id).catch((err: unknown) => rt.log.warn({ err, deposit: id }, 'refund not settled yet (reconciliation retries)'));
  notifyOutbox();
  // As when staff confirm (appointments/routes.ts): after the commit, once per appointment, never the payment's failure.
  // generatePrintableFiles does nothing for an appointment still waiting for the clinic.
  for (const id of after.paidAppointmentIds) {
    await generatePrintableFiles(rt.db, createFileStorage(rt.config), id).catch((err: unknown) => rt.log.warn({ err, appointmentId: id }, 'printable files not generated'));
  }
}

/**
 * Idempotent and monotonic: applying the same state twice, or an older state after a newer one,
 * changes nothing. A paid deposit is never un-paid; a payment that arrives after the hold expired
 * (or the appointment was cancelled) is refunded automatically.
 */
async function applyIntentTx(tx: Tx, rt: PaymentsRuntime, intent: IntentSnapshot, after: AfterCommit) {
  const [found] = await tx.select().from(paymentDeposits).where(and(eq(paymentDeposits.provider, rt.provider.name), eq(paymentDeposits.providerRef, intent.id))).for('update');
  // Not a deposit's: perhaps an invoice paid online (sale-card.ts), which the same webhooks and jobs settle.
  if (!found) {
    await applySaleIntentTx(tx, rt, intent);
    return;
  }
  const d = found;
  const now = new Date(rt.now());
  if (intent.latestCharge) await recordCharge(tx, d, intent, now);

  if (intent.status === 'succeeded') {
    if (OPEN.includes(d.status as PaymentDepositStatus)) {
      const settled = await markPaid(tx, rt, d, now);
      if (settled) after.paidAppointmentIds.push(d.appointmentId);
      if (!settled) {
        // The time it paid for is gone (cancelled meanwhile): give the money back.
        await tx.update(paymentDeposits).set({ status: 'paid', paidAt: now, clientSecret: null, updatedAt: now }).where(eq(paymentDeposits.id, d.id));
        await queueRefund(tx, { ...d, status: 'paid' }, d.amountMinor - d.refundedMinor, 'late_payment', now);
        after.refundDepositIds.push(d.id);
      }
    } else if (d.status === 'expired' || d.status === 'cancelled') {
      await tx.update(paymentDeposits).set({ status: 'paid', paidAt: now, clientSecret: null, updatedAt: now }).where(eq(paymentDeposits.id, d.id));
      await queueRefund(tx, { ...d, status: 'paid' }, d.amountMinor - d.refundedMinor, 'late_payment', now);
      after.refundDepositIds.push(d.id);
    }
    return;
  }
  if (intent.status === 'processing') {
    if (d.status === 'due' || d.status === 'failed') await tx.update(paymentDeposits).set({ status: 'processing', updatedAt: now }).where(eq(paymentDeposits.id, d.id));
    return;
  }
  // requires_payment_method / requires_action / canceled: no money moved by this attempt.
  if (d.status === 'processing' || d.status === 'due') {
    const declined = intent.latestCharge?.status === 'failed';
    // An attempt we started that never reached the provider ends as a processing error.
    await tx.update(paymentCharges).set({ status: 'failed', failureCode: 'processing_error', updatedAt: now })
      .where(and(eq(paymentCharges.depositId, d.id), eq(paymentCharges.kind, 'charge'), eq(paymentCharges.status, 'pending'), isNull(paymentCharges.providerRef)));
    const next = declined || d.status === 'processing' ? 'failed' : 'due';
    if (next !== d.status) await tx.update(paymentDeposits).set({ status: next, updatedAt: now }).where(eq(paymentDeposits.id, d.id));
  }
}

/** One row per provider charge: the attempt we wrote as pending gets the provider's id and outcome. */
async function recordCharge(tx: Tx, d: DepositRow, intent: IntentSnapshot, now: Date) {
  const lc = intent.latestCharge!;
  const outcome = { status: lc.status, failureCode: lc.status === 'failed' ? lc.failureCode ?? 'card_declined' : null, cardLast4: lc.last4, cardBrand: lc.brand, updatedAt: now };
  const [known] = await tx.select().from(paymentCharges).where(and(eq(paymentCharges.kind, 'charge'), eq(paymentCharges.providerRef, lc.id)));
  if (known) {
    if (known.status === 'pending' && lc.status !== 'pending') await tx.update(paymentCharges).set(outcome).where(eq(paymentCharges.id, known.id));
    return;
  }
  const [mine] = await tx.select().from(paymentCharges)
    .where(and(eq(paymentCharges.depositId, d.id), eq(paymentCharges.kind, 'charge'), eq(paymentCharges.status, 'pending'), isNull(paymentCharges.providerRef)))
    .orderBy(desc(paymentCharges.createdAt)).limit(1);
  if (mine) {
    await tx.update(paymentCharges).set({ ...outcome, providerRef: lc.id, cardLast4: lc.last4 ?? mine.cardLast4 }).where(eq(paymentCharges.id, mine.id));
    return;
  }
  await tx.insert(paymentCharges).values({
    depositId: d.id, kind: 'charge', amountMinor: intent.amountMinor, currency: d.currency, providerRef: lc.id,
    idempotencyKey: `${d.provider}-charge-${lc.id}`, createdAt: now, ...outcome,
  });
}

/** Paid: the appointment takes its normal course and the client gets the usual confirmation mail. False when its time is gone. */
async function markPaid(tx: Tx, rt: PaymentsRuntime, d: DepositRow, now: Date): Promise<boolean> {
  const [appt] = await tx.select().from(appointments).where(eq(appointments.id, d.appointmentId)).for('update');
  const [clinic] = await tx.select().from(clinics).where(eq(clinics.id, d.clinicId));
  const lang = langOf(d);
  const publicUrl = rt.config.publicUrl;
  let updated: AppointmentRow | null = null;
  let event: 'booked' | 'accepted' | 'rescheduled' = 'booked';
  let token = d.manageToken;

  if (d.purpose === 'booking') {
    if (appt.status !== AppointmentStatus.HOLD) return false;
    [updated] = await tx.update(appointments).set({ status: clinic.autoConfirm ? AppointmentStatus.CONFIRMED : AppointmentStatus.PENDING_CLINIC_APPROVAL, updatedAt: now })
      .where(eq(appointments.id, appt.id)).returning();
  } else if (d.purpose === 'clinic_request') {
    if (!CLIENT_RESPONSE_STATUSES.includes(appt.status) && appt.status !== AppointmentStatus.PENDING_CLINIC_APPROVAL) return false;
    event = 'accepted';
    // Tokens are kept only as hashes: the confirmation carries a further link, the earlier ones keep working.
    token = await issueManageLink(tx, appt.id);
    [updated] = await tx.update(appointments).set({ status: AppointmentStatus.CONFIRMED, updatedAt: now }).where(eq(appointments.id, appt.id)).returning();
  } else {
    event = 'rescheduled';
    updated = await moveToHeldSlot(tx, d, appt, clinic, now);
    if (!updated) return false;
  }
  await tx.update(paymentDeposits).set({ status: 'paid', paidAt: now, clientSecret: null, holdAppointmentId: null, updatedAt: now }).where(eq(paymentDeposits.id, d.id));
  const details = await loadAppointmentDetails(tx, updated);
  if (token) await queueBookingMessages(tx, event, details, { publicUrl, mailFrom: rt.config.mailFrom, token, lang });
  await writeAudit(tx, {
    groupId: clinic.groupId, clinicId: clinic.id, actor: { type: 'guest', id: null }, action: 'appointment.deposit_paid', entityType: 'appointment', entityId: appt.id,
    before: { status: appt.status }, after: { status: updated.status, deposit_id: d.id, amount_minor: d.amountMinor, purpose: d.purpose },
  });
  await emitEvent(tx, { clinicId: clinic.id, type: 'payment.received', data: {
    deposit_id: d.id, appointment_id: appt.id, client_id: d.clientId, amount_minor: d.amountMinor, currency: d.currency, purpose: d.purpose,
  } }, now);
  await emitAppointmentEvent(tx, updated);
  return true;
}

/** Reschedule paid: free the held slot and move the appointment onto it, in one transaction. */
async function moveToHeldSlot(tx: Tx, d: DepositRow, appt: AppointmentRow, clinic: typeof clinics.$inferSelect, now: Date): Promise<AppointmentRow | null> {
  const r = d.reschedule;
  if (!r || !CLIENT_RESPONSE_STATUSES.includes(appt.status)) {
    if (d.holdAppointmentId) await tx.delete(appointments).where(eq(appointments.id, d.holdAppointmentId));
    return null;
  }
  if (d.holdAppointmentId) await tx.delete(appointments).where(eq(appointments.id, d.holdAppointmentId));
  // Taken meanwhile (constraint, or the deadlock PostgreSQL reports for simultaneous overlaps) → null.
  const moved = await writeUnlessTaken(tx, async (sp) => (await sp.update(appointments).set({
    vetId: r.vet_id, startsAt: new Date(r.starts_at), endsAt: new Date(r.ends_at),
    status: clinic.autoConfirm ? AppointmentStatus.CONFIRMED : AppointmentStatus.RESCHEDULED_CLIENT_APPROVAL, updatedAt: now,
  }).where(eq(appointments.id, appt.id)).returning())[0]);
  if (!moved) return null;
  if (r.service_package_ids.length) {
    await tx.delete(appointmentServices).where(eq(appointmentServices.appointmentId, appt.id));
    await tx.insert(appointmentServices).values(r.service_package_ids.map((id) => ({ appointmentId: appt.id, servicePackageId: id })));
  }
  return moved;
}

// ---------------------------------------------------------------- webhooks

/** Verifies and handles a provider's webhook. Answers whether it was new (a duplicate has no effect). */
export async function handleWebhook(rt: PaymentsRuntime, provider: string, rawBody: Buffer, headers: Record<string, string | string[] | undefined>) {
  if (provider !== rt.provider.name) throw notFound('errors.route_not_found');
  let event: ProviderEvent;
  try {
    event = rt.provider.parseWebhook(rawBody, headers);
  } catch (err) {
    if (err instanceof WebhookSignatureError) throw new AppError('invalid_signature');
    throw err;
  }
  return handleEvent(rt, event);
}

/**
 * One effect per event id: the dedup row and the state change commit together. The intent is read
 * back from the provider rather than trusted from the payload, so an old or reordered event can
 * only ever apply the current truth.
 */
export async function handleEvent(rt: PaymentsRuntime, event: ProviderEvent): Promise<{ duplicate: boolean }> {
  let intent: IntentSnapshot | null = null;
  if (event.intentId) {
    try {
      intent = await rt.provider.retrieveIntent(event.intentId);
    } catch (err) {
      if (!(err instanceof PaymentProviderError) || err.retryable) throw new AppError('upstream_unavailable', 'errors.payment_provider_unavailable');
    }
  }
  const after: AfterCommit = { refundDepositIds: [], paidAppointmentIds: [] };
  const fresh = await rt.db.transaction(async (tx) => {
    const [row] = await tx.insert(webhookEvents).values({ provider: rt.provider.name, eventId: event.id.slice(0, 255), type: event.type.slice(0, 80), receivedAt: new Date(rt.now()) })
      .onConflictDoNothing().returning();
    if (!row) return false;
    if (intent) await applyIntentTx(tx, rt, intent, after);
    return true;
  });
  if (fresh) await afterCommit(rt, after);
  return { duplicate: !fresh };
}

// ---------------------------------------------------------------- expiry and reconciliation

/**
 * Releases a hold not paid in time: the provider's intent is cancelled first (if it succeeded in the
 * meantime, the deposit is paid instead), then the deposit expires and the held time is freed — the
 * booking's appointment becomes cancelled (6, so it drops out of the no-overlap constraint), a
 * reschedule's held slot is deleted. Returns what happened.
 */
export async function expireDeposit(rt: PaymentsRuntime, id: string, at: number): Promise<'expired' | 'paid' | 'skipped'> {
  const d = await findDeposit(rt.db, id);
  if (!isPayable(d) || d.expiresAt.getTime() > at) return 'skipped';
  if (d.providerRef) {
    try {
      const intent = await rt.provider.cancelIntent(d.providerRef, `deposit-${d.id}-cancel`);
      if (intent.status === 'succeeded' || intent.status === 'processing') {
        await applyIntent(rt, intent);
        return intent.status === 'succeeded' ? 'paid' : 'skipped';
      }
    } catch (err) {
      if (err instanceof PaymentProviderError && err.retryable) return 'skipped';
      rt.log.warn({ err, deposit: id }, 'expiry: intent could not be cancelled');
    }
  }
  const done = await rt.db.transaction(async (tx) => {
    const row = await findDeposit(tx, id, true);
    if (!isPayable(row) || row.expiresAt.getTime() > at) return false;
    const now = new Date(rt.now());
    await tx.update(paymentDeposits).set({ status: 'expired', clientSecret: null, holdAppointmentId: null, updatedAt: now }).where(eq(paymentDeposits.id, id));
    const [appt] = await tx.select().from(appointments).where(eq(appointments.id, row.appointmentId)).for('update');
    if (row.purpose === 'booking' && appt.status === AppointmentStatus.HOLD) {
      const [freed] = await tx.update(appointments).set({ status: AppointmentStatus.CANCELED_BY_CLIENT, cancelReason: 'deposit_expired', updatedAt: now }).where(eq(appointments.id, appt.id)).returning();
      const details = await loadAppointmentDetails(tx, freed);
      await queueDepositMail(tx, 'expired', row, details, { publicUrl: rt.config.publicUrl, lang: langOf(row) });
      // The appointment is now cancelled (status 6) like any cancellation, and the hold's own event says why.
      await emitAppointmentEvent(tx, freed);
      await emitEvent(tx, { clinicId: row.clinicId, type: 'appointment.hold_expired', data: {
        ...appointmentEventData(freed), deposit_id: row.id, amount_minor: row.amountMinor, currency: row.currency, expires_at: row.expiresAt.toISOString(),
      } }, now);
    }
    if (row.holdAppointmentId) await tx.delete(appointments).where(eq(appointments.id, row.holdAppointmentId));
    const [clinic] = await tx.select().from(clinics).where(eq(clinics.id, row.clinicId));
    await writeAudit(tx, {
      groupId: clinic.groupId, clinicId: clinic.id, actor: { type: 'system', id: null }, action: 'appointment.deposit_expired', entityType: 'appointment', entityId: appt.id,
      before: { status: appt.status }, after: { deposit_id: id, purpose: row.purpose },
    });
    return true;
  });
  if (done) notifyOutbox();
  return done ? 'expired' : 'skipped';
}

/** The expiry job: every payable deposit whose time is up at `at` (the payments clock by default). */
export async function runExpiry(rt: PaymentsRuntime, at = rt.now()) {
  const due = await rt.db.select({ id: paymentDeposits.id }).from(paymentDeposits)
    .where(and(inArray(paymentDeposits.status, ['due', 'failed']), lte(paymentDeposits.expiresAt, new Date(at))))
    .orderBy(asc(paymentDeposits.expiresAt)).limit(500);
  const out = { expired: 0, paid: 0, skipped: 0 };
  for (const { id } of due) out[await expireDeposit(rt, id, at)]++;
  return out;
}

/**
 * The reconciliation job (also run once at startup): deposits left in processing — a crash between
 * the provider's charge and our update, a lost webhook, a browser that never came back — take the
 * provider's state; refunds left pending are retried with their original idempotency key.
 */
export async function reconcile(rt: PaymentsRuntime, opts: { graceMs?: number } = {}) {
  const cutoff = new Date(rt.now() - (opts.graceMs ?? 60_000));
  const stuck = await rt.db.select().from(paymentDeposits)
    .where(and(eq(paymentDeposits.status, 'processing'), eq(paymentDeposits.provider, rt.provider.name), lte(paymentDeposits.updatedAt, cutoff))).limit(500);
  const out = { reconciled: 0, refunds: 0, errors: 0 };
  for (const d of stuck) {
    try {
      if (!d.providerRef) {
        await rt.db.update(paymentDeposits).set({ status: 'failed', updatedAt: new Date(rt.now()) }).where(and(eq(paymentDeposits.id, d.id), eq(paymentDeposits.status, 'processing')));
      } else {
        await applyIntent(rt, await rt.provider.retrieveIntent(d.providerRef));
      }
      out.reconciled++;
    } catch (err) {
      out.errors++;
      rt.log.warn({ err, deposit: d.id }, 'reconciliation failed for a deposit');
    }
  }
  const sales = await reconcileSaleCards(rt, cutoff);
  out.reconciled += sales.reconciled;
  out.errors += sales.errors;
  const pending = await rt.db.selectDistinct({ id: paymentCharges.depositId }).from(paymentCharges)
    .where(and(eq(paymentCharges.kind, 'refund'), eq(paymentCharges.status, 'pending'), lte(paymentCharges.createdAt, cutoff))).limit(500);
  for (const { id } of pending) {
    try {
      out.refunds += await settleRefunds(rt, id);
    } catch (err) {
      out.errors++;
      rt.log.warn({ err, deposit: id }, 'refund retry failed');
    }
  }
  return out;
}

// ---------------------------------------------------------------- refunds

/** Writes a pending refund row (in the caller's transaction); the provider is called after commit by settleRefunds. */
export async function queueRefund(tx: Tx, d: DepositRow, amountMinor: number, reason: string, now = new Date()) {
  const rows = await tx.select().from(paymentCharges).where(and(eq(paymentCharges.depositId, d.id), eq(paymentCharges.kind, 'refund')));
  const pending = rows.filter((r) => r.status === 'pending').reduce((s, r) => s + r.amountMinor, 0);
  const refundable = d.amountMinor - d.refundedMinor - pending;
  if (d.status !== 'paid' || amountMinor <= 0 || amountMinor > refundable) throw new AppError('invalid_state', 'errors.deposit_not_refundable');
  await tx.insert(paymentCharges).values({
    depositId: d.id, kind: 'refund', status: 'pending', amountMinor, currency: d.currency,
    idempotencyKey: `deposit-${d.id}-refund-${rows.length + 1}`, reason: reason.slice(0, 200), createdAt: now, updatedAt: now,
  });
}

/** Sends pending refunds of a deposit to the provider and records the outcome; returns how many settled. */
export async function settleRefunds(rt: PaymentsRuntime, depositId: string): Promise<number> {
  const d = await findDeposit(rt.db, depositId);
  const pending = await rt.db.select().from(paymentCharges)
    .where(and(eq(paymentCharges.depositId, depositId), eq(paymentCharges.kind, 'refund'), eq(paymentCharges.status, 'pending'))).orderBy(asc(paymentCharges.createdAt));
  let settled = 0;
  for (const r of pending) {
    if (!d.providerRef) continue;
    const result = await rt.provider.refund({ intentId: d.providerRef, amountMinor: r.amountMinor, currency: d.currency, idempotencyKey: r.idempotencyKey, reason: r.reason ?? undefined });
    if (result.status === 'pending') continue;
    const changed = await rt.db.transaction(async (tx) => {
      const row = await findDeposit(tx, depositId, true);
      const [upd] = await tx.update(paymentCharges).set({ status: result.status, providerRef: result.id, updatedAt: new Date(rt.now()) })
        .where(and(eq(paymentCharges.id, r.id), eq(paymentCharges.status, 'pending'))).returning();
      if (!upd || result.status !== 'succeeded') return false;
      const refunded = row.refundedMinor + r.amountMinor;
      await tx.update(paymentDeposits).set({ refundedMinor: refunded, status: refunded >= row.amountMinor ? 'refunded' : row.status, updatedAt: new Date(rt.now()) }).where(eq(paymentDeposits.id, depositId));
      const [appt] = await tx.select().from(appointments).where(eq(appointments.id, row.appointmentId));
      await queueDepositMail(tx, 'refunded', row, await loadAppointmentDetails(tx, appt), { publicUrl: rt.config.publicUrl, lang: langOf(row), amountMinor: r.amountMinor });
      // Recorded when the provider confirms it (a pending refund is not money back yet); the reason stays out (staff's text).
      await emitEvent(tx, { clinicId: row.clinicId, type: 'refund.created', data: {
        deposit_refund_id: r.id, source: 'deposit', deposit_id: row.id, appointment_id: row.appointmentId, client_id: row.clientId,
        amount_minor: r.amountMinor, currency: r.currency, via_provider: true,
      } }, new Date(rt.now()));
      return true;
    });
    if (changed) settled++;
  }
  if (settled) notifyOutbox();
  return settled;
}

/** Staff refund by hand (the whole remaining amount unless given), e.g. after the client's cutoff. */
export async function refundByStaff(rt: PaymentsRuntime, scope: { clinicId: number; groupId: number; userId: number }, id: string, input: { amount?: number; reason?: string }) {
  const d0 = await findDeposit(rt.db, id);
  if (d0.clinicId !== scope.clinicId) throw notFound('errors.deposit_not_found');
  await rt.db.transaction(async (tx) => {
    const d = await findDeposit(tx, id, true);
    const amount = input.amount !== undefined ? toMinor(input.amount) : d.amountMinor - d.refundedMinor;
    await queueRefund(tx, d, amount, `staff:${scope.userId}${input.reason ? `: ${input.reason}` : ''}`, new Date(rt.now()));
    await writeAudit(tx, {
      groupId: scope.groupId, clinicId: scope.clinicId, actor: { type: 'staff', id: scope.userId }, action: 'deposit.refund_requested', entityType: 'appointment', entityId: d.appointmentId,
      after: { deposit_id: d.id, amount_minor: amount, reason: input.reason ?? null },
    });
  });
  await settleRefunds(rt, id).catch((err: unknown) => {
    rt.log.warn({ err, deposit: id }, 'manual refund not settled yet (reconciliation retries)');
  });
  return viewDeposit(rt, id, { includeCharges: true });
}

/**
 * The appointment was cancelled (in the caller's transaction): unpaid deposits are cancelled (a held
 * reschedule slot is freed), paid ones are refunded in full when `refund` (client before the cutoff,
 * clinic cancelling), else kept. Returns the deposits whose refunds must be sent after commit.
 */
export async function onAppointmentCancelled(tx: Tx, appointmentId: number, opts: { refund: boolean; reason: string }): Promise<string[]> {
  const rows = await tx.select().from(paymentDeposits).where(eq(paymentDeposits.appointmentId, appointmentId)).for('update');
  const toSettle: string[] = [];
  const now = new Date();
  for (const d of rows) {
    if (OPEN.includes(d.status as PaymentDepositStatus)) {
      await tx.update(paymentDeposits).set({ status: 'cancelled', clientSecret: null, holdAppointmentId: null, updatedAt: now }).where(eq(paymentDeposits.id, d.id));
      if (d.holdAppointmentId) await tx.delete(appointments).where(eq(appointments.id, d.holdAppointmentId));
    } else if (d.status === 'paid' && opts.refund && d.amountMinor > d.refundedMinor) {
      const pendingRows = await tx.select().from(paymentCharges).where(and(eq(paymentCharges.depositId, d.id), eq(paymentCharges.kind, 'refund'), eq(paymentCharges.status, 'pending')));
      const open = d.amountMinor - d.refundedMinor - pendingRows.reduce((s, r) => s + r.amountMinor, 0);
      if (open > 0) {
        await queueRefund(tx, d, open, opts.reason, now);
        toSettle.push(d.id);
      }
    }
  }
  return toSettle;
}

// ---------------------------------------------------------------- clinic request and reschedule

/**
 * Staff created a pending appointment and asked for a deposit: the deposit (purpose clinic_request)
 * and the payment-link mail commit with the appointment. It stays payable until the client's change
 * deadline (at least one day, at most until the visit starts).
 */
export async function createClinicRequestDeposit(
  tx: Tx, ctx: { publicUrl: string; provider: 'simulated' | 'stripe'; now: number },
  appt: AppointmentRow, opts: { amountMinor: number; lang: Language },
) {
  const [clinic] = await tx.select().from(clinics).where(eq(clinics.id, appt.clinicId));
  const money = await clinicMoney(tx, clinic.id);
  const deadline = changeDeadline(appt, clinic).getTime();
  const expires = Math.min(appt.startsAt.getTime(), Math.max(deadline, ctx.now + 24 * 3600_000));
  const [dep] = await tx.insert(paymentDeposits).values({
    clinicId: clinic.id, appointmentId: appt.id, clientId: appt.clientId, purpose: 'clinic_request', status: 'due',
    amountMinor: opts.amountMinor, currency: money.iso, provider: ctx.provider, expiresAt: new Date(Math.max(expires, ctx.now + 60_000)),
    language: opts.lang, createdAt: new Date(ctx.now), updatedAt: new Date(ctx.now),
  }).returning();
  const details = await loadAppointmentDetails(tx, appt);
  const mailed = await queueDepositMail(tx, 'link', dep, details, { publicUrl: ctx.publicUrl, lang: opts.lang });
  return { deposit: dep, mailed };
}

/** The deposit a selection needs for this appointment: per-pet deposit × its pets. */
async function selectionDeposit(tx: Tx, appt: AppointmentRow, depositPerPet: number) {
  const petRows = await tx.select({ id: appointmentPets.petId }).from(appointmentPets).where(eq(appointmentPets.appointmentId, appt.id));
  return depositPerPet * Math.max(petRows.length, 1);
}

/** What the client still owes to move to this selection (new deposit − what they paid and kept). */
export async function rescheduleShortfall(tx: Tx, appt: AppointmentRow, depositPerPet: number): Promise<number> {
  if (depositPerPet <= 0) return 0;
  return Math.max(0, (await selectionDeposit(tx, appt, depositPerPet)) - (await heldForAppointment(tx, appt.id)));
}

/**
 * Reschedule that needs a bigger deposit: the new time is held (its own status-0 row, so nobody takes
 * it) and a deposit for the difference is due; paying moves the appointment there (moveToHeldSlot).
 */
export async function createRescheduleDeposit(rt: PaymentsRuntime, token: string, input: TRescheduleInput, lang: Language): Promise<TPaymentDeposit> {
  const now = rt.now();
  const id = await rt.db.transaction(async (tx) => {
    const { row, clinic, selection } = await openRescheduleRequest(tx, token, input, now);
    const extra = await rescheduleShortfall(tx, row, selection.depositMinor);
    if (extra <= 0) throw validation({ service_package_ids: ['validation.deposit_not_required'] });
    const start = Date.parse(input.datetime_start_utc);
    if (start <= now) throw validation({ datetime_start_utc: ['validation.in_past'] });
    const end = start + selection.durationMinutes * 60_000;
    const candidates = input.vet_id === -1 ? selection.vetIds : selection.vetIds.filter((v) => v === input.vet_id);
    if (!candidates.length) throw validation({ vet_id: ['validation.vet_unavailable'] });
    // Open deposits of an earlier reschedule attempt give way to this one.
    await onAppointmentCancelledOpenOnly(tx, row.id);
    let vetId: number | null = null;
    let hold: AppointmentRow | null = null;
    for (const v of candidates) {
      if (!(await isVetFreeAt(tx, clinic, v, start, selection.durationMinutes, now, { excludeAppointmentId: row.id }))) continue;
      try {
        [hold] = await tx.transaction((sp) => sp.insert(appointments).values({
          clinicId: clinic.id, vetId: v, clientId: row.clientId, status: AppointmentStatus.HOLD, startsAt: new Date(start), endsAt: new Date(end),
          visitTypeId: row.visitTypeId, source: 'online', userNote: row.userNote, guestContact: row.guestContact, language: row.language,
          cancelReason: null, staffNote: `Held for the reschedule of appointment ${row.id} until its deposit is paid`,
        }).returning());
        vetId = v;
        break;
      } catch (err) {
        // A simultaneous overlapping insert can surface as a deadlock (see lib/vet-time-guard.ts): taken.
        if (isDeadlock(err)) continue;
        if (!isExclusionViolation(err, 'appointments_no_overlap')) throw err;
        // Overlapping only the appointment being moved (same vet, nearby time): nothing to hold against.
        if (v === row.vetId && start < row.endsAt.getTime() && end > row.startsAt.getTime()) {
          vetId = v;
          break;
        }
      }
    }
    if (vetId === null) throw new AppError('slot_taken');
    if (hold) {
      if (selection.packages.length) await tx.insert(appointmentServices).values(selection.packages.map((p) => ({ appointmentId: hold!.id, servicePackageId: p.id })));
      const petRows = await tx.select({ petId: appointmentPets.petId }).from(appointmentPets).where(eq(appointmentPets.appointmentId, row.id));
      if (petRows.length) await tx.insert(appointmentPets).values(petRows.map((p) => ({ appointmentId: hold!.id, petId: p.petId })));
    }
    const money = await clinicMoney(tx, clinic.id);
    const [dep] = await tx.insert(paymentDeposits).values({
      clinicId: clinic.id, appointmentId: row.id, clientId: row.clientId, purpose: 'reschedule', status: 'due', amountMinor: extra, currency: money.iso,
      provider: rt.provider.name, expiresAt: new Date(now + rt.config.depositHoldMinutes * 60_000), manageToken: token,
      holdAppointmentId: hold?.id ?? null,
      reschedule: { starts_at: new Date(start).toISOString(), ends_at: new Date(end).toISOString(), vet_id: vetId, service_package_ids: selection.packages.map((p) => p.id) },
      language: row.language ?? lang, createdAt: new Date(now), updatedAt: new Date(now),
    }).returning();
    await writeAudit(tx, {
      groupId: clinic.groupId, clinicId: clinic.id, actor: { type: 'guest', id: null }, action: 'appointment.reschedule_held_for_deposit', entityType: 'appointment', entityId: row.id,
      after: { deposit_id: dep.id, amount_minor: extra, vet_id: vetId, starts_at: new Date(start) },
    });
    return dep.id;
  });
  await ensureIntent(rt, id).catch((err: unknown) => rt.log.warn({ err, deposit: id }, 'payment intent not created yet'));
  return viewDeposit(rt, id);
}

async function onAppointmentCancelledOpenOnly(tx: Tx, appointmentId: number) {
  const rows = await tx.select().from(paymentDeposits)
    .where(and(eq(paymentDeposits.appointmentId, appointmentId), eq(paymentDeposits.purpose, 'reschedule'), inArray(paymentDeposits.status, ['due', 'failed']))).for('update');
  for (const d of rows) {
    await tx.update(paymentDeposits).set({ status: 'cancelled', clientSecret: null, holdAppointmentId: null, updatedAt: new Date() }).where(eq(paymentDeposits.id, d.id));
    if (d.holdAppointmentId) await tx.delete(appointments).where(eq(appointments.id, d.holdAppointmentId));
  }
}

/** After a cancel committed: refunds to the provider, intents of cancelled deposits cancelled (best effort). */
export async function settleAfterCancel(rt: PaymentsRuntime | undefined, depositIds: string[]) {
  if (!rt) return;
  for (const id of depositIds) await settleRefunds(rt, id).catch((err: unknown) => rt.log.warn({ err, deposit: id }, 'refund not settled yet (reconciliation retries)'));
}
