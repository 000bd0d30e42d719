import { eq } from 'drizzle-orm';
import { appointmentServices, appointments, clinics, type Db, type Tx } from '@vetclinic/db';
import { AppointmentStatus, type Language, type TPublicAppointment, type TRescheduleInput } from '@vetclinic/domain';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { writeUnlessTaken } from '../../lib/vet-time-guard';
import { isVetFreeAt } from '../availability/service';
import { CLIENT_RESPONSE_STATUSES, FINAL_STATUSES, clientActions, loadAppointmentDetails, toPublicAppointment } from './appointment-view';
import { findByToken, openRescheduleRequest } from './manage-link';
import { queueBookingMessages } from './notifications';
import { onAppointmentCancelled, rescheduleShortfall, settleAfterCancel } from '../payments/service';
import { existingPaymentsRuntime } from '../payments/runtime';
import { depositSummaries } from '../payments/view';
import { emitAppointmentEvent } from '../webhooks/events';

/** mailFrom (MAIL_FROM) organizes the invites of a clinic that has no address of its own. */
export interface ManageContext { publicUrl: string; mailFrom?: string; lang: Language; now?: number }

/** The manage page's view with the appointment's deposit (null when none was asked). */
async function withDeposit(db: Db | Tx, view: TPublicAppointment): Promise<TPublicAppointment> {
  return { ...view, deposit: (await depositSummaries(db, [view.id])).get(view.id) ?? null };
}

export async function viewByToken(db: Db, token: string, now = Date.now()): Promise<TPublicAppointment> {
  const row = await findByToken(db, token, false);
  return withDeposit(db, toPublicAppointment(await loadAppointmentDetails(db, row), now));
}

/** The client accepts a time the clinic proposed (status 1 or 3 → 5). */
export async function acceptByToken(db: Db, ctx: ManageContext, token: string): Promise<TPublicAppointment> {
  const now = ctx.now ?? Date.now();
  return db.transaction(async (tx) => {
    const row = await findByToken(tx, token, true);
    if (!CLIENT_RESPONSE_STATUSES.includes(row.status)) throw new AppError('invalid_state', 'errors.cannot_accept');
    if (row.startsAt.getTime() <= now) throw new AppError('invalid_state', 'errors.appointment_past');
    const [updated] = await tx.update(appointments).set({ status: AppointmentStatus.CONFIRMED, updatedAt: new Date() }).where(eq(appointments.id, row.id)).returning();
    const details = await loadAppointmentDetails(tx, updated);
    await emitAppointmentEvent(tx, updated);
    await audit(tx, details.clinic, row.id, 'appointment.accepted_by_client', { status: row.status }, { status: updated.status });
    await queueBookingMessages(tx, 'accepted', details, { publicUrl: ctx.publicUrl, mailFrom: ctx.mailFrom, token, lang: lang(row, ctx) });
    return withDeposit(tx, toPublicAppointment(details, now));
  });
}

/**
 * The client cancels (→ 6) before the clinic's cutoff, from any non-final status; a time the clinic
 * proposed (1 or 3) may be declined this way until it starts (clientActions).
 */
export async function cancelByToken(db: Db, ctx: ManageContext, token: string, reason: string | null): Promise<TPublicAppointment> {
  const now = ctx.now ?? Date.now();
  let refunds: string[] = [];
  const view = await db.transaction(async (tx) => {
    const row = await findByToken(tx, token, true);
    if (FINAL_STATUSES.includes(row.status)) throw new AppError('invalid_state', 'errors.already_cancelled');
    if (row.startsAt.getTime() <= now) throw new AppError('invalid_state', 'errors.appointment_past');
    const [clinic] = await tx.select().from(clinics).where(eq(clinics.id, row.clinicId));
    if (!clientActions(row, clinic, now).cancel) throw new AppError('cutoff_passed');
    const [updated] = await tx.update(appointments).set({ status: AppointmentStatus.CANCELED_BY_CLIENT, cancelReason: reason, updatedAt: new Date() }).where(eq(appointments.id, row.id)).returning();
    const details = await loadAppointmentDetails(tx, updated);
    await emitAppointmentEvent(tx, updated);
    await audit(tx, clinic, row.id, 'appointment.cancelled_by_client', { status: row.status }, { status: updated.status, reason });
    await queueBookingMessages(tx, 'cancelled', details, { publicUrl: ctx.publicUrl, mailFrom: ctx.mailFrom, token, lang: lang(row, ctx) });
    // Before the cutoff (the only time a client can cancel online) a paid deposit comes back in full.
    refunds = await onAppointmentCancelled(tx, row.id, { refund: true, reason: 'client_cancel' });
    return toPublicAppointment(details, now);
  });
  await settleAfterCancel(existingPaymentsRuntime(db), refunds);
  return withDeposit(db, view);
}

