import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { clinicMemberships, pets, prescriptions, records, recordVersions, staffUsers, type Db, type DbOrTx, type Tx } from '@vetclinic/db';
import {
  PRESCRIPTIONS_PAGE_SIZE, type TPrescription, type TPrescriptionInputParsed, type TPrescriptionListQuery, type TPrescriptionUpdateInputParsed,
} from '@vetclinic/domain';
import { AppError, notFound, validation } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { offsetOf, pageMeta } from '../../lib/pagination';
import type { TenantScope } from '../../plugins/auth';
import { lockWritableRecord, type RecordRow } from '../records/guard';

type Row = typeof prescriptions.$inferSelect;

function selectPrescriptions(db: DbOrTx) {
  return db.select({
    row: prescriptions,
    pet: { id: pets.id, nickname: pets.nickname },
    vet: { id: staffUsers.id, firstName: staffUsers.firstName, lastName: staffUsers.lastName },
    recordStatus: records.status,
  }).from(prescriptions)
    .innerJoin(pets, eq(pets.id, prescriptions.petId))
    .leftJoin(staffUsers, eq(staffUsers.id, prescriptions.vetId))
    .leftJoin(records, eq(records.id, prescriptions.recordId));
}
type Joined = Awaited<ReturnType<ReturnType<typeof selectPrescriptions>['execute']>>[number];

function toPrescription(r: Joined, scope: TenantScope): TPrescription {
  const p = r.row;
  return {
    id: p.id, clinic_id: p.clinicId, pet_id: p.petId, pet: r.pet, record_id: p.recordId, vet_id: p.vetId,
    vet: r.vet ? { id: r.vet.id, full_name: `${r.vet.firstName} ${r.vet.lastName}` } : null,
    drug: p.drug, strength: p.strength, dose: p.dose, unit: p.unit, route: p.route, frequency: p.frequency, duration_days: p.durationDays,
    quantity: p.quantity, refills: p.refills, expires_on: p.expiresOn, instructions: p.instructions, status: p.status, status_reason: p.statusReason,
    status_changed_at: p.statusChangedAt?.toISOString() ?? null, prescribed_at: p.prescribedAt.toISOString(),
    editable: p.status === 'ACTIVE' && p.clinicId === scope.clinicId && r.recordStatus !== 'closed',
    created_at: p.createdAt.toISOString(), updated_at: p.updatedAt.toISOString(),
  };
}

/**
 * Prescriptions, newest first, 3 a page unless asked (spec). A pet's prescriptions follow it across the
 * group's clinics (filter[pet_id]); without a pet, the active clinic's.
 */
export async function listPrescriptions(db: Db, scope: TenantScope, query: TPrescriptionListQuery) {
  const perPage = query.per_page ?? PRESCRIPTIONS_PAGE_SIZE;
  const f = query.filter ?? {};
  const conditions: (SQL | undefined)[] = [eq(prescriptions.groupId, scope.groupId)];
  if (f.pet_id) conditions.push(eq(prescriptions.petId, f.pet_id));
  else conditions.push(eq(prescriptions.clinicId, scope.clinicId));
  if (f.record_id) conditions.push(eq(prescriptions.recordId, f.record_id));
  if (f.status) conditions.push(eq(prescriptions.status, f.status));
  const where = and(...conditions);
  const [rows, [{ total }]] = await Promise.all([
    selectPrescriptions(db).where(where).orderBy(desc(prescriptions.prescribedAt), desc(prescriptions.id)).limit(perPage).offset(offsetOf(query.page, perPage)),
    db.select({ total: count() }).from(prescriptions).where(where),
  ]);
  return { data: rows.map((r) => toPrescription(r, scope)), meta: pageMeta(query.page, perPage, total) };
}

async function load(db: DbOrTx, scope: TenantScope, id: number): Promise<Joined> {
  const [row] = await selectPrescriptions(db).where(and(eq(prescriptions.id, id), eq(prescriptions.groupId, scope.groupId)));
  if (!row) throw notFound();
  return row;
}

