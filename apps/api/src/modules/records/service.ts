import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DateTime } from 'luxon';
import {
  appointmentPets, appointmentServices, appointments, clinicMemberships, clinics, petParents, pets, recordAppointments,
  recordFieldValues, recordTemplates, recordVersions, records, servicePackages, species, staffUsers, taggables, taskTemplates, tasks,
  type Db, type DbOrTx,
} from '@vetclinic/db';
import {
  PAGE_SIZE, RECORD_PAGE_SIZE, TaskStatus, canTransitionRecord,
  type RecordStatus, type TPageQuery, type TRecord, type TRecordAppointment, type TRecordCreateInputParsed,
  type TRecordFieldValue, type TRecordHistoryEntry, type TRecordListItem, type TRecordListQuery, type TRecordQuickSearchQuery,
  type TRecordSearchQuery,
} from '@vetclinic/domain';
import { AppError, notFound, validation } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { countOf, offsetOf, pageMeta, pageTotal, totalOver } from '../../lib/pagination';
import type { TenantScope } from '../../plugins/auth';
import { lockWritableRecord, readableRecord, type RecordRow } from './guard';
import { insertRepoTemplate, templateForNewRecord } from './templates-service';

const vet = alias(staffUsers, 'record_vet');
const client = alias(petParents, 'record_client');
const fullName = (p: { firstName: string | null; lastName: string | null } | null) => (p && p.firstName !== null ? `${p.firstName} ${p.lastName ?? ''}`.trim() : '');
const person = (id: number | null, p: { firstName: string | null; lastName: string | null } | null) => (id !== null && p && p.firstName !== null ? { id, full_name: fullName(p) } : null);
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export const staffAudit = (scope: TenantScope) => ({ type: 'staff' as const, id: scope.userId });

/**
 * A field value read as JSON text and parsed here: the drivers parse jsonb and drizzle's jsonb column
 * parses strings once more, which turns a stored string "2" or "true" into a number or a boolean.
 */
export const fieldValueText = sql<string | null>`${recordFieldValues.value}::text`;
export const parseFieldValue = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

// ---------- reading ----------

/** The record columns lists need: not the template copy (a few KB each) nor the bookkeeping. */
const { templateSnapshot: _snapshot, deletedAt: _deleted, ...listColumns } = getTableColumns(records);

function selectRecords<Extra extends Record<string, SQL.Aliased | SQL>>(db: DbOrTx, extra: Extra = {} as Extra) {
  return db
    .select({
      ...extra,
      r: listColumns,
      clinicName: clinics.name,
      pet: { id: pets.id, nickname: pets.nickname, species: species.name },
      client: { firstName: client.firstName, lastName: client.lastName },
      vet: { firstName: vet.firstName, lastName: vet.lastName },
      templateName: recordTemplates.name,
    })
    .from(records)
    .innerJoin(clinics, eq(clinics.id, records.clinicId))
    .innerJoin(pets, eq(pets.id, records.petId))
    .leftJoin(species, eq(species.id, pets.speciesId))
    .leftJoin(client, eq(client.id, records.clientId))
    .leftJoin(vet, eq(vet.id, records.vetId))
    .leftJoin(recordTemplates, eq(recordTemplates.id, records.templateId));
}
type Joined = Awaited<ReturnType<ReturnType<typeof selectRecords>['execute']>>[number];

function toListItem(j: Joined, match: string | null = null): TRecordListItem {
  const r = j.r;
  return {
    id: r.id,
    clinic_id: r.clinicId,
    clinic_name: j.clinicName,
    pet: { id: j.pet.id, nickname: j.pet.nickname, species: j.pet.species ?? null },
    client: person(r.clientId, j.client),
    vet: person(r.vetId, j.vet),
    template: r.templateId !== null && j.templateName !== null ? { id: r.templateId, name: j.templateName } : null,
    title: r.title,
    status: r.status,
    recorded_at: r.recordedAt.toISOString(),
    closed_at: r.closedAt?.toISOString() ?? null,
    updated_at: r.updatedAt.toISOString(),
    version: r.version,
    ...(match !== null ? { match } : {}),
  };
}

type Filters = NonNullable<TRecordListQuery['filter']> & { text?: string };

/**
 * Which records a list or search sees: the active clinic's; filtered by pet or client, the whole group's
 * (a pet's history follows it between the group's clinics).
 */
