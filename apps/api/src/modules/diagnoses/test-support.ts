import { records, type Db } from '@vetclinic/db';

let n = 0;

/** A record row written directly (the records API is another module): open unless `status` says otherwise. */
export async function makeRecordRow(db: Db, t: { groupId: number; clinicId: number; petId: number; vetId?: number | null }, over: Partial<typeof records.$inferInsert> = {}) {
  const [row] = await db.insert(records).values({
    groupId: t.groupId, clinicId: t.clinicId, petId: t.petId, vetId: t.vetId ?? null, templateSnapshot: [], title: `Consultation ${++n}`, status: 'in_progress', ...over,
  }).returning();
  return row;
}
