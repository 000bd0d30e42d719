import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '@vetclinic/db';
import type { AppConfig } from '../../config';
import { runReminders } from './run';

/** Reminders are due by the clinic-local day (appointment ones by the hour): a sweep every five minutes is plenty. */
const REMINDER_INTERVAL_MS = 5 * 60_000;

export interface ReminderJobs { stop(): Promise<void> }

/**
 * The reminder job: every process sweeps once at start and every five minutes. Several instances are safe: each
 * reminder's `reminders_sent` row (unique per rule, target and channel) is written with its outbox row, so a
 * racing sweep finds it and sends nothing.
 */
export async function startReminderJobs(deps: { config: AppConfig; database: DatabaseHandle; log: FastifyBaseLogger }): Promise<ReminderJobs> {
  const log = deps.log.child({ module: 'reminders' });
  let running: Promise<void> | null = null;
  const sweep = () => {
    running ??= runReminders(deps.database.db, { publicUrl: deps.config.publicUrl })
      .then((r) => { if (r.sent) log.info(r, 'reminders sent'); })
      .catch((err: unknown) => log.warn({ err }, 'reminder sweep failed'))
      .finally(() => { running = null; });
    return running;
  };
  await sweep();
  const timer = setInterval(() => void sweep(), REMINDER_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
