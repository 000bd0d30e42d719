import { createHash, randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, max, or, sql, type SQL } from 'drizzle-orm';
import {
  clinicMemberships, labIntegrations, labOrders, labResults, petParents, pets, records, staffUsers, type Db, type DbOrTx,
} from '@vetclinic/db';
import {
  LAB_PANELS, PAGE_SIZE, type LabPanel, type TLabIntegration, type TLabIntegrationInput, type TLabIntegrationListQuery, type TLabOrder,
  type TLabOrderInput, type TLabOrderListQuery, type TLabResult,
} from '@vetclinic/domain';
import { AppError, notFound, validation } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { offsetOf, pageMeta } from '../../lib/pagination';
import type { TenantScope } from '../../plugins/auth';
import type { Resolver } from '../../lib/ssrf-guard';
import { dropFolderPaths, privateTargetOf, senderFor } from './adapters';
import { hl7Time, mshSegment, segment } from './hl7';

type IntegrationRow = typeof labIntegrations.$inferSelect;
type OrderRow = typeof labOrders.$inferSelect;
type ResultRow = typeof labResults.$inferSelect;

/** `resolver` names hosts for the SSRF guard (tests pass their own to point a name at an address). */
export interface LabsContext { db: Db; dataDir: string; resolver?: Resolver }

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const actorOf = (scope: TenantScope) => ({ type: 'staff' as const, id: scope.userId });
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => `lab_${randomBytes(24).toString('base64url')}`;

export function panelByCode(code: string): LabPanel | undefined {
  return LAB_PANELS.find((p) => p.code === code);
}

// ---------------------------------------------------------------- integrations ----------

export function toIntegration(row: IntegrationRow, dataDir: string): TLabIntegration {
  const s = row.settings ?? {};
  return {
    id: row.id,
    clinic_id: row.clinicId,
    name: row.name,
    kind: row.kind,
    adapter: row.adapter,
    settings: {
      ...(s.host ? { host: s.host } : {}), ...(s.port ? { port: s.port } : {}), ...(s.url ? { url: s.url } : {}),
      ...(s.timeout_ms ? { timeout_ms: s.timeout_ms } : {}), has_auth_header: !!s.auth_header,
    },
    sending_facility: row.sendingFacility,
    receiving_facility: row.receivingFacility,
    active: row.active,
    drop_folder: row.adapter === 'drop_folder' ? (({ outbox, inbox }) => ({ outbox, inbox }))(dropFolderPaths(dataDir, row.clinicId, row.id)) : null,
    archived_at: row.archivedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const integrationInClinic = (scope: TenantScope, id: number) => and(eq(labIntegrations.id, id), eq(labIntegrations.clinicId, scope.clinicId));

export async function listIntegrations(ctx: LabsContext, scope: TenantScope, query: TLabIntegrationListQuery) {
  const perPage = query.per_page ?? PAGE_SIZE.common;
  const f = query.filter ?? {};
  const where = and(
    eq(labIntegrations.clinicId, scope.clinicId),
    f.archived === '1' ? isNotNull(labIntegrations.archivedAt) : isNull(labIntegrations.archivedAt),
    f.search ? ilike(labIntegrations.name, `%${escapeLike(f.search)}%`) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    ctx.db.select().from(labIntegrations).where(where).orderBy(asc(labIntegrations.name), asc(labIntegrations.id))
      .limit(perPage).offset(offsetOf(query.page, perPage)),
    ctx.db.select({ total: count() }).from(labIntegrations).where(where),
  ]);
  return { data: rows.map((r) => toIntegration(r, ctx.dataDir)), meta: pageMeta(query.page, perPage, total) };
}

async function loadIntegration(db: DbOrTx, scope: TenantScope, id: number): Promise<IntegrationRow> {
  const [row] = await db.select().from(labIntegrations).where(integrationInClinic(scope, id));
  if (!row) throw notFound();
  return row;
}

export async function getIntegration(ctx: LabsContext, scope: TenantScope, id: number) {
  return toIntegration(await loadIntegration(ctx.db, scope, id), ctx.dataDir);
}

/** The settings the adapter uses; a blank auth header on edit keeps the stored one (it is never shown back). */
function settingsFor(input: TLabIntegrationInput, previous?: IntegrationRow['settings']) {
  const s = input.settings;
  if (input.adapter === 'mllp') return { host: s.host, port: s.port, ...(s.timeout_ms ? { timeout_ms: s.timeout_ms } : {}) };
  if (input.adapter === 'http') {
    const auth = s.auth_header === undefined ? previous?.auth_header : s.auth_header || undefined;
    return { url: s.url, ...(auth ? { auth_header: auth } : {}), ...(s.timeout_ms ? { timeout_ms: s.timeout_ms } : {}) };
  }
  return {};
}

/**
 * An HTTP(S) lab URL whose host is (or resolves to) a private or internal address is refused at save (422 on
 * settings.url), as the send refuses it: lab orders never reach the clinic's or our own network (SSRF guard).
 */
async function checkTarget(ctx: LabsContext, input: TLabIntegrationInput) {
  if (input.adapter !== 'http' || !input.settings.url) return;
  if (await privateTargetOf(input.settings.url, ctx.resolver)) throw validation({ 'settings.url': ['validation.lab_url_private'] });
}

export async function createIntegration(ctx: LabsContext, scope: TenantScope, input: TLabIntegrationInput) {
  await checkTarget(ctx, input);
  const token = newToken();
  const row = await ctx.db.transaction(async (tx) => {
    const [r] = await tx.insert(labIntegrations).values({
      clinicId: scope.clinicId, name: input.name, kind: input.kind, adapter: input.adapter, settings: settingsFor(input),
      sendingFacility: input.sending_facility, receivingFacility: input.receiving_facility, active: input.active,
      inboundTokenHash: hashToken(token), createdBy: scope.userId,
    }).returning();
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: actorOf(scope), action: 'lab_integration.created', entityType: 'lab_integration', entityId: r.id, after: { name: r.name, kind: r.kind, adapter: r.adapter } });
    return r;
  });
  return { ...toIntegration(row, ctx.dataDir), inbound_token: token };
}