function filterConditions(scope: TenantScope, f: Filters): SQL {
  const conditions: (SQL | undefined)[] = [eq(records.groupId, scope.groupId), isNull(records.deletedAt)];
  if (!f.pet_id && !f.client_id && !f.appointment_id) conditions.push(eq(records.clinicId, scope.clinicId));
  if (f.pet_id) conditions.push(eq(records.petId, f.pet_id));
  if (f.client_id) conditions.push(eq(records.clientId, f.client_id));
  if (f.vet_id) conditions.push(eq(records.vetId, f.vet_id));
  if (f.template_id) conditions.push(eq(records.templateId, f.template_id));
  if (f.appointment_id) conditions.push(sql`EXISTS (SELECT 1 FROM ${recordAppointments} ra WHERE ra.record_id = ${records.id} AND ra.appointment_id = ${f.appointment_id})`);
  if (f.tag_id) conditions.push(sql`EXISTS (SELECT 1 FROM ${taggables} tg WHERE tg.entity_type = 'record' AND tg.entity_id = ${records.id} AND tg.tag_id = ${f.tag_id})`);
  if (f.status?.length) conditions.push(inArray(records.status, f.status));
  if (f.date_from) conditions.push(sql`${records.recordedAt} >= ${DateTime.fromISO(f.date_from, { zone: scope.timezone }).startOf('day').toUTC().toISO()}::timestamptz`);
  if (f.date_to) conditions.push(sql`${records.recordedAt} < ${DateTime.fromISO(f.date_to, { zone: scope.timezone }).plus({ days: 1 }).startOf('day').toUTC().toISO()}::timestamptz`);
  if (f.text) conditions.push(textMatches(f.text));
  return and(...conditions)!;
}

/** Free text: pet, client, title, client summary, any field value. */
function textMatches(text: string): SQL {
  const term = `%${escapeLike(text)}%`;
  return or(
    ilike(records.title, term),
    ilike(records.clientSummary, term),
    ilike(pets.nickname, term),
    sql`(${client.firstName} || ' ' || ${client.lastName}) ILIKE ${term}`,
    sql`EXISTS (SELECT 1 FROM ${recordFieldValues} v WHERE v.record_id = ${records.id} AND v.value::text ILIKE ${term})`,
  )!;
}

export async function listRecords(db: Db, scope: TenantScope, query: TRecordListQuery) {
  return searchRecords(db, scope, { ...query, sort: '-recorded_at' });
}

/** GET /records/search and GET /records: every filter, free text, newest first unless sorted otherwise. */
export async function searchRecords(db: Db, scope: TenantScope, query: TRecordSearchQuery | (TRecordListQuery & { sort: TRecordSearchQuery['sort'] })) {
  const perPage = query.per_page ?? RECORD_PAGE_SIZE;
  const where = filterConditions(scope, query.filter ?? {});
  const col = query.sort.endsWith('updated_at') ? records.updatedAt : records.recordedAt;
  const order = query.sort.startsWith('-') ? desc(col) : asc(col);
  // The joins only matter to the free-text filter (pet and client names).
  const counted = () => query.filter && 'text' in query.filter && query.filter.text
    ? db.select({ total: count() }).from(records).innerJoin(pets, eq(pets.id, records.petId)).leftJoin(client, eq(client.id, records.clientId)).where(where)
    : db.select({ total: count() }).from(records).where(where);
  // The count rides in the page query (one round trip); a page past the end asks for it alone.
  const rows = await selectRecords(db, { total: countOf(counted()) }).where(where).orderBy(order, desc(records.id)).limit(perPage).offset(offsetOf(query.page, perPage));
  const total = await pageTotal(rows, query.page, async () => (await counted())[0].total);
  return { data: rows.map((r) => toListItem(r)), meta: pageMeta(query.page, perPage, total) };
}

