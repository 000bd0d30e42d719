import { z } from 'zod';
import type { FileStorage } from './providers/storage/file-storage';
import type { S3StorageConfig } from './providers/storage/s3-storage';
import { parseTrustProxy, type TrustProxy } from './lib/trust-proxy';

const bool = z.enum(['0', '1', 'true', 'false', '']).transform((v) => v === '1' || v === 'true');

/** Every knob the server reads from the environment; the README's configuration table lists them. */
const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  PUBLIC_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  DATABASE_REPLICA_URL: z.string().optional(),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  REDIS_URL: z.union([z.literal(''), z.string().url()]).optional(),
  REDIS_PREFIX: z.string().max(60).default('vc:'),
  ROLE: z.enum(['all', 'api', 'worker']).default('all'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(10 * 60_000).default(15_000),
  SEED_DEMO: bool.optional(),
  JWT_SECRET: z.string().min(32).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.string().default('0'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Clinic <no-reply@clinic.local>'),
  SMS_API_URL: z.union([z.literal(''), z.string().url()]).optional(),
  SMS_API_KEY: z.string().optional(),
  DEV_MAILBOX: bool.optional(),
  WEB_DIST: z.string().optional(),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  RATE_LIMITS: bool.default(true),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.string().url().default('https://api.openai.com/v1'),
  GOOGLE_MAPS_API_KEY: z.string().optional(),
  GOOGLE_MAPS_BASE_URL: z.string().url().default('https://maps.googleapis.com'),
  CHAT_WIDGET_BASE_URL: z.string().url().default('https://widget.intercom.io'),
  NOMINATIM_URL: z.union([z.literal(''), z.string().url()]).optional(),
  MAPS_PROVIDER: z.enum(['gazetteer', 'nominatim', 'google']).default('gazetteer'),
  FILE_STORAGE: z.enum(['disk', 's3']).default('disk'),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.union([z.literal(''), z.string().url()]).optional(),
  S3_FORCE_PATH_STYLE: bool.optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PREFIX: z.string().default(''),
  PARENT_FILES_MAX_COUNT: z.coerce.number().int().min(1).default(100),
  PARENT_FILES_MAX_BYTES: z.coerce.number().int().min(1).default(500 * 1024 * 1024),
  PARENT_UPLOADS_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  PAYMENT_PROVIDER: z.enum(['simulated', 'stripe']).optional(),
  ALLOW_SIMULATED_PAYMENTS: bool.default(false),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_BASE: z.union([z.literal(''), z.string().url()]).optional(),
  DEPOSIT_HOLD_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(15),
  ANALYTICS_PROVIDER: z.enum(['', 'posthog', 'local']).default(''),
  ANALYTICS_HOST: z.union([z.literal(''), z.string().url()]).optional(),
  ANALYTICS_KEY: z.string().max(200).optional(),
  ERROR_REPORTING_DSN: z.union([z.literal(''), z.literal('local'), z.string().url()]).optional(),
  ERROR_REPORTING_ENVIRONMENT: z.string().max(40).optional(),
  ERROR_REPORTING_DEV: bool.default(false),
  RELEASE: z.string().max(80).optional(),
});

