import { and, asc, count, eq, ilike, inArray, isNull, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { z } from 'zod';
import { breeds, clinics, petRequests, pets, species, type Db, type DbOrTx, type Tx } from '@vetclinic/db';
import { PetRequestStatus, birthdayFromAge, type TParentPet, ZAddPetsInput, ZParentNewPet, ZParentPetsQuery } from '@vetclinic/domain';
import { notFound, validation } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { offsetOf } from '../../lib/pagination';
import type { ParentUser } from '../../plugins/auth';
import { listSpeciesWithBreeds } from '../catalog/service';
import { findPublicClinic } from '../public/service';

type NewPet = z.output<typeof ZParentNewPet>;
type PetsQuery = z.output<typeof ZParentPetsQuery>;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Species and breeds must be of the parent's group: a foreign id would pass the foreign key. */
export async function assertPetReferences(db: DbOrTx, groupId: number, list: NewPet[], field = 'pets') {
  if (!list.length) return;
  const speciesIds = [...new Set(list.map((p) => p.species_id))];
  const known = await db.select({ id: species.id }).from(species).where(and(inArray(species.id, speciesIds), eq(species.groupId, groupId)));
  const breedIds = list.map((p) => p.breed_id).filter((b): b is number => !!b);
  const knownBreeds = breedIds.length ? await db.select({ id: breeds.id, speciesId: breeds.speciesId }).from(breeds).where(inArray(breeds.id, breedIds)) : [];
  const errors: Record<string, string[]> = {};
  list.forEach((p, i) => {
    if (!known.some((k) => k.id === p.species_id)) errors[`${field}.${i}.species_id`] = ['validation.invalid'];
    if (p.breed_id && !knownBreeds.some((b) => b.id === p.breed_id && b.speciesId === p.species_id)) errors[`${field}.${i}.breed_id`] = ['validation.invalid'];
  });
  if (Object.keys(errors).length) throw validation(errors);
}

/** The birthday to store: the given date, or one derived from an age (then estimated); never in the future. */
function resolveBirthday(p: NewPet, today: string, index: number, field: string): { birthday: string | null; estimated: boolean } {
  if (p.age && !p.birthday) return { birthday: birthdayFromAge(p.age, today), estimated: true };
  if (p.birthday && p.birthday > today) throw validation({ [`${field}.${index}.birthday`]: ['validation.birthday_future'] });
  return { birthday: p.birthday, estimated: p.birthday_is_estimated };
}

/**
 * Creates the parent's pets (bookable at once) and one pending pet request per pet for the clinic
 * to accept or deny. Runs in the caller's transaction.
 */
export async function insertParentPets(
  tx: Tx,
  ctx: { groupId: number; clinicId: number; timezone: string; parentId: number },
  list: NewPet[],
  field = 'pets',
): Promise<number[]> {
  const today = DateTime.now().setZone(ctx.timezone).toISODate()!;
  const rows = list.map((p, i) => ({ p, ...resolveBirthday(p, today, i, field) }));
  const ids: number[] = [];
  for (const { p, birthday, estimated } of rows) {
    const [pet] = await tx.insert(pets).values({
      groupId: ctx.groupId,
      ownerId: ctx.parentId,
      nickname: p.nickname,
      speciesId: p.species_id,
      breedId: p.breed_id,
      color: p.color,
      gender: p.gender,
      hormonalStatus: p.hormonal_status,
      birthday,
      birthdayIsEstimated: estimated,
    }).returning({ id: pets.id });
    const payload = {
      nickname: p.nickname, color: p.color, species_id: p.species_id, breed_id: p.breed_id, birthday_is_estimated: estimated,
      birthday, gender: p.gender, hormonal_status: p.hormonal_status,
    };
    await tx.insert(petRequests).values({ groupId: ctx.groupId, clinicId: ctx.clinicId, parentId: ctx.parentId, petId: pet.id, payload });
    await writeAudit(tx, {
      groupId: ctx.groupId, clinicId: ctx.clinicId, actor: { type: 'parent', id: ctx.parentId },
      action: 'pet.added_by_parent', entityType: 'pet', entityId: pet.id, after: payload,
    });
    ids.push(pet.id);
  }
  return ids;
}

async function loadPets(db: DbOrTx, where: ReturnType<typeof and>, page?: { limit: number; offset: number }): Promise<TParentPet[]> {
  const base = db
    .select({ pet: pets, speciesName: species.name, breedName: breeds.name })
    .from(pets)
    .leftJoin(species, eq(species.id, pets.speciesId))
    .leftJoin(breeds, eq(breeds.id, pets.breedId))
    .where(where)
    .orderBy(asc(pets.nickname), asc(pets.id));
  const rows = page ? await base.limit(page.limit).offset(page.offset) : await base;
  if (!rows.length) return [];
  const pending = await db.select({ petId: petRequests.petId }).from(petRequests)
    .where(and(inArray(petRequests.petId, rows.map((r) => r.pet.id)), eq(petRequests.status, 0)));
  const pendingIds = new Set(pending.map((r) => r.petId));
  return rows.map(({ pet, speciesName, breedName }) => ({
    id: pet.id,
    nickname: pet.nickname,
    color: pet.color,
    species_id: pet.speciesId,
    species: pet.speciesId && speciesName ? { id: pet.speciesId, name: speciesName } : null,
    breed_id: pet.breedId,
    breed: pet.breedId && breedName ? { id: pet.breedId, name: breedName } : null,
    gender: pet.gender,
    hormonal_status: pet.hormonalStatus,
    birthday: pet.birthday,
    birthday_is_estimated: pet.birthdayIsEstimated,
    archived_at: pet.archivedAt ? pet.archivedAt.toISOString() : null,
    pending_approval: pendingIds.has(pet.id),
  }));
}

/**
 * A pet typed by a guest booking under this client's e-mail (pet request of origin 'guest_booking')
 * is never shown to, or usable by, the account holder until the clinic accepts it.
 */
export const visibleToParent = sql`not exists (select 1 from ${petRequests} where ${petRequests.petId} = ${pets.id} and ${petRequests.origin} = 'guest_booking' and ${petRequests.status} <> ${PetRequestStatus.ACCEPTED})`;

const ownPets = (parent: ParentUser) => and(eq(pets.ownerId, parent.parentId), eq(pets.groupId, parent.groupId), visibleToParent);

/** The parent's own pets (archived ones only with include=archives), filtered by nickname. */
export async function listParentPets(db: Db, parent: ParentUser, q: PetsQuery) {
  const withArchives = (q.include ?? '').split(',').map((s) => s.trim()).includes('archives');
  const nickname = q.filter?.nickname;
  const where = and(ownPets(parent), withArchives ? undefined : isNull(pets.archivedAt), nickname ? ilike(pets.nickname, `%${escapeLike(nickname)}%`) : undefined);
  const [{ total }] = await db.select({ total: count() }).from(pets).where(where);
  const data = await loadPets(db, where, { limit: q.per_page, offset: offsetOf(q.page, q.per_page) });
  return { data, total };
}

/** The parent's active pets (for /auth/me?include=pets). */
export function listActiveParentPets(db: DbOrTx, parent: ParentUser) {
  return loadPets(db, and(ownPets(parent), isNull(pets.archivedAt)));
}

/** One of the parent's pets; another parent's pet is a 404. */
export async function getParentPet(db: Db, parent: ParentUser, petId: number): Promise<TParentPet> {
  const [pet] = await loadPets(db, and(ownPets(parent), eq(pets.id, petId)));
  if (!pet) throw notFound('errors.pet_not_found');
  return pet;
}

/** Adds pets for the signed-in parent in a clinic of their group; each waits for the clinic's review. */
export async function addParentPets(db: Db, parent: ParentUser, input: z.output<typeof ZAddPetsInput>): Promise<TParentPet[]> {
  const [clinic] = await db.select({ id: clinics.id, timezone: clinics.timezone }).from(clinics)
    .where(and(eq(clinics.id, input.clinic_id), eq(clinics.groupId, parent.groupId)));
  if (!clinic) throw validation({ clinic_id: ['validation.invalid'] });
  await assertPetReferences(db, parent.groupId, input.pets);
  const ids = await db.transaction((tx) => insertParentPets(tx, { groupId: parent.groupId, clinicId: clinic.id, timezone: clinic.timezone, parentId: parent.parentId }, input.pets));
  return loadPets(db, and(ownPets(parent), inArray(pets.id, ids)));
}

/** Species of the clinic's group with their breeds (public: the pickers of register and add-pet). */
export async function listPublicSpecies(db: Db, clinicRef: string) {
  const clinic = await findPublicClinic(db, clinicRef);
  return listSpeciesWithBreeds(db, clinic.groupId);
}