/**
 * The client picks another time (from status 1 or 3, before the cutoff). The new slot is checked by
 * the same rule as a booking; the constraint still guards the race → 409 slot_taken.
 */
export async function rescheduleByToken(db: Db, ctx: ManageContext, token: string, input: TRescheduleInput): Promise<TPublicAppointment> {
  const now = ctx.now ?? Date.now();
  return db.transaction(async (tx) => {
    const { row, clinic, selection } = await openRescheduleRequest(tx, token, input, now);
    // A selection asking for more deposit than was paid goes through /reschedule/payment-deposits.
    if (await rescheduleShortfall(tx, row, selection.depositMinor) > 0) throw new AppError('deposit_required');
    const start = Date.parse(input.datetime_start_utc);
    if (start <= now) throw new AppError('validation_failed', 'errors.validation_failed', { datetime_start_utc: ['validation.in_past'] });
    const candidates = input.vet_id === -1 ? selection.vetIds : selection.vetIds.filter((id) => id === input.vet_id);
    if (!candidates.length) throw new AppError('validation_failed', 'errors.validation_failed', { vet_id: ['validation.vet_unavailable'] });
    const newStatus = clinic.autoConfirm ? AppointmentStatus.CONFIRMED : AppointmentStatus.RESCHEDULED_CLIENT_APPROVAL;
    let updated: typeof row | undefined;
    for (const vetId of candidates) {
      if (!(await isVetFreeAt(tx, clinic, vetId, start, selection.durationMinutes, now, { excludeAppointmentId: row.id }))) continue;
      updated = (await writeUnlessTaken(tx, async (sp) => (await sp.update(appointments).set({
        vetId, startsAt: new Date(start), endsAt: new Date(start + selection.durationMinutes * 60_000), status: newStatus, updatedAt: new Date(),
      }).where(eq(appointments.id, row.id)).returning())[0])) ?? undefined;
      if (updated) break;
    }
    if (!updated) throw new AppError('slot_taken');
    if (selection.packages.length) {
      await tx.delete(appointmentServices).where(eq(appointmentServices.appointmentId, row.id));
      await tx.insert(appointmentServices).values(selection.packages.map((p) => ({ appointmentId: row.id, servicePackageId: p.id })));
    }
    const details = await loadAppointmentDetails(tx, updated);
    await emitAppointmentEvent(tx, updated);
    await audit(tx, clinic, row.id, 'appointment.rescheduled_by_client',
      { status: row.status, vet_id: row.vetId, starts_at: row.startsAt }, { status: updated.status, vet_id: updated.vetId, starts_at: updated.startsAt });
    await queueBookingMessages(tx, 'rescheduled', details, { publicUrl: ctx.publicUrl, mailFrom: ctx.mailFrom, token, lang: lang(row, ctx) });
    return withDeposit(tx, toPublicAppointment(details, now));
  });
}

const lang = (row: { language: string | null }, ctx: ManageContext) => (row.language as Language | null) ?? ctx.lang;

async function audit(tx: Tx, clinic: { id: number; groupId: number }, appointmentId: number, action: string, before: unknown, after: unknown) {
  await writeAudit(tx, { groupId: clinic.groupId, clinicId: clinic.id, actor: { type: 'guest', id: null }, action, entityType: 'appointment', entityId: appointmentId, before, after });
}
