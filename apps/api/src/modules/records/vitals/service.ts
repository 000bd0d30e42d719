import { and, asc, count, desc, eq, gte, isNotNull, isNull, lte, type SQL } from 'drizzle-orm';
import { pets, species, vitals, type DbOrTx, type Db } from '@vetclinic/db';
import { speciesKeyOf, vitalFlags, type SpeciesKey, type TVital, type TVitalsInput } from '@vetclinic/domain';
import { notFound, validation } from '../../../lib/app-error';
import { writeAudit } from '../../../lib/audit';
import type { TenantScope } from '../../../plugins/auth';
import { lockWritableRecord, readableRecord } from '../guard';
import { getVitalsSettings } from './settings';

type VitalRow = typeof vitals.$inferSelect;

const tenthsToNumber = (v: number | null) => (v === null ? null : v / 10);
const toTenths = (v: number | null) => (v === null ? null : Math.round(v * 10));

export function vitalToDto(row: VitalRow, speciesKey: SpeciesKey | null): TVital {
  const base = {
    id: row.id,
    pet_id: row.petId,
    clinic_id: row.clinicId,
    record_id: row.recordId,
    measured_at: row.measuredAt.toISOString(),
    weight_grams: row.weightGrams,
    temperature_c: tenthsToNumber(row.temperatureDc),
    heart_rate: row.heartRate,
    respiratory_rate: row.respiratoryRate,
    crt_seconds: tenthsToNumber(row.crtDs),
    mucous_membranes: row.mucousMembranes as TVital['mucous_membranes'],
    pain_score: row.painScore,
    bcs: row.bcs,
    bcs_scale: row.bcsScale,
    bp_systolic: row.bpSystolic,
    bp_diastolic: row.bpDiastolic,
    bp_mean: row.bpMean,
    bp_method: row.bpMethod as TVital['bp_method'],
    notes: row.notes,
    created_by: row.createdBy,
    created_at: row.createdAt.toISOString(),
  };
  return { ...base, flags: vitalFlags(base, speciesKey) };
}

/** The pet's species key for the normal ranges (null when the species is unknown to our table). */
export async function petSpeciesKey(db: DbOrTx, petId: number): Promise<SpeciesKey | null> {
  const [row] = await db.select({ name: species.name }).from(pets).leftJoin(species, eq(species.id, pets.speciesId)).where(eq(pets.id, petId));
  return speciesKeyOf(row?.name);
}

function columns(input: TVitalsInput, bcsScale: number) {
  return {
    weightGrams: input.weight_grams,
    temperatureDc: toTenths(input.temperature_c),
    heartRate: input.heart_rate,
    respiratoryRate: input.respiratory_rate,
    crtDs: toTenths(input.crt_seconds),
    mucousMembranes: input.mucous_membranes,
    painScore: input.pain_score,
    bcs: input.bcs,
    bcsScale: input.bcs === null ? null : bcsScale,
    bpSystolic: input.bp_systolic,
    bpDiastolic: input.bp_diastolic,
    bpMean: input.bp_mean,
    bpMethod: input.bp_method,
    notes: input.notes,
  };
}

/** The BCS is given on the clinic's scale: a 7 where the clinic scores out of 5 is a 422 on the field. */
async function assertBcsScale(tx: DbOrTx, clinicId: number, input: TVitalsInput) {
  const settings = await getVitalsSettings(tx, clinicId);
  if (input.bcs !== null && input.bcs > settings.bcs_scale) throw validation({ bcs: ['validation.max'] });
  return settings.bcs_scale;
}

/** pets.weight_grams follows the latest weighing that is still there (a deleted or back-dated one does not win). */
async function syncPetWeight(tx: DbOrTx, petId: number) {
  const [latest] = await tx.select({ grams: vitals.weightGrams }).from(vitals)
    .where(and(eq(vitals.petId, petId), isNull(vitals.deletedAt), isNotNull(vitals.weightGrams)))
    .orderBy(desc(vitals.measuredAt), desc(vitals.id)).limit(1);
  if (latest?.grams) await tx.update(pets).set({ weightGrams: latest.grams }).where(eq(pets.id, petId));
}

const audit = (tx: DbOrTx, scope: TenantScope, action: string, id: number, before?: unknown, after?: unknown) => writeAudit(tx, {
  groupId: scope.groupId, clinicId: scope.clinicId, actor: { type: 'staff', id: scope.userId }, action, entityType: 'vitals', entityId: id, before, after,
});

