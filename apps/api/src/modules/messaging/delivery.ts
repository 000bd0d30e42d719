import { and, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import { outbox, type Db } from '@vetclinic/db';
import type { AppConfig } from '../../config';
import type { MailTransport } from '../../providers/mail/mail-transport';
import { createSmtpMailTransport } from '../../providers/mail/smtp-mail-transport';
import type { SmsProvider } from '../../providers/sms/sms-provider';
import { createHttpSmsProvider } from '../../providers/sms/http-sms-provider';

/** Outbox row states: queued → sent | failed, or kept when no transport exists for the channel (dev). */
export type OutboxStatus = 'queued' | 'sent' | 'kept' | 'failed';

export const MAX_ATTEMPTS = 8;
/**
 * Seconds after `created_at` before attempt n+1 may run (index n = attempts so far): a 30 s delay
 * doubling per failure, so the 8 attempts span about an hour. The schema has no "next attempt"
 * column, so the schedule is anchored on created_at; after a long downtime overdue rows are retried
 * on consecutive sweeps rather than spaced out, which is acceptable for a mail outage.
 */
export const RETRY_SCHEDULE_SECONDS = [0, 30, 90, 210, 450, 930, 1890, 3810] as const;
/**
 * Rows claimed per transaction: a claim holds its rows (and, on PGlite, the only connection) while
 * sending, and its outcome commits only at the end. One row per claim: a process killed mid-run
 * re-sends at most the one message whose SMTP "250" it had not committed yet — with 10, proof:crash
 * saw up to 9 mails sent twice after a kill -9.
 */
const CLAIM_BATCH = 1;
/** A hard stop for one send, on top of the transports' own timeouts. */
const SEND_TIMEOUT_MS = 60_000;

export interface Transports {
  mail: MailTransport | null;
  sms: SmsProvider | null;
}

export interface DeliveryDeps extends Transports {
  db: Db;
  log?: { warn(obj: object, msg: string): void };
}

export interface DeliveryResult {
  claimed: number;
  sent: number;
  kept: number;
  retrying: number;
  failed: number;
}

/** The real transports from configuration; null where nothing is configured (messages are then kept). */
export function createTransports(config: Pick<AppConfig, 'smtpUrl' | 'mailFrom' | 'smsApiUrl' | 'smsApiKey'>): Transports {
  return {
    mail: config.smtpUrl ? createSmtpMailTransport({ url: config.smtpUrl, from: config.mailFrom }) : null,
    sms: config.smsApiUrl ? createHttpSmsProvider({ url: config.smsApiUrl, apiKey: config.smsApiKey }) : null,
  };
}

function dueCondition(now?: Date): SQL {
  const schedule = sql.raw(`ARRAY[${RETRY_SCHEDULE_SECONDS.join(',')}]::int[]`);
  const at = now ? sql`${now.toISOString()}::timestamptz` : sql`now()`;
  return and(
    eq(outbox.status, 'queued'),
    sql`${outbox.createdAt} + make_interval(secs => (${schedule})[${outbox.attempts} + 1]) <= ${at}`,
  )!;
}

/** Whether any queued message is due now: the cheap check the sweep runs before waking the job. */
export async function hasDueMessages(db: Db): Promise<boolean> {
  const rows = await db.select({ id: outbox.id }).from(outbox).where(dueCondition()).limit(1);
  return rows.length > 0;
}

async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`send timed out after ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

type Row = typeof outbox.$inferSelect;

/**
 * Message-ID left part of an outbox row: the same on every attempt, unique across databases (the
 * creation instant keeps two installations' row 1 apart).
 */
export const outboxMessageKey = (row: Pick<Row, 'id' | 'createdAt'>) => `outbox-${row.id}-${row.createdAt.getTime().toString(36)}`;

async function sendRow(deps: DeliveryDeps, row: Row): Promise<void> {
  if (row.channel === 'mail') {
    await withTimeout(deps.mail!.send({
      to: row.recipient,
      subject: row.subject ?? '',
      text: row.text,
      html: row.html ?? undefined,
      attachments: row.attachments ?? undefined,
      messageKey: outboxMessageKey(row),
    }), SEND_TIMEOUT_MS);
  } else {
    await withTimeout(deps.sms!.send({ to: row.recipient, text: row.text }), SEND_TIMEOUT_MS);
  }
}

/**
 * Delivers up to `limit` due messages. Each batch is claimed with FOR UPDATE SKIP LOCKED and every
 * row's outcome is written in that same transaction, so concurrent runs (other workers, other
 * instances) never pick the same row and a sent row is never sent again.
 *
 * At-least-once edge: if the process dies (or the commit fails) after the SMTP server accepted a
 * message but before the claim transaction commits, the row is still 'queued' and that message is
 * sent a second time — with the same Message-ID (outboxMessageKey), so receivers that deduplicate by
 * it show one mail; a rare duplicate is the better failure than a lost one. proof:crash measures it.
 */
export async function deliverPending(deps: DeliveryDeps, { limit = 50, now }: { limit?: number; now?: Date } = {}): Promise<DeliveryResult> {
  const result: DeliveryResult = { claimed: 0, sent: 0, kept: 0, retrying: 0, failed: 0 };
  // One attempt per row and run: a row that failed just now may already be due again (overdue retries).
  const tried: number[] = [];
  while (result.claimed < limit) {
    const batch = Math.min(CLAIM_BATCH, limit - result.claimed);
    const claimed = await deps.db.transaction(async (tx) => {
      const due = tried.length ? and(dueCondition(now), notInArray(outbox.id, tried))! : dueCondition(now);
      const rows = await tx.select().from(outbox).where(due).orderBy(outbox.id).limit(batch).for('update', { skipLocked: true });
      tried.push(...rows.map((r) => r.id));

      const transportOf = (r: Row) => (r.channel === 'mail' ? deps.mail : deps.sms);
      const keep = rows.filter((r) => !transportOf(r));
      if (keep.length) {
        await tx.update(outbox).set({ status: 'kept' satisfies OutboxStatus }).where(inArray(outbox.id, keep.map((r) => r.id)));
        result.kept += keep.length;
      }

      for (const row of rows.filter((r) => transportOf(r))) {
        const attempts = row.attempts + 1;
        try {
          await sendRow(deps, row);
          await tx.update(outbox).set({ status: 'sent' satisfies OutboxStatus, attempts, lastError: null, sentAt: sql`now()` }).where(eq(outbox.id, row.id));
          result.sent++;
        } catch (err) {
          const message = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
          const status: OutboxStatus = attempts >= MAX_ATTEMPTS ? 'failed' : 'queued';
          await tx.update(outbox).set({ status, attempts, lastError: message }).where(eq(outbox.id, row.id));
          if (status === 'failed') result.failed++;
          else result.retrying++;
          // The id, not the recipient: logs must not collect clients' addresses.
          deps.log?.warn({ outboxId: row.id, channel: row.channel, attempts, err: message }, status === 'failed' ? 'message delivery gave up' : 'message delivery failed, will retry');
        }
      }
      return rows.length;
    });
    result.claimed += claimed;
    if (claimed < batch) break;
  }
  return result;
}