export async function updateIntegration(ctx: LabsContext, scope: TenantScope, id: number, input: TLabIntegrationInput) {
  // Another clinic's id is a 404 before anything else; the name is resolved outside the transaction.
  await loadIntegration(ctx.db, scope, id);
  await checkTarget(ctx, input);
  const row = await ctx.db.transaction(async (tx) => {
    const before = await loadIntegration(tx, scope, id);
    if (before.archivedAt) throw new AppError('invalid_state', 'errors.invalid_state');
    const [r] = await tx.update(labIntegrations).set({
      name: input.name, kind: input.kind, adapter: input.adapter, settings: settingsFor(input, before.settings),
      sendingFacility: input.sending_facility, receivingFacility: input.receiving_facility, active: input.active, updatedAt: new Date(),
    }).where(eq(labIntegrations.id, id)).returning();
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: actorOf(scope), action: 'lab_integration.updated', entityType: 'lab_integration', entityId: id, before: { name: before.name, adapter: before.adapter, active: before.active }, after: { name: r.name, adapter: r.adapter, active: r.active } });
    return r;
  });
  return toIntegration(row, ctx.dataDir);
}

/** A new inbound token; the old one stops working at once. */
export async function rotateIntegrationToken(ctx: LabsContext, scope: TenantScope, id: number) {
  const token = newToken();
  const row = await ctx.db.transaction(async (tx) => {
    await loadIntegration(tx, scope, id);
    const [r] = await tx.update(labIntegrations).set({ inboundTokenHash: hashToken(token), updatedAt: new Date() }).where(eq(labIntegrations.id, id)).returning();
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: actorOf(scope), action: 'lab_integration.token_rotated', entityType: 'lab_integration', entityId: id });
    return r;
  });
  return { ...toIntegration(row, ctx.dataDir), inbound_token: token };
}

/** Archiving keeps orders and messages (they reference it) but stops new orders and inbound messages. */
export async function archiveIntegration(ctx: LabsContext, scope: TenantScope, id: number) {
  await ctx.db.transaction(async (tx) => {
    const before = await loadIntegration(tx, scope, id);
    if (before.archivedAt) return;
    await tx.update(labIntegrations).set({ archivedAt: new Date(), active: false, updatedAt: new Date() }).where(eq(labIntegrations.id, id));
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: actorOf(scope), action: 'lab_integration.archived', entityType: 'lab_integration', entityId: id });
  });
}

// ---------------------------------------------------------------- orders ----------

