import { and, asc, count, desc, eq, ilike, isNull, isNotNull, sql, type SQL } from 'drizzle-orm';
import { clinics, recordTemplates, type Db, type DbOrTx } from '@vetclinic/db';
import {
  PAGE_SIZE, RECORD_REPO_KEYS, recordRepository, repoTemplate,
  type RecordRepoKey, type TRecordRepoTemplate, type TRecordTemplate, type TRecordTemplateCopyInput,
  type TRecordTemplateInputParsed, type TRecordTemplateListQuery, type TRecordTemplateUpdateInputParsed,
} from '@vetclinic/domain';
import { notFound } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { offsetOf, pageMeta } from '../../lib/pagination';
import type { TenantScope } from '../../plugins/auth';

export type TemplateRow = typeof recordTemplates.$inferSelect;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export function toTemplate(t: TemplateRow): TRecordTemplate {
  return {
    id: t.id,
    clinic_id: t.clinicId,
    name: t.name,
    description: t.description,
    repo_key: t.repoKey,
    is_default: t.isDefault,
    sections: t.sections,
    version: t.version,
    archived_at: t.archivedAt?.toISOString() ?? null,
    created_at: t.createdAt.toISOString(),
    updated_at: t.updatedAt.toISOString(),
  };
}

const audit = (tx: DbOrTx, scope: TenantScope, action: string, id: number, before?: unknown, after?: unknown) =>
  writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: { type: 'staff', id: scope.userId }, action, entityType: 'record_template', entityId: id, before, after });

const auditView = (t: TemplateRow) => ({ name: t.name, is_default: t.isDefault, version: t.version, archived: t.archivedAt !== null });

/** The active clinic's templates: the default first, then by name; archived ones only when asked for. */
export async function listTemplates(db: Db, scope: TenantScope, query: TRecordTemplateListQuery) {
  const perPage = query.per_page ?? PAGE_SIZE.common;
  const f = query.filter ?? {};
  const conditions: (SQL | undefined)[] = [eq(recordTemplates.clinicId, scope.clinicId)];
  conditions.push(f.archived === '1' ? isNotNull(recordTemplates.archivedAt) : isNull(recordTemplates.archivedAt));
  if (f.search) conditions.push(ilike(recordTemplates.name, `%${escapeLike(f.search)}%`));
  const where = and(...conditions);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(recordTemplates).where(where)
      .orderBy(desc(recordTemplates.isDefault), asc(recordTemplates.name), asc(recordTemplates.id))
      .limit(perPage).offset(offsetOf(query.page, perPage)),
    db.select({ total: count() }).from(recordTemplates).where(where),
  ]);
  return { data: rows.map(toTemplate), meta: pageMeta(query.page, perPage, total) };
}

/** One template of the active clinic (archived included: old records name it). */
export async function findTemplate(db: DbOrTx, scope: TenantScope, id: number): Promise<TemplateRow> {
  const [row] = await db.select().from(recordTemplates).where(and(eq(recordTemplates.id, id), eq(recordTemplates.clinicId, scope.clinicId)));
  if (!row) throw notFound();
  return row;
}

export async function getTemplate(db: Db, scope: TenantScope, id: number): Promise<TRecordTemplate> {
  return toTemplate(await findTemplate(db, scope, id));
}

async function clearDefault(tx: DbOrTx, scope: TenantScope, exceptId?: number) {
  await tx.update(recordTemplates).set({ isDefault: false })
    .where(and(eq(recordTemplates.clinicId, scope.clinicId), eq(recordTemplates.isDefault, true), exceptId ? sql`${recordTemplates.id} <> ${exceptId}` : undefined));
}

export async function createTemplate(db: Db, scope: TenantScope, input: TRecordTemplateInputParsed, now = new Date()): Promise<TRecordTemplate> {
  return db.transaction(async (tx) => {
    if (input.is_default) await clearDefault(tx, scope);
    const [row] = await tx.insert(recordTemplates).values({
      clinicId: scope.clinicId, name: input.name, description: input.description ?? null, isDefault: input.is_default,
      sections: input.sections, createdBy: scope.userId, createdAt: now, updatedAt: now,
    }).returning();
    await audit(tx, scope, 'record_template.created', row.id, undefined, auditView(row));
    return toTemplate(row);
  });
}

/**
 * Changes a template; every change bumps its version. Records already written keep the sections they
 * were written with (records.template_snapshot), so nothing they show changes.
 */
