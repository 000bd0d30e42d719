import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@vetclinic/db';
import type { AppConfig } from '../../config';
import { deliverDue, hasDueDeliveries } from './delivery';
import { createHttpWebhookSender, type WebhookSender } from './sender';

/** How often each process looks for due deliveries (new events, retries whose backoff ended). */
const SWEEP_INTERVAL_MS = 2_000;
const RUN_LIMIT = 20;

/**
 * The webhook delivery job: every 2 s, when deliveries are due, a run claims them (SKIP LOCKED, so
 * several API processes share the work without sending one twice) and posts them. Runs never
 * overlap within a process, and stop() waits for the one in progress.
 */
export function startWebhookJobs(deps: { config: AppConfig; db: Db; log: FastifyBaseLogger; sender?: WebhookSender }): { stop(): Promise<void> } {
  const log = deps.log.child({ module: 'webhooks' });
  const sender = deps.sender ?? createHttpWebhookSender();
  let running: Promise<void> | null = null;
  let stopped = false;
  const sweep = () => {
    running ??= (async () => {
      try {
        if (!(await hasDueDeliveries(deps.db))) return;
        for (;;) {
          const r = await deliverDue({ db: deps.db, sender, publicUrl: deps.config.publicUrl, log }, { limit: RUN_LIMIT });
          if (r.claimed) log.info(r, 'webhook delivery run');
          // Stopping (shutdown): the batch in hand is posted and recorded, no further one is claimed.
          if (r.claimed < RUN_LIMIT || stopped) break;
        }
      } catch (err) {
        log.warn({ err }, 'webhook delivery failed');
      }
    })().finally(() => { running = null; });
  };
  const timer = setInterval(sweep, SWEEP_INTERVAL_MS);
  timer.unref();
  sweep();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