/** As you type: the active clinic's records whose pet, client, title, summary or a value matches; newest first. */
export async function quickSearch(db: Db, scope: TenantScope, query: TRecordQuickSearchQuery) {
  const rows = await selectRecords(db)
    .where(filterConditions(scope, { text: query.q }))
    .orderBy(desc(records.recordedAt), desc(records.id))
    .limit(query.limit);
  const q = query.q.toLowerCase();
  const ids = rows.map((r) => r.r.id);
  // Where it matched, for the hits whose title or names don't show it.
  const values = ids.length
    ? await db.select({ recordId: recordFieldValues.recordId, value: fieldValueText }).from(recordFieldValues)
      .where(and(inArray(recordFieldValues.recordId, ids), sql`${recordFieldValues.value}::text ILIKE ${`%${escapeLike(query.q)}%`}`))
    : [];
  return {
    data: rows.map((j) => {
      const shown = `${j.r.title} ${j.pet.nickname} ${fullName(j.client)}`.toLowerCase();
      if (shown.includes(q)) return toListItem(j, null);
      const hay = [j.r.clientSummary ?? '', ...values.filter((v) => v.recordId === j.r.id).map((v) => { const p = parseFieldValue(v.value); return typeof p === 'string' ? p : JSON.stringify(p); })];
      const hit = hay.find((h) => h.toLowerCase().includes(q)) ?? '';
      const at = hit.toLowerCase().indexOf(q);
      const excerpt = at < 0 ? null : `${at > 30 ? '…' : ''}${hit.slice(Math.max(0, at - 30), at + q.length + 50).replace(/\s+/g, ' ').trim()}${at + q.length + 50 < hit.length ? '…' : ''}`;
      return toListItem(j, excerpt);
    }),
  };
}

export async function fieldValuesOf(db: DbOrTx, recordId: number): Promise<TRecordFieldValue[]> {
  const rows = await db
    .select({ v: recordFieldValues, text: fieldValueText, firstName: staffUsers.firstName, lastName: staffUsers.lastName })
    .from(recordFieldValues)
    .leftJoin(staffUsers, eq(staffUsers.id, recordFieldValues.updatedBy))
    .where(eq(recordFieldValues.recordId, recordId))
    .orderBy(asc(recordFieldValues.fieldKey));
  return rows.map(({ v, text, firstName, lastName }) => ({
    field_key: v.fieldKey,
    value: parseFieldValue(text),
    version: v.version,
    updated_at: v.updatedAt.toISOString(),
    updated_by: person(v.updatedBy, { firstName, lastName }),
  }));
}

export async function appointmentsOf(db: DbOrTx, recordId: number): Promise<TRecordAppointment[]> {
  const rows = await db
    .select({ a: appointments, firstName: staffUsers.firstName, lastName: staffUsers.lastName })
    .from(recordAppointments)
    .innerJoin(appointments, eq(appointments.id, recordAppointments.appointmentId))
    .leftJoin(staffUsers, eq(staffUsers.id, appointments.vetId))
    .where(eq(recordAppointments.recordId, recordId))
    .orderBy(asc(appointments.startsAt));
  const ids = rows.map((r) => r.a.id);
  const svc = ids.length
    ? await db.select({ appointmentId: appointmentServices.appointmentId, name: servicePackages.name }).from(appointmentServices)
      .innerJoin(servicePackages, eq(servicePackages.id, appointmentServices.servicePackageId))
      .where(inArray(appointmentServices.appointmentId, ids))
    : [];
  return rows.map(({ a, firstName, lastName }) => ({
    id: a.id,
    clinic_id: a.clinicId,
    status: a.status,
    datetime_start_utc: a.startsAt.toISOString(),
    datetime_end_utc: a.endsAt.toISOString(),
    vet: person(a.vetId, { firstName, lastName }),
    services: svc.filter((s) => s.appointmentId === a.id).map((s) => s.name),
  }));
}

/**
 * Extension point of GET /records/{id}: the vitals and anesthesia modules (merged later) register a loader
 * here that adds their part of the record (`vitals`, `anesthesia`). Loaders run in parallel after the
 * record was found readable, with the caller's scope.
 */
export type RecordDetailExtension = (db: Db, scope: TenantScope, record: RecordRow) => Promise<Partial<Pick<TRecord, 'vitals' | 'anesthesia'>> & Record<string, unknown>>;
export const RECORD_DETAIL_EXTENSIONS: RecordDetailExtension[] = [];

export async function getRecord(db: Db, scope: TenantScope, id: number): Promise<TRecord> {
  const row = await readableRecord(db, scope, id);
  return loadRecord(db, scope, row.id);
}

