import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { appointmentPets, appointmentServices, appointments, isDeadlock, isExclusionViolation, petParents, pets, type Db, type Tx } from '@vetclinic/db';
import {
  AppointmentStatus, FINAL_APPOINTMENT_STATUSES, resolveLanguage,
  type AppointmentWarning, type TAppointmentWriteResult, type ZStaffAppointmentInput, type ZStaffAppointmentUpdate, type ZStaffWalkInInput,
} from '@vetclinic/domain';
import { AppError, validation } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { remember, withIdempotency, type IdempotencyContext } from '../../lib/idempotency';
import type { TenantScope } from '../../plugins/auth';
import { resolveSelection } from '../availability/service';
import { createClinicRequestDeposit } from '../payments/service';
import { existingPaymentsRuntime } from '../payments/runtime';
import { insertClient } from '../pet-parents/service';
import { insertPet } from '../pet-parents/pets-service';
import { notifyClient } from './notify';
import { findAppointmentRow, hydrateAppointments } from './service';
import { assertClinicVet, checkStaffSlot, loadClinic } from './staff-rules';
import { emitAppointmentEvent } from '../webhooks/events';

type AppointmentRow = typeof appointments.$inferSelect;
/** mailFrom (MAIL_FROM) organizes the invites of a clinic that has no address of its own. */
export interface WriteContext { publicUrl: string; mailFrom?: string; now?: number }

const MAX_LENGTH_MS = 24 * 3600_000;
export const slotTaken = () => new AppError('slot_taken', 'errors.vet_double_booked');

/**
 * Runs an insert/update of an appointment; the exclusion constraint's refusal becomes 409 slot_taken,
 * and so does the deadlock PostgreSQL reports instead when two overlapping writes check each other at
 * the same moment (see lib/vet-time-guard.ts): the other write wins, this one is told the time is taken.
 */
export async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isExclusionViolation(err, 'appointments_no_overlap') || isDeadlock(err)) throw slotTaken();
    throw err;
  }
}

export function checkRange(start: number, end: number) {
  if (end <= start) throw validation({ datetime_end_utc: ['validation.interval_order'] });
  if (end - start > MAX_LENGTH_MS) throw validation({ datetime_end_utc: ['validation.too_long_appointment'] });
}

export async function audit(tx: Tx, scope: TenantScope, id: number, action: string, before: unknown, after: unknown) {
  await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: { type: 'staff', id: scope.userId }, action, entityType: 'appointment', entityId: id, before, after });
}

const snapshot = (r: AppointmentRow) => ({ status: r.status, vet_id: r.vetId, starts_at: r.startsAt, ends_at: r.endsAt, client_id: r.clientId, staff_note: r.staffNote });

async function loadClient(tx: Tx, scope: TenantScope, clientId: number) {
  const [client] = await tx.select().from(petParents).where(and(eq(petParents.id, clientId), eq(petParents.groupId, scope.groupId), isNull(petParents.archivedAt)));
  if (!client) throw validation({ client_id: ['validation.client_unknown'] });
  return client;
}

async function assertPetsOf(tx: Tx, clientId: number, petIds: number[]) {
  const ids = [...new Set(petIds)];
  const owned = await tx.select({ id: pets.id }).from(pets).where(and(inArray(pets.id, ids), eq(pets.ownerId, clientId), isNull(pets.archivedAt)));
  if (owned.length !== ids.length) throw validation({ pet_ids: ['validation.pet_not_of_client'] });
  return ids;
}

export async function result(tx: Tx, row: AppointmentRow, warnings: AppointmentWarning[]): Promise<TAppointmentWriteResult> {
  const [data] = await hydrateAppointments(tx, [row]);
  return { data, warnings: [...new Set(warnings)] };
}

/**
 * The desk books an appointment (status 1 or 5). Guarantees: never overlaps the vet's other
 * appointments (checked, then enforced by the exclusion constraint → 409 slot_taken); outside working
 * hours, on time off or in the past it is saved with warnings; client, pets, services, audit row and
 * the client's mail/SMS commit together; a retried Idempotency-Key answers the first result.
 */
export async function createAppointment(
  db: Db, scope: TenantScope, ctx: WriteContext, input: z.output<typeof ZStaffAppointmentInput>, idem: IdempotencyContext | null,
): Promise<TAppointmentWriteResult> {
  return bookAtDesk(db, scope, ctx, { ...input, client: null }, idem);
}

/**
 * A walk-in at the desk: the new client (duplicate warning as in the clients module: 409
 * `duplicate_client` listing them unless `force`), their pet and the appointment commit together or
 * not at all (a taken slot leaves no client behind).
 */
