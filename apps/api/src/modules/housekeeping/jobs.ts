import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@vetclinic/db';
import { purgeExpired } from './purge';
import { numberStrandedSales } from '../sales/service';

const EVERY_MS = 60 * 60 * 1000;

/**
 * Hourly clean-up in every API process, and once at start-up. Deleting by age is idempotent, so several processes
 * running it at once only repeat a no-op; no lock or queue is needed. It also numbers invoices a crash left frozen
 * between issuing's two steps (sales/service.ts `issueSale`): numbering locks what it numbers, so that is safe to
 * run anywhere at once too.
 */
export function startHousekeeping(db: Db, log: FastifyBaseLogger): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= purgeExpired(db)
      .then((r) => { if (Object.values(r).some((n) => n > 0)) log.info(r, 'housekeeping: purged expired rows'); })
      .then(() => numberStrandedSales(db))
      .then((n) => { if (n > 0) log.warn({ numbered: n }, 'housekeeping: numbered invoices left frozen by an interrupted issue'); })
      .catch((err: unknown) => log.warn({ err }, 'housekeeping failed'))
      .finally(() => { running = null; });
  };
  const timer = setInterval(run, EVERY_MS);
  timer.unref();
  run();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
