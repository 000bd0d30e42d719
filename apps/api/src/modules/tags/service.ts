import { and, asc, count, eq, ilike, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { appointments, petParents, pets, records, taggables, tags, type Db, type DbOrTx } from '@vetclinic/db';
import {
  PAGE_SIZE,
  type TTag, type TTagInputParsed, type TTagListQuery, type TTagPill, type TTaggableInput, type TTaggableQuery, type TagEntityType,
} from '@vetclinic/domain';
import { notFound, validation } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { offsetOf, pageMeta } from '../../lib/pagination';
import type { TenantScope } from '../../plugins/auth';
import { lockWritableRecord, readableRecord } from '../records/guard';

type TagRow = typeof tags.$inferSelect;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const inClinic = (scope: TenantScope, id: number) => and(eq(tags.id, id), eq(tags.clinicId, scope.clinicId), isNull(tags.deletedAt));

const usage = sql<number>`(SELECT count(*)::int FROM ${taggables} WHERE ${taggables.tagId} = ${tags.id})`;

function toTag(row: TagRow, usageCount: number): TTag {
  return {
    id: row.id,
    clinic_id: row.clinicId,
    name: row.name,
    colour: row.colour,
    entity_types: row.entityTypes,
    usage_count: usageCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const actor = (scope: TenantScope) => ({ type: 'staff' as const, id: scope.userId });

/** The active clinic's tags that may go on `entity_type` (or all of them for `any`), by name. */
export async function listTags(db: Db, scope: TenantScope, query: TTagListQuery) {
  const perPage = query.per_page ?? PAGE_SIZE.common;
  const f = query.filter;
  const conditions: (SQL | undefined)[] = [eq(tags.clinicId, scope.clinicId), isNull(tags.deletedAt)];
  if (f.entity_type !== 'any') conditions.push(sql`${f.entity_type} = ANY(${tags.entityTypes})`);
  if (f.search) conditions.push(ilike(tags.name, `%${escapeLike(f.search)}%`));
  const where = and(...conditions);
  const [rows, [{ total }]] = await Promise.all([
    db.select({ tag: tags, usage }).from(tags).where(where).orderBy(asc(sql`lower(${tags.name})`), asc(tags.id))
      .limit(perPage).offset(offsetOf(query.page, perPage)),
    db.select({ total: count() }).from(tags).where(where),
  ]);
  return { data: rows.map((r) => toTag(r.tag, r.usage)), meta: pageMeta(query.page, perPage, total) };
}

async function loadTag(db: DbOrTx, scope: TenantScope, id: number): Promise<TTag> {
  const [row] = await db.select({ tag: tags, usage }).from(tags).where(inClinic(scope, id));
  if (!row) throw notFound();
  return toTag(row.tag, row.usage);
}

export const getTag = (db: Db, scope: TenantScope, id: number) => loadTag(db, scope, id);

async function assertNameFree(tx: DbOrTx, scope: TenantScope, name: string, exceptId?: number) {
  const [clash] = await tx.select({ id: tags.id }).from(tags).where(and(
    eq(tags.clinicId, scope.clinicId), isNull(tags.deletedAt), sql`lower(${tags.name}) = lower(${name})`,
    exceptId ? ne(tags.id, exceptId) : undefined,
  ));
  if (clash) throw validation({ name: ['tags.validation.name_taken'] });
}

/** Creates a tag in the active clinic; names are unique per clinic regardless of case. */
export async function createTag(db: Db, scope: TenantScope, input: TTagInputParsed, now = new Date()): Promise<TTag> {
  const id = await db.transaction(async (tx) => {
    await assertNameFree(tx, scope, input.name);
    const [row] = await tx.insert(tags).values({
      clinicId: scope.clinicId, name: input.name, colour: input.colour, entityTypes: input.entity_types, createdBy: scope.userId, createdAt: now, updatedAt: now,
    }).returning();
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: actor(scope), action: 'tag.created', entityType: 'tag', entityId: row.id, after: input });
    return row.id;
  });
  return loadTag(db, scope, id);
}

/**
 * Renames or recolours a tag, or changes what it may go on. Narrowing the types leaves existing taggings
 * of a removed type in place (they stay visible until someone untags them): history is not rewritten.
 */
export async function updateTag(db: Db, scope: TenantScope, id: number, input: TTagInputParsed, now = new Date()): Promise<TTag> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(tags).where(inClinic(scope, id)).for('update');
    if (!before) throw notFound();
    await assertNameFree(tx, scope, input.name, id);
    await tx.update(tags).set({ name: input.name, colour: input.colour, entityTypes: input.entity_types, updatedAt: now }).where(eq(tags.id, id));
    await writeAudit(tx, {
      groupId: scope.groupId, clinicId: scope.clinicId, actor: actor(scope), action: 'tag.updated', entityType: 'tag', entityId: id,
      before: { name: before.name, colour: before.colour, entity_types: before.entityTypes }, after: input,
    });
  });
  return loadTag(db, scope, id);
}

/**
 * Deletes a tag (soft) and takes it off everything it was on, except closed records, which keep it:
 * a closed record never changes (the tag then shows nowhere else).
 */