async function loadRecord(db: Db, scope: TenantScope, id: number): Promise<TRecord> {
  const closer = alias(staffUsers, 'record_closer');
  const creator = alias(staffUsers, 'record_creator');
  const [[j], people, fields, appts, taskRows] = await Promise.all([
    selectRecords(db).where(and(eq(records.id, id), eq(records.groupId, scope.groupId))),
    db.select({ row: records, closer: { firstName: closer.firstName, lastName: closer.lastName }, creator: { firstName: creator.firstName, lastName: creator.lastName } })
      .from(records).leftJoin(closer, eq(closer.id, records.closedBy)).leftJoin(creator, eq(creator.id, records.createdBy)).where(eq(records.id, id)),
    fieldValuesOf(db, id),
    appointmentsOf(db, id),
    db.select({ id: tasks.id, title: tasks.title, status: tasks.status }).from(tasks)
      .where(and(eq(tasks.recordId, id), isNull(tasks.deletedAt))).orderBy(asc(tasks.id)),
  ]);
  if (!j || !people[0]) throw notFound();
  const r = people[0].row;
  const base: TRecord = {
    ...toListItem(j),
    pet_id: r.petId,
    client_id: r.clientId,
    vet_id: r.vetId,
    template_id: r.templateId,
    template_snapshot: r.templateSnapshot,
    client_summary: r.clientSummary,
    closed_by: person(r.closedBy, people[0].closer),
    created_by: person(r.createdBy, people[0].creator),
    created_at: r.createdAt.toISOString(),
    fields,
    appointments: appts,
    writable: r.clinicId === scope.clinicId && r.status !== 'closed' && scope.permissions.has('records.manage'),
    tasks: taskRows,
  };
  const extra = await Promise.all(RECORD_DETAIL_EXTENSIONS.map((ext) => ext(db, scope, r)));
  return Object.assign(base, ...extra);
}

export async function listRecordAppointments(db: Db, scope: TenantScope, id: number) {
  await readableRecord(db, scope, id);
  return appointmentsOf(db, id);
}

export async function recordHistory(db: Db, scope: TenantScope, id: number, query: TPageQuery) {
  await readableRecord(db, scope, id);
  const perPage = query.per_page ?? PAGE_SIZE.common;
  // A record's versions are few (tens): the count rides on the page's rows (one round trip).
  const rows = await db.select({ v: recordVersions, firstName: staffUsers.firstName, lastName: staffUsers.lastName, total: totalOver() })
    .from(recordVersions).leftJoin(staffUsers, eq(staffUsers.id, recordVersions.changedBy))
    .where(eq(recordVersions.recordId, id)).orderBy(desc(recordVersions.id))
    .limit(perPage).offset(offsetOf(query.page, perPage));
  const total = await pageTotal(rows, query.page, async () => (await db.select({ total: count() }).from(recordVersions).where(eq(recordVersions.recordId, id)))[0].total);
  const data: TRecordHistoryEntry[] = rows.map(({ v, firstName, lastName }) => ({
    id: v.id,
    version: v.version,
    action: v.action,
    changed_by: person(v.changedBy, { firstName, lastName }),
    changed_at: v.changedAt.toISOString(),
    reason: v.reason,
    before: (v.before as Record<string, unknown> | null) ?? null,
    after: (v.after as Record<string, unknown> | null) ?? null,
  }));
  return { data, meta: pageMeta(query.page, perPage, total) };
}

// ---------- writing ----------

/**
 * Bumps the record's version (with any column changes) and keeps the change as a record_versions row:
 * who, when, what before and after, and why (reopen).
 */
export async function writeVersion(
  tx: DbOrTx, scope: TenantScope, row: RecordRow, action: string,
  change: { before?: Record<string, unknown> | null; after?: Record<string, unknown> | null; reason?: string | null; patch?: Partial<typeof records.$inferInsert> },
  now = new Date(),
): Promise<RecordRow> {
  const [updated] = await tx.update(records)
    .set({ ...change.patch, version: sql`${records.version} + 1`, updatedAt: now })
    .where(eq(records.id, row.id)).returning();
  await tx.insert(recordVersions).values({
    recordId: row.id, version: updated.version, action, changedBy: scope.userId, changedAt: now,
    reason: change.reason ?? null, before: change.before ?? null, after: change.after ?? null,
  });
  return updated;
}

export async function assertClinicVet(tx: DbOrTx, scope: TenantScope, vetId: number, field = 'vet_id') {
  const [m] = await tx.select({ id: staffUsers.id }).from(clinicMemberships)
    .innerJoin(staffUsers, eq(staffUsers.id, clinicMemberships.userId))
    .where(and(eq(clinicMemberships.clinicId, scope.clinicId), eq(clinicMemberships.userId, vetId), eq(staffUsers.isActive, true), isNull(staffUsers.deletedAt)));
  if (!m) throw validation({ [field]: ['validation.staff_not_member'] });
}

