import { and, count, desc, eq, gt, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import {
  appointmentPets, appointments, breeds, clinics, petParents, petRequests, pets, species, staffUsers, type Db, type Tx,
} from '@vetclinic/db';
import {
  AppointmentStatus, CLINIC_REQUEST_STATUSES, FREEING_APPOINTMENT_STATUSES, PAGE_SIZE, PET_GENDERS, PetRequestStatus, resolveLanguage,
  type TPetRequest, type TPetRequestListQuery,
} from '@vetclinic/domain';
import { AppError, notFound, validation } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { translate } from '../../lib/i18n';
import { offsetOf, pageMeta } from '../../lib/pagination';
import type { TenantScope } from '../../plugins/auth';
import { enqueueMessage, notifyOutbox } from '../messaging/outbox';
import { renderMail } from '../messaging/mail-layout';
import { notifyClient } from '../appointments/notify';
import { onAppointmentCancelled, settleAfterCancel } from '../payments/service';
import { existingPaymentsRuntime } from '../payments/runtime';
import { GUEST_BOOKING_ORIGIN } from './guest-pet-requests';
import { hydratePets } from './pets-service';

type RequestRow = typeof petRequests.$inferSelect;

/** The pet a request's payload describes: the spec's pet fields, alone or as the first of `pets`. */
function payloadPet(payload: unknown): Record<string, unknown> {
  const p = (payload ?? {}) as Record<string, unknown>;
  if (Array.isArray(p.pets) && p.pets[0] && typeof p.pets[0] === 'object') return p.pets[0] as Record<string, unknown>;
  return p;
}

/** The clinic's pet requests (newest first), optionally by status, with parent and pet. */
export async function listPetRequests(db: Db, scope: TenantScope, query: TPetRequestListQuery) {
  const perPage = query.per_page ?? PAGE_SIZE.common;
  const status = query.filter?.status;
  const where = and(eq(petRequests.clinicId, scope.clinicId), status !== undefined ? eq(petRequests.status, Number(status)) : undefined);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(petRequests).where(where).orderBy(desc(petRequests.createdAt), desc(petRequests.id)).limit(perPage).offset(offsetOf(query.page, perPage)),
    db.select({ total: count() }).from(petRequests).where(where),
  ]);
  return { data: await hydrateRequests(db, rows), meta: pageMeta(query.page, perPage, total) };
}

async function hydrateRequests(db: Db, rows: RequestRow[]): Promise<TPetRequest[]> {
  if (!rows.length) return [];
  const uniq = (values: (number | null)[]) => [...new Set(values.filter((v): v is number => v !== null))];
  const petIds = uniq(rows.flatMap((r) => [r.petId, r.linkedPetId]));
  const staffIds = uniq(rows.map((r) => r.decidedBy));
  const [parents, petRows, staff] = await Promise.all([
    db.select().from(petParents).where(inArray(petParents.id, uniq(rows.map((r) => r.parentId)))),
    petIds.length ? db.select().from(pets).where(inArray(pets.id, petIds)) : Promise.resolve([]),
    staffIds.length ? db.select({ id: staffUsers.id, firstName: staffUsers.firstName, lastName: staffUsers.lastName }).from(staffUsers).where(inArray(staffUsers.id, staffIds)) : Promise.resolve([]),
  ]);
  const hydrated = new Map((await hydratePets(db, petRows)).map((p) => [p.id, p]));
  const parentById = new Map(parents.map((p) => [p.id, p]));
  const staffById = new Map(staff.map((s) => [s.id, s]));
  return rows.map((r) => {
    const parent = parentById.get(r.parentId)!;
    const decider = r.decidedBy !== null ? staffById.get(r.decidedBy) : undefined;
    const linked = r.linkedPetId !== null ? hydrated.get(r.linkedPetId) : undefined;
    return {
      id: r.id,
      status: r.status,
      created_at: r.createdAt.toISOString(),
      decided_at: r.decidedAt ? r.decidedAt.toISOString() : null,
      decided_by: decider ? { id: decider.id, full_name: `${decider.firstName} ${decider.lastName}` } : null,
      parent: { id: parent.id, full_name: `${parent.firstName} ${parent.lastName}`, email: parent.email, phone: parent.phone },
      pet: r.petId !== null ? hydrated.get(r.petId) ?? null : null,
      payload: (r.payload ?? {}) as Record<string, unknown>,
      linked_pet: linked ? { id: linked.id, nickname: linked.nickname } : null,
    };
  });
}