export type AppConfig = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl?: string;
  /** A PostgreSQL streaming replica of DATABASE_URL for the public pages and the reports (lib/read-replica.ts). */
  databaseReplicaUrl?: string;
  dbPoolSize: number;
  /** Shared state of a fleet (rate limits, login failures); without it each process counts in its own memory. */
  redisUrl?: string;
  /** Starts every key this app writes in Redis, so installations (or test runs) can share one server. */
  redisPrefix: string;
  /**
   * What this process runs: 'all' (HTTP API and the job runners, one process), 'api' (HTTP only) or 'worker' (job
   * runners, and an HTTP port answering only health and readiness). Any number of each share one PostgreSQL.
   */
  role: ProcessRole;
  /** How long a SIGTERM/SIGINT may take to drain requests and jobs before the process exits 1 anyway. */
  shutdownTimeoutMs: number;
  seedDemo: boolean;
  jwtSecret: string;
  logLevel: string;
  /** Proxies allowed to name the client (X-Forwarded-For) and the protocol: none, a hop count or addresses/CIDRs. */
  trustProxy: TrustProxy;
  smtpUrl?: string;
  mailFrom: string;
  /** Generic JSON SMS gateway; without it SMS stay in the outbox as 'kept' (dev mailbox). */
  smsApiUrl?: string;
  smsApiKey?: string;
  devMailbox: boolean;
  webDist?: string;
  loginRateLimit: number;
  rateLimits: boolean;
  /** OpenAI-compatible chat completions for parsing typed addresses; without a key the parse falls back. */
  openaiApiKey?: string;
  openaiBaseUrl: string;
  googleMapsApiKey?: string;
  googleMapsBaseUrl: string;
  /** Where the chat provider's loader script lives (Intercom's widget host; a local stand-in in tests). */
  chatWidgetBaseUrl: string;
  nominatimUrl?: string;
  /** Geocoding for the address picker; 'gazetteer' is a small bundled offline list (demo). */
  mapsProvider: 'gazetteer' | 'nominatim' | 'google';
  /** Where uploaded/printed files live; 'disk' = DATA_DIR/files, 's3' = the S3-compatible bucket below. */
  fileStorage: 'disk' | 's3';
  s3?: S3StorageConfig;
  /** Tests: a storage used instead of the configured one (e.g. one that records what it receives). */
  storage?: FileStorage;
  /** A pet parent's own uploads: at most this many live files and bytes, and this many uploads a minute. */
  parentFiles: { maxCount: number; maxBytes: number; perMinute: number };
  /** Deposits: 'simulated' (default outside production; our own card form, test numbers) or 'stripe'. */
  paymentProvider: 'simulated' | 'stripe';
  /** Production may run the simulated provider only with this opt-in (ALLOW_SIMULATED_PAYMENTS=1). */
  allowSimulatedPayments: boolean;
  stripe?: { secretKey: string; publishableKey: string | null; webhookSecret: string | null; apiBase?: string };
  /** How long an online booking holds its slot while the deposit is unpaid. */
  depositHoldMinutes: number;
  /** Tests: the payments clock (hold expiry, reconciliation); default Date.now. */
  paymentsClock?: () => number;
  /**
   * Product analytics (PostHog-compatible capture API) and error reporting (Sentry-compatible envelope API)
   * in the web apps, both off unless configured; modules/analytics/web-config.ts decides what the pages get.
   */
  telemetry: {
    analyticsProvider: '' | 'posthog' | 'local';
    analyticsHost?: string;
    analyticsKey?: string;
    errorDsn?: string;
    /** 'production', 'staging', 'development'…: the reporter runs only in staging and production, or with the dev flag. */
    errorEnvironment: string;
    errorDevFlag: boolean;
    release: string | null;
  };
};

export type ProcessRole = 'all' | 'api' | 'worker';

/** A setting the server cannot start with; server.ts prints its message alone and exits. */
export class ConfigError extends Error {}

/**
 * Why this payments setting may not run, or null. Production never falls back to the simulated
 * provider (it marks deposits paid with test card numbers): it needs PAYMENT_PROVIDER=stripe, or the
 * explicit ALLOW_SIMULATED_PAYMENTS=1 of a test installation, whose payment page then says so.
 */
