import type { Db } from '@vetclinic/db';
import type { AppConfig } from '../../config';
import { handleEvent } from './service';
import { paymentsRuntime, type PaymentsLog, type PaymentsRuntime } from './runtime';

/** The payments runtime of this database, wired so the simulated provider's events take the webhook path. */
export function usePayments(db: Db, config: AppConfig, log?: PaymentsLog): PaymentsRuntime {
  const rt = paymentsRuntime(db, config, log);
  if (log && rt.log !== log) rt.log = log;
  rt.onEvent ??= (event) => handleEvent(rt, event);
  return rt;
}