/** One prescription of the caller's group (another group's is a 404). */
export async function getPrescription(db: Db, scope: TenantScope, id: number): Promise<TPrescription> {
  return toPrescription(await load(db, scope, id), scope);
}

/** The row and names the PDF prints, checked like a read. */
export async function prescriptionForPrint(db: Db, scope: TenantScope, id: number) {
  return load(db, scope, id);
}

async function checkVet(tx: DbOrTx, scope: TenantScope, vetId: number, errors: Record<string, string[]>) {
  const [member] = await tx.select({ id: staffUsers.id }).from(clinicMemberships).innerJoin(staffUsers, eq(staffUsers.id, clinicMemberships.userId))
    .where(and(eq(clinicMemberships.clinicId, scope.clinicId), eq(clinicMemberships.userId, vetId), eq(staffUsers.isActive, true), isNull(staffUsers.deletedAt)));
  if (!member) errors.vet_id = ['validation.staff_not_member'];
}

const auditView = (p: Row) => ({
  pet_id: p.petId, record_id: p.recordId, vet_id: p.vetId, drug: p.drug, strength: p.strength, dose: p.dose, unit: p.unit, route: p.route,
  frequency: p.frequency, duration_days: p.durationDays, quantity: p.quantity, refills: p.refills, expires_on: p.expiresOn, instructions: p.instructions,
  status: p.status, status_reason: p.statusReason,
});

/** A prescription on a record is part of the record's history: bump its version and keep before/after. */
async function recordVersion(tx: Tx, recordId: number, scope: TenantScope, action: string, before: unknown, after: unknown, now: Date) {
  const [bumped] = await tx.update(records).set({ version: sql`${records.version} + 1`, updatedAt: now }).where(eq(records.id, recordId)).returning({ version: records.version });
  await tx.insert(recordVersions).values({ recordId, version: bumped.version, action, changedBy: scope.userId, changedAt: now, before, after });
}

/**
 * Writes a prescription at the active clinic. On a record: the record must be this pet's, at this clinic,
 * and open (409 record_closed); the vet defaults to the caller.
 */
export async function createPrescription(db: Db, scope: TenantScope, input: TPrescriptionInputParsed, now = new Date()): Promise<TPrescription> {
  const id = await db.transaction(async (tx) => {
    const errors: Record<string, string[]> = {};
    const [pet] = await tx.select({ id: pets.id }).from(pets).where(and(eq(pets.id, input.pet_id), eq(pets.groupId, scope.groupId)));
    if (!pet) errors.pet_id = ['validation.pet_not_in_group'];
    const vetId = input.vet_id ?? scope.userId;
    await checkVet(tx, scope, vetId, errors);
    let record: RecordRow | null = null;
    if (input.record_id) {
      const [known] = await tx.select({ id: records.id, petId: records.petId }).from(records)
        .where(and(eq(records.id, input.record_id), eq(records.groupId, scope.groupId), eq(records.clinicId, scope.clinicId), isNull(records.deletedAt)));
      if (!known) errors.record_id = ['validation.record_unknown'];
      else if (pet && known.petId !== pet.id) errors.record_id = ['validation.invalid'];
    }
    if (Object.keys(errors).length) throw validation(errors);
    if (input.record_id) record = await lockWritableRecord(tx, scope, input.record_id);
    const [row] = await tx.insert(prescriptions).values({
      groupId: scope.groupId, clinicId: scope.clinicId, petId: input.pet_id, recordId: record?.id ?? null, vetId,
      drug: input.drug, strength: input.strength, dose: input.dose, unit: input.unit, route: input.route, frequency: input.frequency,
      durationDays: input.duration_days ?? null, quantity: input.quantity, refills: input.refills, expiresOn: input.expires_on ?? null,
      instructions: input.instructions, status: 'ACTIVE', prescribedAt: now, createdBy: scope.userId, createdAt: now, updatedAt: now,
    }).returning();
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: { type: 'staff', id: scope.userId }, action: 'prescription.created', entityType: 'prescription', entityId: row.id, after: auditView(row) });
    if (record) await recordVersion(tx, record.id, scope, 'prescription.added', null, { id: row.id, ...auditView(row) }, now);
    return row.id;
  });
  return getPrescription(db, scope, id);
}

