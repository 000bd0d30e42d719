import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { appointments, type Db } from '@vetclinic/db';
import {
  AppointmentStatus, CLINIC_REQUEST_STATUSES, appointmentActions,
  type AppointmentWarning, type TAppointmentWriteResult, type ZClinicCancelInput, type ZConfirmInput, type ZProposeTimeInput,
} from '@vetclinic/domain';
import { AppError, validation } from '../../lib/app-error';
import type { TenantScope } from '../../plugins/auth';
import { onAppointmentCancelled, settleAfterCancel } from '../payments/service';
import { existingPaymentsRuntime } from '../payments/runtime';
import { canRenewManageLink, renewManageLink } from '../booking/link-renewal';
import { clientContact, notifyClient } from './notify';
import { findAppointmentRow, hydrateAppointments } from './service';
import { assertClinicVet, checkStaffSlot, loadClinic } from './staff-rules';
import { audit, checkRange, guarded, result, slotTaken, type WriteContext } from './write';
import { emitAppointmentEvent } from '../webhooks/events';

const view = (row: { status: number; startsAt: Date }) => ({ status: row.status, datetime_start_utc: row.startsAt.toISOString() });

/** The clinic confirms (→ 5), e.g. approving an online request; the client is mailed if it is still ahead. */
export async function confirmAppointment(db: Db, scope: TenantScope, ctx: WriteContext, id: number, input: z.output<typeof ZConfirmInput>): Promise<TAppointmentWriteResult> {
  const now = ctx.now ?? Date.now();
  return db.transaction(async (tx) => {
    const row = await findAppointmentRow(tx, scope, id, true);
    if (!appointmentActions(view(row), now).confirm) throw new AppError('invalid_state', 'errors.cannot_confirm');
    const [updated] = await tx.update(appointments).set({ status: AppointmentStatus.CONFIRMED, updatedAt: new Date() }).where(eq(appointments.id, id)).returning();
    await emitAppointmentEvent(tx, updated);
    await audit(tx, scope, id, 'appointment.confirmed', { status: row.status }, { status: updated.status });
    const warnings: AppointmentWarning[] = [];
    if (row.startsAt.getTime() > now && !(await notifyClient(tx, 'confirmed_by_clinic', updated, await loadClinic(tx, scope), input.notify, ctx.publicUrl, ctx.mailFrom))) warnings.push('client_not_notified');
    return result(tx, updated, warnings);
  });
}

/**
 * The clinic cancels (→ 7) with an optional reason, from any open status. Cancelling an online request
 * (2 or 4) is declining it, and the client's mail says so. The vet's time is free at once.
 */
export async function cancelAppointment(db: Db, scope: TenantScope, ctx: WriteContext, id: number, input: z.output<typeof ZClinicCancelInput>): Promise<TAppointmentWriteResult> {
  const now = ctx.now ?? Date.now();
  let refunds: string[] = [];
  const out = await db.transaction(async (tx) => {
    const row = await findAppointmentRow(tx, scope, id, true);
    if (!appointmentActions(view(row), now).cancel) throw new AppError('invalid_state', 'errors.already_cancelled');
    const [updated] = await tx.update(appointments).set({ status: AppointmentStatus.CANCELED_BY_CLINIC, cancelReason: input.reason ?? null, updatedAt: new Date() }).where(eq(appointments.id, id)).returning();
    const declined = CLINIC_REQUEST_STATUSES.includes(row.status);
    // The clinic cancelling or declining gives a paid deposit back in full (decisions.md, payments).
    refunds = await onAppointmentCancelled(tx, id, { refund: true, reason: declined ? 'declined_by_clinic' : 'cancelled_by_clinic' });
    await emitAppointmentEvent(tx, updated);
    await audit(tx, scope, id, declined ? 'appointment.declined' : 'appointment.cancelled_by_clinic', { status: row.status }, { status: updated.status, reason: updated.cancelReason });
    const warnings: AppointmentWarning[] = [];
    if (row.startsAt.getTime() > now) {
      const event = declined ? 'declined_by_clinic' : 'cancelled_by_clinic';
      if (!(await notifyClient(tx, event, updated, await loadClinic(tx, scope), input.notify, ctx.publicUrl, ctx.mailFrom))) warnings.push('client_not_notified');
    }
    return result(tx, updated, warnings);
  });
  if (refunds.length) {
    await settleAfterCancel(existingPaymentsRuntime(db), refunds);
    const [fresh] = await hydrateAppointments(db, [await findAppointmentRow(db, scope, id, false)]);
    return { ...out, data: fresh };
  }
  return out;
}

