import type { Db } from '@vetclinic/db';
import { paymentsRefusal, type AppConfig } from '../../config';
import { createPaymentProvider, SimulatedPaymentProvider, type PaymentProvider } from '../../providers/payments';
import { toProviderEvent } from '../../providers/payments/simulated-provider';

export interface PaymentsLog {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** Everything the deposit code needs; one per database handle, shared by routes and jobs. */
export interface PaymentsRuntime {
  db: Db;
  config: AppConfig;
  provider: PaymentProvider;
  /** The payments clock: hold expiry and reconciliation read it (tests inject their own). */
  now(): number;
  log: PaymentsLog;
  /** Tests only: simulate a crash right after the provider charged, before our status change. */
  failpoints: { afterProviderCharge?: boolean };
  /** Handles one verified provider event (set by the service, so the simulated provider can deliver to it). */
  onEvent?: (event: ReturnType<typeof toProviderEvent>) => Promise<unknown>;
}

const quiet: PaymentsLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
const runtimes = new WeakMap<Db, PaymentsRuntime>();

export function paymentsRuntime(db: Db, config: AppConfig, log: PaymentsLog = quiet): PaymentsRuntime {
  const existing = runtimes.get(db);
  if (existing) return existing;
  // Also for configs built in code (tests, tools), not only those read from the environment.
  const refusal = paymentsRefusal(config);
  if (refusal) throw new Error(refusal);
  const provider = createPaymentProvider(config, db);
  const rt: PaymentsRuntime = { db, config, provider, now: config.paymentsClock ?? Date.now, log, failpoints: {} };
  if (provider instanceof SimulatedPaymentProvider) {
    // Saved cards expire by the payments clock, so a test walking a year of renewals sees them expire.
    provider.clock = () => rt.now();
    // The simulated provider's events take the webhook path: same dedup, same handling.
    provider.onEvent(async (event) => {
      try {
        await rt.onEvent?.(toProviderEvent(event));
      } catch (err) {
        rt.log.warn({ err, event: event.id }, 'simulated webhook delivery failed (reconciliation will settle it)');
      }
    });
  }
  runtimes.set(db, rt);
  return rt;
}

/** The runtime of this database if the payments module was started on it. */
export const existingPaymentsRuntime = (db: Db) => runtimes.get(db);