async function appointmentTaken(tx: DbOrTx, appointmentId: number, exceptRecord?: number) {
  const [taken] = await tx.select({ recordId: recordAppointments.recordId }).from(recordAppointments)
    .innerJoin(records, eq(records.id, recordAppointments.recordId))
    .where(and(eq(recordAppointments.appointmentId, appointmentId), isNull(records.deletedAt)));
  if (taken && taken.recordId !== exceptRecord) {
    throw new AppError('conflict', 'recordsServer.errors.appointment_in_record', undefined, { record_id: taken.recordId });
  }
  return !!taken;
}

/** An appointment of the active clinic, with its pets. Another clinic's or group's is a 422 on the field. */
async function clinicAppointment(tx: DbOrTx, scope: TenantScope, appointmentId: number) {
  const [a] = await tx.select().from(appointments).where(and(eq(appointments.id, appointmentId), eq(appointments.clinicId, scope.clinicId)));
  if (!a) throw validation({ appointment_id: ['recordsServer.validation.appointment_unknown'] });
  const petRows = await tx.select({ petId: appointmentPets.petId }).from(appointmentPets).where(eq(appointmentPets.appointmentId, appointmentId));
  return { appointment: a, petIds: petRows.map((p) => p.petId) };
}

/**
 * Starts a record at the active clinic, from a pet or from an appointment (then linked to it; its pet and
 * vet are the defaults). The template is the one asked for, else the clinic's default; a clinic without
 * templates gets the built-in SOAP consultation copied first. The title defaults to the template's name.
 */
export async function createRecord(db: Db, scope: TenantScope, input: TRecordCreateInputParsed, now = new Date()): Promise<TRecord> {
  const id = await db.transaction(async (tx) => {
    let petId = input.pet_id;
    let vetId = input.vet_id === undefined ? undefined : input.vet_id;
    let recordedAt = input.recorded_at ? new Date(input.recorded_at) : now;
    if (input.appointment_id) {
      const { appointment, petIds } = await clinicAppointment(tx, scope, input.appointment_id);
      if (petId === undefined) {
        if (petIds.length !== 1) throw validation({ pet_id: [petIds.length ? 'validation.required' : 'validation.pet_required'] });
        petId = petIds[0];
      } else if (!petIds.includes(petId)) {
        throw validation({ pet_id: ['recordsServer.validation.pet_not_in_appointment'] });
      }
      await appointmentTaken(tx, appointment.id);
      if (vetId === undefined) vetId = appointment.vetId;
      if (!input.recorded_at) recordedAt = appointment.startsAt;
    }
    const [pet] = await tx.select({ id: pets.id, ownerId: pets.ownerId, archivedAt: pets.archivedAt }).from(pets)
      .where(and(eq(pets.id, petId!), eq(pets.groupId, scope.groupId)));
    if (!pet) throw validation({ pet_id: ['validation.pet_not_in_group'] });
    if (pet.archivedAt) throw validation({ pet_id: ['recordsServer.validation.pet_archived'] });
    if (vetId === undefined) vetId = scope.userId;
    if (vetId !== null && vetId !== scope.userId) await assertClinicVet(tx, scope, vetId);

    let template = await templateForNewRecord(tx, scope, input.template_id);
    if (!template) {
      if (input.template_id !== undefined) throw validation({ template_id: ['validation.template_unknown'] });
      const [c] = await tx.select({ lang: clinics.defaultLanguage }).from(clinics).where(eq(clinics.id, scope.clinicId));
      [template] = await insertRepoTemplate(tx, scope.clinicId, 'soap', c?.lang ?? 'en', scope.userId, now);
    }
    const [row] = await tx.insert(records).values({
      groupId: scope.groupId, clinicId: scope.clinicId, petId: pet.id, clientId: pet.ownerId, vetId, templateId: template.id,
      templateSnapshot: template.sections, title: input.title ?? template.name, status: 'draft', recordedAt,
      createdBy: scope.userId, createdAt: now, updatedAt: now,
    }).returning();
    if (input.appointment_id) await tx.insert(recordAppointments).values({ recordId: row.id, appointmentId: input.appointment_id, createdAt: now });
    await tx.insert(recordVersions).values({
      recordId: row.id, version: row.version, action: 'created', changedBy: scope.userId, changedAt: now,
      after: { title: row.title, template_id: template.id, template_version: template.version, status: row.status, ...(input.appointment_id ? { appointment_id: input.appointment_id } : {}) },
    });
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: staffAudit(scope), action: 'record.created', entityType: 'record', entityId: row.id, after: { pet_id: pet.id, template_id: template.id, appointment_id: input.appointment_id ?? null } });
    return row.id;
  });
  return loadRecord(db, scope, id);
}

