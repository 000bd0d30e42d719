import { and, eq } from 'drizzle-orm';
import { pets, records, type Db } from '@vetclinic/db';
import { notFound } from '../../lib/app-error';
import type { TenantScope } from '../../plugins/auth';

/** The patient of a patient-scoped path is of the caller's group, or the path does not exist (404). */
export async function assertPetInGroup(db: Db, scope: TenantScope, petId: number) {
  const [pet] = await db.select({ id: pets.id }).from(pets).where(and(eq(pets.id, petId), eq(pets.groupId, scope.groupId)));
  if (!pet) throw notFound();
}

/** Records are read from any clinic of the group (a pet's history); another group's record is a 404. */
export async function assertRecordInGroup(db: Db, scope: TenantScope, recordId: number) {
  const [rec] = await db.select({ id: records.id }).from(records).where(and(eq(records.id, recordId), eq(records.groupId, scope.groupId)));
  if (!rec) throw notFound();
}