/** Locks a pending request of the active clinic: 404 when not there, 409 when already decided. */
async function lockPending(tx: Tx, scope: TenantScope, requestId: number): Promise<RequestRow> {
  const [row] = await tx.select().from(petRequests).where(and(eq(petRequests.id, requestId), eq(petRequests.clinicId, scope.clinicId))).for('update');
  if (!row) throw notFound();
  if (row.status !== PetRequestStatus.PENDING) throw new AppError('invalid_state', 'errors.pet_request_decided');
  return row;
}

/** Creates the parent's pet from the request's payload (species and breed only when they are the group's). */
async function createPetFromPayload(tx: Tx, scope: TenantScope, row: RequestRow): Promise<number> {
  const p = payloadPet(row.payload);
  const num = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : null);
  const speciesId = num(p.species_id);
  const [sp] = speciesId ? await tx.select({ id: species.id }).from(species).where(and(eq(species.id, speciesId), eq(species.groupId, scope.groupId))) : [];
  const breedId = num(p.breed_id);
  const [br] = sp && breedId ? await tx.select({ id: breeds.id }).from(breeds).where(and(eq(breeds.id, breedId), eq(breeds.speciesId, sp.id))) : [];
  const birthday = typeof p.birthday === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(p.birthday) ? p.birthday : null;
  const [created] = await tx.insert(pets).values({
    groupId: scope.groupId,
    ownerId: row.parentId,
    nickname: typeof p.nickname === 'string' && p.nickname.trim() ? p.nickname.trim().slice(0, 80) : '?',
    speciesId: sp?.id ?? null,
    breedId: br?.id ?? null,
    gender: PET_GENDERS.includes(p.gender as never) ? (p.gender as string) : 'unknown',
    hormonalStatus: p.hormonal_status === 0 || p.hormonal_status === 1 ? p.hormonal_status : null,
    birthday,
    birthdayIsEstimated: !!birthday && p.birthday_is_estimated === true,
    color: typeof p.color === 'string' && p.color.trim() ? p.color.trim().slice(0, 60) : null,
  }).returning({ id: pets.id });
  return created.id;
}

/**
 * Accepts a parent's pet. With `link_pet_id` the clinic already knew this animal: the parent's new
 * row is archived and its appointments point to the known pet. Without it the parent's pet is kept
 * (or created from the payload if the request had none).
 */
export async function acceptPetRequest(db: Db, scope: TenantScope, requestId: number, input: { link_pet_id?: number | null }) {
  await db.transaction(async (tx) => {
    const row = await lockPending(tx, scope, requestId);
    let petId = row.petId;
    let linkedPetId: number | null = null;
    if (input.link_pet_id) {
      const [linked] = await tx.select().from(pets).where(and(eq(pets.id, input.link_pet_id), eq(pets.groupId, scope.groupId), isNull(pets.archivedAt)));
      if (!linked || linked.id === row.petId) throw validation({ link_pet_id: ['validation.invalid'] });
      linkedPetId = linked.id;
      if (row.petId !== null) {
        const duplicate = row.petId;
        // An appointment that already has the known pet must not get it twice (primary key).
        await tx.delete(appointmentPets).where(and(
          eq(appointmentPets.petId, duplicate),
          inArray(appointmentPets.appointmentId, tx.select({ id: appointmentPets.appointmentId }).from(appointmentPets).where(eq(appointmentPets.petId, linked.id))),
        ));
        await tx.update(appointmentPets).set({ petId: linked.id }).where(eq(appointmentPets.petId, duplicate));
        await tx.update(pets).set({ archivedAt: sql`coalesce(${pets.archivedAt}, now())` }).where(eq(pets.id, duplicate));
      }
    } else if (petId === null) {
      petId = await createPetFromPayload(tx, scope, row);
    } else {
      await tx.update(pets).set({ archivedAt: null }).where(eq(pets.id, petId));
    }
    await tx.update(petRequests).set({ status: PetRequestStatus.ACCEPTED, decidedBy: scope.userId, decidedAt: new Date(), linkedPetId, petId })
      .where(eq(petRequests.id, row.id));
    await writeAudit(tx, {
      groupId: scope.groupId, clinicId: scope.clinicId, actor: { type: 'staff', id: scope.userId }, action: 'pet_request.accepted',
      entityType: 'pet_request', entityId: row.id, before: { status: row.status }, after: { status: PetRequestStatus.ACCEPTED, pet_id: petId, linked_pet_id: linkedPetId },
    });
  });
  return getPetRequest(db, scope, requestId);
}

