import { and, asc, count, desc, eq, ilike, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  auditLog, clinics, isUniqueViolation, labIntegrations, labMessages, labOrders, labResults, pets, tasks, webhookDeliveries, webhookEndpoints, type Db, type DbOrTx,
} from '@vetclinic/db';
import { LAB_PANELS, LANGUAGES, PAGE_SIZE, type Language, type TLabMessage, type TLabMessageListQuery } from '@vetclinic/domain';
import { AppError, notFound, validation } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { translate } from '../../lib/i18n';
import { offsetOf, pageMeta } from '../../lib/pagination';
import type { TenantScope } from '../../plugins/auth';
import { Hl7Error, buildAck, parseOru, type OruMessage, type OruOrder } from './hl7';

type IntegrationRow = typeof labIntegrations.$inferSelect;
type MessageRow = typeof labMessages.$inferSelect;
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

type Status = MessageRow['status'];
type Actor = { type: 'staff' | 'system'; id: number | null };

/** What processing a message came to: the row's new status and, when queued, why (the ACK and the bench read it). */
export interface ProcessOutcome { id: number; status: Status; reasonCode: string | null; controlId: string | null }

/** The order a result group goes to, with what filing writes (task title, audit) — one row of the matching query. */
interface MatchedOrder {
  id: number; petId: number; recordId: number | null; vetId: number | null; panelName: string;
  placerOrderNumber: string; fillerOrderNumber: string | null; petNickname: string;
}
interface Match { group: OruOrder; order: MatchedOrder }

/** A message about to be filed: its row, what the parser read, the orders its groups matched, the clinic. */
interface FileItem { message: Pick<MessageRow, 'id' | 'clinicId'>; msg: OruMessage; matches: Match[]; groupId: number; lang: Language }

const rowsOf = <T>(res: unknown): T[] => (res as { rows: T[] }).rows;
const LIVE_ORDER = ['sending', 'sent', 'send_failed', 'partial', 'final'];
const OPEN_ORDER = ['sending', 'sent', 'send_failed', 'partial'];
/** The partial unique index (migration 0057) that makes "filed once per control id" hold under concurrent imports. */
const FILED_ONCE = 'lab_messages_filed_control_uq';
const controlIdOf = (msg: OruMessage) => msg.controlId.slice(0, 80);

/**
 * Finds the order each OBR group answers, for many groups in ONE statement: by our placer number (OBR-2/ORC-2),
 * else the lab's filler number (OBR-3) once known, else the pet (PID-3/2/4 carry our pet id) and the test (OBR-4
 * is the panel code or its LOINC): the newest open order of that panel for that pet through this integration.
 * Each later rule is only evaluated when the earlier ones found nothing.
 */
