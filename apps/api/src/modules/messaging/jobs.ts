import type { FastifyBaseLogger } from 'fastify';
import { PgBoss, fromPglite, type PGliteLike } from 'pg-boss';
import type { DatabaseHandle } from '@vetclinic/db';
import type { AppConfig } from '../../config';
import { createTransports, deliverPending, hasDueMessages, type Transports } from './delivery';
import { onOutboxNotify } from './outbox';

export const DELIVERY_QUEUE = 'messaging-deliver';
/** How often each process checks the outbox for due rows (new ones nobody notified about, retries). */
const SWEEP_INTERVAL_MS = 2_000;
const RUN_LIMIT = 50;
/**
 * The stately queue allows one active run. Without a heartbeat, a run whose process was killed
 * (kill -9, OOM, power loss) stayed 'active' until expireInSeconds — 15 minutes without any mail
 * after the restart (found by proof:crash). With it, pg-boss fails that run ~10 s after its last beat.
 */
const DELIVERY_HEARTBEAT_SECONDS = 10;

export interface MessagingDeps {
  config: AppConfig;
  database: DatabaseHandle;
  log: FastifyBaseLogger;
  /** Transports override (tests); by default built from SMTP_URL / SMS_API_URL. */
  transports?: Transports;
}

export interface MessagingRunner {
  stop(): Promise<void>;
}

function createBoss(config: AppConfig, database: DatabaseHandle): PgBoss {
  const common = {
    // LISTEN/NOTIFY + a notify-enabled queue wake the worker in ~20 ms instead of its poll interval.
    useListenNotify: true,
    // No cron schedules are used: the sweep below gives 2 s resolution, pg-boss cron only 1 minute.
    schedule: false,
    application_name: 'vetclinic-jobs',
    // The supervisor fails a delivery job whose worker stopped heartbeating (a killed process) only
    // when it runs: every 5 s instead of pg-boss's 60 s, so a crash blocks delivery for seconds.
    superviseIntervalSeconds: 5,
    monitorIntervalSeconds: 5,
  };
  if (database.kind === 'pglite') {
    // PGlite is one connection shared with the app; pg-boss's own adapter speaks to it directly.
    return new PgBoss({ ...common, db: fromPglite(database.raw as PGliteLike), backend: 'pglite' });
  }
  // The app's pool knows its URL even when it came from somewhere other than DATABASE_URL (tests).
  const connectionString = config.databaseUrl ?? (database.raw as { options?: { connectionString?: string } }).options?.connectionString;
  if (!connectionString) throw new Error('startMessaging: no PostgreSQL connection string for pg-boss');
  return new PgBoss({ ...common, connectionString, max: 3 });
}

/**
 * Starts mail/SMS delivery: a pg-boss worker runs `deliverPending`, woken by `notifyOutbox()` and by a
 * 2-second sweep that only enqueues a job when due rows exist. The queue's `stately` policy keeps at
 * most one run queued and one active across all instances, so wake-ups coalesce instead of piling up.
 */
export async function startMessaging(deps: MessagingDeps): Promise<MessagingRunner> {
  const { config, database } = deps;
  const log = deps.log.child({ module: 'messaging' });
  const transports = deps.transports ?? createTransports(config);
  if (!transports.mail) log.info('SMTP_URL not set: mails stay in the outbox as "kept" (see /dev/mailbox)');
  if (!transports.sms) log.info('SMS_API_URL not set: SMS stay in the outbox as "kept" (see /dev/mailbox)');

  const boss = createBoss(config, database);
  boss.on('error', (err) => log.error({ err }, 'pg-boss error'));
  // e.g. LISTEN/NOTIFY unavailable (PgBouncer): delivery still works by polling, just slower.
  boss.on('warning', (warning) => log.warn({ warning }, 'pg-boss warning'));
  await boss.start();
  await boss.createQueue(DELIVERY_QUEUE, {
    policy: 'stately',
    notify: true,
    // A failed run is not retried by pg-boss: the next sweep starts a fresh one, and row-level
    // retries with backoff live in the outbox itself.
    retryLimit: 0,
    expireInSeconds: 15 * 60,
    deleteAfterSeconds: 24 * 60 * 60,
    heartbeatSeconds: DELIVERY_HEARTBEAT_SECONDS,
  });
  // Queues created before the heartbeat existed get it too (createQueue leaves an existing queue as is).
  await boss.updateQueue(DELIVERY_QUEUE, { heartbeatSeconds: DELIVERY_HEARTBEAT_SECONDS });

  // notifyPollingIntervalSeconds: with NOTIFY on, pg-boss polls only every 30 s, and a wake-up that
  // coalesces onto an already queued job sends no NOTIFY — after a crash that queued job waited ~30 s
  // more once the dead run was failed (proof:crash). Poll every 5 s either way.
  let stopped = false;
  await boss.work(DELIVERY_QUEUE, { batchSize: 1, pollingIntervalSeconds: 5, notifyPollingIntervalSeconds: 5 }, async () => {
    // Drain: a notification may stand for many rows, and each run delivers at most RUN_LIMIT.
    for (;;) {
      const r = await deliverPending({ db: database.db, ...transports, log }, { limit: RUN_LIMIT });
      if (r.sent || r.failed || r.retrying) log.info(r, 'outbox delivery run');
      // Stopping (shutdown): what this run claimed is sent and recorded, the rest waits for another worker.
      if (r.claimed < RUN_LIMIT || stopped) break;
    }
  });

  const wake = () => {
    if (stopped) return;
    boss.send(DELIVERY_QUEUE).catch((err: unknown) => log.warn({ err }, 'could not wake the outbox job'));
  };
  const offNotify = onOutboxNotify(wake);

  // One sweep at a time, and stop() waits for it so it never queries a closed database.
  let sweeping: Promise<void> | null = null;
  const sweep = () => {
    sweeping ??= hasDueMessages(database.db)
      .then((due) => { if (due) wake(); })
      .catch((err: unknown) => log.warn({ err }, 'outbox sweep failed'))
      .finally(() => { sweeping = null; });
  };
  const timer = setInterval(sweep, SWEEP_INTERVAL_MS);
  timer.unref();
  // Rows left queued while the server was down go out right away.
  sweep();

  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      offNotify();
      await sweeping;
      // Graceful: a run in progress finishes and commits, so no claimed row is cut mid-send.
      await boss.stop({ graceful: true, timeout: 30_000 });
      await transports.mail?.close();
    },
  };
}
