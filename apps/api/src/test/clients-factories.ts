import { breeds, petParents, petRequests, pets, species, type Db } from '@vetclinic/db';
import { makeTenant } from './factories';

let n = 0;

/** A tenant (group, clinic, admin/vet/receptionist) with a Dog species (two breeds) and a Cat. */
export async function makeClientsTenant(db: Db) {
  const tenant = await makeTenant(db);
  const [dog, cat] = await db.insert(species).values([{ groupId: tenant.group.id, name: 'Dog', order: 1 }, { groupId: tenant.group.id, name: 'Cat', order: 2 }]).returning();
  const [lab, beagle] = await db.insert(breeds).values([{ speciesId: dog.id, name: 'Labrador Retriever' }, { speciesId: dog.id, name: 'Beagle' }]).returning();
  const [persian] = await db.insert(breeds).values({ speciesId: cat.id, name: 'Persian' }).returning();
  return { ...tenant, dog, cat, lab, beagle, persian };
}
export type ClientsTenant = Awaited<ReturnType<typeof makeClientsTenant>>;

export async function makeClientRow(db: Db, groupId: number, over: Partial<typeof petParents.$inferInsert> = {}) {
  const i = ++n;
  const [c] = await db.insert(petParents).values({ groupId, firstName: 'Client', lastName: `Number${i}`, email: `client${i}.${Date.now()}@example.test`, phone: `+40 722 ${String(100000 + i).slice(-6)}`, ...over }).returning();
  return c;
}

export async function makePetRow(db: Db, owner: { id: number; groupId: number }, over: Partial<typeof pets.$inferInsert> = {}) {
  const [p] = await db.insert(pets).values({ groupId: owner.groupId, ownerId: owner.id, nickname: `Pet${++n}`, ...over }).returning();
  return p;
}

/** What the parent-accounts module writes when a parent adds a pet: the pet row and a pending request. */
export async function makePetRequestRow(db: Db, clinic: { id: number; groupId: number }, parent: { id: number }, payload: Record<string, unknown>, opts: { withPet?: boolean } = {}) {
  const pet = opts.withPet === false ? null : await makePetRow(db, { id: parent.id, groupId: clinic.groupId }, {
    nickname: String(payload.nickname ?? 'Requested'),
    speciesId: typeof payload.species_id === 'number' ? payload.species_id : null,
  });
  const [r] = await db.insert(petRequests).values({ groupId: clinic.groupId, clinicId: clinic.id, parentId: parent.id, petId: pet?.id ?? null, payload }).returning();
  return { request: r, pet };
}