export function toResult(r: ResultRow): TLabResult {
  return {
    id: r.id, order_id: r.orderId, pet_id: r.petId, record_id: r.recordId, analyte_code: r.analyteCode, analyte_name: r.analyteName,
    value: r.value, numeric_value: r.numericValue, units: r.units, reference_range: r.referenceRange, ref_low: r.refLow, ref_high: r.refHigh,
    abnormal_flag: r.abnormalFlag, result_status: r.resultStatus, notes: r.notes, observed_at: r.observedAt.toISOString(),
  };
}

async function toOrders(db: DbOrTx, rows: OrderRow[]): Promise<TLabOrder[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [ints, petRows, vets, results] = await Promise.all([
    db.select({ id: labIntegrations.id, name: labIntegrations.name }).from(labIntegrations).where(inArray(labIntegrations.id, [...new Set(rows.map((r) => r.integrationId))])),
    db.select({ id: pets.id, nickname: pets.nickname }).from(pets).where(inArray(pets.id, [...new Set(rows.map((r) => r.petId))])),
    db.select({ id: staffUsers.id, firstName: staffUsers.firstName, lastName: staffUsers.lastName }).from(staffUsers)
      .where(inArray(staffUsers.id, [...new Set(rows.map((r) => r.vetId).filter((v): v is number => v !== null)), 0])),
    db.select().from(labResults).where(inArray(labResults.orderId, ids)).orderBy(asc(labResults.id)),
  ]);
  const byId = <T extends { id: number }>(xs: T[]) => new Map(xs.map((x) => [x.id, x]));
  const intMap = byId(ints); const petMap = byId(petRows); const vetMap = byId(vets);
  return rows.map((o) => {
    const vet = o.vetId ? vetMap.get(o.vetId) : undefined;
    return {
      id: o.id,
      clinic_id: o.clinicId,
      integration: intMap.get(o.integrationId) ?? { id: o.integrationId, name: '' },
      pet: petMap.get(o.petId) ?? { id: o.petId, nickname: '' },
      record_id: o.recordId,
      vet: vet ? { id: vet.id, full_name: `${vet.firstName} ${vet.lastName}` } : null,
      panel_code: o.panelCode,
      panel_name: o.panelName,
      placer_order_number: o.placerOrderNumber,
      filler_order_number: o.fillerOrderNumber,
      status: o.status,
      send_error: o.sendError,
      notes: o.notes,
      sent_at: o.sentAt?.toISOString() ?? null,
      completed_at: o.completedAt?.toISOString() ?? null,
      created_at: o.createdAt.toISOString(),
      results: results.filter((r) => r.orderId === o.id).map(toResult),
    };
  });
}

export async function getOrder(db: DbOrTx, scope: TenantScope, id: number): Promise<TLabOrder> {
  const [row] = await db.select().from(labOrders).where(and(eq(labOrders.id, id), eq(labOrders.clinicId, scope.clinicId)));
  if (!row) throw notFound();
  return (await toOrders(db, [row]))[0];
}

export async function listOrders(db: Db, scope: TenantScope, query: TLabOrderListQuery) {
  const perPage = query.per_page ?? PAGE_SIZE.common;
  const f = query.filter ?? {};
  const conditions: (SQL | undefined)[] = [eq(labOrders.clinicId, scope.clinicId)];
  if (f.pet_id) conditions.push(eq(labOrders.petId, f.pet_id));
  if (f.record_id) conditions.push(eq(labOrders.recordId, f.record_id));
  if (f.status) conditions.push(eq(labOrders.status, f.status));
  if (f.search) {
    const term = `%${escapeLike(f.search)}%`;
    conditions.push(or(ilike(labOrders.panelName, term), ilike(labOrders.placerOrderNumber, term), ilike(labOrders.fillerOrderNumber, term)));
  }
  const where = and(...conditions);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(labOrders).where(where).orderBy(desc(labOrders.createdAt), desc(labOrders.id)).limit(perPage).offset(offsetOf(query.page, perPage)),
    db.select({ total: count() }).from(labOrders).where(where),
  ]);
  return { data: await toOrders(db, rows), meta: pageMeta(query.page, perPage, total) };
}

