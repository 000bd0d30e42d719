import { randomBytes } from 'node:crypto';
import { and, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { webhookDeliveries, webhookEndpoints, type Db } from '@vetclinic/db';
import {
  PAGE_SIZE,
  type TWebhookDelivery, type TWebhookDeliveryListQuery, type TWebhookEndpoint, type TWebhookEndpointInputParsed,
  type TWebhookEndpointListQuery, type TWebhookEndpointWithSecret,
} from '@vetclinic/domain';
import { AppError, notFound } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { offsetOf, pageMeta, pageTotal, totalOver } from '../../lib/pagination';
import type { TenantScope } from '../../plugins/auth';

type EndpointRow = typeof webhookEndpoints.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
/** 32 random bytes, prefixed so a leaked secret is recognisable in logs and secret scanners. */
const newSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

function toEndpoint(r: EndpointRow): TWebhookEndpoint {
  return {
    id: r.id,
    clinic_id: r.clinicId,
    url: r.url,
    description: r.description,
    events: r.events,
    allow_private: r.allowPrivate,
    is_active: r.isActive,
    failing_since: r.failingSince?.toISOString() ?? null,
    disabled_at: r.disabledAt?.toISOString() ?? null,
    secret_hint: `…${r.secret.slice(-4)}`,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

function toDelivery(r: DeliveryRow): TWebhookDelivery {
  return {
    id: r.id,
    endpoint_id: r.endpointId,
    event_id: r.eventId,
    event_type: r.eventType,
    status: r.status,
    attempts: r.attempts,
    next_attempt_at: r.status === 'pending' ? r.nextAttemptAt.toISOString() : null,
    last_attempt_at: r.lastAttemptAt?.toISOString() ?? null,
    response_status: r.responseStatus,
    response_body: r.responseBody,
    duration_ms: r.durationMs,
    last_error: r.lastError,
    replay_of: r.replayOf,
    payload: r.payload,
    created_at: r.createdAt.toISOString(),
    delivered_at: r.deliveredAt?.toISOString() ?? null,
  };
}

const inClinic = (scope: TenantScope, id: number) =>
  and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.clinicId, scope.clinicId), isNull(webhookEndpoints.deletedAt));

async function loadEndpoint(db: Db, scope: TenantScope, id: number): Promise<EndpointRow> {
  const [row] = await db.select().from(webhookEndpoints).where(inClinic(scope, id));
  if (!row) throw notFound();
  return row;
}

/** What the audit keeps of an endpoint: never the secret. */
const auditView = (r: EndpointRow) => ({ url: r.url, events: r.events, allow_private: r.allowPrivate, is_active: r.isActive });

/** The active clinic's endpoints, newest first; search looks in the URL and description. */
export async function listEndpoints(db: Db, scope: TenantScope, query: TWebhookEndpointListQuery) {
  const perPage = query.per_page ?? PAGE_SIZE.common;
  const conditions: (SQL | undefined)[] = [eq(webhookEndpoints.clinicId, scope.clinicId), isNull(webhookEndpoints.deletedAt)];
  const search = query.filter?.search;
  if (search) {
    const term = `%${escapeLike(search)}%`;
    conditions.push(or(ilike(webhookEndpoints.url, term), ilike(webhookEndpoints.description, term)));
  }
  const where = and(...conditions);
  const rows = await db.select({ row: webhookEndpoints, total: totalOver() }).from(webhookEndpoints).where(where)
    .orderBy(desc(webhookEndpoints.id)).limit(perPage).offset(offsetOf(query.page, perPage));
  const total = await pageTotal(rows, query.page, async () => (await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(webhookEndpoints).where(where))[0].n);
  return { data: rows.map((r) => toEndpoint(r.row)), meta: pageMeta(query.page, perPage, total) };
}

export async function getEndpoint(db: Db, scope: TenantScope, id: number): Promise<TWebhookEndpoint> {
  return toEndpoint(await loadEndpoint(db, scope, id));
}

/** Registers an endpoint and answers its secret, the only time it is shown. */
export async function createEndpoint(db: Db, scope: TenantScope, input: TWebhookEndpointInputParsed): Promise<TWebhookEndpointWithSecret> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(webhookEndpoints).values({
      clinicId: scope.clinicId, url: input.url, description: input.description ?? null, events: [...new Set(input.events)],
      allowPrivate: input.allow_private, isActive: input.is_active, secret: newSecret(), createdBy: scope.userId,
    }).returning();
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: { type: 'staff', id: scope.userId }, action: 'webhook_endpoint.created', entityType: 'webhook_endpoint', entityId: row.id, after: auditView(row) });
    return { ...toEndpoint(row), secret: row.secret };
  });
}

