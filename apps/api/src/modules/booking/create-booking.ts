import { and, eq, inArray, isNull } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { z } from 'zod';
import { appointmentPets, appointmentServices, appointments, breeds, petParents, pets, species, type Db, type Tx } from '@vetclinic/db';
import { AppointmentStatus, SLOT_STEP_MINUTES, UTM_KEYS, ZBookingInput, bookingPetCount, isOnSlotGrid, leadSourceFromUtm, type Language, type TBookingResult } from '@vetclinic/domain';
import { PHONE_INVALID, PHONE_REQUIRED, normalizePhone, phoneCountryOf } from '@vetclinic/domain/phone';
import { AppError, validation } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { remember, withIdempotency, type IdempotencyContext } from '../../lib/idempotency';
import { newOpaqueToken, sha256 } from '../../lib/tokens';
import { writeUnlessTaken } from '../../lib/vet-time-guard';
import type { ParentUser } from '../../plugins/auth';
import { isVetFreeAt, orderVetsByLoad, resolveSelection, type Selection } from '../availability/service';
import { visibleToParent } from '../parent-accounts/pets-service';
import { requestGuestPets } from '../pet-parents/guest-pet-requests';
import { findPublicClinic } from '../public/service';
import { loadAppointmentDetails } from './appointment-view';
import { queueBookingMessages } from './notifications';
import { manageUrl } from './manage-url';
import { emitAppointmentEvent, emitEvent } from '../webhooks/events';

export type BookingInput = z.output<typeof ZBookingInput>;
type Clinic = Awaited<ReturnType<typeof findPublicClinic>>;

export interface BookingContext {
  publicUrl: string;
  /** MAIL_FROM: organizes the invites of a clinic that has no address of its own. */
  mailFrom?: string;
  lang: Language;
  parent: ParentUser | null;
  now?: number;
}


/** A validated online booking request, resolved against the clinic's catalogue (no writes yet). */
export interface PreparedBooking {
  clinic: Clinic;
  selection: Selection;
  start: number;
  end: number;
  now: number;
  /** The vets to try, in order (one, or every able vet for "any staff"). */
  vetIds: number[];
  /** A guest's phone in E.164 (read in the clinic's country unless typed with +); null for a parent. */
  guestPhone: string | null;
}

/** Checks everything a booking needs before writing: clinic open for booking, selection, time, vet, guest fields. */
export async function prepareBooking(db: Db, ctx: BookingContext, input: BookingInput): Promise<PreparedBooking> {
  const now = ctx.now ?? Date.now();
  const clinic = await findPublicClinic(db, String(input.clinic_id));
  if (!clinic.onlineBookingEnabled) throw new AppError('booking_disabled');
  // Every pet gets the whole selection, back to back: the time to fit is duration × pets.
  const selection = await resolveSelection(db, clinic.id, { ...input, pets: bookingPetCount(input) });
  const start = Date.parse(input.datetime_start_utc);
  const end = start + selection.durationMinutes * 60_000;
  if (start <= now) throw validation({ datetime_start_utc: ['validation.in_past'] });
  // Offered times are on the clinic's 15-minute grid; 09:07 was never free, so it is not "taken" either.
  if (!isOnSlotGrid(clinic.timezone, start, SLOT_STEP_MINUTES)) throw validation({ datetime_start_utc: ['validation.slot_step'] });

  let vetIds: number[];
  if (input.vet_id === -1) {
    if (!clinic.anyStaffEnabled) throw validation({ vet_id: ['validation.any_staff_disabled'] });
    const day = DateTime.fromMillis(start, { zone: clinic.timezone });
    vetIds = await orderVetsByLoad(db, selection.vetIds, day.startOf('day').toJSDate(), day.endOf('day').toJSDate());
  } else {
    if (!selection.vetIds.includes(input.vet_id)) throw validation({ vet_id: ['validation.vet_unavailable'] });
    vetIds = [input.vet_id];
  }
  if (!vetIds.length) throw new AppError('slot_taken');
  let guestPhone: string | null = null;
  if (!ctx.parent) {
    const missing: Record<string, string[]> = {};
    for (const f of ['first_name', 'last_name', 'email'] as const) if (!input[f]) missing[f] = ['validation.required'];
    // The same phone rule and messages as the account forms (spec §5), stored as E.164.
    guestPhone = normalizePhone(input.phone, phoneCountryOf(clinic.countryIsoCode));
    if (!guestPhone) missing.phone = [input.phone ? PHONE_INVALID : PHONE_REQUIRED];
    if (input.pet_ids?.length) missing.pet_ids = ['validation.login_required'];
    if (Object.keys(missing).length) throw validation(missing);
  }
  return { clinic, selection, start, end, now, vetIds, guestPhone };
}

/**
 * The slot-holding insert shared by the plain booking and the deposit booking (which holds with
 * status 0 until paid): client, pets, the appointment in the first free vet (the exclusion
 * constraint decides races → 409 slot_taken), its services and pets. The caller's transaction.
 */