/** The client did not come (→ 9): only once the appointment has started. No message is sent. */
export async function markNoShow(db: Db, scope: TenantScope, ctx: WriteContext, id: number): Promise<TAppointmentWriteResult> {
  const now = ctx.now ?? Date.now();
  return db.transaction(async (tx) => {
    const row = await findAppointmentRow(tx, scope, id, true);
    const allowed = appointmentActions(view(row), now);
    if (!allowed.cancel) throw new AppError('invalid_state', 'errors.already_cancelled');
    if (!allowed.no_show) throw new AppError('invalid_state', 'errors.not_started_yet');
    const [updated] = await tx.update(appointments).set({ status: AppointmentStatus.NO_SHOW, updatedAt: new Date() }).where(eq(appointments.id, id)).returning();
    await emitAppointmentEvent(tx, updated);
    await audit(tx, scope, id, 'appointment.no_show', { status: row.status }, { status: updated.status });
    return result(tx, updated, []);
  });
}

/**
 * The clinic proposes another time (→ 3): the appointment moves there at once (so nobody else takes
 * it), and the client's mail links to the page where they accept it (→ 5), pick another or cancel.
 */
export async function proposeTime(db: Db, scope: TenantScope, ctx: WriteContext, id: number, input: z.output<typeof ZProposeTimeInput>): Promise<TAppointmentWriteResult> {
  const now = ctx.now ?? Date.now();
  return db.transaction(async (tx) => {
    const row = await findAppointmentRow(tx, scope, id, true);
    if (!appointmentActions(view(row), now).propose) throw new AppError('invalid_state', 'errors.already_cancelled');
    const clinic = await loadClinic(tx, scope);
    const vetId = input.vet_id ?? row.vetId;
    if (vetId !== row.vetId) await assertClinicVet(tx, clinic.id, vetId);
    const start = Date.parse(input.datetime_start_utc);
    if (start <= now) throw validation({ datetime_start_utc: ['validation.in_past'] });
    const end = input.datetime_end_utc ? Date.parse(input.datetime_end_utc) : start + (row.endsAt.getTime() - row.startsAt.getTime());
    checkRange(start, end);
    const check = await checkStaffSlot(tx, clinic, vetId, { start, end }, { now, excludeAppointmentId: id });
    if (check.taken) throw slotTaken();
    const [updated] = await guarded(() => tx.update(appointments).set({
      vetId, startsAt: new Date(start), endsAt: new Date(end), status: AppointmentStatus.RESCHEDULED_CLINIC_APPROVAL, updatedAt: new Date(),
    }).where(eq(appointments.id, id)).returning());
    await emitAppointmentEvent(tx, updated);
    await audit(tx, scope, id, 'appointment.time_proposed', { status: row.status, vet_id: row.vetId, starts_at: row.startsAt }, { status: updated.status, vet_id: updated.vetId, starts_at: updated.startsAt });
    const warnings: AppointmentWarning[] = [...check.warnings];
    if (!(await notifyClient(tx, 'proposed_by_clinic', updated, clinic, input.notify, ctx.publicUrl, ctx.mailFrom))) warnings.push('client_not_notified');
    return result(tx, updated, warnings);
  });
}

/**
 * On the client's request (a link forwarded by mistake, a lost mail): every earlier manage link of the
 * appointment stops working and one new link is mailed to the client. Warns when there is no address.
 */
export async function renewClientLink(db: Db, scope: TenantScope, ctx: WriteContext, id: number): Promise<TAppointmentWriteResult> {
  const now = ctx.now ?? Date.now();
  return db.transaction(async (tx) => {
    const row = await findAppointmentRow(tx, scope, id, true);
    if (!canRenewManageLink(row, now)) throw new AppError('invalid_state', 'errors.no_manage_link');
    const contact = await clientContact(tx, row);
    if (!contact.email) return result(tx, row, ['client_not_notified']);
    await renewManageLink(tx, row, contact.email, ctx, contact.language);
    await audit(tx, scope, id, 'appointment.manage_link_renewed', null, { mailed_to: contact.email });
    return result(tx, row, []);
  });
}