export async function createWalkInAppointment(
  db: Db, scope: TenantScope, ctx: WriteContext, input: z.output<typeof ZStaffWalkInInput>, idem: IdempotencyContext | null,
): Promise<TAppointmentWriteResult> {
  return bookAtDesk(db, scope, ctx, { ...input, client_id: 0, pet_ids: [0] }, idem);
}

type DeskBooking = z.output<typeof ZStaffAppointmentInput> & { client: z.output<typeof ZStaffWalkInInput>['client'] | null };

async function bookAtDesk(db: Db, scope: TenantScope, ctx: WriteContext, input: DeskBooking, idem: IdempotencyContext | null): Promise<TAppointmentWriteResult> {
  return withIdempotency(db, idem, async () => {
    const now = ctx.now ?? Date.now();
    const clinic = await loadClinic(db, scope);
    // Several pets each get the services, back to back (decisions.md, issue 22 #2); the desk may still set the end.
    const selection = await resolveSelection(db, clinic.id, { service_package_ids: input.service_package_ids, pets: new Set(input.pet_ids).size }, { includeHidden: true });
    await assertClinicVet(db, clinic.id, input.vet_id);
    const start = Date.parse(input.datetime_start_utc);
    const end = input.datetime_end_utc ? Date.parse(input.datetime_end_utc) : start + selection.durationMinutes * 60_000;
    checkRange(start, end);
    return db.transaction(async (tx) => {
      let clientId = input.client_id;
      let petIdsIn = input.pet_ids;
      if (input.client) {
        const { pet, ...person } = input.client;
        clientId = await insertClient(tx, scope, { ...person, address: null, address_2: null, lead_source_details: null, notes: null });
        try {
          petIdsIn = [(await insertPet(tx, scope, { owner_id: clientId, nickname: pet.nickname, species_id: pet.species_id, gender: 'unknown', birthday_is_estimated: false, color: null })).id];
        } catch (err) {
          // The pet's field errors name the walk-in's fields.
          if (err instanceof AppError && err.code === 'validation_failed' && err.errors) {
            throw validation(Object.fromEntries(Object.entries(err.errors).map(([k, v]) => [`client.pet.${k}`, v])));
          }
          throw err;
        }
      }
      const client = await loadClient(tx, scope, clientId);
      const petIds = await assertPetsOf(tx, client.id, petIdsIn);
      const check = await checkStaffSlot(tx, clinic, input.vet_id, { start, end }, { now, ableVetIds: selection.vetIds });
      if (check.taken) throw slotTaken();
      const [row] = await guarded(() => tx.insert(appointments).values({
        clinicId: clinic.id,
        vetId: input.vet_id,
        clientId: client.id,
        status: input.status,
        startsAt: new Date(start),
        endsAt: new Date(end),
        source: 'staff',
        staffNote: input.staff_note ?? null,
        language: resolveLanguage(client.language ?? clinic.defaultLanguage),
        createdBy: scope.userId,
      }).returning());
      await tx.insert(appointmentServices).values(selection.packages.map((p) => ({ appointmentId: row.id, servicePackageId: p.id })));
      await tx.insert(appointmentPets).values(petIds.map((petId) => ({ appointmentId: row.id, petId })));
      await audit(tx, scope, row.id, 'appointment.created', null, { ...snapshot(row), service_package_ids: input.service_package_ids, pet_ids: petIds });
      await emitAppointmentEvent(tx, row, { created: true, petIds });
      const warnings = [...check.warnings];
      if (!(await notifyClient(tx, 'created_by_clinic', row, clinic, input.notify, ctx.publicUrl, ctx.mailFrom))) warnings.push('client_not_notified');
      if (input.require_deposit) {
        // A pending appointment the client confirms by paying a deposit (payment link by mail).
        if (input.status !== AppointmentStatus.PENDING_CLIENT_APPROVAL) throw validation({ require_deposit: ['validation.deposit_needs_pending'] });
        const amountMinor = input.deposit_amount !== undefined ? Math.round(input.deposit_amount * 100) : selection.depositMinor * petIds.length;
        if (amountMinor <= 0) throw validation({ deposit_amount: ['validation.deposit_not_required'] });
        const rt = existingPaymentsRuntime(db);
        const { mailed } = await createClinicRequestDeposit(tx, { publicUrl: ctx.publicUrl, provider: rt?.provider.name ?? 'simulated', now: rt?.now() ?? now }, row, {
          amountMinor, lang: resolveLanguage(row.language ?? clinic.defaultLanguage),
        });
        if (!mailed) warnings.push('client_not_notified');
      }
      const out = await result(tx, row, warnings);
      if (idem) await remember(tx, idem, 201, out);
      return out;
    });
  });
}

/**
 * Edit, drag or resize. A new time or vet follows the same rules as creating (409 on overlap, warnings
 * otherwise); without an end a move keeps the length, new services without an end take their total.
 * A cancelled or no-show appointment only takes a new internal note.
 */
