import { records, species, pets, type Db } from '@vetclinic/db';
import { eq } from 'drizzle-orm';

// A records row written directly (the records API is built in parallel): what the vitals and anesthesia
// tests need to hang their rows on.
export async function makeRecordRow(db: Db, v: { groupId: number; clinicId: number; petId: number; status?: 'draft' | 'in_progress' | 'completed' | 'closed'; vetId?: number }) {
  const [row] = await db.insert(records).values({
    groupId: v.groupId, clinicId: v.clinicId, petId: v.petId, vetId: v.vetId ?? null, templateSnapshot: [], title: 'Consultation', status: v.status ?? 'in_progress',
    closedAt: v.status === 'closed' ? new Date() : null,
  }).returning();
  return row;
}

/** Gives the pet a species row of its group named `name` ("Dog", "Pisică"…). */
export async function setPetSpecies(db: Db, groupId: number, petId: number, name: string) {
  const [sp] = await db.insert(species).values({ groupId, name }).returning();
  await db.update(pets).set({ speciesId: sp.id }).where(eq(pets.id, petId));
  return sp;
}
