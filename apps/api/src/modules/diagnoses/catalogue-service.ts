import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { copyDiagnosisCatalogue, diagnoses, type Db, type DbOrTx } from '@vetclinic/db';
import { PAGE_SIZE, type TDiagnosis, type TDiagnosisInputParsed, type TDiagnosisListQuery } from '@vetclinic/domain';
import { notFound } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { offsetOf, pageMeta } from '../../lib/pagination';
import type { TenantScope } from '../../plugins/auth';

type DiagnosisRow = typeof diagnoses.$inferSelect;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
/** The expression the trigram index of migration 0022 covers: ILIKE on it is an index scan. */
const searchText = sql`(${diagnoses.name} || ' ' || coalesce(${diagnoses.code}, ''))`;

export function toDiagnosis(r: DiagnosisRow): TDiagnosis {
  return {
    id: r.id, clinic_id: r.clinicId, name: r.name, description: r.description, recommendation: r.recommendation, code: r.code,
    category: r.category, species: r.species, is_active: r.isActive, built_in: r.repoKey !== null, updated_at: r.updatedAt.toISOString(),
  };
}

/**
 * The active clinic's catalogue, searched as you type: every word typed must appear in the name or code
 * (any order, case-insensitive); names starting with the text come first, then alphabetical.
 */
export async function listDiagnoses(db: Db, scope: TenantScope, query: TDiagnosisListQuery) {
  const perPage = query.per_page ?? PAGE_SIZE.common;
  const f = query.filter ?? {};
  const conditions: (SQL | undefined)[] = [eq(diagnoses.clinicId, scope.clinicId)];
  const words = (f.q ?? '').split(/\s+/).filter(Boolean).slice(0, 6);
  for (const w of words) conditions.push(sql`${searchText} ILIKE ${`%${escapeLike(w)}%`}`);
  if (f.category) conditions.push(eq(diagnoses.category, f.category));
  if (f.species) conditions.push(sql`(cardinality(${diagnoses.species}) = 0 OR ${diagnoses.species} @> ARRAY[${f.species}::text])`);
  if (f.is_active !== undefined) conditions.push(eq(diagnoses.isActive, f.is_active));
  const where = and(...conditions);
  const order: SQL[] = words.length ? [sql`CASE WHEN ${diagnoses.name} ILIKE ${`${escapeLike(f.q!.trim())}%`} THEN 0 ELSE 1 END`] : [];
  order.push(desc(diagnoses.isActive), asc(sql`lower(${diagnoses.name})`), asc(diagnoses.id));
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(diagnoses).where(where).orderBy(...order)
      .limit(perPage).offset(offsetOf(query.page, perPage)),
    db.select({ total: count() }).from(diagnoses).where(where),
  ]);
  return { data: rows.map(toDiagnosis), meta: pageMeta(query.page, perPage, total) };
}

/** One entry of the active clinic's catalogue; another clinic's is a 404. */
export async function findDiagnosis(db: DbOrTx, scope: TenantScope, id: number): Promise<DiagnosisRow> {
  const [row] = await db.select().from(diagnoses).where(and(eq(diagnoses.id, id), eq(diagnoses.clinicId, scope.clinicId)));
  if (!row) throw notFound();
  return row;
}

export async function getDiagnosis(db: Db, scope: TenantScope, id: number): Promise<TDiagnosis> {
  return toDiagnosis(await findDiagnosis(db, scope, id));
}

const auditView = (r: DiagnosisRow) => ({ name: r.name, code: r.code, category: r.category, is_active: r.isActive });

/** Adds a clinic-written entry to the catalogue (audited). */
export async function createDiagnosis(db: Db, scope: TenantScope, input: TDiagnosisInputParsed, now = new Date()): Promise<TDiagnosis> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(diagnoses).values({
      clinicId: scope.clinicId, name: input.name, description: input.description, recommendation: input.recommendation, code: input.code,
      category: input.category, species: input.species, isActive: input.is_active, createdAt: now, updatedAt: now,
    }).returning();
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: { type: 'staff', id: scope.userId }, action: 'diagnosis.created', entityType: 'diagnosis', entityId: row.id, after: auditView(row) });
    return toDiagnosis(row);
  });
}

/**
 * Edits an entry (deactivating is `is_active: false`). Records keep the name they were written with, so
 * renaming never rewrites history.
 */
export async function updateDiagnosis(db: Db, scope: TenantScope, id: number, input: TDiagnosisInputParsed, now = new Date()): Promise<TDiagnosis> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(diagnoses).where(and(eq(diagnoses.id, id), eq(diagnoses.clinicId, scope.clinicId))).for('update');
    if (!before) throw notFound();
    const [row] = await tx.update(diagnoses).set({
      name: input.name, description: input.description, recommendation: input.recommendation, code: input.code,
      category: input.category, species: input.species, isActive: input.is_active, updatedAt: now,
    }).where(eq(diagnoses.id, id)).returning();
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: { type: 'staff', id: scope.userId }, action: 'diagnosis.updated', entityType: 'diagnosis', entityId: id, before: auditView(before), after: auditView(row) });
    return toDiagnosis(row);
  });
}

/** Copies the built-in entries the clinic does not hold yet (a new clinic, or after the catalogue grew). */
export async function importBuiltInDiagnoses(db: Db, scope: TenantScope, now = new Date()): Promise<{ added: number }> {
  return db.transaction(async (tx) => {
    // One import at a time per clinic: two clicks must not copy the catalogue twice (the unique index would refuse it).
    await tx.execute(sql`select pg_advisory_xact_lock(7216422, ${scope.clinicId})`);
    const added = await copyDiagnosisCatalogue(tx, scope.clinicId, now);
    if (added) await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: { type: 'staff', id: scope.userId }, action: 'diagnosis.imported', entityType: 'clinic', entityId: scope.clinicId, after: { added } });
    return { added };
  });
}