export async function updateAppointment(
  db: Db, scope: TenantScope, ctx: WriteContext, id: number, input: z.output<typeof ZStaffAppointmentUpdate>,
): Promise<TAppointmentWriteResult> {
  const now = ctx.now ?? Date.now();
  return db.transaction(async (tx) => {
    const row = await findAppointmentRow(tx, scope, id, true);
    const { notify, staff_note: note, ...changes } = input;
    if (FINAL_APPOINTMENT_STATUSES.includes(row.status) && Object.values(changes).some((v) => v !== undefined)) {
      throw new AppError('invalid_state', 'errors.appointment_final');
    }
    const clinic = await loadClinic(tx, scope);
    const vetId = changes.vet_id ?? row.vetId;
    if (vetId !== row.vetId) await assertClinicVet(tx, clinic.id, vetId);
    const currentPackages = (await tx.select({ id: appointmentServices.servicePackageId }).from(appointmentServices).where(eq(appointmentServices.appointmentId, id))).map((r) => r.id);
    const packageIds = changes.service_package_ids ?? currentPackages;
    const petCount = changes.pet_ids ? new Set(changes.pet_ids).size
      : (await tx.select({ id: appointmentPets.petId }).from(appointmentPets).where(eq(appointmentPets.appointmentId, id))).length;
    const selection = (changes.service_package_ids || vetId !== row.vetId) && packageIds.length
      ? await resolveSelection(tx, clinic.id, { service_package_ids: packageIds, pets: petCount }, { includeHidden: true })
      : null;
    const start = changes.datetime_start_utc ? Date.parse(changes.datetime_start_utc) : row.startsAt.getTime();
    const end = changes.datetime_end_utc
      ? Date.parse(changes.datetime_end_utc)
      : changes.service_package_ids && selection ? start + selection.durationMinutes * 60_000 : start + (row.endsAt.getTime() - row.startsAt.getTime());
    checkRange(start, end);
    const moved = start !== row.startsAt.getTime() || end !== row.endsAt.getTime() || vetId !== row.vetId;
    // A new start in the past is refused (a drag slip must not rewrite what happened); an appointment
    // already in the past may still take another vet or length, and the desk may still book past visits.
    if (start !== row.startsAt.getTime() && start < now) throw validation({ datetime_start_utc: ['validation.in_past'] });
    const warnings: AppointmentWarning[] = [];
    if (moved || selection) {
      const check = await checkStaffSlot(tx, clinic, vetId, { start, end }, { now, excludeAppointmentId: id, ableVetIds: selection?.vetIds });
      if (check.taken) throw slotTaken();
      warnings.push(...check.warnings);
    }
    const clientId = changes.client_id ?? row.clientId;
    if (changes.client_id !== undefined && changes.client_id !== row.clientId) await loadClient(tx, scope, changes.client_id);
    let petIds: number[] | null = null;
    if (changes.pet_ids || clientId !== row.clientId) {
      const wanted = changes.pet_ids ?? (await tx.select({ id: appointmentPets.petId }).from(appointmentPets).where(eq(appointmentPets.appointmentId, id))).map((r) => r.id);
      if (!clientId) throw validation({ client_id: ['validation.required'] });
      petIds = await assertPetsOf(tx, clientId, wanted);
    }
    const [updated] = await guarded(() => tx.update(appointments).set({
      vetId,
      startsAt: new Date(start),
      endsAt: new Date(end),
      clientId,
      ...(note !== undefined ? { staffNote: note || null } : {}),
      updatedAt: new Date(),
    }).where(eq(appointments.id, id)).returning());
    if (changes.service_package_ids) {
      await tx.delete(appointmentServices).where(eq(appointmentServices.appointmentId, id));
      await tx.insert(appointmentServices).values([...new Set(changes.service_package_ids)].map((servicePackageId) => ({ appointmentId: id, servicePackageId })));
    }
    if (petIds) {
      await tx.delete(appointmentPets).where(eq(appointmentPets.appointmentId, id));
      await tx.insert(appointmentPets).values(petIds.map((petId) => ({ appointmentId: id, petId })));
    }
    await emitAppointmentEvent(tx, updated, { petIds: petIds ?? undefined });
    await audit(tx, scope, id, 'appointment.updated', snapshot(row), { ...snapshot(updated), ...(changes.service_package_ids ? { service_package_ids: changes.service_package_ids } : {}), ...(petIds ? { pet_ids: petIds } : {}) });
    if (moved && start > now && !(await notifyClient(tx, 'updated_by_clinic', updated, clinic, notify, ctx.publicUrl, ctx.mailFrom))) warnings.push('client_not_notified');
    return result(tx, updated, warnings);
  });
}
