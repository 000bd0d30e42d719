import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/**
 * Whether this process takes new work: `/api/health/ready` answers 503 `draining` from the moment shutdown
 * starts, so a load balancer stops sending requests while the ones in flight finish.
 */
export class Readiness {
  draining = false;
}

/** A job runner as the modules' `start…` functions return it: stop() lets the item in hand finish and claims no more. */
export interface Runner {
  stop(): Promise<void>;
}

export interface ShutdownDeps {
  app: FastifyInstance;
  readiness: Readiness;
  /** The runners this process started, read when shutdown begins; a promise, so a signal during their start waits for them. */
  runners: () => Promise<Runner[]>;
  database: { close(): Promise<void> };
  timeoutMs: number;
  log: FastifyBaseLogger;
}

/**
 * The graceful shutdown of SIGTERM/SIGINT, as a function of its parts so tests can drive it: marks the process
 * draining, stops accepting connections and lets the requests in flight finish (Fastify's close; idle keep-alive
 * connections are closed at once, a request arriving on a busy one gets 503 and `Connection: close`), lets every
 * runner finish the item in hand, then closes the database. Resolves to the exit code: 0 when all of that ended
 * within `timeoutMs`, 1 past the deadline (work left is retried by another process: docs/reliability.md) or on an
 * error. A second signal gets the same promise: shutdown runs once.
 */
export function gracefulShutdown(deps: ShutdownDeps): (signal: string) => Promise<number> {
  let running: Promise<number> | null = null;
  return (signal) => (running ??= shutdown(deps, signal));
}

async function shutdown({ app, readiness, runners, database, timeoutMs, log }: ShutdownDeps, signal: string): Promise<number> {
  readiness.draining = true;
  log.info({ signal, timeoutMs }, 'shutting down: draining requests and jobs');
  const startedAt = Date.now();
  const drain = (async () => {
    await Promise.all([app.close(), runners().then((list) => Promise.all(list.map((r) => r.stop())))]);
    // Last: a job run or request in progress commits before its connection goes.
    await database.close();
    return 0;
  })().catch((err: unknown) => {
    log.error({ err }, 'shutdown failed');
    return 1;
  });
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<number>((resolve) => {
    timer = setTimeout(() => {
      log.error({ timeoutMs }, `shutdown deadline passed after ${timeoutMs} ms: exiting with requests or jobs unfinished`);
      resolve(1);
    }, timeoutMs);
  });
  const code = await Promise.race([drain, deadline]);
  clearTimeout(timer);
  if (code === 0) log.info({ ms: Date.now() - startedAt }, 'shut down cleanly');
  return code;
}