export async function insertOnlineBooking(tx: Tx, ctx: BookingContext, p: PreparedBooking, input: BookingInput, opts: { status: number; token: string }) {
  const { client, existing } = await resolveClient(tx, p.clinic, ctx, p.guestPhone ? { ...input, phone: p.guestPhone } : input);
  const petIds = await resolvePets(tx, p.clinic.groupId, client.id, ctx.parent !== null, input);
  const appointment = await insertIntoFirstFreeVet(tx, p.clinic, p.vetIds, p.selection, { start: p.start, end: p.end, now: p.now }, {
    clinicId: p.clinic.id,
    clientId: client.id,
    status: opts.status,
    startsAt: new Date(p.start),
    endsAt: new Date(p.end),
    visitTypeId: p.selection.visitType?.id ?? null,
    source: 'online',
    userNote: input.user_note ?? null,
    guestContact: ctx.parent ? null : { first_name: input.first_name!, last_name: input.last_name!, email: input.email!, phone: p.guestPhone },
    utm: pickUtm(input),
    tokenHash: sha256(opts.token),
    language: ctx.lang,
  });
  if (p.selection.packages.length) await tx.insert(appointmentServices).values(p.selection.packages.map((s) => ({ appointmentId: appointment.id, servicePackageId: s.id })));
  await tx.insert(appointmentPets).values(petIds.map((petId) => ({ appointmentId: appointment.id, petId })));
  if (!ctx.parent && existing && petIds.length) {
    // A guest under an existing client's e-mail: the visit keeps its patients, the client's account
    // does not get them until staff accept the requests (decisions.md §6).
    await requestGuestPets(tx, {
      groupId: p.clinic.groupId, clinicId: p.clinic.id, clientId: client.id, appointmentId: appointment.id,
      guest: { first_name: input.first_name!, last_name: input.last_name!, email: input.email!, phone: p.guestPhone },
    }, input.pets ?? [], petIds);
  }
  if (!existing && !ctx.parent) await emitEvent(tx, { clinicId: p.clinic.id, type: 'client.created', data: { client_id: client.id, source: 'online_booking' } });
  await emitAppointmentEvent(tx, appointment, { created: true, petIds });
  const details = await loadAppointmentDetails(tx, appointment);
  return { appointment, client, petIds, details };
}

/**
 * Books an appointment from the public page. Guarantees: the slot was free by the same rule that
 * offered it; no vet is double-booked (exclusion constraint → 409 slot_taken); "any staff" tries
 * every able vet in the transaction; the client, pets, appointment, audit row and mails commit
 * together or not at all; a retried Idempotency-Key answers the first result. A selection that
 * asks for a deposit must go through the payment-deposits endpoint (409 deposit_required).
 */
export async function createBooking(db: Db, ctx: BookingContext, input: BookingInput, idem: IdempotencyContext | null): Promise<TBookingResult> {
  return withIdempotency(db, idem, async () => {
    const prepared = await prepareBooking(db, ctx, input);
    if (prepared.selection.depositMinor > 0) throw new AppError('deposit_required');
    const { clinic } = prepared;
    const token = newOpaqueToken();
    const result = await db.transaction(async (tx) => {
      const status = clinic.autoConfirm ? AppointmentStatus.CONFIRMED : AppointmentStatus.PENDING_CLINIC_APPROVAL;
      const { appointment, client, details } = await insertOnlineBooking(tx, ctx, prepared, input, { status, token });
      await queueBookingMessages(tx, 'booked', details, { publicUrl: ctx.publicUrl, mailFrom: ctx.mailFrom, token, lang: ctx.lang, to: ctx.parent ? client.email : input.email! });
      await writeAudit(tx, {
        groupId: clinic.groupId, clinicId: clinic.id, actor: ctx.parent ? { type: 'parent', id: ctx.parent.parentId } : { type: 'guest', id: null },
        action: 'appointment.booked_online', entityType: 'appointment', entityId: appointment.id, after: { status: appointment.status, vet_id: appointment.vetId, starts_at: appointment.startsAt },
      });
      const out: TBookingResult = {
        id: appointment.id,
        status: appointment.status,
        datetime_start_utc: appointment.startsAt.toISOString(),
        datetime_end_utc: appointment.endsAt.toISOString(),
        vet: { id: details.vet.id, full_name: details.vet.fullName },
        token,
        manage_url: manageUrl(ctx.publicUrl, clinic.slug, token),
        clinic: { id: clinic.id, name: clinic.name, address: clinic.address, phone: clinic.phone, timezone: clinic.timezone },
        services: details.services.map((s) => ({ id: s.id, name: s.name })),
        visit_type: details.visitType,
        pets: details.pets,
      };
      if (idem) await remember(tx, idem, 201, out);
      return out;
    });
    return result;
  });
}

