import { and, asc, count, desc, eq, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { breeds, petParents, pets, species, type Db, type DbOrTx } from '@vetclinic/db';
import { PAGE_SIZE, birthdayFromAge, type TPet, type TPetInputParsed, type TPetListQuery, type TSpeciesItem } from '@vetclinic/domain';
import { notFound, validation } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { offsetOf, pageMeta } from '../../lib/pagination';
import type { TenantScope } from '../../plugins/auth';
import { listSpeciesWithBreeds } from '../catalog/service';
import { clientPhoneDigitsSql, clientSearchText, likePattern, phoneSearchDigits, searchWords, wordMatches } from './search-sql';

type PetRow = typeof pets.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const actorOf = (scope: TenantScope) => ({ type: 'staff' as const, id: scope.userId });

/** The audit snapshot of a pet (the photo only as "present", not its megabyte of base64). */
const snapshot = (p: PetRow) => ({
  owner_id: p.ownerId, nickname: p.nickname, species_id: p.speciesId, breed_id: p.breedId, gender: p.gender, hormonal_status: p.hormonalStatus,
  birthday: p.birthday, birthday_is_estimated: p.birthdayIsEstimated, color: p.color, microchip: p.microchip, weight_grams: p.weightGrams,
  has_photo: !!p.photo, archived_at: iso(p.archivedAt),
});

/** Species, breed and owner for pet rows in three queries, not N. */
export async function hydratePets(db: DbOrTx, rows: PetRow[]): Promise<TPet[]> {
  if (!rows.length) return [];
  const ids = <T>(values: (T | null)[]) => [...new Set(values.filter((v): v is T => v !== null))];
  const speciesIds = ids(rows.map((r) => r.speciesId));
  const breedIds = ids(rows.map((r) => r.breedId));
  const [speciesRows, breedRows, owners] = await Promise.all([
    speciesIds.length ? db.select({ id: species.id, name: species.name }).from(species).where(inArray(species.id, speciesIds)) : Promise.resolve([]),
    breedIds.length ? db.select({ id: breeds.id, name: breeds.name }).from(breeds).where(inArray(breeds.id, breedIds)) : Promise.resolve([]),
    db.select({ id: petParents.id, firstName: petParents.firstName, lastName: petParents.lastName, phone: petParents.phone })
      .from(petParents).where(inArray(petParents.id, ids(rows.map((r) => r.ownerId)))),
  ]);
  const speciesById = new Map(speciesRows.map((s) => [s.id, s]));
  const breedById = new Map(breedRows.map((b) => [b.id, b]));
  const ownerById = new Map(owners.map((o) => [o.id, o]));
  return rows.map((p) => {
    const owner = ownerById.get(p.ownerId);
    return {
      id: p.id,
      nickname: p.nickname,
      species: p.speciesId !== null ? speciesById.get(p.speciesId) ?? null : null,
      breed: p.breedId !== null ? breedById.get(p.breedId) ?? null : null,
      gender: p.gender,
      hormonal_status: p.hormonalStatus,
      birthday: p.birthday,
      birthday_is_estimated: p.birthdayIsEstimated,
      color: p.color,
      microchip: p.microchip,
      weight_grams: p.weightGrams,
      photo: p.photo,
      archived_at: iso(p.archivedAt),
      owner: { id: p.ownerId, full_name: owner ? `${owner.firstName} ${owner.lastName}` : '', phone: owner?.phone ?? null },
    };
  });
}

/** A pet of the scope's group, or 404. */
export async function findPetInGroup(db: DbOrTx, scope: Pick<TenantScope, 'groupId'>, petId: number): Promise<PetRow> {
  const [row] = await db.select().from(pets).where(and(eq(pets.id, petId), eq(pets.groupId, scope.groupId)));
  if (!row) throw notFound();
  return row;
}

/** Search over the pet's name (trigram index), the exact microchip and the owner's name/contact. */
function petSearch(search: string): { where: SQL; rank: SQL } | null {
  const term = search.trim();
  if (!term) return null;
  const chip = term.replace(/[\s-]/g, '');
  const phone = phoneSearchDigits(term);
  const alternatives: SQL[] = [and(...searchWords(term).map((w) => or(wordMatches(sql`${pets.nickname}`, w), wordMatches(clientSearchText, w))))!];
  if (/^[A-Za-z0-9]{6,40}$/.test(chip)) alternatives.push(eq(pets.microchip, chip));
  if (phone) alternatives.push(sql`${clientPhoneDigitsSql} LIKE ${likePattern(phone)}`);
  const rank = sql`greatest(word_similarity(${term}, ${pets.nickname}), 0.9 * word_similarity(${term}, ${clientSearchText}), case when ${pets.microchip} = ${chip} then 1 else 0 end)`;
  return { where: or(...alternatives)!, rank };
}

/**
 * Pets of the group (patients). Default: active pets of active owners; `filter[archived]=1` lists
 * archived pets and pets of archived owners. Page size 30 (pet search), 100 for one owner's pets.
 */
export async function listPets(db: Db, scope: TenantScope, query: TPetListQuery) {
  const f = query.filter ?? {};
  const perPage = query.per_page ?? (f.owner_id && !query.search ? PAGE_SIZE.pets : PAGE_SIZE.petSearch);
  const search = petSearch(query.search ?? '');
  const where = and(
    eq(pets.groupId, scope.groupId),
    f.archived === '1' ? or(isNotNull(pets.archivedAt), isNotNull(petParents.archivedAt)) : and(isNull(pets.archivedAt), isNull(petParents.archivedAt)),
    f.owner_id ? eq(pets.ownerId, f.owner_id) : undefined,
    f.species_id ? eq(pets.speciesId, f.species_id) : undefined,
    search?.where,
  );
  const order = [...(search ? [desc(search.rank)] : []), asc(pets.nickname), asc(pets.id)];
  const [rows, [{ total }]] = await Promise.all([
    db.select({ pet: pets }).from(pets).innerJoin(petParents, eq(petParents.id, pets.ownerId)).where(where).orderBy(...order).limit(perPage).offset(offsetOf(query.page, perPage)),
    db.select({ total: count() }).from(pets).innerJoin(petParents, eq(petParents.id, pets.ownerId)).where(where),
  ]);
  return { data: await hydratePets(db, rows.map((r) => r.pet)), meta: pageMeta(query.page, perPage, total) };
}

export async function getPet(db: DbOrTx, scope: TenantScope, petId: number): Promise<TPet> {
  const [pet] = await hydratePets(db, [await findPetInGroup(db, scope, petId)]);
  return pet;
}

const todayIn = (zone: string) => DateTime.now().setZone(zone).toISODate()!;

/**
 * Checks what the schema cannot (tenant, species/breed pairing, microchip unique among active pets,
 * no future birthday) and turns the wire fields into columns (age → estimated birthday, kg → g).
 */
async function petColumns(tx: DbOrTx, scope: TenantScope, input: TPetInputParsed, current?: PetRow) {
  const exceptPetId = current?.id;
  const errors: Record<string, string[]> = {};
  const [owner] = await tx.select({ archivedAt: petParents.archivedAt }).from(petParents).where(and(eq(petParents.id, input.owner_id), eq(petParents.groupId, scope.groupId)));
  if (!owner) errors.owner_id = ['validation.invalid'];
  else if (owner.archivedAt && input.owner_id !== current?.ownerId) errors.owner_id = ['validation.owner_archived'];
  const [sp] = await tx.select({ id: species.id }).from(species).where(and(eq(species.id, input.species_id), eq(species.groupId, scope.groupId)));
  if (!sp) errors.species_id = ['validation.invalid'];
  if (input.breed_id) {
    const [br] = await tx.select({ speciesId: breeds.speciesId }).from(breeds).where(eq(breeds.id, input.breed_id));
    if (!br || br.speciesId !== input.species_id) errors.breed_id = ['validation.breed_species'];
  }
  if (input.microchip) {
    const [taken] = await tx.select({ id: pets.id }).from(pets)
      .where(and(eq(pets.groupId, scope.groupId), eq(pets.microchip, input.microchip), isNull(pets.archivedAt), exceptPetId ? ne(pets.id, exceptPetId) : undefined)).limit(1);
    if (taken) errors.microchip = ['validation.microchip_taken'];
  }
  const today = todayIn(scope.timezone);
  if (input.birthday && input.birthday > today) errors.birthday = ['validation.birthday_future'];
  if (Object.keys(errors).length) throw validation(errors);
  const fromAge = input.age ? birthdayFromAge(input.age, today) : null;
  return {
    ownerId: input.owner_id,
    nickname: input.nickname,
    speciesId: input.species_id,
    breedId: input.breed_id ?? null,
    gender: input.gender,
    hormonalStatus: input.hormonal_status ?? null,
    birthday: fromAge ?? input.birthday ?? null,
    birthdayIsEstimated: fromAge ? true : !!(input.birthday && input.birthday_is_estimated),
    color: input.color ?? null,
    microchip: input.microchip ?? null,
    weightGrams: input.weight === null || input.weight === undefined ? null : Math.round(input.weight * 1000),
    // Absent keeps the stored photo on edits; null removes it.
    ...(input.photo !== undefined ? { photo: input.photo } : {}),
  };
}

/** Adds a pet to a client of the group. */
export async function createPet(db: Db, scope: TenantScope, input: TPetInputParsed): Promise<TPet> {
  const row = await db.transaction((tx) => insertPet(tx, scope, input));
  return getPet(db, scope, row.id);
}

/** Checks, insert and audit row of a new pet inside the caller's transaction (also the desk's walk-in booking). */
export async function insertPet(tx: DbOrTx, scope: TenantScope, input: TPetInputParsed): Promise<PetRow> {
  const columns = await petColumns(tx, scope, input);
  const [created] = await tx.insert(pets).values({ groupId: scope.groupId, ...columns }).returning();
  await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: actorOf(scope), action: 'pet.created', entityType: 'pet', entityId: created.id, after: snapshot(created) });
  return created;
}