/** The ORM^O01 for an order: MSH, PID (the pet; owner as the responsible party), PV1, ORC (new order), OBR. */
export function buildOrm(input: {
  integration: IntegrationRow; order: OrderRow; panel: LabPanel;
  pet: { id: number; nickname: string; birthday: string | null; gender: string }; owner: { firstName: string; lastName: string } | null;
  vet: { id: number; firstName: string; lastName: string } | null; at: Date;
}): string {
  const { integration: i, order: o, panel, pet, owner, vet, at } = input;
  const sex = pet.gender === 'male' ? 'M' : pet.gender === 'female' ? 'F' : 'U';
  const vetXcn = vet ? [String(vet.id), vet.lastName, vet.firstName] : [];
  return [
    mshSegment({ sendingApp: 'VETCLINIC', sendingFacility: i.sendingFacility, receivingApp: 'LAB', receivingFacility: i.receivingFacility, at, type: ['ORM', 'O01', 'ORM_O01'], controlId: o.placerOrderNumber }),
    segment('PID', ['1', '', [String(pet.id), '', '', i.sendingFacility, 'PI'], '', [owner?.lastName ?? '', pet.nickname], '', pet.birthday ? pet.birthday.replace(/-/g, '') : '', sex]),
    segment('PV1', ['1', 'O', '', '', '', '', vetXcn]),
    segment('ORC', ['NW', [o.placerOrderNumber, 'VETCLINIC'], '', '', '', '', '', '', hl7Time(at), '', '', vetXcn]),
    segment('OBR', ['1', [o.placerOrderNumber, 'VETCLINIC'], '', [panel.code, panel.analytes.length === 1 ? panel.analytes[0].name : o.panelName, 'L', panel.loinc ?? '', '', panel.loinc ? 'LN' : ''], '', '', hl7Time(at), '', '', '', '', '', o.notes ?? '', '', '', vetXcn]),
  ].join('\r') + '\r';
}

async function sendOrder(ctx: LabsContext, integration: IntegrationRow, orderId: number, message: string, placer: string) {
  try {
    const sender = senderFor(integration.adapter, integration.settings ?? {}, dropFolderPaths(ctx.dataDir, integration.clinicId, integration.id), ctx.resolver);
    await sender.send(message, placer);
    await ctx.db.update(labOrders).set({ status: 'sent', sentAt: new Date(), sendError: null, updatedAt: new Date() }).where(and(eq(labOrders.id, orderId), inArray(labOrders.status, ['sending', 'send_failed'])));
  } catch (e) {
    await ctx.db.update(labOrders).set({ status: 'send_failed', sendError: (e as Error).message.slice(0, 500), updatedAt: new Date() }).where(eq(labOrders.id, orderId));
  }
}

/**
 * Orders a panel for a pet (from a record when record_id is given: the record's vet is the ordering vet, else the
 * caller). The order is saved first, then sent; a failed send leaves it 'send_failed' with the reason, to resend.
 */
export async function createOrder(ctx: LabsContext, scope: TenantScope, input: TLabOrderInput): Promise<TLabOrder> {
  const panel = panelByCode(input.panel_code)!;
  const { order, integration, message } = await ctx.db.transaction(async (tx) => {
    const errors: Record<string, string[]> = {};
    const [integ] = await tx.select().from(labIntegrations).where(and(integrationInClinic(scope, input.integration_id), isNull(labIntegrations.archivedAt), eq(labIntegrations.active, true)));
    if (!integ) errors.integration_id = ['validation.invalid'];
    const [pet] = await tx.select().from(pets).where(and(eq(pets.id, input.pet_id), eq(pets.groupId, scope.groupId)));
    if (!pet) errors.pet_id = ['validation.invalid'];
    let vetId: number | null = scope.userId;
    if (input.record_id) {
      const [rec] = await tx.select({ id: records.id, petId: records.petId, vetId: records.vetId }).from(records)
        .where(and(eq(records.id, input.record_id), eq(records.clinicId, scope.clinicId), isNull(records.deletedAt)));
      if (!rec || rec.petId !== input.pet_id) errors.record_id = ['validation.invalid'];
      else if (rec.vetId) vetId = rec.vetId;
    }
    if (Object.keys(errors).length) throw validation(errors);
    const [inserted] = await tx.insert(labOrders).values({
      clinicId: scope.clinicId, integrationId: integ.id, petId: pet.id, recordId: input.record_id ?? null, vetId,
      panelCode: panel.code, panelName: panel.analytes.length === 1 ? panel.analytes[0].name : panelDisplayName(panel),
      placerOrderNumber: `P${Date.now().toString(36)}${randomBytes(2).toString('hex')}`, notes: input.notes ?? null, createdBy: scope.userId,
    }).returning();
    const placer = `VC${scope.clinicId}-${inserted.id}`;
    const [owner] = await tx.select({ firstName: petParents.firstName, lastName: petParents.lastName }).from(petParents).where(eq(petParents.id, pet.ownerId));
    const [vet] = vetId ? await tx.select({ id: staffUsers.id, firstName: staffUsers.firstName, lastName: staffUsers.lastName }).from(staffUsers).where(eq(staffUsers.id, vetId)) : [];
    const withPlacer = { ...inserted, placerOrderNumber: placer };
    const orm = buildOrm({ integration: integ, order: withPlacer, panel, pet, owner: owner ?? null, vet: vet ?? null, at: new Date() });
    const [o] = await tx.update(labOrders).set({ placerOrderNumber: placer, outboundMessage: orm }).where(eq(labOrders.id, inserted.id)).returning();
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: actorOf(scope), action: 'lab_order.created', entityType: 'lab_order', entityId: o.id, after: { panel: o.panelCode, pet_id: o.petId, record_id: o.recordId, placer } });
    return { order: o, integration: integ, message: orm };
  });
  await sendOrder(ctx, integration, order.id, message, order.placerOrderNumber);
  return getOrder(ctx.db, scope, order.id);
}