/** Tasks made from the chosen templates of the active clinic when a record closes, linked to it. */
async function createCloseTasks(tx: DbOrTx, scope: TenantScope, row: RecordRow, templateIds: readonly number[] | undefined, now: Date, field = 'task_template_ids') {
  if (!templateIds?.length) return [];
  const unique = [...new Set(templateIds)];
  const tpls = await tx.select().from(taskTemplates)
    .where(and(inArray(taskTemplates.id, unique), eq(taskTemplates.clinicId, scope.clinicId), isNull(taskTemplates.deletedAt)));
  if (tpls.length !== unique.length) throw validation({ [field]: ['validation.template_unknown'] });
  const created = await tx.insert(tasks).values(unique.map((tid) => {
    const t = tpls.find((x) => x.id === tid)!;
    return {
      clinicId: scope.clinicId, title: t.name, description: t.description, status: TaskStatus.OPEN, vetId: row.vetId, petId: row.petId,
      recordId: row.id, templateId: t.id, datetimeStartUtc: new Date(now.getTime() + t.dueOffsetMinutes * 60_000),
      createdBy: scope.userId, createdAt: now, updatedAt: now,
    };
  })).returning({ id: tasks.id });
  return created.map((c) => c.id);
}

/** Closes a locked, open record (tasks from templates first: nothing may be written to it once closed). */
export async function closeLocked(tx: DbOrTx, scope: TenantScope, row: RecordRow, taskTemplateIds: readonly number[] | undefined, now = new Date()) {
  const taskIds = await createCloseTasks(tx, scope, row, taskTemplateIds, now);
  const closed = await writeVersion(tx, scope, row, 'closed', {
    before: { status: row.status }, after: { status: 'closed', ...(taskIds.length ? { task_ids: taskIds } : {}) },
    patch: { status: 'closed', closedAt: now, closedBy: scope.userId },
  }, now);
  await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: staffAudit(scope), action: 'record.closed', entityType: 'record', entityId: row.id, before: { status: row.status }, after: { status: 'closed', task_ids: taskIds } });
  return closed;
}

export async function closeRecord(db: Db, scope: TenantScope, id: number, taskTemplateIds?: readonly number[], now = new Date()): Promise<TRecord> {
  await db.transaction(async (tx) => {
    const row = await lockWritableRecord(tx, scope, id);
    await closeLocked(tx, scope, row, taskTemplateIds, now);
  });
  return loadRecord(db, scope, id);
}

/**
 * PUT /record/{id}/change-status: moves along RECORD_TRANSITIONS (422 otherwise); to 'closed' it closes;
 * the same status is a no-op. A closed record answers 409 (only reopen leaves it).
 */
export async function changeStatus(db: Db, scope: TenantScope, id: number, status: RecordStatus, taskTemplateIds?: readonly number[], now = new Date()): Promise<TRecord> {
  await db.transaction(async (tx) => {
    const row = await lockWritableRecord(tx, scope, id);
    if (row.status === status) return;
    if (!canTransitionRecord(row.status, status)) throw new AppError('validation_failed', 'recordsServer.errors.transition', { status: ['recordsServer.validation.transition'] });
    if (status === 'closed') {
      await closeLocked(tx, scope, row, taskTemplateIds, now);
      return;
    }
    await writeVersion(tx, scope, row, 'status', { before: { status: row.status }, after: { status }, patch: { status } }, now);
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: staffAudit(scope), action: 'record.status_changed', entityType: 'record', entityId: id, before: { status: row.status }, after: { status } });
  });
  return loadRecord(db, scope, id);
}

