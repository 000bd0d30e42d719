import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { clinics, webhookDeliveries, webhookEndpoints, type Db, type DbOrTx } from '@vetclinic/db';
import { LANGUAGES, WEBHOOK_EVENT_ID_HEADER, WEBHOOK_SIGNATURE_HEADER, WEBHOOK_TIMESTAMP_HEADER, type Language } from '@vetclinic/domain';
import { translate } from '../../lib/i18n';
import { enqueueMessage, notifyOutbox } from '../messaging/outbox';
import type { WebhookSender } from './sender';
import { signPayload } from './signature';

/** A delivery is given up after this many attempts (about 2½ days with the schedule below). */
export const MAX_ATTEMPTS = 20;
/** An endpoint whose deliveries have failed for this long, with no success in between, is disabled. */
export const DISABLE_AFTER_MS = 24 * 60 * 60 * 1000;
/**
 * While a claimed delivery is being posted its next attempt is pushed this far: a process killed
 * mid-post leaves the row to be retried after the lease, so every event is delivered at least once.
 */
const LEASE_MS = 2 * 60 * 1000;
const BACKOFF_BASE_MS = 30_000;
const BACKOFF_CAP_MS = 4 * 60 * 60 * 1000;

/** Wait before attempt n+1 after n failed attempts: 30 s doubling (1 min, 2 min, …), capped at 4 h. */
export function backoffMs(failedAttempts: number): number {
  return Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, failedAttempts - 1), BACKOFF_CAP_MS);
}

export interface DeliveryDeps {
  db: Db;
  sender: WebhookSender;
  publicUrl: string;
  log?: { warn(obj: object, msg: string): void };
}

export interface DeliveryRun { claimed: number; delivered: number; retrying: number; failed: number; disabled: number }

/** Whether any delivery is due: the cheap check the sweep runs before a run. */
export async function hasDueDeliveries(db: Db, now = new Date()): Promise<boolean> {
  const rows = await db.select({ id: webhookDeliveries.id }).from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.nextAttemptAt, now))).limit(1);
  return rows.length > 0;
}

/** Claims due deliveries of active endpoints (SKIP LOCKED, so several processes share the work) and leases them. */
async function claim(db: Db, now: Date, limit: number) {
  return db.transaction(async (tx) => {
    const rows = await tx.select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(and(
        eq(webhookDeliveries.status, 'pending'),
        lte(webhookDeliveries.nextAttemptAt, now),
        eq(webhookEndpoints.isActive, true),
        isNull(webhookEndpoints.deletedAt),
      ))
      .orderBy(asc(webhookDeliveries.nextAttemptAt), asc(webhookDeliveries.id))
      .limit(limit)
      .for('update', { of: webhookDeliveries, skipLocked: true });
    if (rows.length) {
      await tx.update(webhookDeliveries).set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
        .where(inArray(webhookDeliveries.id, rows.map((r) => r.delivery.id)));
    }
    return rows;
  });
}

/**
 * Posts the due deliveries once each and records what came back. 2xx → delivered and the endpoint's
 * failure streak ends; anything else → retried with backoff, given up after MAX_ATTEMPTS; when an
 * endpoint's streak reaches 24 h it is disabled, its waiting deliveries are marked failed (they can be
 * replayed) and the clinic gets a mail. `now` is the clock (tests move it).
 */
export async function deliverDue(deps: DeliveryDeps, opts: { now?: Date; limit?: number } = {}): Promise<DeliveryRun> {
  const now = opts.now ?? new Date();
  const run: DeliveryRun = { claimed: 0, delivered: 0, retrying: 0, failed: 0, disabled: 0 };
  const claimed = await claim(deps.db, now, opts.limit ?? 20);
  run.claimed = claimed.length;
  let mailed = false;
  for (const { delivery, endpoint } of claimed) {
    const body = JSON.stringify(delivery.payload);
    const timestamp = Math.floor(now.getTime() / 1000);
    const response = await deps.sender.post({
      url: endpoint.url,
      body,
      allowPrivate: endpoint.allowPrivate,
      headers: {
        [WEBHOOK_SIGNATURE_HEADER]: signPayload(endpoint.secret, timestamp, body),
        [WEBHOOK_TIMESTAMP_HEADER]: String(timestamp),
        [WEBHOOK_EVENT_ID_HEADER]: delivery.eventId,
      },
    });
    const ok = response.status !== null && response.status >= 200 && response.status < 300;
    const attempts = delivery.attempts + 1;
    const error = ok ? null : (response.error ?? `HTTP ${response.status}`);
    const outcome = await deps.db.transaction(async (tx) => {
      const common = {
        attempts, lastAttemptAt: now, responseStatus: response.status, responseBody: response.body,
        durationMs: response.durationMs, lastError: error?.slice(0, 500) ?? null,
      };
      if (ok) {
        await tx.update(webhookDeliveries).set({ ...common, status: 'delivered', deliveredAt: now }).where(eq(webhookDeliveries.id, delivery.id));
        await tx.update(webhookEndpoints).set({ failingSince: null }).where(eq(webhookEndpoints.id, endpoint.id));
        return 'delivered' as const;
      }
      const givenUp = attempts >= MAX_ATTEMPTS;
      await tx.update(webhookDeliveries).set({
        ...common,
        status: givenUp ? 'failed' : 'pending',
        nextAttemptAt: new Date(now.getTime() + backoffMs(attempts)),
      }).where(eq(webhookDeliveries.id, delivery.id));
      const [ep] = await tx.update(webhookEndpoints)
        .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${now.toISOString()}::timestamptz)` })
        .where(eq(webhookEndpoints.id, endpoint.id))
        .returning();
      if (ep.isActive && ep.failingSince && now.getTime() - ep.failingSince.getTime() >= DISABLE_AFTER_MS) {
        await disableEndpoint(tx, ep, now, deps.publicUrl);
        return 'disabled' as const;
      }
      return givenUp ? 'failed' as const : 'retrying' as const;
    });
    if (outcome === 'disabled') {
      run.disabled++;
      run.retrying++;
      mailed = true;
    } else {
      run[outcome]++;
    }
  }
  if (mailed) notifyOutbox();
  return run;
}

async function disableEndpoint(tx: DbOrTx, ep: typeof webhookEndpoints.$inferSelect, now: Date, publicUrl: string) {
  await tx.update(webhookEndpoints).set({ isActive: false, disabledAt: now, updatedAt: now }).where(eq(webhookEndpoints.id, ep.id));
  await tx.update(webhookDeliveries).set({ status: 'failed', lastError: 'endpoint disabled after 24 h of failures' })
    .where(and(eq(webhookDeliveries.endpointId, ep.id), eq(webhookDeliveries.status, 'pending')));
  const [clinic] = await tx.select({ name: clinics.name, email: clinics.email, language: clinics.defaultLanguage }).from(clinics).where(eq(clinics.id, ep.clinicId));
  if (!clinic?.email) return;
  const lang: Language = (LANGUAGES as readonly string[]).includes(clinic.language) ? clinic.language as Language : 'en';
  const params = { clinic: clinic.name, url: ep.url };
  const link = `${publicUrl}/app/webhooks`;
  await enqueueMessage(tx, {
    clinicId: ep.clinicId,
    channel: 'mail',
    to: clinic.email,
    clientId: null,
    subject: translate(lang, 'mail.webhook_disabled.subject', params),
    text: `${translate(lang, 'mail.webhook_disabled.body', params)}\n\n${link}`,
    links: [{ label: translate(lang, 'mail.webhook_disabled.link', params), url: link }],
  });
}