async function matchGroups(db: DbOrTx, groups: { integration: Pick<IntegrationRow, 'id' | 'clinicId'>; msg: OruMessage; group: OruOrder }[]): Promise<(MatchedOrder | null)[]> {
  if (!groups.length) return [];
  const input = groups.map(({ integration, msg, group }, k) => ({
    k, clinic_id: integration.clinicId, integration_id: integration.id,
    placer: group.placerOrderNumber || null, filler: group.fillerOrderNumber || null,
    pet_ids: group.serviceCode ? msg.patientIds.filter((p) => /^\d{1,9}$/.test(p)).map(Number) : [],
    panels: group.serviceCode ? LAB_PANELS.filter((p) => p.code === group.serviceCode || p.loinc === group.serviceCode).map((p) => p.code) : [],
  }));
  const res = await db.execute(sql`
    SELECT g.k, o.id, o.pet_id, o.record_id, o.vet_id, o.panel_name, o.placer_order_number, o.filler_order_number, p.nickname
    FROM jsonb_to_recordset(${JSON.stringify(input)}::jsonb) AS g(k int, clinic_id int, integration_id int, placer text, filler text, pet_ids int[], panels text[])
    LEFT JOIN LATERAL (
      SELECT o.id FROM ${labOrders} o WHERE g.placer IS NOT NULL AND o.clinic_id = g.clinic_id AND o.placer_order_number = g.placer
        AND o.status IN (${sql.join(LIVE_ORDER.map((x) => sql`${x}`), sql`, `)}) LIMIT 1
    ) byPlacer ON true
    LEFT JOIN LATERAL (
      SELECT o.id FROM ${labOrders} o WHERE byPlacer.id IS NULL AND g.filler IS NOT NULL AND o.clinic_id = g.clinic_id
        AND o.integration_id = g.integration_id AND o.filler_order_number = g.filler AND o.status IN (${sql.join(LIVE_ORDER.map((x) => sql`${x}`), sql`, `)}) LIMIT 1
    ) byFiller ON true
    LEFT JOIN LATERAL (
      SELECT o.id FROM ${labOrders} o WHERE byPlacer.id IS NULL AND byFiller.id IS NULL AND o.clinic_id = g.clinic_id AND o.integration_id = g.integration_id
        AND o.pet_id = ANY(g.pet_ids) AND o.panel_code = ANY(g.panels) AND o.status IN (${sql.join(OPEN_ORDER.map((x) => sql`${x}`), sql`, `)})
      ORDER BY o.created_at DESC, o.id DESC LIMIT 1
    ) byPet ON true
    LEFT JOIN ${labOrders} o ON o.id = COALESCE(byPlacer.id, byFiller.id, byPet.id)
    LEFT JOIN ${pets} p ON p.id = o.pet_id`);
  const out: (MatchedOrder | null)[] = groups.map(() => null);
  for (const r of rowsOf<{ k: number; id: number | null; pet_id: number; record_id: number | null; vet_id: number | null; panel_name: string; placer_order_number: string; filler_order_number: string | null; nickname: string | null }>(res)) {
    if (r.id === null) continue;
    out[r.k] = {
      id: r.id, petId: r.pet_id, recordId: r.record_id, vetId: r.vet_id, panelName: r.panel_name, placerOrderNumber: r.placer_order_number,
      fillerOrderNumber: r.filler_order_number, petNickname: r.nickname ?? '',
    };
  }
  return out;
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

/**
 * Files messages: for each, its results into the pet's record (the order's record), each order to partial/final,
 * the message to 'filed', a "review lab results" task per order for the ordering vet, the audit rows and the
 * `lab_result.filed` webhook events. Set-based — the same five statements whether one message or a hundred — and
 * one transaction: all of it or none. The claim (`fromStatus → filed`) comes first: a message another importer
 * already took is left out of everything that follows. A second message with a control id already filed breaks
 * the partial unique index (migration 0057) and rolls the whole transaction back.
 */
async function fileMessages(db: Db, items: FileItem[], actor: Actor, fromStatus: 'received' | 'queued'): Promise<number[]> {
  if (!items.length) return [];
  return db.transaction(async (tx) => {
    const now = new Date();
    const claimRows = items.map(({ message, msg, matches }) => ({ id: message.id, control_id: controlIdOf(msg), order_id: matches[0]?.order.id ?? null }));
    const claimed = new Set(rowsOf<{ id: number }>(await tx.execute(sql`
      UPDATE ${labMessages} m SET status = 'filed', reason_code = NULL, reason_detail = NULL, control_id = x.control_id, order_id = x.order_id, processed_at = ${now}
        ${actor.type === 'staff' ? sql`, resolved_by = ${actor.id}, resolved_at = ${now}` : sql``}
      FROM jsonb_to_recordset(${JSON.stringify(claimRows)}::jsonb) AS x(id int, control_id text, order_id int)
      WHERE m.id = x.id AND m.status = ${fromStatus}
      RETURNING m.id`)).map((r) => r.id));
    const mine = items.filter((i) => claimed.has(i.message.id));
    if (!mine.length) return [];

    const results: Record<string, unknown>[] = [];
    const orders = new Map<number, { status: 'final' | 'partial'; filler: string | null }>();
    const taskRows: (typeof tasks.$inferInsert)[] = [];
    const audits: (typeof auditLog.$inferInsert)[] = [];
    for (const { message, msg, matches, groupId, lang } of mine) {
      const byOrder = new Map<number, Match[]>();
      for (const m of matches) byOrder.set(m.order.id, [...(byOrder.get(m.order.id) ?? []), m]);
      for (const [orderId, ms] of byOrder) {
        const order = ms[0].order;
        const before = results.length;
        for (const { group } of ms) {
          for (const o of group.observations) {
            results.push({
              clinic_id: message.clinicId, pet_id: order.petId, order_id: orderId, message_id: message.id, record_id: order.recordId,
              analyte_code: o.code.slice(0, 40) || '?', analyte_name: (o.name || o.code || '?').slice(0, 120), value: o.value,
              numeric_value: o.numericValue, units: o.units ? o.units.slice(0, 40) : null, reference_range: o.referenceRange ? o.referenceRange.slice(0, 60) : null,
              ref_low: o.refLow, ref_high: o.refHigh, abnormal_flag: o.flag, result_status: o.status ? o.status.slice(0, 2) : null,
              notes: o.notes.length ? o.notes.join('\n') : null, observed_at: (o.observedAt ?? group.observedAt ?? msg.sentAt ?? now).toISOString(),
            });
          }
        }
        const count = results.length - before;
        const flagged = results.slice(before).filter((r) => r.abnormal_flag).length;
        const allFinal = ms.every(({ group }) => group.resultStatus === 'F' || group.resultStatus === 'C'
          || (group.observations.length > 0 && group.observations.every((o) => o.status === 'F' || o.status === 'C')));
        // Two messages of one batch for the same order: the later one's status wins, the first filler number is kept.
        const filler = ms.find(({ group }) => group.fillerOrderNumber)?.group.fillerOrderNumber ?? null;
        const prev = orders.get(orderId);
        orders.set(orderId, { status: allFinal ? 'final' : 'partial', filler: prev?.filler ?? (filler ? filler.slice(0, 60) : null) });
        taskRows.push({
          clinicId: message.clinicId,
          title: translate(lang, 'labs.task.title', { panel: order.panelName, pet: order.petNickname }).slice(0, 200),
          description: translate(lang, 'labs.task.description', { count, flagged, order: order.placerOrderNumber }),
          vetId: order.vetId, petId: order.petId, recordId: order.recordId, datetimeStartUtc: now,
        });
        audits.push({
          groupId, clinicId: message.clinicId, actorType: actor.type, actorId: actor.id, action: 'lab_results.filed', entityType: 'lab_order', entityId: orderId,
          after: { message_id: message.id, results: count, flagged, status: allFinal ? 'final' : 'partial' },
        });
      }
    }
    if (results.length) {
      // The results, and `lab_result.filed` for each one to every active endpoint of its clinic that subscribed
      // (webhooks/events.ts's payload; one event id per result, shared by its endpoints): one statement, in this
      // transaction, so an event goes out only if its result is filed. No endpoint, no delivery row.
      const createdAt = now.toISOString();
      await tx.execute(sql`
        WITH ins AS (
          INSERT INTO ${labResults} (clinic_id, pet_id, order_id, message_id, record_id, analyte_code, analyte_name, value, numeric_value, units,
            reference_range, ref_low, ref_high, abnormal_flag, result_status, notes, observed_at)
          SELECT clinic_id, pet_id, order_id, message_id, record_id, analyte_code, analyte_name, value, numeric_value, units,
            reference_range, ref_low, ref_high, abnormal_flag, result_status, notes, observed_at
          FROM ROWS FROM (jsonb_to_recordset(${JSON.stringify(results)}::jsonb) AS (clinic_id int, pet_id int, order_id int, message_id int, record_id int,
            analyte_code text, analyte_name text, value text, numeric_value float8, units text, reference_range text, ref_low float8, ref_high float8,
            abnormal_flag text, result_status text, notes text, observed_at timestamptz)) WITH ORDINALITY AS r
          ORDER BY r.ordinality
          RETURNING id, clinic_id, record_id, pet_id
        ),
        ep AS (
          SELECT e.id, e.clinic_id FROM ${webhookEndpoints} e
          WHERE e.clinic_id = ANY(${`{${[...new Set(mine.map((i) => i.message.clinicId))].join(',')}}`}::int[])
            AND e.is_active AND e.deleted_at IS NULL AND 'lab_result.filed' = ANY(e.events)
        ),
        ev AS MATERIALIZED (
          SELECT ins.id, ins.clinic_id, ins.record_id, ins.pet_id, gen_random_uuid() AS event_id FROM ins
          WHERE EXISTS (SELECT 1 FROM ep WHERE ep.clinic_id = ins.clinic_id)
        )
        INSERT INTO ${webhookDeliveries} (clinic_id, endpoint_id, event_id, event_type, payload, next_attempt_at)
        SELECT ev.clinic_id, ep.id, ev.event_id, 'lab_result.filed',
          jsonb_build_object('id', ev.event_id, 'type', 'lab_result.filed', 'created_at', ${createdAt}::text, 'clinic_id', ev.clinic_id,
            'data', jsonb_build_object('lab_result_id', ev.id, 'record_id', ev.record_id, 'pet_id', ev.pet_id)), ${now}
        FROM ev JOIN ep ON ep.clinic_id = ev.clinic_id
        ORDER BY ev.id, ep.id`);
    }
    if (orders.size) {
      const orderRows = [...orders].sort(([a], [b]) => a - b).map(([id, o]) => ({ id, status: o.status, filler: o.filler }));
      await tx.execute(sql`
        UPDATE ${labOrders} o SET status = x.status, completed_at = CASE WHEN x.status = 'final' THEN ${now}::timestamptz END, updated_at = ${now},
          filler_order_number = COALESCE(o.filler_order_number, x.filler)
        FROM jsonb_to_recordset(${JSON.stringify(orderRows)}::jsonb) AS x(id int, status text, filler text)
        WHERE o.id = x.id`);
    }
    if (taskRows.length) await tx.insert(tasks).values(taskRows);
    if (audits.length) await tx.insert(auditLog).values(audits);
    return mine.map((i) => i.message.id);
  });
}

/** Queued or duplicate outcomes of many messages in one statement; a row no longer 'received' is left alone. */
async function settle(db: DbOrTx, outcomes: (ProcessOutcome & { detail: string })[]) {
  if (!outcomes.length) return;
  const rows = outcomes.map((o) => ({ id: o.id, status: o.status, code: o.reasonCode, detail: o.detail.slice(0, 2000), control_id: o.controlId }));
  await db.execute(sql`
    UPDATE ${labMessages} m SET status = x.status, reason_code = x.code, reason_detail = x.detail, control_id = x.control_id, processed_at = ${new Date()}
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS x(id int, status text, code text, detail text, control_id text)
    WHERE m.id = x.id AND m.status = 'received'`);
}

const queued = (id: number, code: string, detail: string, controlId: string | null = null) => ({ id, status: 'queued' as const, reasonCode: code, controlId, detail });

/**
 * Step two, for one message or many stored together (the drop folder's file, the bench, the recovery sweep): parse,
 * match, file, or queue with a reason. Only messages still 'received' are processed (a second call, or the sweep
 * racing a live import, does nothing to them). Round trips do not grow with the batch: one read, one look-up of
 * control ids already filed, one matching statement, one update for the queued and duplicates, one filing
 * transaction. Messages are decided in id order, as if one by one: a copy of a message filed earlier (before or in
 * this batch) is a duplicate. If the filing transaction fails (a bad row, a concurrent import filing the same
 * control id), the batch is filed again one message at a time, so one bad message never takes the good ones with
 * it; a message that still fails ends in the queue with the error. The raw text is never touched.
 */
export async function processBatch(db: Db, messageIds: number[], parse: OruParser = parseOru): Promise<ProcessOutcome[]> {
  if (!messageIds.length) return [];
  const loaded = await db.select({ message: labMessages, integration: labIntegrations, groupId: clinics.groupId, lang: clinics.defaultLanguage }).from(labMessages)
    .innerJoin(labIntegrations, eq(labIntegrations.id, labMessages.integrationId)).innerJoin(clinics, eq(clinics.id, labMessages.clinicId))
    .where(and(inArray(labMessages.id, messageIds), eq(labMessages.status, 'received'))).orderBy(asc(labMessages.id));
  const settled: (ProcessOutcome & { detail: string })[] = [];
  const parsed: { row: (typeof loaded)[number]; msg: OruMessage }[] = [];
  for (const row of loaded) {
    try {
      if (row.message.raw.length > MAX_MESSAGE_CHARS) throw new Hl7Error('bad_segment', 'The message is larger than the import limit.');
      parsed.push({ row, msg: parse(row.message.raw) });
    } catch (e) {
      settled.push(e instanceof Hl7Error ? queued(row.message.id, e.code, e.message)
        : queued(row.message.id, 'processing_error', `The importer failed while reading the message: ${(e as Error)?.message ?? String(e)}`));
    }
  }
  const toFile: FileItem[] = [];
  try {
    const key = (integrationId: number, controlId: string) => `${integrationId}\u0000${controlId}`;
    const filedBefore = new Map<string, number>();
    if (parsed.length) {
      const wanted = parsed.map(({ row, msg }) => ({ integration_id: row.message.integrationId, control_id: controlIdOf(msg) }));
      for (const r of rowsOf<{ id: number; integration_id: number; control_id: string }>(await db.execute(sql`
        SELECT DISTINCT ON (m.integration_id, m.control_id) m.id, m.integration_id, m.control_id FROM ${labMessages} m
        JOIN jsonb_to_recordset(${JSON.stringify(wanted)}::jsonb) AS w(integration_id int, control_id text) ON m.integration_id = w.integration_id AND m.control_id = w.control_id
        WHERE m.status = 'filed' ORDER BY m.integration_id, m.control_id, m.id`))) filedBefore.set(key(r.integration_id, r.control_id), r.id);
    }
    const groups = parsed.flatMap(({ row, msg }) => msg.orders.filter((g) => g.observations.length).map((group) => ({ integration: row.integration, msg, group })));
    const found = await matchGroups(db, groups);
    const orderOf = new Map(groups.map((g, i) => [g.group, found[i]]));
    for (const { row, msg } of parsed) {
      const id = row.message.id;
      const controlId = controlIdOf(msg);
      const k = key(row.message.integrationId, controlId);
      const dup = filedBefore.get(k);
      if (dup !== undefined) {
        settled.push({ id, status: 'duplicate', reasonCode: 'duplicate', controlId, detail: `Message ${dup} with the same control id was already filed.` });
        continue;
      }
      const matches: Match[] = [];
      const unmatched: string[] = [];
      for (const group of msg.orders) {
        if (group.observations.length === 0) continue;
        const order = orderOf.get(group);
        if (order) matches.push({ group, order });
        else unmatched.push(describeGroup(msg, group));
      }
      if (unmatched.length) {
        settled.push(queued(id, 'no_matching_order', `No order matches ${unmatched.join('; ')}.`, controlId));
        continue;
      }
      filedBefore.set(k, id);
      toFile.push({ message: row.message, msg, matches, groupId: row.groupId, lang: languageOf(row.lang) });
    }
  } catch (e) {
    // The look-ups failed (the database, a bug): everything parsed goes to the queue with the reason.
    for (const { row, msg } of parsed) settled.push(queued(row.message.id, 'processing_error', `Filing failed: ${(e as Error)?.message ?? String(e)}`, controlIdOf(msg)));
    toFile.length = 0;
  }
  await settle(db, settled);
  const filed = new Set<number>();
  try {
    for (const id of await fileMessages(db, toFile, SYSTEM, 'received')) filed.add(id);
  } catch (batchError) {
    const fallback: (ProcessOutcome & { detail: string })[] = [];
    for (const item of toFile) {
      try {
        // A batch of one has nothing to fall back to: its own error is the reason.
        if (toFile.length === 1) throw batchError;
        for (const id of await fileMessages(db, [item], SYSTEM, 'received')) filed.add(id);
      } catch (err) {
        const controlId = controlIdOf(item.msg);
        fallback.push(isUniqueViolation(err, FILED_ONCE)
          ? { id: item.message.id, status: 'duplicate', reasonCode: 'duplicate', controlId, detail: 'A message with the same control id was filed at the same time.' }
          : queued(item.message.id, 'processing_error', `Filing failed: ${(err as Error)?.message ?? String(err)}`, controlId));
      }
    }
    await settle(db, fallback);
    settled.push(...fallback);
  }
  const outcome = new Map<number, ProcessOutcome>(settled.map(({ detail: _detail, ...o }) => [o.id, o]));
  for (const item of toFile) if (filed.has(item.message.id)) outcome.set(item.message.id, { id: item.message.id, status: 'filed', reasonCode: null, controlId: controlIdOf(item.msg) });
  // Anything not decided here (not 'received' any more, or taken by another importer): its status as it stands now.
  const rest = messageIds.filter((id) => !outcome.has(id));
  if (rest.length) {
    const now = await db.select({ id: labMessages.id, status: labMessages.status, reasonCode: labMessages.reasonCode, controlId: labMessages.controlId }).from(labMessages).where(inArray(labMessages.id, rest));
    for (const r of now) outcome.set(r.id, r);
  }
  return messageIds.map((id) => outcome.get(id) ?? { id, status: 'received', reasonCode: null, controlId: null });
}

/** One stored message (the recovery of a single row, tests): the batch path with a batch of one. */
export async function processMessage(db: Db, messageId: number, parse: OruParser = parseOru): Promise<Status> {
  return (await processBatch(db, [messageId], parse))[0].status;
}

/** Store, then process: what the HTTP endpoint does with each message (the same set-based path, a batch of one). */
export async function ingestMessage(db: Db, integration: IntegrationRow, raw: string, source: 'http' | 'drop_folder', parse: OruParser = parseOru) {
  const id = await storeMessage(db, integration, raw, source);
  const [row] = await processBatch(db, [id], parse);
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
  await processMany(db, rows.map((r) => r.id), 1);
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
  const [row] = await db.select({ order: labOrders, nickname: pets.nickname, lang: clinics.defaultLanguage }).from(labOrders)
    .innerJoin(pets, eq(pets.id, labOrders.petId)).innerJoin(clinics, eq(clinics.id, labOrders.clinicId))
    .where(and(eq(labOrders.id, orderId), eq(labOrders.clinicId, scope.clinicId), ne(labOrders.status, 'cancelled')));
  if (!row) throw validation({ order_id: ['validation.invalid'] });
  let msg: OruMessage;
  try {
    msg = parseOru(m.raw);
  } catch {
    throw new AppError('invalid_state', 'errors.invalid_state');
  }
  const o = row.order;
  const order: MatchedOrder = {
    id: o.id, petId: o.petId, recordId: o.recordId, vetId: o.vetId, panelName: o.panelName, placerOrderNumber: o.placerOrderNumber,
    fillerOrderNumber: o.fillerOrderNumber, petNickname: row.nickname,
  };
  const item: FileItem = { message: m, msg, matches: msg.orders.filter((g) => g.observations.length).map((group) => ({ group, order })), groupId: scope.groupId, lang: languageOf(row.lang) };
  try {
    const filed = await fileMessages(db, [item], { type: 'staff', id: scope.userId }, 'queued');
    if (!filed.length) throw new AppError('invalid_state', 'errors.invalid_state');
  } catch (e) {
    // Another message with this control id was filed meanwhile: this one cannot be filed a second time.
    if (isUniqueViolation(e, FILED_ONCE)) throw new AppError('invalid_state', 'errors.invalid_state');
    throw e;
  }
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

/** How many stored messages one filing transaction takes (the drop folder's files, the sweep, the bench). */
export const BATCH_SIZE = 100;

/**
 * Processes stored messages by batches of `batchSize`, `concurrency` batches at a time (the drop folder, the sweep
 * and the bench); statuses in input order.
 */
export async function processMany(db: Db, ids: number[], concurrency = 4, batchSize = BATCH_SIZE): Promise<Status[]> {
  const out: Status[] = new Array(ids.length);
  const batches: number[] = [];
  for (let i = 0; i < ids.length; i += batchSize) batches.push(i);
  let next = 0;
  const worker = async () => {
    while (next < batches.length) {
      const from = batches[next++];
      const outcomes = await processBatch(db, ids.slice(from, from + batchSize));
      outcomes.forEach((o, j) => { out[from + j] = o.status; });
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, batches.length) }, worker));
  return out;
}