export function paymentsRefusal(c: Pick<AppConfig, 'env' | 'paymentProvider' | 'allowSimulatedPayments'>): string | null {
  if (c.env !== 'production' || c.paymentProvider !== 'simulated' || c.allowSimulatedPayments) return null;
  return 'NODE_ENV=production needs a real payment provider: set PAYMENT_PROVIDER=stripe with STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET. '
    + 'Simulated payments take no money; a test installation may use them only with ALLOW_SIMULATED_PAYMENTS=1.';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const e = ZEnv.parse(env);
  const paymentProvider = e.PAYMENT_PROVIDER ?? 'simulated';
  const refusal = paymentsRefusal({ env: e.NODE_ENV, paymentProvider, allowSimulatedPayments: e.ALLOW_SIMULATED_PAYMENTS });
  if (refusal) throw new ConfigError(refusal);
  if (paymentProvider === 'stripe' && !e.STRIPE_SECRET_KEY) throw new ConfigError('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY (and STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET)');
  if (e.ANALYTICS_PROVIDER === 'posthog' && (!e.ANALYTICS_HOST || !e.ANALYTICS_KEY)) throw new ConfigError('ANALYTICS_PROVIDER=posthog needs ANALYTICS_HOST (the capture API, e.g. https://eu.i.posthog.com or your own) and ANALYTICS_KEY (the project key)');
  // The embedded database belongs to one process: a split role only makes sense with processes sharing PostgreSQL.
  if (e.ROLE !== 'all' && !e.DATABASE_URL) throw new ConfigError(`ROLE=${e.ROLE} needs DATABASE_URL: API nodes and job workers share one PostgreSQL, and the embedded database cannot be shared (ROLE=all runs both in one process)`);
  // A replica of the embedded database cannot exist: refused rather than ignored, so nobody believes reads are offloaded.
  if (e.DATABASE_REPLICA_URL && !e.DATABASE_URL) throw new ConfigError('DATABASE_REPLICA_URL needs DATABASE_URL (the primary it replicates)');
  if (e.FILE_STORAGE === 's3' && !e.S3_BUCKET) throw new ConfigError('FILE_STORAGE=s3 needs S3_BUCKET (and S3_ENDPOINT for an S3-compatible store)');
  const port = overrides.port ?? e.PORT;
  return {
    env: e.NODE_ENV,
    port,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL || undefined,
    databaseReplicaUrl: e.DATABASE_REPLICA_URL || undefined,
    dbPoolSize: e.DB_POOL_SIZE,
    redisUrl: e.REDIS_URL || undefined,
    redisPrefix: e.REDIS_PREFIX,
    role: e.ROLE,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    // Demo data only on the embedded database unless asked for explicitly.
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET ?? '',
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    smsApiUrl: e.SMS_API_URL || undefined,
    smsApiKey: e.SMS_API_KEY || undefined,
    devMailbox: e.DEV_MAILBOX ?? e.NODE_ENV !== 'production',
    webDist: e.WEB_DIST,
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    rateLimits: e.RATE_LIMITS,
    openaiApiKey: e.OPENAI_API_KEY || undefined,
    openaiBaseUrl: e.OPENAI_BASE_URL.replace(/\/$/, ''),
    googleMapsApiKey: e.GOOGLE_MAPS_API_KEY || undefined,
    googleMapsBaseUrl: e.GOOGLE_MAPS_BASE_URL.replace(/\/$/, ''),
    chatWidgetBaseUrl: e.CHAT_WIDGET_BASE_URL.replace(/\/$/, ''),
    nominatimUrl: e.NOMINATIM_URL ? e.NOMINATIM_URL.replace(/\/$/, '') : undefined,
    mapsProvider: e.MAPS_PROVIDER,
    fileStorage: e.FILE_STORAGE,
    s3: e.S3_BUCKET ? {
      bucket: e.S3_BUCKET,
      region: e.S3_REGION,
      endpoint: e.S3_ENDPOINT || undefined,
      forcePathStyle: e.S3_FORCE_PATH_STYLE ?? Boolean(e.S3_ENDPOINT),
      accessKeyId: e.S3_ACCESS_KEY_ID || undefined,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY || undefined,
      prefix: e.S3_PREFIX,
    } : undefined,
    parentFiles: { maxCount: e.PARENT_FILES_MAX_COUNT, maxBytes: e.PARENT_FILES_MAX_BYTES, perMinute: e.PARENT_UPLOADS_PER_MINUTE },
    paymentProvider,
    allowSimulatedPayments: e.ALLOW_SIMULATED_PAYMENTS,
    stripe: e.STRIPE_SECRET_KEY ? {
      secretKey: e.STRIPE_SECRET_KEY,
      publishableKey: e.STRIPE_PUBLISHABLE_KEY || null,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET || null,
      apiBase: e.STRIPE_API_BASE || undefined,
    } : undefined,
    depositHoldMinutes: e.DEPOSIT_HOLD_MINUTES,
    telemetry: {
      analyticsProvider: e.ANALYTICS_PROVIDER,
      analyticsHost: e.ANALYTICS_HOST ? e.ANALYTICS_HOST.replace(/\/$/, '') : undefined,
      analyticsKey: e.ANALYTICS_KEY || undefined,
      errorDsn: e.ERROR_REPORTING_DSN || undefined,
      errorEnvironment: e.ERROR_REPORTING_ENVIRONMENT || e.NODE_ENV,
      errorDevFlag: e.ERROR_REPORTING_DEV,
      release: e.RELEASE || null,
    },
    ...overrides,
  };
}

/** A config for tests: in-memory database, fixed secret, quiet logs. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', JWT_SECRET: 'test-secret-test-secret-test-secret-0123' }, overrides);
}
