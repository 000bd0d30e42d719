import { and, asc, eq } from 'drizzle-orm';
import { anesthesiaMeasurements, anesthesiaSessions, type Db, type DbOrTx } from '@vetclinic/db';
import type { TAnesthesiaInput, TAnesthesiaMeasurement, TAnesthesiaMeasurementInput, TAnesthesiaSession } from '@vetclinic/domain';
import { AppError, notFound, validation } from '../../../lib/app-error';
import { writeAudit } from '../../../lib/audit';
import type { TenantScope } from '../../../plugins/auth';
import { lockWritableRecord, readableRecord } from '../guard';

type SessionRow = typeof anesthesiaSessions.$inferSelect;
type MeasurementRow = typeof anesthesiaMeasurements.$inferSelect;

const tenths = (v: number | null) => (v === null ? null : v / 10);
const toTenths = (v: number | null) => (v === null ? null : Math.round(v * 10));

export function measurementToDto(m: MeasurementRow): TAnesthesiaMeasurement {
  return {
    id: m.id, measured_at: m.measuredAt.toISOString(), heart_rate: m.heartRate, respiratory_rate: m.respiratoryRate, spo2: m.spo2, etco2: m.etco2,
    temperature_c: tenths(m.temperatureDc), bp_systolic: m.bpSystolic, bp_diastolic: m.bpDiastolic, bp_mean: m.bpMean,
    anesthetic_pct: tenths(m.anestheticPctX10), created_by: m.createdBy,
  };
}

function sessionToDto(s: SessionRow, measurements: MeasurementRow[]): TAnesthesiaSession {
  return {
    id: s.id, record_id: s.recordId, pet_id: s.petId, clinic_id: s.clinicId, asa_class: s.asaClass as TAnesthesiaSession['asa_class'],
    asa_emergency: s.asaEmergency, drugs: s.drugs, started_at: s.startedAt?.toISOString() ?? null, ended_at: s.endedAt?.toISOString() ?? null,
    notes: s.notes, measurements: measurements.map(measurementToDto), updated_at: s.updatedAt.toISOString(),
  };
}

async function loadSession(db: DbOrTx, recordId: number, lock = false) {
  const q = db.select().from(anesthesiaSessions).where(eq(anesthesiaSessions.recordId, recordId));
  const [session] = lock ? await q.for('update') : await q;
  return session ?? null;
}

async function withMeasurements(db: DbOrTx, session: SessionRow) {
  const rows = await db.select().from(anesthesiaMeasurements).where(eq(anesthesiaMeasurements.sessionId, session.id))
    .orderBy(asc(anesthesiaMeasurements.measuredAt), asc(anesthesiaMeasurements.id));
  return sessionToDto(session, rows);
}

const audit = (tx: DbOrTx, scope: TenantScope, action: string, entityId: number, before?: unknown, after?: unknown) => writeAudit(tx, {
  groupId: scope.groupId, clinicId: scope.clinicId, actor: { type: 'staff', id: scope.userId }, action, entityType: 'anesthesia_session', entityId, before, after,
});

const columns = (input: TAnesthesiaInput) => ({
  asaClass: input.asa_class, asaEmergency: input.asa_emergency, drugs: input.drugs,
  startedAt: input.started_at ? new Date(input.started_at) : null, endedAt: input.ended_at ? new Date(input.ended_at) : null, notes: input.notes,
});

/** The record's anesthesia session with its measurements (oldest first), or null; any clinic of the group may read it. */
export async function getAnesthesia(db: Db, scope: TenantScope, recordId: number): Promise<TAnesthesiaSession | null> {
  await readableRecord(db, scope, recordId);
  const session = await loadSession(db, recordId);
  return session ? withMeasurements(db, session) : null;
}

/** Starts the record's one anesthesia session (409 anesthesia_exists when it has one; 409 record_closed when closed). */
export async function createAnesthesia(db: Db, scope: TenantScope, recordId: number, input: TAnesthesiaInput): Promise<TAnesthesiaSession> {
  return db.transaction(async (tx) => {
    const record = await lockWritableRecord(tx, scope, recordId);
    if (await loadSession(tx, recordId)) throw new AppError('conflict', 'vitals.errors.anesthesia_exists');
    const [row] = await tx.insert(anesthesiaSessions).values({ clinicId: scope.clinicId, petId: record.petId, recordId, createdBy: scope.userId, ...columns(input) }).returning();
    const dto = await withMeasurements(tx, row);
    await audit(tx, scope, 'anesthesia.created', row.id, undefined, dto);
    return dto;
  });
}

/** Replaces the session's ASA class, drugs, times and notes; its measurements stay. */
export async function updateAnesthesia(db: Db, scope: TenantScope, recordId: number, input: TAnesthesiaInput): Promise<TAnesthesiaSession> {
  return db.transaction(async (tx) => {
    await lockWritableRecord(tx, scope, recordId);
    const before = await loadSession(tx, recordId, true);
    if (!before) throw notFound();
    const [row] = await tx.update(anesthesiaSessions).set({ ...columns(input), updatedAt: new Date() }).where(eq(anesthesiaSessions.id, before.id)).returning();
    const dto = await withMeasurements(tx, row);
    await audit(tx, scope, 'anesthesia.updated', row.id, sessionToDto(before, []), { ...dto, measurements: undefined });
    return dto;
  });
}

/** Adds one reading to the record's session (404 without a session). */
export async function addMeasurement(db: Db, scope: TenantScope, recordId: number, input: TAnesthesiaMeasurementInput): Promise<TAnesthesiaMeasurement> {
  return db.transaction(async (tx) => {
    await lockWritableRecord(tx, scope, recordId);
    const session = await loadSession(tx, recordId);
    if (!session) throw notFound();
    const at = new Date(input.measured_at);
    // A reading far from the session (a typo in the date) is refused; a day around its start is generous.
    if (session.startedAt && Math.abs(at.getTime() - session.startedAt.getTime()) > 24 * 3600_000) throw validation({ measured_at: ['vitals.errors.outside_session'] });
    const [row] = await tx.insert(anesthesiaMeasurements).values({
      sessionId: session.id, recordId, measuredAt: at, heartRate: input.heart_rate, respiratoryRate: input.respiratory_rate, spo2: input.spo2,
      etco2: input.etco2, temperatureDc: toTenths(input.temperature_c), bpSystolic: input.bp_systolic, bpDiastolic: input.bp_diastolic,
      bpMean: input.bp_mean, anestheticPctX10: toTenths(input.anesthetic_pct), createdBy: scope.userId,
    }).returning();
    const dto = measurementToDto(row);
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: { type: 'staff', id: scope.userId }, action: 'anesthesia.measurement_added', entityType: 'anesthesia_measurement', entityId: row.id, after: dto });
    return dto;
  });
}

/** Removes one reading of the record's session (a typo); audited with what it said. */
export async function deleteMeasurement(db: Db, scope: TenantScope, recordId: number, measurementId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockWritableRecord(tx, scope, recordId);
    const [row] = await tx.delete(anesthesiaMeasurements)
      .where(and(eq(anesthesiaMeasurements.id, measurementId), eq(anesthesiaMeasurements.recordId, recordId))).returning();
    if (!row) throw notFound();
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: { type: 'staff', id: scope.userId }, action: 'anesthesia.measurement_deleted', entityType: 'anesthesia_measurement', entityId: row.id, before: measurementToDto(row) });
  });
}
