import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, testConfig } from './config';
import { paymentsRuntime } from './modules/payments/runtime';
import type { Db } from '@vetclinic/db';

const SECRET = 'prod-secret-prod-secret-prod-secret-0123';
const prod = (env: Record<string, string> = {}) => loadConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET, ...env });

describe('payments configuration', () => {
  it('should refuse production without PAYMENT_PROVIDER, saying what to set', () => {
    expect(() => prod()).toThrow(ConfigError);
    expect(() => prod()).toThrow(/PAYMENT_PROVIDER=stripe.*ALLOW_SIMULATED_PAYMENTS=1/s);
  });

  it('should refuse an explicit simulated provider in production without the opt-in', () => {
    expect(() => prod({ PAYMENT_PROVIDER: 'simulated' })).toThrow(/ALLOW_SIMULATED_PAYMENTS=1/);
    expect(() => prod({ PAYMENT_PROVIDER: 'simulated', ALLOW_SIMULATED_PAYMENTS: '0' })).toThrow(ConfigError);
  });

  it('should run simulated payments in production only with ALLOW_SIMULATED_PAYMENTS=1', () => {
    expect(prod({ ALLOW_SIMULATED_PAYMENTS: '1' })).toMatchObject({ paymentProvider: 'simulated', allowSimulatedPayments: true });
    expect(prod({ PAYMENT_PROVIDER: 'simulated', ALLOW_SIMULATED_PAYMENTS: 'true' }).paymentProvider).toBe('simulated');
  });

  it('should start production with Stripe, and development and tests with the simulated default', () => {
    expect(prod({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_x' }).paymentProvider).toBe('stripe');
    expect(loadConfig({}).paymentProvider).toBe('simulated');
    expect(testConfig().paymentProvider).toBe('simulated');
  });

  it('should not build a simulated payments runtime for a production config made in code', () => {
    const config = { ...testConfig(), env: 'production' as const };
    expect(() => paymentsRuntime({} as Db, config)).toThrow(/ALLOW_SIMULATED_PAYMENTS/);
  });

  it('should make the server exit with that message alone when started in production without a provider', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'vet-config-'));
    try {
      const root = path.resolve(import.meta.dirname, '../../..');
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
        cwd: root, encoding: 'utf8', timeout: 60_000,
        env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', JWT_SECRET: SECRET, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent' },
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('Cannot start: NODE_ENV=production needs a real payment provider');
      expect(run.stderr).not.toMatch(/\n\s+at /);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('process roles', () => {
  const PG = 'postgres://postgres@127.0.0.1:5432/clinic';

  it('should run API and jobs in one process by default, and read the shutdown deadline', () => {
    expect(loadConfig({})).toMatchObject({ role: 'all', shutdownTimeoutMs: 15_000 });
    expect(loadConfig({ SHUTDOWN_TIMEOUT_MS: '5000' }).shutdownTimeoutMs).toBe(5000);
  });

  it('should accept the api and worker roles on PostgreSQL', () => {
    expect(loadConfig({ ROLE: 'api', DATABASE_URL: PG }).role).toBe('api');
    expect(loadConfig({ ROLE: 'worker', DATABASE_URL: PG }).role).toBe('worker');
    expect(loadConfig({ ROLE: 'all', DATABASE_URL: PG }).role).toBe('all');
  });

  it('should refuse a split role on the embedded database, saying what to set', () => {
    expect(() => loadConfig({ ROLE: 'worker' })).toThrow(ConfigError);
    expect(() => loadConfig({ ROLE: 'worker' })).toThrow(/^ROLE=worker needs DATABASE_URL/);
    expect(() => loadConfig({ ROLE: 'api', DATABASE_URL: '' })).toThrow(/^ROLE=api needs DATABASE_URL/);
  });

  it('should refuse an unknown role and a shutdown deadline that is not a number of milliseconds', () => {
    expect(() => loadConfig({ ROLE: 'jobs', DATABASE_URL: PG })).toThrow();
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_MS: 'soon' })).toThrow();
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_MS: '0' })).toThrow();
  });
});

describe('read replica configuration', () => {
  it('should refuse DATABASE_REPLICA_URL without DATABASE_URL, and read it with one', () => {
    expect(() => loadConfig({ DATABASE_REPLICA_URL: 'postgres://replica/db' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_REPLICA_URL: 'postgres://replica/db' })).toThrow(/DATABASE_REPLICA_URL needs DATABASE_URL/);
    expect(loadConfig({ DATABASE_URL: 'postgres://primary/db', DATABASE_REPLICA_URL: 'postgres://replica/db' }).databaseReplicaUrl).toBe('postgres://replica/db');
    expect(loadConfig({ DATABASE_URL: 'postgres://primary/db', DATABASE_REPLICA_URL: '' }).databaseReplicaUrl).toBeUndefined();
  });
});