/** English panel names for the HL7 text (labs read English); the UI shows the translated name_key. */
function panelDisplayName(panel: LabPanel): string {
  return ({ CHEM12: 'Chemistry panel', CBC: 'Complete blood count', T4: 'Total T4', UA: 'Urinalysis' } as Record<string, string>)[panel.code] ?? panel.code;
}

/** Sends a failed order again (same placer number, same message). */
export async function resendOrder(ctx: LabsContext, scope: TenantScope, id: number): Promise<TLabOrder> {
  const [row] = await ctx.db.select().from(labOrders).where(and(eq(labOrders.id, id), eq(labOrders.clinicId, scope.clinicId)));
  if (!row) throw notFound();
  if (row.status !== 'send_failed' || !row.outboundMessage) throw new AppError('invalid_state', 'errors.invalid_state');
  const [integ] = await ctx.db.select().from(labIntegrations).where(and(eq(labIntegrations.id, row.integrationId), isNull(labIntegrations.archivedAt)));
  if (!integ) throw new AppError('invalid_state', 'errors.invalid_state');
  await sendOrder(ctx, integ, row.id, row.outboundMessage, row.placerOrderNumber);
  return getOrder(ctx.db, scope, id);
}

// ---------------------------------------------------------------- results over time ----------

async function checkPet(db: DbOrTx, scope: TenantScope, petId: number) {
  const [pet] = await db.select({ id: pets.id }).from(pets).where(and(eq(pets.id, petId), eq(pets.groupId, scope.groupId)));
  if (!pet) throw notFound();
}

/** The analytes a pet has results for at this clinic, with how many and the latest date. */
export async function listPetAnalytes(db: Db, scope: TenantScope, petId: number) {
  await checkPet(db, scope, petId);
  const rows = await db.select({
    analyte_code: labResults.analyteCode, analyte_name: max(labResults.analyteName), units: max(labResults.units),
    count: count(), last: max(labResults.observedAt),
  }).from(labResults).where(and(eq(labResults.petId, petId), eq(labResults.clinicId, scope.clinicId)))
    .groupBy(labResults.analyteCode).orderBy(asc(sql`max(${labResults.analyteName})`));
  return rows.map((r) => ({ analyte_code: r.analyte_code, analyte_name: r.analyte_name ?? r.analyte_code, units: r.units ?? null, count: Number(r.count), last_observed_at: new Date(r.last as unknown as string).toISOString() }));
}

/** One analyte's results for a pet, oldest first (the chart's series). */
export async function petAnalyteSeries(db: Db, scope: TenantScope, petId: number, analyteCode: string) {
  await checkPet(db, scope, petId);
  const rows = await db.select().from(labResults)
    .where(and(eq(labResults.petId, petId), eq(labResults.clinicId, scope.clinicId), eq(labResults.analyteCode, analyteCode)))
    .orderBy(asc(labResults.observedAt), asc(labResults.id)).limit(500);
  return rows.map(toResult);
}

/** Vets of the clinic (for checks elsewhere). */
export async function isClinicMember(db: DbOrTx, clinicId: number, userId: number) {
  const [m] = await db.select({ u: clinicMemberships.userId }).from(clinicMemberships).where(and(eq(clinicMemberships.clinicId, clinicId), eq(clinicMemberships.userId, userId)));
  return !!m;
}
