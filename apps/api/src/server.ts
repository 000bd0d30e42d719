import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openDatabase, openReplica } from '@vetclinic/db';
import { seedDemo } from '@vetclinic/db/seed/index';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { buildApp } from './app';
import { startMessaging, type MessagingRunner } from './modules/messaging/jobs';
import { startPaymentJobs, type PaymentJobs } from './modules/payments/jobs';
import { startRenewalJobs, type RenewalJobs } from './modules/plans/jobs';
import { startReminderJobs, type ReminderJobs } from './modules/reminders/jobs';
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

async function main() {
  const base = loadConfig();
  const config: AppConfig = { ...base, jwtSecret: resolveJwtSecret(base) };
  const handle = await openDatabase({ url: config.databaseUrl, dataDir: config.databaseUrl ? undefined : config.dataDir, poolSize: config.dbPoolSize });
  const summary = config.seedDemo ? await seedDemo(handle.db) : null;
  const replica = config.databaseReplicaUrl ? await openReplica({ url: config.databaseReplicaUrl, poolSize: config.dbPoolSize }) : null;
  const app = await buildApp(config, handle, replica);
  let messaging: MessagingRunner | null = null;
  let payments: PaymentJobs | null = null;
  let renewals: RenewalJobs | null = null;
  let reminders: ReminderJobs | null = null;
  let housekeeping: { stop(): Promise<void> } | null = null;
  let webhooks: { stop(): Promise<void> } | null = null;
  let labs: { stop(): Promise<void> } | null = null;

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    // Delivery first: a run in progress commits before the database closes.
    await messaging?.stop();
    await payments?.stop();
    await renewals?.stop();
    await reminders?.stop();
    await housekeeping?.stop();
    await webhooks?.stop();
    await labs?.stop();
    await app.close();
    await replica?.close();
    await handle.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  messaging = await startMessaging({ config, database: handle, log: app.log });
  payments = await startPaymentJobs({ config, database: handle, log: app.log });
  renewals = await startRenewalJobs({ config, database: handle, log: app.log });
  reminders = await startReminderJobs({ config, database: handle, log: app.log });
  housekeeping = startHousekeeping(handle.db, app.log);
  webhooks = startWebhookJobs({ config, db: handle.db, log: app.log });
  // Drop-folder results and the recovery sweep for messages stored but not yet filed (a crash mid-import).
  labs = startLabJobs(handle.db, config.dataDir, app.log);
  const url = config.publicUrl;
  const lines = [
    '',
    `  Clinic platform is running on ${handle.kind === 'pglite' ? `the embedded database in ${path.resolve(config.dataDir)}` : 'PostgreSQL'}`,
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
