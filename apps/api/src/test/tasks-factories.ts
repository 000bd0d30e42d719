import { petParents, pets, taskTemplates, tasks, type Db } from '@vetclinic/db';

let n = 0;

/** A client with one pet in a group. */
export async function makeClientWithPet(db: Db, groupId: number, over: Partial<typeof petParents.$inferInsert> = {}) {
  const [client] = await db.insert(petParents).values({
    groupId, firstName: 'Ana', lastName: `Client${++n}`, email: `owner${n}.${Date.now()}@example.test`, phone: '+40 721 000 111', ...over,
  }).returning();
  const [pet] = await db.insert(pets).values({ groupId, ownerId: client.id, nickname: `Rex ${n}` }).returning();
  return { client, pet };
}

export async function makeTaskTemplate(db: Db, clinicId: number, over: Partial<typeof taskTemplates.$inferInsert> = {}) {
  const [row] = await db.insert(taskTemplates).values({ clinicId, name: `Template ${++n}`, dueOffsetMinutes: 60, ...over }).returning();
  return row;
}

export async function makeTask(db: Db, clinicId: number, over: Partial<typeof tasks.$inferInsert> = {}) {
  const [row] = await db.insert(tasks).values({ clinicId, title: `Task ${++n}`, ...over }).returning();
  return row;
}