/** Reopens a closed record of the active clinic (in progress again); the reason goes to the history and the audit log. */
export async function reopenRecord(db: Db, scope: TenantScope, id: number, reason: string, now = new Date()): Promise<TRecord> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(records)
      .where(and(eq(records.id, id), eq(records.groupId, scope.groupId), eq(records.clinicId, scope.clinicId), isNull(records.deletedAt)))
      .for('update');
    if (!row) throw notFound();
    if (row.status !== 'closed') throw new AppError('invalid_state', 'recordsServer.errors.not_closed');
    await writeVersion(tx, scope, row, 'reopened', {
      before: { status: 'closed', closed_at: row.closedAt?.toISOString() ?? null }, after: { status: 'in_progress' }, reason,
      patch: { status: 'in_progress', closedAt: null, closedBy: null },
    }, now);
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: staffAudit(scope), action: 'record.reopened', entityType: 'record', entityId: id, before: { status: 'closed' }, after: { status: 'in_progress', reason } });
  });
  return loadRecord(db, scope, id);
}

/**
 * Soft-deletes an open record of the active clinic; a closed one answers 409. Its appointments are freed
 * (they may start another record). `payments`: what happens to payments linked to it — none can be linked
 * yet (sales arrive with the billing issue), so the choice is only recorded.
 */
export async function deleteRecord(db: Db, scope: TenantScope, id: number, payments: 'delete' | 'keep', now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockWritableRecord(tx, scope, id);
    await tx.delete(recordAppointments).where(eq(recordAppointments.recordId, id));
    await writeVersion(tx, scope, row, 'deleted', { before: { status: row.status }, after: { deleted: true, payments }, patch: { deletedAt: now } }, now);
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: staffAudit(scope), action: 'record.deleted', entityType: 'record', entityId: id, before: { status: row.status, title: row.title }, after: { payments } });
  });
}

/**
 * A new draft at the active clinic for the same pet, with the source's template snapshot and values (the
 * source may be closed or at another clinic of the group: it is only read). Appointments are not copied.
 */
export async function duplicateRecord(db: Db, scope: TenantScope, id: number, recordedAt: string | undefined, now = new Date()): Promise<TRecord> {
  const newId = await db.transaction(async (tx) => {
    const src = await readableRecord(tx, scope, id);
    const [pet] = await tx.select({ ownerId: pets.ownerId, archivedAt: pets.archivedAt }).from(pets).where(eq(pets.id, src.petId));
    if (!pet || pet.archivedAt) throw validation({ pet_id: ['recordsServer.validation.pet_archived'] });
    const [row] = await tx.insert(records).values({
      groupId: scope.groupId, clinicId: scope.clinicId, petId: src.petId, clientId: pet.ownerId, vetId: scope.userId,
      templateId: src.clinicId === scope.clinicId ? src.templateId : null, templateSnapshot: src.templateSnapshot, title: src.title,
      status: 'draft', clientSummary: src.clientSummary, recordedAt: recordedAt ? new Date(recordedAt) : now,
      createdBy: scope.userId, createdAt: now, updatedAt: now,
    }).returning();
    const values = await tx.select({ fieldKey: recordFieldValues.fieldKey, text: fieldValueText }).from(recordFieldValues).where(eq(recordFieldValues.recordId, src.id));
    if (values.length) {
      await tx.insert(recordFieldValues).values(values.map((v) => ({ recordId: row.id, fieldKey: v.fieldKey, value: sql`${v.text ?? 'null'}::jsonb`, version: 1, updatedBy: scope.userId, updatedAt: now })));
    }
    await tx.insert(recordVersions).values({
      recordId: row.id, version: row.version, action: 'duplicated_from', changedBy: scope.userId, changedAt: now,
      after: { source_record_id: src.id, fields: values.length },
    });
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: staffAudit(scope), action: 'record.duplicated', entityType: 'record', entityId: row.id, after: { source_record_id: src.id } });
    return row.id;
  });
  return loadRecord(db, scope, newId);
}

/** Links another appointment of the same pet at the same clinic; one already in another record is a 409. */
export async function attachAppointment(db: Db, scope: TenantScope, id: number, appointmentId: number, now = new Date()): Promise<TRecord> {
  await db.transaction(async (tx) => {
    const row = await lockWritableRecord(tx, scope, id);
    const { petIds } = await clinicAppointment(tx, scope, appointmentId);
    if (!petIds.includes(row.petId)) throw validation({ appointment_id: ['recordsServer.validation.appointment_other_pet'] });
    if (await appointmentTaken(tx, appointmentId, id)) return;
    await tx.insert(recordAppointments).values({ recordId: id, appointmentId, createdAt: now });
    await writeVersion(tx, scope, row, 'appointment_attached', { after: { appointment_id: appointmentId } }, now);
  });
  return loadRecord(db, scope, id);
}

export { loadRecord };