/** Saves a pet's profile (a new owner_id moves it to another client of the group). */
export async function updatePet(db: Db, scope: TenantScope, petId: number, input: TPetInputParsed): Promise<TPet> {
  await db.transaction(async (tx) => {
    const before = await findPetInGroup(tx, scope, petId);
    const columns = await petColumns(tx, scope, input, before);
    const [after] = await tx.update(pets).set(columns).where(eq(pets.id, petId)).returning();
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: actorOf(scope), action: 'pet.updated', entityType: 'pet', entityId: petId, before: snapshot(before), after: snapshot(after) });
  });
  return getPet(db, scope, petId);
}

/** Archives (deceased, rehomed) or restores a pet; doing it twice changes nothing. */
export async function setPetArchived(db: Db, scope: TenantScope, petId: number, archived: boolean): Promise<TPet> {
  await db.transaction(async (tx) => {
    const before = await findPetInGroup(tx, scope, petId);
    if (!!before.archivedAt === archived) return;
    await tx.update(pets).set({ archivedAt: archived ? new Date() : null }).where(eq(pets.id, petId));
    await writeAudit(tx, {
      groupId: scope.groupId, clinicId: scope.clinicId, actor: actorOf(scope), action: archived ? 'pet.archived' : 'pet.unarchived',
      entityType: 'pet', entityId: petId, before: { archived_at: iso(before.archivedAt) },
    });
  });
  return getPet(db, scope, petId);
}

/** The group's species in display order, with their breeds when asked. */
export async function listSpecies(db: Db, scope: TenantScope, withBreeds: boolean): Promise<TSpeciesItem[]> {
  if (withBreeds) return listSpeciesWithBreeds(db, scope.groupId);
  return db.select({ id: species.id, name: species.name }).from(species).where(eq(species.groupId, scope.groupId)).orderBy(asc(species.order), asc(species.name));
}
