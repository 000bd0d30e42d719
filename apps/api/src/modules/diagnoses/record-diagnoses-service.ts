import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { diagnoses, petProblems, pets, recordDiagnoses, records, recordVersions, staffUsers, type Db, type DbOrTx, type Tx } from '@vetclinic/db';
import type {
  TPetProblem, TPetProblemInputParsed, TPetProblemListQuery, TPetProblemUpdateInputParsed, TRecordDiagnosis, TRecordDiagnosisInputParsed,
} from '@vetclinic/domain';
import { notFound, validation } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { TenantScope } from '../../plugins/auth';
import { lockWritableRecord, readableRecord, type RecordRow } from '../records/guard';

const fullName = (p: { id: number; firstName: string; lastName: string } | null) => (p ? { id: p.id, full_name: `${p.firstName} ${p.lastName}` } : null);

function selectRecordDiagnoses(db: DbOrTx) {
  return db.select({
    row: recordDiagnoses,
    description: diagnoses.description,
    recommendation: diagnoses.recommendation,
    by: { id: staffUsers.id, firstName: staffUsers.firstName, lastName: staffUsers.lastName },
  }).from(recordDiagnoses)
    .leftJoin(diagnoses, eq(diagnoses.id, recordDiagnoses.diagnosisId))
    .leftJoin(staffUsers, eq(staffUsers.id, recordDiagnoses.createdBy));
}
type Joined = Awaited<ReturnType<ReturnType<typeof selectRecordDiagnoses>['execute']>>[number];

const toRecordDiagnosis = (r: Joined): TRecordDiagnosis => ({
  id: r.row.id, record_id: r.row.recordId, kind: r.row.kind, diagnosis_id: r.row.diagnosisId, name: r.row.name, notes: r.row.notes,
  description: r.description ?? null, recommendation: r.recommendation ?? null, created_by: fullName(r.by), created_at: r.row.createdAt.toISOString(),
});

/** A record's diagnoses, differentials first, as written (any clinic of the group may read them). */
export async function listRecordDiagnoses(db: Db, scope: TenantScope, recordId: number): Promise<TRecordDiagnosis[]> {
  await readableRecord(db, scope, recordId);
  const rows = await selectRecordDiagnoses(db).where(eq(recordDiagnoses.recordId, recordId))
    .orderBy(sql`CASE ${recordDiagnoses.kind} WHEN 'differential' THEN 0 ELSE 1 END`, asc(recordDiagnoses.id));
  return rows.map(toRecordDiagnosis);
}

/** Every change to a record leaves a version row (who, when, what) for its History panel. */
async function recordVersion(tx: Tx, record: RecordRow, scope: TenantScope, action: string, before: unknown, after: unknown, now: Date) {
  const [bumped] = await tx.update(records).set({ version: sql`${records.version} + 1`, updatedAt: now }).where(eq(records.id, record.id)).returning({ version: records.version });
  await tx.insert(recordVersions).values({ recordId: record.id, version: bumped.version, action, changedBy: scope.userId, changedAt: now, before, after });
}

/**
 * Adds a differential or final diagnosis to an open record of the active clinic (409 on a closed one).
 * A final diagnosis also lands on the pet's problem list, unless an unresolved problem for the same
 * catalogue entry (or the same name) is already there.
 */
export async function addRecordDiagnosis(db: Db, scope: TenantScope, recordId: number, input: TRecordDiagnosisInputParsed, now = new Date()): Promise<TRecordDiagnosis> {
  const id = await db.transaction(async (tx) => {
    const record = await lockWritableRecord(tx, scope, recordId);
    let name = input.name;
    if (input.diagnosis_id) {
      const [entry] = await tx.select().from(diagnoses).where(and(eq(diagnoses.id, input.diagnosis_id), eq(diagnoses.clinicId, scope.clinicId)));
      if (!entry) throw validation({ diagnosis_id: ['validation.invalid'] });
      name = name ?? entry.name;
    }
    const [row] = await tx.insert(recordDiagnoses).values({
      recordId, kind: input.kind, diagnosisId: input.diagnosis_id ?? null, name: name!, notes: input.notes, createdBy: scope.userId, createdAt: now,
    }).returning();
    if (row.kind === 'final') await addProblemFromDiagnosis(tx, record, row, scope, now);
    await recordVersion(tx, record, scope, 'diagnosis.added', null, { id: row.id, kind: row.kind, name: row.name, diagnosis_id: row.diagnosisId, notes: row.notes }, now);
    return row.id;
  });
  const [row] = await selectRecordDiagnoses(db).where(eq(recordDiagnoses.id, id));
  return toRecordDiagnosis(row);
}