export async function updateTemplate(db: Db, scope: TenantScope, id: number, input: TRecordTemplateUpdateInputParsed, now = new Date()): Promise<TRecordTemplate> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(recordTemplates).where(and(eq(recordTemplates.id, id), eq(recordTemplates.clinicId, scope.clinicId))).for('update');
    if (!before || before.archivedAt) throw notFound();
    if (input.is_default) await clearDefault(tx, scope, id);
    const patch: Partial<typeof recordTemplates.$inferInsert> = { updatedAt: now, version: before.version + 1 };
    if (input.name !== undefined) patch.name = input.name;
    if (input.description !== undefined) patch.description = input.description;
    if (input.is_default !== undefined) patch.isDefault = input.is_default;
    if (input.sections !== undefined) patch.sections = input.sections;
    const [after] = await tx.update(recordTemplates).set(patch).where(eq(recordTemplates.id, id)).returning();
    await audit(tx, scope, 'record_template.updated', id, auditView(before), auditView(after));
    return toTemplate(after);
  });
}

/** Archives a template (DELETE): it leaves the pickers; records written with it are unchanged. */
export async function archiveTemplate(db: Db, scope: TenantScope, id: number, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(recordTemplates).where(and(eq(recordTemplates.id, id), eq(recordTemplates.clinicId, scope.clinicId))).for('update');
    if (!before || before.archivedAt) throw notFound();
    const [after] = await tx.update(recordTemplates).set({ archivedAt: now, isDefault: false, updatedAt: now }).where(eq(recordTemplates.id, id)).returning();
    await audit(tx, scope, 'record_template.archived', id, auditView(before), auditView(after));
  });
}

async function clinicLanguage(db: DbOrTx, clinicId: number): Promise<string> {
  const [c] = await db.select({ lang: clinics.defaultLanguage }).from(clinics).where(eq(clinics.id, clinicId));
  return c?.lang ?? 'en';
}

/** The built-in repository in the caller's language, each marked when the clinic already has a copy. */
export async function listRepository(db: Db, scope: TenantScope, language: string): Promise<TRecordRepoTemplate[]> {
  const copied = await db.selectDistinct({ key: recordTemplates.repoKey }).from(recordTemplates)
    .where(and(eq(recordTemplates.clinicId, scope.clinicId), isNull(recordTemplates.archivedAt), isNotNull(recordTemplates.repoKey)));
  const have = new Set(copied.map((c) => c.key));
  return recordRepository(language).map((t) => ({ ...t, copied: have.has(t.repo_key) }));
}

/**
 * Copies built-in templates into the active clinic, in the language asked for or else the clinic's default
 * language. A repository default (SOAP) becomes the clinic's default only when the clinic has none.
 */
export async function copyFromRepository(db: Db, scope: TenantScope, input: TRecordTemplateCopyInput, now = new Date()): Promise<TRecordTemplate[]> {
  return db.transaction(async (tx) => {
    const language = input.language ?? await clinicLanguage(tx, scope.clinicId);
    const out: TRecordTemplate[] = [];
    for (const key of RECORD_REPO_KEYS.filter((k) => input.repo_keys.includes(k))) {
      const [row] = await insertRepoTemplate(tx, scope.clinicId, key, language, scope.userId, now);
      await audit(tx, scope, 'record_template.copied', row.id, undefined, { ...auditView(row), repo_key: key });
      out.push(toTemplate(row));
    }
    return out;
  });
}

/** Inserts one repository template into a clinic (also used by the demo seed's twin in packages/db). */
export async function insertRepoTemplate(tx: DbOrTx, clinicId: number, key: RecordRepoKey, language: string, userId: number | null, now: Date) {
  const tpl = repoTemplate(key, language);
  let isDefault = false;
  if (tpl.is_default) {
    const [existing] = await tx.select({ id: recordTemplates.id }).from(recordTemplates)
      .where(and(eq(recordTemplates.clinicId, clinicId), eq(recordTemplates.isDefault, true), isNull(recordTemplates.archivedAt)));
    isDefault = !existing;
  }
  return tx.insert(recordTemplates).values({
    clinicId, name: tpl.name, description: tpl.description, repoKey: key, isDefault, sections: tpl.sections,
    createdBy: userId, createdAt: now, updatedAt: now,
  }).returning();
}

/** The template a new record uses: the one asked for (must be the clinic's, not archived), else the default, else the first. */
export async function templateForNewRecord(tx: DbOrTx, scope: TenantScope, templateId: number | undefined): Promise<TemplateRow | null> {
  if (templateId !== undefined) {
    const [row] = await tx.select().from(recordTemplates)
      .where(and(eq(recordTemplates.id, templateId), eq(recordTemplates.clinicId, scope.clinicId), isNull(recordTemplates.archivedAt)));
    return row ?? null;
  }
  const [row] = await tx.select().from(recordTemplates)
    .where(and(eq(recordTemplates.clinicId, scope.clinicId), isNull(recordTemplates.archivedAt)))
    .orderBy(desc(recordTemplates.isDefault), asc(recordTemplates.id)).limit(1);
  return row ?? null;
}