export async function deleteTag(db: Db, scope: TenantScope, id: number, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(tags).where(inClinic(scope, id)).for('update');
    if (!before) throw notFound();
    await tx.update(tags).set({ deletedAt: now, updatedAt: now }).where(eq(tags.id, id));
    await tx.delete(taggables).where(and(eq(taggables.tagId, id), sql`NOT EXISTS (SELECT 1 FROM ${records} r WHERE r.id = ${taggables.recordId} AND r.status = 'closed')`));
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: actor(scope), action: 'tag.deleted', entityType: 'tag', entityId: id, before: { name: before.name } });
  });
}

/**
 * Checks the tagged thing is the caller's: a pet or client of the group, an appointment of the active clinic,
 * a record readable (reads) or writable (writes, locked: 409 when closed). Anything else is a 404.
 */
async function assertEntity(tx: DbOrTx, scope: TenantScope, type: TagEntityType, id: number, write: boolean) {
  switch (type) {
    case 'pet': {
      const [row] = await tx.select({ id: pets.id }).from(pets).where(and(eq(pets.id, id), eq(pets.groupId, scope.groupId)));
      if (!row) throw notFound();
      return;
    }
    case 'client': {
      const [row] = await tx.select({ id: petParents.id }).from(petParents).where(and(eq(petParents.id, id), eq(petParents.groupId, scope.groupId)));
      if (!row) throw notFound();
      return;
    }
    case 'appointment': {
      const [row] = await tx.select({ id: appointments.id }).from(appointments).where(and(eq(appointments.id, id), eq(appointments.clinicId, scope.clinicId)));
      if (!row) throw notFound();
      return;
    }
    case 'record':
      if (write) await lockWritableRecord(tx, scope, id);
      else await readableRecord(tx, scope, id);
  }
}

/** The active clinic's tags on many entities of one type at once (boards and lists), as pills by entity id. */
export async function tagPillsFor(db: DbOrTx, scope: TenantScope, type: TagEntityType, ids: number[]): Promise<Map<number, TTagPill[]>> {
  const out = new Map<number, TTagPill[]>();
  if (!ids.length) return out;
  const rows = await db.select({ entityId: taggables.entityId, id: tags.id, name: tags.name, colour: tags.colour })
    .from(taggables).innerJoin(tags, eq(tags.id, taggables.tagId))
    .where(and(eq(taggables.entityType, type), inArray(taggables.entityId, [...new Set(ids)]), eq(tags.clinicId, scope.clinicId), isNull(tags.deletedAt)))
    .orderBy(asc(sql`lower(${tags.name})`));
  for (const r of rows) {
    const list = out.get(r.entityId) ?? [];
    list.push({ id: r.id, name: r.name, colour: r.colour });
    out.set(r.entityId, list);
  }
  return out;
}

/** One entity's tags at the active clinic. */
export async function listEntityTags(db: Db, scope: TenantScope, query: TTaggableQuery): Promise<TTagPill[]> {
  await assertEntity(db, scope, query.entity_type, query.entity_id, false);
  return (await tagPillsFor(db, scope, query.entity_type, [query.entity_id])).get(query.entity_id) ?? [];
}

/** Puts a tag on an entity (idempotent); the tag must be the active clinic's and allowed on that type. */
export async function tagEntity(db: Db, scope: TenantScope, input: TTaggableInput, now = new Date()): Promise<TTagPill[]> {
  await db.transaction(async (tx) => {
    await assertEntity(tx, scope, input.entity_type, input.entity_id, true);
    const [tag] = await tx.select().from(tags).where(inClinic(scope, input.tag_id));
    if (!tag) throw validation({ tag_id: ['tags.validation.unknown'] });
    if (!tag.entityTypes.includes(input.entity_type)) throw validation({ tag_id: ['tags.validation.wrong_type'] });
    const inserted = await tx.insert(taggables).values({
      tagId: tag.id, entityType: input.entity_type, entityId: input.entity_id,
      recordId: input.entity_type === 'record' ? input.entity_id : null, createdBy: scope.userId, createdAt: now,
    }).onConflictDoNothing().returning();
    if (inserted.length) {
      await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: actor(scope), action: 'tag.attached', entityType: input.entity_type, entityId: input.entity_id, after: { tag_id: tag.id, name: tag.name } });
    }
  });
  return listEntityTags(db, scope, input);
}

/** Takes a tag off an entity; taking off a tag that is not there is a no-op. */
export async function untagEntity(db: Db, scope: TenantScope, input: TTaggableInput): Promise<void> {
  await db.transaction(async (tx) => {
    await assertEntity(tx, scope, input.entity_type, input.entity_id, true);
    const [tag] = await tx.select({ id: tags.id }).from(tags).where(inClinic(scope, input.tag_id));
    if (!tag) throw validation({ tag_id: ['tags.validation.unknown'] });
    const removed = await tx.delete(taggables).where(and(eq(taggables.tagId, tag.id), eq(taggables.entityType, input.entity_type), eq(taggables.entityId, input.entity_id))).returning();
    if (removed.length) {
      await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: actor(scope), action: 'tag.detached', entityType: input.entity_type, entityId: input.entity_id, before: { tag_id: tag.id } });
    }
  });
}