/** Tries each vet in order; a vet taken meanwhile (constraint, or its deadlock) is skipped inside a savepoint. */
async function insertIntoFirstFreeVet(
  tx: Tx,
  clinic: Clinic,
  vetIds: number[],
  selection: Selection,
  when: { start: number; end: number; now: number },
  values: Omit<typeof appointments.$inferInsert, 'vetId'>,
) {
  for (const vetId of vetIds) {
    if (!(await isVetFreeAt(tx, clinic, vetId, when.start, selection.durationMinutes, when.now))) continue;
    const row = await writeUnlessTaken(tx, async (sp) => (await sp.insert(appointments).values({ ...values, vetId }).returning())[0]);
    if (row) return row;
  }
  throw new AppError('slot_taken');
}

/**
 * The logged-in parent, or for a guest: a new client, or — when the e-mail matches an existing
 * client of the group — that client, flagged for staff review (`existing`). The guest never sees or
 * changes the existing client's details: nothing of them is returned and nothing is overwritten.
 */
async function resolveClient(tx: Tx, clinic: Clinic, ctx: BookingContext, input: BookingInput): Promise<{ client: typeof petParents.$inferSelect; existing: boolean }> {
  if (ctx.parent) {
    const [parent] = await tx.select().from(petParents).where(and(eq(petParents.id, ctx.parent.parentId), eq(petParents.groupId, clinic.groupId)));
    if (!parent) throw new AppError('forbidden', 'errors.other_clinic_group');
    return { client: parent, existing: true };
  }
  const [existing] = await tx.select().from(petParents).where(and(eq(petParents.groupId, clinic.groupId), eq(petParents.email, input.email!), isNull(petParents.archivedAt))).limit(1);
  if (existing) {
    await tx.update(petParents).set({ needsReview: true }).where(eq(petParents.id, existing.id));
    return { client: existing, existing: true };
  }
  // The link's tracking parameters suggest how a new client found the clinic (documented table).
  const lead = leadSourceFromUtm(pickUtm(input));
  const [created] = await tx.insert(petParents).values({
    groupId: clinic.groupId,
    firstName: input.first_name!,
    lastName: input.last_name!,
    email: input.email!,
    phone: input.phone ?? null,
    language: ctx.lang,
    leadSource: lead?.source ?? null,
    leadSourceDetails: lead?.details || null,
  }).returning();
  return { client: created, existing: false };
}

async function resolvePets(tx: Tx, groupId: number, clientId: number, isOwner: boolean, input: BookingInput): Promise<number[]> {
  const ids: number[] = [];
  if (input.pet_ids?.length) {
    if (!isOwner) throw validation({ pet_ids: ['validation.login_required'] });
    const owned = await tx.select({ id: pets.id }).from(pets).where(and(inArray(pets.id, input.pet_ids), eq(pets.ownerId, clientId), isNull(pets.archivedAt), visibleToParent));
    if (owned.length !== new Set(input.pet_ids).size) throw validation({ pet_ids: ['validation.pet_unknown'] });
    ids.push(...owned.map((p) => p.id));
  }
  const newPets = input.pets ?? [];
  if (newPets.length) {
    // A species or breed of another group would pass the foreign key: check the tenant here.
    const speciesIds = [...new Set(newPets.map((p) => p.species_id))];
    const known = await tx.select({ id: species.id }).from(species).where(and(inArray(species.id, speciesIds), eq(species.groupId, groupId)));
    const breedIds = newPets.map((p) => p.breed_id).filter((b): b is number => !!b);
    const knownBreeds = breedIds.length ? await tx.select({ id: breeds.id, speciesId: breeds.speciesId }).from(breeds).where(inArray(breeds.id, breedIds)) : [];
    const errors: Record<string, string[]> = {};
    newPets.forEach((p, i) => {
      if (!known.some((k) => k.id === p.species_id)) errors[`pets.${i}.species_id`] = ['validation.invalid'];
      if (p.breed_id && !knownBreeds.some((b) => b.id === p.breed_id && b.speciesId === p.species_id)) errors[`pets.${i}.breed_id`] = ['validation.invalid'];
    });
    if (Object.keys(errors).length) throw validation(errors);
  }
  for (const p of newPets) {
    const [created] = await tx.insert(pets).values({
      groupId,
      ownerId: clientId,
      nickname: p.nickname,
      speciesId: p.species_id,
      breedId: p.breed_id ?? null,
      color: p.color ?? null,
      gender: p.gender,
      birthday: p.birthday ?? null,
      birthdayIsEstimated: p.birthday_is_estimated,
      hormonalStatus: p.hormonal_status ?? null,
    }).returning({ id: pets.id });
    ids.push(created.id);
  }
  return ids;
}

function pickUtm(input: BookingInput): Record<string, string> | null {
  const out: Record<string, string> = {};
  for (const k of UTM_KEYS) {
    const v = input[k];
    if (v) out[k] = v;
  }
  return Object.keys(out).length ? out : null;
}