/**
 * Denies a parent's pet: its row is archived and the parent gets a mail (with the reason, if any).
 * The pet also leaves this clinic's upcoming appointments; one left without any pet is declined (a
 * request) or cancelled by the clinic with the reason, its deposit refunded and the client mailed —
 * all in the same transaction (decisions.md, issue 22 #10).
 */
export async function denyPetRequest(db: Db, scope: TenantScope, requestId: number, input: { reason?: string | null }, ctx: { publicUrl: string; now?: number }) {
  let mailed = false;
  let refunds: string[] = [];
  await db.transaction(async (tx) => {
    const row = await lockPending(tx, scope, requestId);
    if (row.petId !== null) await tx.update(pets).set({ archivedAt: sql`coalesce(${pets.archivedAt}, now())` }).where(eq(pets.id, row.petId));
    await tx.update(petRequests).set({ status: PetRequestStatus.DENIED, decidedBy: scope.userId, decidedAt: new Date() }).where(eq(petRequests.id, row.id));
    await writeAudit(tx, {
      groupId: scope.groupId, clinicId: scope.clinicId, actor: { type: 'staff', id: scope.userId }, action: 'pet_request.denied',
      entityType: 'pet_request', entityId: row.id, before: { status: row.status }, after: { status: PetRequestStatus.DENIED, reason: input.reason ?? null },
    });
    mailed = await mailDenial(tx, row, input.reason ?? null);
    if (row.petId !== null) {
      const detached = await detachDeniedPet(tx, scope, row.petId, input.reason ?? null, { publicUrl: ctx.publicUrl, now: ctx.now ?? Date.now() });
      refunds = detached.refunds;
      mailed ||= detached.mailed;
    }
  });
  if (refunds.length) await settleAfterCancel(existingPaymentsRuntime(db), refunds);
  if (mailed) notifyOutbox();
  return getPetRequest(db, scope, requestId);
}

/**
 * Takes a denied pet off this clinic's upcoming, still open appointments (past ones keep it: that is
 * history). An appointment with no pet left has nothing to be about: it is declined or cancelled.
 */