/**
 * Locks a prescription for a write: at the active clinic (another clinic's or group's is a 404), its record
 * (if any) open — 409 record_closed — and still ACTIVE (completed and cancelled ones are final: 409).
 */
async function lockActive(tx: Tx, scope: TenantScope, id: number): Promise<Row> {
  const [row] = await tx.select().from(prescriptions)
    .where(and(eq(prescriptions.id, id), eq(prescriptions.groupId, scope.groupId), eq(prescriptions.clinicId, scope.clinicId))).for('update');
  if (!row) throw notFound();
  if (row.recordId) await lockWritableRecord(tx, scope, row.recordId);
  if (row.status !== 'ACTIVE') throw new AppError('invalid_state', 'errors.invalid_state');
  return row;
}

/** Changes the fields sent of an active prescription (audited; on a record, versioned there too). */
export async function updatePrescription(db: Db, scope: TenantScope, id: number, input: TPrescriptionUpdateInputParsed, now = new Date()): Promise<TPrescription> {
  await db.transaction(async (tx) => {
    const before = await lockActive(tx, scope, id);
    if (input.vet_id != null) {
      const errors: Record<string, string[]> = {};
      await checkVet(tx, scope, input.vet_id, errors);
      if (Object.keys(errors).length) throw validation(errors);
    }
    const patch: Partial<typeof prescriptions.$inferInsert> = { updatedAt: now };
    if (input.vet_id != null) patch.vetId = input.vet_id;
    if (input.drug !== undefined) patch.drug = input.drug;
    if (input.strength !== undefined) patch.strength = input.strength;
    if (input.dose !== undefined) patch.dose = input.dose;
    if (input.unit !== undefined) patch.unit = input.unit;
    if (input.route !== undefined) patch.route = input.route;
    if (input.frequency !== undefined) patch.frequency = input.frequency;
    if (input.duration_days !== undefined) patch.durationDays = input.duration_days;
    if (input.quantity !== undefined) patch.quantity = input.quantity;
    if (input.refills !== undefined) patch.refills = input.refills;
    if (input.expires_on !== undefined) patch.expiresOn = input.expires_on;
    if (input.instructions !== undefined) patch.instructions = input.instructions;
    const [after] = await tx.update(prescriptions).set(patch).where(eq(prescriptions.id, id)).returning();
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: { type: 'staff', id: scope.userId }, action: 'prescription.updated', entityType: 'prescription', entityId: id, before: auditView(before), after: auditView(after) });
    if (after.recordId) await recordVersion(tx, after.recordId, scope, 'prescription.updated', { id, ...auditView(before) }, { id, ...auditView(after) }, now);
  });
  return getPrescription(db, scope, id);
}

/** ACTIVE → COMPLETED or CANCELLED (with an optional reason); anything else is a 409. */
export async function changePrescriptionStatus(db: Db, scope: TenantScope, id: number, status: 'COMPLETED' | 'CANCELLED', reason: string | null, now = new Date()): Promise<TPrescription> {
  await db.transaction(async (tx) => {
    const before = await lockActive(tx, scope, id);
    const [after] = await tx.update(prescriptions).set({ status, statusReason: reason, statusChangedAt: now, updatedAt: now }).where(eq(prescriptions.id, id)).returning();
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: { type: 'staff', id: scope.userId }, action: 'prescription.status_changed', entityType: 'prescription', entityId: id, before: auditView(before), after: auditView(after) });
    if (after.recordId) await recordVersion(tx, after.recordId, scope, 'prescription.status_changed', { id, status: before.status }, { id, status, reason }, now);
  });
  return getPrescription(db, scope, id);
}
