import { and, asc, count, desc, eq, ilike, inArray, isNull, lt, ne, or, type SQL } from 'drizzle-orm';
import { clinics, labIntegrations, labMessages, labOrders, labResults, pets, tasks, type Db, type DbOrTx } from '@vetclinic/db';
import { LAB_PANELS, LANGUAGES, PAGE_SIZE, type Language, type TLabMessage, type TLabMessageListQuery } from '@vetclinic/domain';
import { AppError, notFound, validation } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { translate } from '../../lib/i18n';
import { offsetOf, pageMeta } from '../../lib/pagination';
import type { TenantScope } from '../../plugins/auth';
import { Hl7Error, buildAck, parseOru, type OruMessage, type OruOrder } from './hl7';

type IntegrationRow = typeof labIntegrations.$inferSelect;
type MessageRow = typeof labMessages.$inferSelect;
type OrderRow = typeof labOrders.$inferSelect;
export type OruParser = (raw: string) => OruMessage;

/** PostgreSQL text cannot hold NUL; everything else is kept byte for byte. */
const stripNul = (s: string) => s.split(String.fromCharCode(0)).join('');
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const SYSTEM = { type: 'system' as const, id: null };
/** The largest message accepted (characters); a bigger one is still stored, cut, and queued with a reason. */
export const MAX_MESSAGE_CHARS = 1_000_000;

/**
 * Step one of every import: the message exactly as received, committed on its own, before anything reads it.
 * Whatever happens next (a parse error, a bug, the process killed), the row exists and ends filed or queued.
 */
export async function storeMessage(db: DbOrTx, integration: Pick<IntegrationRow, 'id' | 'clinicId'>, raw: string, source: 'http' | 'drop_folder'): Promise<number> {
  const [row] = await db.insert(labMessages).values({ clinicId: integration.clinicId, integrationId: integration.id, source, raw: stripNul(raw) }).returning({ id: labMessages.id });
  return row.id;
}