async function detachDeniedPet(tx: Tx, scope: TenantScope, petId: number, reason: string | null, ctx: { publicUrl: string; now: number }) {
  const open = await tx.select().from(appointments).where(and(
    eq(appointments.clinicId, scope.clinicId),
    gt(appointments.startsAt, new Date(ctx.now)),
    notInArray(appointments.status, [...FREEING_APPOINTMENT_STATUSES]),
    inArray(appointments.id, tx.select({ id: appointmentPets.appointmentId }).from(appointmentPets).where(eq(appointmentPets.petId, petId))),
  )).for('update');
  const refunds: string[] = [];
  let mailed = false;
  if (!open.length) return { refunds, mailed };
  const [clinic] = await tx.select().from(clinics).where(eq(clinics.id, scope.clinicId));
  const [pet] = await tx.select({ nickname: pets.nickname }).from(pets).where(eq(pets.id, petId));
  for (const appt of open) {
    await tx.delete(appointmentPets).where(and(eq(appointmentPets.appointmentId, appt.id), eq(appointmentPets.petId, petId)));
    const [{ left }] = await tx.select({ left: count() }).from(appointmentPets).where(eq(appointmentPets.appointmentId, appt.id));
    const audit = (action: string, after: Record<string, unknown>) => writeAudit(tx, {
      groupId: scope.groupId, clinicId: scope.clinicId, actor: { type: 'staff', id: scope.userId }, action,
      entityType: 'appointment', entityId: appt.id, before: { status: appt.status, pet_id: petId }, after,
    });
    if (left > 0) {
      await audit('appointment.pet_removed', { status: appt.status, removed_pet_id: petId, reason: 'pet_request_denied' });
      continue;
    }
    const lang = resolveLanguage(appt.language ?? clinic.defaultLanguage);
    const cancelReason = reason ?? translate(lang, 'mail.pet_denied_cancel_reason', { pet: pet?.nickname ?? '' });
    const declined = CLINIC_REQUEST_STATUSES.includes(appt.status);
    const [updated] = await tx.update(appointments).set({ status: AppointmentStatus.CANCELED_BY_CLINIC, cancelReason, updatedAt: new Date() })
      .where(eq(appointments.id, appt.id)).returning();
    refunds.push(...await onAppointmentCancelled(tx, appt.id, { refund: true, reason: declined ? 'declined_by_clinic' : 'cancelled_by_clinic' }));
    await audit(declined ? 'appointment.declined' : 'appointment.cancelled_by_clinic', { status: updated.status, reason: cancelReason, cause: 'pet_request_denied' });
    if (await notifyClient(tx, declined ? 'declined_by_clinic' : 'cancelled_by_clinic', updated, clinic, { mail: true, sms: false }, ctx.publicUrl)) mailed = true;
  }
  return { refunds, mailed };
}

async function mailDenial(tx: Tx, row: RequestRow, reason: string | null): Promise<boolean> {
  // A guest typed this pet under the client's e-mail: the account holder never asked for it, so
  // refusing it is not news to them (and must not show them what the guest typed).
  if (row.origin === GUEST_BOOKING_ORIGIN) return false;
  const [parent] = await tx.select().from(petParents).where(eq(petParents.id, row.parentId));
  if (!parent?.email) return false;
  const [clinic] = await tx.select().from(clinics).where(eq(clinics.id, row.clinicId));
  const [pet] = row.petId !== null ? await tx.select({ nickname: pets.nickname }).from(pets).where(eq(pets.id, row.petId)) : [];
  const nickname = pet?.nickname ?? String(payloadPet(row.payload).nickname ?? '');
  const lang = resolveLanguage(parent.language ?? clinic.defaultLanguage);
  const t = (key: string) => translate(lang, key, { pet: nickname, clinic: clinic.name, name: parent.firstName, phone: clinic.phone ?? '' });
  const mail = renderMail({
    lang,
    clinic: { name: clinic.name, address: clinic.address, phone: clinic.phone },
    heading: t('mail.pet_request_denied_heading'),
    paragraphs: [t('mail.pet_request_denied_text')],
    details: reason ? [{ label: t('mail.reason'), value: reason }] : [],
    footer: t(clinic.phone ? 'mail.pet_request_footer_phone' : 'mail.pet_request_footer'),
  });
  await enqueueMessage(tx, { clinicId: clinic.id, channel: 'mail', to: parent.email, subject: t('mail.pet_request_denied_subject'), text: mail.text, html: mail.html, links: [], clientId: parent.id });
  return true;
}

export async function getPetRequest(db: Db, scope: TenantScope, requestId: number): Promise<TPetRequest> {
  const [row] = await db.select().from(petRequests).where(and(eq(petRequests.id, requestId), eq(petRequests.clinicId, scope.clinicId)));
  if (!row) throw notFound();
  const [request] = await hydrateRequests(db, [row]);
  return request;
}

/** How many requests of the active clinic wait for a decision (the navigation badge). */
export async function countPendingPetRequests(db: Db, scope: TenantScope): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(petRequests).where(and(eq(petRequests.clinicId, scope.clinicId), eq(petRequests.status, PetRequestStatus.PENDING)));
  return n;
}