async function addProblemFromDiagnosis(tx: Tx, record: RecordRow, d: typeof recordDiagnoses.$inferSelect, scope: TenantScope, now: Date) {
  const same = d.diagnosisId ? eq(petProblems.diagnosisId, d.diagnosisId) : sql`lower(${petProblems.name}) = lower(${d.name})`;
  const [existing] = await tx.select({ id: petProblems.id }).from(petProblems)
    .where(and(eq(petProblems.petId, record.petId), ne(petProblems.status, 'resolved'), same)).limit(1);
  if (existing) return;
  const onset = record.recordedAt.toISOString().slice(0, 10);
  await tx.insert(petProblems).values({
    groupId: scope.groupId, petId: record.petId, diagnosisId: d.diagnosisId, name: d.name, status: 'active', onsetDate: onset,
    sourceRecordId: record.id, createdBy: scope.userId, createdAt: now, updatedAt: now,
  });
}

/** Removes a diagnosis from an open record of the active clinic (the problem list keeps what it got). */
export async function deleteRecordDiagnosis(db: Db, scope: TenantScope, recordId: number, entryId: number, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const record = await lockWritableRecord(tx, scope, recordId);
    const [row] = await tx.delete(recordDiagnoses).where(and(eq(recordDiagnoses.id, entryId), eq(recordDiagnoses.recordId, recordId))).returning();
    if (!row) throw notFound();
    await recordVersion(tx, record, scope, 'diagnosis.removed', { id: row.id, kind: row.kind, name: row.name, diagnosis_id: row.diagnosisId, notes: row.notes }, null, now);
  });
}

// ---------- problem list ----------

const toProblem = (r: typeof petProblems.$inferSelect): TPetProblem => ({
  id: r.id, pet_id: r.petId, diagnosis_id: r.diagnosisId, name: r.name, status: r.status, onset_date: r.onsetDate, notes: r.notes,
  source_record_id: r.sourceRecordId, created_at: r.createdAt.toISOString(), updated_at: r.updatedAt.toISOString(),
});

async function groupPet(db: DbOrTx, scope: TenantScope, petId: number) {
  const [pet] = await db.select({ id: pets.id }).from(pets).where(and(eq(pets.id, petId), eq(pets.groupId, scope.groupId)));
  if (!pet) throw notFound();
  return pet;
}

/** The pet's problem list (shared by the group's clinics): active and chronic first, then resolved; newest onset first. */
export async function listPetProblems(db: Db, scope: TenantScope, petId: number, query: TPetProblemListQuery): Promise<TPetProblem[]> {
  await groupPet(db, scope, petId);
  const status = query.filter?.status;
  const rows = await db.select().from(petProblems)
    .where(and(eq(petProblems.petId, petId), eq(petProblems.groupId, scope.groupId), status ? eq(petProblems.status, status) : undefined))
    .orderBy(sql`CASE ${petProblems.status} WHEN 'resolved' THEN 1 ELSE 0 END`, sql`${petProblems.onsetDate} DESC NULLS LAST`, asc(petProblems.id));
  return rows.map(toProblem);
}

/** Adds a problem by hand (from the catalogue of the active clinic or free text). */
export async function addPetProblem(db: Db, scope: TenantScope, petId: number, input: TPetProblemInputParsed, now = new Date()): Promise<TPetProblem> {
  return db.transaction(async (tx) => {
    await groupPet(tx, scope, petId);
    let name = input.name;
    if (input.diagnosis_id) {
      const [entry] = await tx.select().from(diagnoses).where(and(eq(diagnoses.id, input.diagnosis_id), eq(diagnoses.clinicId, scope.clinicId)));
      if (!entry) throw validation({ diagnosis_id: ['validation.invalid'] });
      name = name ?? entry.name;
    }
    const [row] = await tx.insert(petProblems).values({
      groupId: scope.groupId, petId, diagnosisId: input.diagnosis_id ?? null, name: name!, status: input.status, onsetDate: input.onset_date ?? null,
      notes: input.notes, createdBy: scope.userId, createdAt: now, updatedAt: now,
    }).returning();
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: { type: 'staff', id: scope.userId }, action: 'pet_problem.created', entityType: 'pet', entityId: petId, after: toProblem(row) });
    return toProblem(row);
  });
}

/** Changes a problem's status (active, resolved, chronic), onset date or notes; audited. */
export async function updatePetProblem(db: Db, scope: TenantScope, petId: number, problemId: number, input: TPetProblemUpdateInputParsed, now = new Date()): Promise<TPetProblem> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(petProblems)
      .where(and(eq(petProblems.id, problemId), eq(petProblems.petId, petId), eq(petProblems.groupId, scope.groupId))).for('update');
    if (!before) throw notFound();
    const patch: Partial<typeof petProblems.$inferInsert> = { updatedAt: now };
    if (input.status !== undefined) patch.status = input.status;
    if (input.onset_date !== undefined) patch.onsetDate = input.onset_date;
    if (input.notes !== undefined) patch.notes = input.notes;
    const [row] = await tx.update(petProblems).set(patch).where(eq(petProblems.id, problemId)).returning();
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: { type: 'staff', id: scope.userId }, action: 'pet_problem.updated', entityType: 'pet', entityId: petId, before: toProblem(before), after: toProblem(row) });
    return toProblem(row);
  });
}
