import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '@vetclinic/db';
import type { AppConfig } from '../../config';
import { usePayments } from '../payments/setup';
import { runRenewals } from './renewals';

/** Renewals are due by the clinic-local day; a minute's resolution is plenty and keeps the sweep cheap. */
const RENEWAL_INTERVAL_MS = 60_000;

export interface RenewalJobs { stop(): Promise<void> }

/**
 * The renewal job of wellness plan subscriptions: every process sweeps due subscriptions once a minute (and once at
 * start, so claims left by a crash are finished). Running on several instances is safe: each subscription is worked
 * under its row lock (SKIP LOCKED), each period is invoiced once (unique per index) and each charge attempt carries
 * its own idempotency key (see renewals.ts).
 */
export async function startRenewalJobs(deps: { config: AppConfig; database: DatabaseHandle; log: FastifyBaseLogger }): Promise<RenewalJobs> {
  const log = deps.log.child({ module: 'plans' });
  const rt = usePayments(deps.database.db, deps.config, log);
  let running: Promise<void> | null = null;
  const sweep = () => {
    running ??= runRenewals(rt)
      .then((r) => { if (r.paid || r.retrying || r.suspended || r.ended || r.errors) log.info(r, 'plan renewals'); })
      .catch((err: unknown) => log.warn({ err }, 'plan renewal sweep failed'))
      .finally(() => { running = null; });
    return running;
  };
  await sweep();
  const timer = setInterval(() => void sweep(), RENEWAL_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