/** The vitals written in a record, oldest first; any clinic of the group may read them. */
export async function listRecordVitals(db: Db, scope: TenantScope, recordId: number): Promise<TVital[]> {
  const record = await readableRecord(db, scope, recordId);
  const key = await petSpeciesKey(db, record.petId);
  const rows = await db.select().from(vitals).where(and(eq(vitals.recordId, recordId), isNull(vitals.deletedAt))).orderBy(asc(vitals.measuredAt), asc(vitals.id));
  return rows.map((r) => vitalToDto(r, key));
}

/** Adds vitals to an open record at the caller's clinic (409 when closed), flags them and keeps the pet's weight current. */
export async function createVital(db: Db, scope: TenantScope, recordId: number, input: TVitalsInput): Promise<TVital> {
  return db.transaction(async (tx) => {
    const record = await lockWritableRecord(tx, scope, recordId);
    const bcsScale = await assertBcsScale(tx, scope.clinicId, input);
    const [row] = await tx.insert(vitals).values({
      groupId: scope.groupId, clinicId: scope.clinicId, petId: record.petId, recordId, createdBy: scope.userId,
      measuredAt: input.measured_at ? new Date(input.measured_at) : new Date(), ...columns(input, bcsScale),
    }).returning();
    if (row.weightGrams !== null) await syncPetWeight(tx, record.petId);
    const dto = vitalToDto(row, await petSpeciesKey(tx, record.petId));
    await audit(tx, scope, 'vitals.created', row.id, undefined, dto);
    return dto;
  });
}

async function lockVital(tx: DbOrTx, recordId: number, vitalId: number) {
  const [row] = await tx.select().from(vitals).where(and(eq(vitals.id, vitalId), eq(vitals.recordId, recordId), isNull(vitals.deletedAt))).for('update');
  if (!row) throw notFound();
  return row;
}

/** Replaces one set of vitals of an open record (409 when closed); the pet's weight follows. */
export async function updateVital(db: Db, scope: TenantScope, recordId: number, vitalId: number, input: TVitalsInput): Promise<TVital> {
  return db.transaction(async (tx) => {
    const record = await lockWritableRecord(tx, scope, recordId);
    const before = await lockVital(tx, recordId, vitalId);
    const bcsScale = await assertBcsScale(tx, scope.clinicId, input);
    const [row] = await tx.update(vitals).set({
      ...columns(input, bcsScale), measuredAt: input.measured_at ? new Date(input.measured_at) : before.measuredAt, updatedAt: new Date(),
    }).where(eq(vitals.id, vitalId)).returning();
    if (row.weightGrams !== null || before.weightGrams !== null) await syncPetWeight(tx, record.petId);
    const key = await petSpeciesKey(tx, record.petId);
    const dto = vitalToDto(row, key);
    await audit(tx, scope, 'vitals.updated', row.id, vitalToDto(before, key), dto);
    return dto;
  });
}

/** Removes one set of vitals from an open record (kept as deleted, audited). */
export async function deleteVital(db: Db, scope: TenantScope, recordId: number, vitalId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const record = await lockWritableRecord(tx, scope, recordId);
    const before = await lockVital(tx, recordId, vitalId);
    await tx.update(vitals).set({ deletedAt: new Date() }).where(eq(vitals.id, vitalId));
    if (before.weightGrams !== null) await syncPetWeight(tx, record.petId);
    await audit(tx, scope, 'vitals.deleted', vitalId, vitalToDto(before, await petSpeciesKey(tx, record.petId)));
  });
}

export interface PetVitalsQuery { page: number; per_page: number; from?: string; to?: string }

/**
 * A pet's vitals across the group's clinics, oldest first (chart order), optionally within [from, to];
 * paginated so a pet with thousands of readings is read in pages. Another group's pet is a 404.
 */
export async function listPetVitals(db: Db, scope: TenantScope, petId: number, query: PetVitalsQuery) {
  const [pet] = await db.select({ id: pets.id }).from(pets).where(and(eq(pets.id, petId), eq(pets.groupId, scope.groupId)));
  if (!pet) throw notFound();
  const where: SQL[] = [eq(vitals.petId, petId), eq(vitals.groupId, scope.groupId), isNull(vitals.deletedAt)];
  if (query.from) where.push(gte(vitals.measuredAt, new Date(query.from)));
  if (query.to) where.push(lte(vitals.measuredAt, new Date(query.to)));
  const [{ total }] = await db.select({ total: count() }).from(vitals).where(and(...where));
  const rows = await db.select().from(vitals).where(and(...where)).orderBy(asc(vitals.measuredAt), asc(vitals.id))
    .limit(query.per_page).offset((query.page - 1) * query.per_page);
  const key = await petSpeciesKey(db, petId);
  return {
    data: rows.map((r) => vitalToDto(r, key)),
    meta: { current_page: query.page, per_page: query.per_page, total, last_page: Math.max(1, Math.ceil(total / query.per_page)) },
  };
}