/** Many messages in one statement per 500 (the drop-folder importer and the bench); ids in input order. */
export async function storeMessages(db: DbOrTx, integration: Pick<IntegrationRow, 'id' | 'clinicId'>, raws: string[], source: 'http' | 'drop_folder'): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < raws.length; i += 500) {
    const rows = await db.insert(labMessages)
      .values(raws.slice(i, i + 500).map((raw) => ({ clinicId: integration.clinicId, integrationId: integration.id, source, raw: stripNul(raw) })))
      .returning({ id: labMessages.id });
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

async function queue(db: DbOrTx, id: number, code: string, detail: string, controlId: string | null = null) {
  await db.update(labMessages).set({ status: 'queued', reasonCode: code, reasonDetail: detail.slice(0, 2000), controlId, processedAt: new Date() })
    .where(and(eq(labMessages.id, id), eq(labMessages.status, 'received')));
}

interface Match { group: OruOrder; order: OrderRow }

/**
 * Finds the order an OBR group answers: by our placer number (OBR-2/ORC-2), else the lab's filler number (OBR-3)
 * once known, else the pet (PID-3/2/4 carry our pet id) and the test (OBR-4 is the panel code or its LOINC):
 * the newest open order of that panel for that pet through this integration.
 */
async function matchGroup(db: DbOrTx, integration: IntegrationRow, msg: OruMessage, group: OruOrder): Promise<OrderRow | null> {
  const live = inArray(labOrders.status, ['sending', 'sent', 'send_failed', 'partial', 'final']);
  if (group.placerOrderNumber) {
    const [o] = await db.select().from(labOrders).where(and(eq(labOrders.clinicId, integration.clinicId), eq(labOrders.placerOrderNumber, group.placerOrderNumber), live));
    if (o) return o;
  }
  if (group.fillerOrderNumber) {
    const [o] = await db.select().from(labOrders).where(and(eq(labOrders.clinicId, integration.clinicId), eq(labOrders.integrationId, integration.id), eq(labOrders.fillerOrderNumber, group.fillerOrderNumber), live));
    if (o) return o;
  }
  const petIds = msg.patientIds.filter((p) => /^\d{1,9}$/.test(p)).map(Number);
  if (petIds.length && group.serviceCode) {
    const panels = LAB_PANELS.filter((p) => p.code === group.serviceCode || p.loinc === group.serviceCode).map((p) => p.code);
    if (panels.length) {
      const [o] = await db.select().from(labOrders).where(and(
        eq(labOrders.clinicId, integration.clinicId), eq(labOrders.integrationId, integration.id), inArray(labOrders.petId, petIds),
        inArray(labOrders.panelCode, panels), inArray(labOrders.status, ['sending', 'sent', 'send_failed', 'partial']),
      )).orderBy(desc(labOrders.createdAt), desc(labOrders.id)).limit(1);
      if (o) return o;
    }
  }
  return null;
}

function describeGroup(msg: OruMessage, g: OruOrder): string {
  const parts = [
    g.placerOrderNumber && `placer ${g.placerOrderNumber}`,
    g.fillerOrderNumber && `filler ${g.fillerOrderNumber}`,
    msg.patientId && `patient ${msg.patientId}${msg.patientName ? ` (${msg.patientName})` : ''}`,
    (g.serviceCode || g.serviceName) && `test ${[g.serviceCode, g.serviceName].filter(Boolean).join(' ')}`,
  ].filter(Boolean);
  return parts.join(', ');
}

const languageOf = (lang: string | null | undefined): Language => ((LANGUAGES as readonly string[]).includes(lang ?? '') ? (lang as Language) : 'en');

async function clinicLanguage(db: DbOrTx, clinicId: number): Promise<Language> {
  const [c] = await db.select({ lang: clinics.defaultLanguage }).from(clinics).where(eq(clinics.id, clinicId));
  return languageOf(c?.lang);
}

/**
 * Writes the results of each matched group into the pet's record (the order's record), moves each order to
 * partial/final, files the message and gives the ordering vet a "review lab results" task per order. One
 * transaction: either all of it or none (then the message is queued with the error).
 */
async function fileMessage(db: Db, message: MessageRow, msg: OruMessage, matches: Match[], actor: { type: 'staff' | 'system'; id: number | null }, groupId: number, language?: Language) {
  await db.transaction(async (tx) => {
    const now = new Date();
    // Claims the message first: a second importer of the same row (the recovery sweep) finds it taken and stops.
    const claimed = await tx.update(labMessages).set({
      status: 'filed', reasonCode: null, reasonDetail: null, controlId: msg.controlId.slice(0, 80), orderId: matches[0]?.order.id ?? null, processedAt: now,
      ...(actor.type === 'staff' ? { resolvedBy: actor.id, resolvedAt: now } : {}),
    }).where(and(eq(labMessages.id, message.id), eq(labMessages.status, actor.type === 'staff' ? 'queued' : 'received'))).returning({ id: labMessages.id });
    if (claimed.length === 0) throw new AppError('invalid_state', 'errors.invalid_state');
    const lang = language ?? await clinicLanguage(tx, message.clinicId);
    const byOrder = new Map<number, Match[]>();
    for (const m of matches) byOrder.set(m.order.id, [...(byOrder.get(m.order.id) ?? []), m]);
    for (const [orderId, ms] of byOrder) {
      const order = ms[0].order;
      const rows = ms.flatMap(({ group }) => group.observations.map((o) => ({
        clinicId: message.clinicId, petId: order.petId, orderId, messageId: message.id, recordId: order.recordId,
        analyteCode: o.code.slice(0, 40) || '?', analyteName: (o.name || o.code || '?').slice(0, 120), value: o.value,
        numericValue: o.numericValue, units: o.units ? o.units.slice(0, 40) : null, referenceRange: o.referenceRange ? o.referenceRange.slice(0, 60) : null,
        refLow: o.refLow, refHigh: o.refHigh, abnormalFlag: o.flag, resultStatus: o.status ? o.status.slice(0, 2) : null,
        notes: o.notes.length ? o.notes.join('\n') : null, observedAt: o.observedAt ?? group.observedAt ?? msg.sentAt ?? now,
      })));
      if (rows.length) await tx.insert(labResults).values(rows);
      const allFinal = ms.every(({ group }) => group.resultStatus === 'F' || group.resultStatus === 'C'
        || (group.observations.length > 0 && group.observations.every((o) => o.status === 'F' || o.status === 'C')));
      const filler = ms.find(({ group }) => group.fillerOrderNumber)?.group.fillerOrderNumber ?? null;
      await tx.update(labOrders).set({
        status: allFinal ? 'final' : 'partial', completedAt: allFinal ? now : null, updatedAt: now,
        ...(order.fillerOrderNumber || !filler ? {} : { fillerOrderNumber: filler.slice(0, 60) }),
      }).where(eq(labOrders.id, orderId));
      const [pet] = await tx.select({ nickname: pets.nickname }).from(pets).where(eq(pets.id, order.petId));
      const flagged = rows.filter((r) => r.abnormalFlag).length;
      await tx.insert(tasks).values({
        clinicId: message.clinicId,
        title: translate(lang, 'labs.task.title', { panel: order.panelName, pet: pet?.nickname ?? '' }).slice(0, 200),
        description: translate(lang, 'labs.task.description', { count: rows.length, flagged, order: order.placerOrderNumber }),
        vetId: order.vetId, petId: order.petId, recordId: order.recordId, datetimeStartUtc: now,
      });
      await writeAudit(tx, { groupId, clinicId: message.clinicId, actor, action: 'lab_results.filed', entityType: 'lab_order', entityId: orderId, after: { message_id: message.id, results: rows.length, flagged, status: allFinal ? 'final' : 'partial' } });
    }
  });
}

/**
 * Step two: parse, match, file, or queue with a reason. Only a message still 'received' is processed (a second
 * call, or the recovery sweep racing a live import, does nothing). Any failure — a bad message, a bug, a database
 * error — ends in the queue with the reason; the raw text is never touched.
 */
export async function processMessage(db: Db, messageId: number, parse: OruParser = parseOru): Promise<MessageRow['status']> {
  // One round trip for the message, its integration and the clinic's group and language (the bench's hot path).
  const [row] = await db.select({ message: labMessages, integration: labIntegrations, groupId: clinics.groupId, lang: clinics.defaultLanguage }).from(labMessages)
    .innerJoin(labIntegrations, eq(labIntegrations.id, labMessages.integrationId)).innerJoin(clinics, eq(clinics.id, labMessages.clinicId))
    .where(and(eq(labMessages.id, messageId), eq(labMessages.status, 'received')));
  if (!row) {
    const [now] = await db.select({ status: labMessages.status }).from(labMessages).where(eq(labMessages.id, messageId));
    return now?.status ?? 'received';
  }
  const { message, integration } = row;
  const clinic = { groupId: row.groupId, lang: languageOf(row.lang) };
  let msg: OruMessage;
  try {
    if (message.raw.length > MAX_MESSAGE_CHARS) throw new Hl7Error('bad_segment', 'The message is larger than the import limit.');
    msg = parse(message.raw);
  } catch (e) {
    if (e instanceof Hl7Error) await queue(db, message.id, e.code, e.message);
    else await queue(db, message.id, 'processing_error', `The importer failed while reading the message: ${(e as Error)?.message ?? String(e)}`);
    return 'queued';
  }
  try {
    const [dup] = await db.select({ id: labMessages.id }).from(labMessages).where(and(
      eq(labMessages.integrationId, message.integrationId), eq(labMessages.controlId, msg.controlId.slice(0, 80)), eq(labMessages.status, 'filed'), ne(labMessages.id, message.id),
    )).limit(1);
    if (dup) {
      await db.update(labMessages).set({ status: 'duplicate', reasonCode: 'duplicate', reasonDetail: `Message ${dup.id} with the same control id was already filed.`, controlId: msg.controlId.slice(0, 80), processedAt: new Date() }).where(eq(labMessages.id, message.id));
      return 'duplicate';
    }
    const matches: Match[] = [];
    const unmatched: string[] = [];
    for (const group of msg.orders) {
      if (group.observations.length === 0) continue;
      const order = await matchGroup(db, integration, msg, group);
      if (order) matches.push({ group, order });
      else unmatched.push(describeGroup(msg, group));
    }
    if (unmatched.length) {
      await queue(db, message.id, 'no_matching_order', `No order matches ${unmatched.join('; ')}.`, msg.controlId.slice(0, 80));
      return 'queued';
    }
    await fileMessage(db, message, msg, matches, SYSTEM, clinic.groupId, clinic.lang);
    return 'filed';
  } catch (e) {
    await queue(db, message.id, 'processing_error', `Filing failed: ${(e as Error)?.message ?? String(e)}`, msg.controlId.slice(0, 80));
    return 'queued';
  }
}

/** Store, then process: what the HTTP endpoint and the drop folder do with each message. */
export async function ingestMessage(db: Db, integration: IntegrationRow, raw: string, source: 'http' | 'drop_folder', parse: OruParser = parseOru) {
  const id = await storeMessage(db, integration, raw, source);
  await processMessage(db, id, parse);
  const [row] = await db.select({ status: labMessages.status, reasonCode: labMessages.reasonCode, reasonDetail: labMessages.reasonDetail, controlId: labMessages.controlId }).from(labMessages).where(eq(labMessages.id, id));
  const ack = buildAck({
    controlId: row.controlId ?? '', ok: row.status === 'filed' || row.status === 'duplicate',
    text: row.status === 'queued' ? `Stored for review: ${row.reasonCode}` : '', sendingFacility: integration.sendingFacility, receivingFacility: integration.receivingFacility,
  });
  return { message_id: id, status: row.status, reason_code: row.reasonCode, ack };
}

/**
 * The recovery sweep: messages left 'received' (the server stopped between storing and filing) are processed
 * again. Run at start and on every drop-folder tick; `olderThanMs` keeps it off imports still in flight.
 */
export async function processPending(db: Db, olderThanMs = 30_000, limit = 500): Promise<number> {
  const rows = await db.select({ id: labMessages.id }).from(labMessages)
    .where(and(eq(labMessages.status, 'received'), lt(labMessages.receivedAt, new Date(Date.now() - olderThanMs))))
    .orderBy(asc(labMessages.id)).limit(limit);
  for (const r of rows) await processMessage(db, r.id);
  return rows.length;
}

/** The integration a bearer token belongs to (active, not archived), or null. */
export async function integrationByToken(db: Db, tokenHash: string): Promise<IntegrationRow | null> {
  const [row] = await db.select().from(labIntegrations).where(and(eq(labIntegrations.inboundTokenHash, tokenHash), isNull(labIntegrations.archivedAt), eq(labIntegrations.active, true)));
  return row ?? null;
}

// ---------------------------------------------------------------- the review queue ----------

function toMessage(row: MessageRow, integrationName: string): TLabMessage {
  return {
    id: row.id, integration: { id: row.integrationId, name: integrationName }, source: row.source, status: row.status,
    reason_code: row.reasonCode, reason_detail: row.reasonDetail, control_id: row.controlId, order_id: row.orderId, raw: row.raw,
    received_at: row.receivedAt.toISOString(), processed_at: row.processedAt?.toISOString() ?? null, resolved_at: row.resolvedAt?.toISOString() ?? null,
  };
}

export async function listMessages(db: Db, scope: TenantScope, query: TLabMessageListQuery) {
  const perPage = query.per_page ?? PAGE_SIZE.common;
  const f = query.filter ?? {};
  const conditions: (SQL | undefined)[] = [eq(labMessages.clinicId, scope.clinicId), eq(labMessages.status, f.status ?? 'queued')];
  if (f.search) {
    const term = `%${escapeLike(f.search)}%`;
    conditions.push(or(ilike(labMessages.controlId, term), ilike(labMessages.reasonDetail, term), ilike(labMessages.raw, term)));
  }
  const where = and(...conditions);
  const [rows, [{ total }]] = await Promise.all([
    db.select({ m: labMessages, name: labIntegrations.name }).from(labMessages).innerJoin(labIntegrations, eq(labIntegrations.id, labMessages.integrationId))
      .where(where).orderBy(desc(labMessages.receivedAt), desc(labMessages.id)).limit(perPage).offset(offsetOf(query.page, perPage)),
    db.select({ total: count() }).from(labMessages).where(where),
  ]);
  return { data: rows.map((r) => toMessage(r.m, r.name)), meta: pageMeta(query.page, perPage, total) };
}

async function loadMessage(db: DbOrTx, scope: TenantScope, id: number) {
  const [row] = await db.select({ m: labMessages, name: labIntegrations.name }).from(labMessages).innerJoin(labIntegrations, eq(labIntegrations.id, labMessages.integrationId))
    .where(and(eq(labMessages.id, id), eq(labMessages.clinicId, scope.clinicId)));
  if (!row) throw notFound();
  return row;
}

export async function getMessage(db: Db, scope: TenantScope, id: number) {
  const r = await loadMessage(db, scope, id);
  return toMessage(r.m, r.name);
}

/**
 * Staff file a queued message against an order of their choosing: every OBR group of the message goes to that
 * order. A message that cannot be read at all cannot be matched (409): it can only be dismissed.
 */
export async function matchMessage(db: Db, scope: TenantScope, id: number, orderId: number) {
  const { m } = await loadMessage(db, scope, id);
  if (m.status !== 'queued') throw new AppError('invalid_state', 'errors.invalid_state');
  const [order] = await db.select().from(labOrders).where(and(eq(labOrders.id, orderId), eq(labOrders.clinicId, scope.clinicId), ne(labOrders.status, 'cancelled')));
  if (!order) throw validation({ order_id: ['validation.invalid'] });
  let msg: OruMessage;
  try {
    msg = parseOru(m.raw);
  } catch {
    throw new AppError('invalid_state', 'errors.invalid_state');
  }
  await fileMessage(db, m, msg, msg.orders.filter((g) => g.observations.length).map((group) => ({ group, order })), { type: 'staff', id: scope.userId }, scope.groupId);
  return getMessage(db, scope, id);
}

export async function dismissMessage(db: Db, scope: TenantScope, id: number) {
  await db.transaction(async (tx) => {
    const { m } = await loadMessage(tx, scope, id);
    if (m.status !== 'queued') throw new AppError('invalid_state', 'errors.invalid_state');
    await tx.update(labMessages).set({ status: 'dismissed', resolvedBy: scope.userId, resolvedAt: new Date() }).where(eq(labMessages.id, id));
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: { type: 'staff', id: scope.userId }, action: 'lab_message.dismissed', entityType: 'lab_message', entityId: id, before: { reason: m.reasonCode } });
  });
  return getMessage(db, scope, id);
}

/** Processes stored messages `concurrency` at a time (the drop folder's batches and the bench); statuses in order. */
export async function processMany(db: Db, ids: number[], concurrency = 4): Promise<MessageRow['status'][]> {
  const out: MessageRow['status'][] = new Array(ids.length);
  let next = 0;
  const worker = async () => {
    while (next < ids.length) {
      const i = next++;
      out[i] = await processMessage(db, ids[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, ids.length) }, worker));
  return out;
}