/**
 * Changes an endpoint. Turning it back on clears its failure streak, so a fixed receiver gets a fresh
 * 24 hours; deliveries failed while it was off are not re-sent on their own (replay them).
 */
export async function updateEndpoint(db: Db, scope: TenantScope, id: number, input: TWebhookEndpointInputParsed): Promise<TWebhookEndpoint> {
  const before = await loadEndpoint(db, scope, id);
  const reenabled = input.is_active && !before.isActive;
  return db.transaction(async (tx) => {
    const [row] = await tx.update(webhookEndpoints).set({
      url: input.url, description: input.description ?? null, events: [...new Set(input.events)], allowPrivate: input.allow_private,
      isActive: input.is_active, updatedAt: new Date(),
      ...(reenabled ? { failingSince: null, disabledAt: null } : {}),
    }).where(inClinic(scope, id)).returning();
    if (!row) throw notFound();
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: { type: 'staff', id: scope.userId }, action: 'webhook_endpoint.updated', entityType: 'webhook_endpoint', entityId: id, before: auditView(before), after: auditView(row) });
    return toEndpoint(row);
  });
}

/** A new secret; the old one stops signing at once (receivers must switch). */
export async function rotateSecret(db: Db, scope: TenantScope, id: number): Promise<TWebhookEndpointWithSecret> {
  await loadEndpoint(db, scope, id);
  return db.transaction(async (tx) => {
    const [row] = await tx.update(webhookEndpoints).set({ secret: newSecret(), updatedAt: new Date() }).where(inClinic(scope, id)).returning();
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: { type: 'staff', id: scope.userId }, action: 'webhook_endpoint.secret_rotated', entityType: 'webhook_endpoint', entityId: id });
    return { ...toEndpoint(row), secret: row.secret };
  });
}

/** Soft delete: no new events, waiting deliveries stay unsent; the history stays for the audit. */
export async function deleteEndpoint(db: Db, scope: TenantScope, id: number): Promise<void> {
  await loadEndpoint(db, scope, id);
  await db.transaction(async (tx) => {
    await tx.update(webhookEndpoints).set({ deletedAt: new Date(), isActive: false }).where(inClinic(scope, id));
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: { type: 'staff', id: scope.userId }, action: 'webhook_endpoint.deleted', entityType: 'webhook_endpoint', entityId: id });
  });
}

/** One endpoint's deliveries, newest first, filtered by status and searchable by event type or id. */
export async function listDeliveries(db: Db, scope: TenantScope, endpointId: number, query: TWebhookDeliveryListQuery) {
  await loadEndpoint(db, scope, endpointId);
  const perPage = query.per_page ?? PAGE_SIZE.common;
  const f = query.filter ?? {};
  const conditions: (SQL | undefined)[] = [eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.clinicId, scope.clinicId)];
  if (f.status) conditions.push(eq(webhookDeliveries.status, f.status));
  if (f.search) {
    const term = `%${escapeLike(f.search)}%`;
    conditions.push(or(ilike(webhookDeliveries.eventType, term), sql`${webhookDeliveries.eventId}::text ilike ${term}`));
  }
  const where = and(...conditions);
  const rows = await db.select({ row: webhookDeliveries, total: totalOver() }).from(webhookDeliveries).where(where)
    .orderBy(desc(webhookDeliveries.id)).limit(perPage).offset(offsetOf(query.page, perPage));
  const total = await pageTotal(rows, query.page, async () => (await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(webhookDeliveries).where(where))[0].n);
  return { data: rows.map((r) => toDelivery(r.row)), meta: pageMeta(query.page, perPage, total) };
}

/**
 * Sends a delivery again as a new delivery with the same event id and body (a receiver that already
 * processed it recognises the id). The endpoint must be active: a disabled one is switched on first.
 */
export async function replayDelivery(db: Db, scope: TenantScope, endpointId: number, deliveryId: number, now = new Date()): Promise<TWebhookDelivery> {
  const endpoint = await loadEndpoint(db, scope, endpointId);
  const [original] = await db.select().from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.clinicId, scope.clinicId)));
  if (!original) throw notFound();
  if (!endpoint.isActive) throw new AppError('invalid_state', 'errors.webhook_endpoint_inactive');
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(webhookDeliveries).values({
      clinicId: scope.clinicId, endpointId, eventId: original.eventId, eventType: original.eventType, payload: original.payload,
      replayOf: original.id, nextAttemptAt: now,
    }).returning();
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: { type: 'staff', id: scope.userId }, action: 'webhook_delivery.replayed', entityType: 'webhook_endpoint', entityId: endpointId, after: { delivery_id: original.id } });
    return toDelivery(row);
  });
}
