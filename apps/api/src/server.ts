import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { openDatabase, openReplica, type DatabaseHandle } from '@vetclinic/db';
import { seedDemo } from '@vetclinic/db/seed/index';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { buildApp } from './app';
import { gracefulShutdown, Readiness, type Runner } from './lifecycle';
import { startMessaging } from './modules/messaging/jobs';
import { startPaymentJobs } from './modules/payments/jobs';
import { startRenewalJobs } from './modules/plans/jobs';
import { startReminderJobs } from './modules/reminders/jobs';
import { startHousekeeping } from './modules/housekeeping/jobs';
import { startWebhookJobs } from './modules/webhooks/jobs';
import { startLabJobs } from './modules/labs/jobs';

/** A JWT secret kept beside the embedded data, so restarts keep sessions; servers must set JWT_SECRET. */
function resolveJwtSecret(config: AppConfig): string {
  if (config.jwtSecret) return config.jwtSecret;
  if (config.env === 'production') throw new Error('JWT_SECRET (at least 32 characters) is required in production');
  mkdirSync(config.dataDir, { recursive: true });
  const file = path.join(config.dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The job runners of this process, started one after the other. */
async function startRunners(config: AppConfig, handle: DatabaseHandle, log: FastifyBaseLogger): Promise<Runner[]> {
  return [
    await startMessaging({ config, database: handle, log }),
    await startPaymentJobs({ config, database: handle, log }),
    await startRenewalJobs({ config, database: handle, log }),
    await startReminderJobs({ config, database: handle, log }),
    startHousekeeping(handle.db, log),
    startWebhookJobs({ config, db: handle.db, log }),
    // Drop-folder results and the recovery sweep for messages stored but not yet filed (a crash mid-import).
    startLabJobs(handle.db, config.dataDir, log),
  ];
}

async function main() {
  const base = loadConfig();
  const config: AppConfig = { ...base, jwtSecret: resolveJwtSecret(base) };
  const handle = await openDatabase({ url: config.databaseUrl, dataDir: config.databaseUrl ? undefined : config.dataDir, poolSize: config.dbPoolSize });
  const summary = config.seedDemo ? await seedDemo(handle.db) : null;
  const readiness = new Readiness();
  const replica = config.databaseReplicaUrl ? await openReplica({ url: config.databaseReplicaUrl, poolSize: config.dbPoolSize }) : null;
  const app = await buildApp(config, handle, { readiness, replica });

  // ROLE=api runs no job; a signal while the runners start waits for them and stops them.
  let runners: Promise<Runner[]> = Promise.resolve([]);
  const shutdown = gracefulShutdown({ app, readiness, runners: () => runners, database: { close: async () => { await replica?.close(); await handle.close(); } }, timeoutMs: config.shutdownTimeoutMs, log: app.log });
  const onSignal = (signal: string) => void shutdown(signal).then((code) => process.exit(code));
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  await app.listen({ port: config.port, host: config.host });
  if (config.role !== 'api') {
    runners = startRunners(config, handle, app.log);
    await runners;
  }
  const url = config.publicUrl;
  if (config.role === 'worker') {
    console.log(`\n  Job worker (ROLE=worker) is running on PostgreSQL; readiness: ${url}/api/health/ready\n`);
    return;
  }
  const lines = [
    '',
    `  Clinic platform is running on ${handle.kind === 'pglite' ? `the embedded database in ${path.resolve(config.dataDir)}` : 'PostgreSQL'}${config.role === 'api' ? ' (ROLE=api: jobs run in ROLE=worker processes)' : ''}`,
    `  Staff app:        ${url}/app`,
    `  API docs:         ${url}/api/docs`,
  ];
  if (config.devMailbox) lines.push(`  Dev mailbox:      ${url}/dev/mailbox`);
  if (config.env === 'production' && config.paymentProvider === 'simulated') {
    lines.push('  Payments:         SIMULATED (ALLOW_SIMULATED_PAYMENTS=1): test mode, no money moves');
  }
  if (summary) {
    for (const c of summary.clinics) lines.push(`  Booking page:     ${url}/book/${c.slug}   (${c.name})`);
    lines.push('  Demo logins:');
    for (const l of summary.logins) lines.push(`    ${l.email.padEnd(28)} ${l.password}   ${l.role} — ${l.clinics.join(', ')}`);
  }
  console.log(lines.join('\n') + '\n');
}

main().catch((err) => {
  // A setting we refuse: its message says what to set, a stack trace would only hide it.
  console.error(err instanceof ConfigError ? `Cannot start: ${err.message}` : err);
  process.exit(1);
});
