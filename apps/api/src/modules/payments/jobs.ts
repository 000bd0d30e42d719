import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '@vetclinic/db';
import type { AppConfig } from '../../config';
import { reconcile, runExpiry } from './service';
import { usePayments } from './setup';

/** How often holds are expired and stuck payments reconciled (each step is idempotent across instances). */
const SWEEP_INTERVAL_MS = 20_000;

export interface PaymentJobs { stop(): Promise<void> }

/**
 * The expiry job (unpaid holds past their time are released) and the reconciliation job (deposits and
 * invoice card payments left in processing, and refunds left pending, take the provider's state). Reconciliation runs once right
 * away, so a crash between a charge and our status change is repaired on restart.
 */
export async function startPaymentJobs(deps: { config: AppConfig; database: DatabaseHandle; log: FastifyBaseLogger }): Promise<PaymentJobs> {
  const log = deps.log.child({ module: 'payments' });
  const rt = usePayments(deps.database.db, deps.config, log);
  let running: Promise<void> | null = null;
  const sweep = (graceMs: number) => {
    running ??= (async () => {
      try {
        const r = await reconcile(rt, { graceMs });
        if (r.reconciled || r.refunds || r.errors) log.info(r, 'payments reconciled');
        const e = await runExpiry(rt);
        if (e.expired || e.paid) log.info(e, 'deposit holds expired');
      } catch (err) {
        log.warn({ err }, 'payments sweep failed');
      }
    })().finally(() => { running = null; });
    return running;
  };
  await sweep(0);
  const timer = setInterval(() => void sweep(60_000), SWEEP_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
