import Fastify, { type FastifyInstance } from 'fastify';
import qs from 'qs';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DatabaseHandle, Db } from '@vetclinic/db';
import type { AppConfig } from './config';
import { Readiness } from './lifecycle';
import { JwtSigner } from './lib/jwt';
import { MemoryWindowStore, RedisWindowStore, type WindowStore } from './lib/rate-window';
import { openRedis } from './lib/redis';
import { preloadLocales } from './lib/i18n';
import { fastifyTrustProxy } from './lib/trust-proxy';
import { compressionPlugin } from './plugins/compression';
import { errorsPlugin } from './plugins/errors';
import { jsonParserPlugin } from './plugins/json-parser';
import { authPlugin } from './plugins/auth';
import { routeCatalogPlugin } from './plugins/route-catalog';
import { openapiPlugin } from './plugins/openapi';
import { staticWebPlugin } from './plugins/static-web';
import { staffAuthRoutes } from './modules/auth/routes';
import { clinicRoutes } from './modules/clinics/routes';
import { closureRoutes } from './modules/clinics/closures-routes';
import { staffRoutes } from './modules/staff/routes';
import { healthRoutes } from './modules/health/routes';
import { appointmentRoutes } from './modules/appointments/routes';
import { devMailboxRoutes } from './modules/messaging/dev-mailbox-routes';
import { publicClinicRoutes } from './modules/public/routes';
import { bookingRoutes } from './modules/booking/routes';
import { servicesAdminRoutes } from './modules/services-admin/routes';
import { shiftRoutes } from './modules/shifts/routes';
import { petParentRoutes } from './modules/pet-parents/routes';
import { taskRoutes } from './modules/tasks/routes';
import { reportRoutes } from './modules/reports/routes';
import { tagRoutes } from './modules/tags/routes';
import { visitRoutes } from './modules/visits/routes';
import { recordRoutes } from './modules/records/routes';
import { documentRoutes } from './modules/documents/routes';
import { inventoryRoutes } from './modules/inventory/routes';
import { billingRoutes } from './modules/billing/routes';
import { devPlanRoutes, planRoutes } from './modules/plans/routes';
import { estimateRoutes } from './modules/estimates/routes';
import { externalProductRoutes } from './modules/external-products/routes';
import { purchasingRoutes } from './modules/purchasing/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { parentAccountsRoutes } from './modules/parent-accounts/routes';
import { addressRoutes } from './modules/address/routes';
import { devPaymentRoutes, paymentRoutes } from './modules/payments/routes';
import { groupRoutes } from './modules/group/routes';
import { diagnosisRoutes } from './modules/diagnoses/routes';
import { prescriptionRoutes } from './modules/prescriptions/routes';
import { vitalsRoutes } from './modules/records/vitals/routes';
import { anesthesiaRoutes } from './modules/records/anesthesia/routes';
import { salesRoutes } from './modules/sales/routes';
import { creditNotesRoutes } from './modules/credit-notes/routes';
import { accountRoutes } from './modules/sales/account-routes';
import { webhookRoutes } from './modules/webhooks/routes';
import { labRoutes } from './modules/labs/routes';
import { ReadRouting, replicaSource, setWritePositionCookie } from './lib/read-replica';
import { devReminderRoutes, reminderRoutes } from './modules/reminders/routes';

/** What every module receives: no globals, so tests build as many apps as they like. */
export interface AppDeps {
  config: AppConfig;
  db: Db;
  dbKind: 'pglite' | 'postgres';
  jwt: JwtSigner;
  /** Where rate windows count: Redis with REDIS_URL (shared by the fleet), else this process's memory. */
  windows: WindowStore;
  /** Set draining by the shutdown (lifecycle.ts); `/api/health/ready` reads it. */
  readiness: Readiness;
  /** Where the public pages and the reports read: the replica when it has the client's writes, else `db`. */
  reads: ReadRouting;
}

const REDACT = ['req.headers.authorization', 'req.headers.cookie', 'req.body.password', 'req.body.refresh_token', 'res.headers["set-cookie"]'];

/**
 * Builds the whole HTTP app (plugins + modules) without listening; for ROLE=worker only its health and readiness
 * routes, so a supervisor can probe a process that serves no API. `readiness` is the shutdown's (server.ts, tests);
 * `replica` is DATABASE_REPLICA_URL's pool, if any.
 */
export async function buildApp(
  config: AppConfig,
  database: { db: Db; kind: 'pglite' | 'postgres' },
  { readiness = new Readiness(), replica = null }: { readiness?: Readiness; replica?: DatabaseHandle | null } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : {
      level: config.logLevel,
      redact: { paths: REDACT, censor: '[redacted]' },
      // Never log query strings: manage-link tokens and reset tokens travel in URLs.
      serializers: { req: (req) => ({ method: req.method, url: req.url.replace(/\/(appointments|reset|consent)\/[^/?]+/, '/$1/[token]').split('?')[0], ip: req.ip }) },
    },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    routerOptions: { querystringParser: (s: string) => qs.parse(s, { depth: 3, arrayLimit: 100, parameterLimit: 200 }) as Record<string, unknown> },
    ajv: { customOptions: { coerceTypes: 'array' } },
    // Graceful shutdown (lifecycle.ts): on close, idle keep-alive connections are closed at once (a client is not left
    // holding a socket to a node going away) and a request still arriving on a busy one gets 503 and Connection: close.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  preloadLocales();

  const redis = config.redisUrl ? await openRedis(config.redisUrl, app.log) : null;
  if (redis) app.addHook('onClose', async () => { redis.disconnect(); });
  const windows = redis ? new RedisWindowStore(redis, app.log, `${config.redisPrefix}rl:`) : new MemoryWindowStore();
  const reads = new ReadRouting(database.db, replica ? replicaSource(replica) : null, { warn: (msg, err) => app.log.warn({ err }, msg) });
  const deps: AppDeps = { config, db: database.db, dbKind: database.kind, jwt: new JwtSigner(config.jwtSecret), windows, readiness, reads };
  // Where reads went and how often the replica failed (ReadRouting.stats): for diagnostics and the tests.
  app.decorate('reads', reads);
  // Root level, so every route's writes give the client its read-your-writes cookie (only with a replica).
  if (reads.hasReplica) {
    app.addHook('onSend', async (request, reply, payload) => {
      await setWritePositionCookie(reads, request, reply);
      return payload;
    });
  }

  await app.register(routeCatalogPlugin);
  await app.register(errorsPlugin);
  await app.register(jsonParserPlugin);
  await app.register(compressionPlugin);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // HSTS per request, below: only when the request arrived over TLS.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  // HSTS only on responses to requests that came over TLS: directly, or through a trusted proxy's
  // X-Forwarded-Proto (TRUST_PROXY). Over plain http the header means nothing and is left out.
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=15552000; includeSubDomains');
  });
  // A response finished after shutdown began closes its connection: the server's close reaps only the connections
  // idle at that moment, and a keep-alive one freed by a request in flight would hold the shutdown to its timeout.
  app.addHook('onSend', async (_request, reply) => {
    if (readiness.draining) reply.header('connection', 'close');
  });
  // With Redis the per-route limits hold across the fleet; while Redis is down they fail open (served,
  // the connection error logged) rather than answer 500 (docs/decisions.md, "Shared rate limits in
  // Redis").
  await app.register(rateLimit, { global: false, ...(redis ? { redis, nameSpace: `${config.redisPrefix}frl:`, skipOnError: true } : {}) });
  await app.register(openapiPlugin);
  await app.register(authPlugin, { db: deps.db, jwt: deps.jwt });

  await app.register(healthRoutes, { prefix: '/api', ...deps });
  if (config.role === 'worker') return app;
  await app.register(async (v1) => {
    await v1.register(staffAuthRoutes, deps);
    await v1.register(clinicRoutes, deps);
    await v1.register(closureRoutes, deps);
    await v1.register(staffRoutes, deps);
    await v1.register(appointmentRoutes, deps);
    await v1.register(publicClinicRoutes, deps);
    await v1.register(bookingRoutes, deps);
    await v1.register(servicesAdminRoutes, deps);
    await v1.register(shiftRoutes, deps);
    await v1.register(petParentRoutes, deps);
    await v1.register(taskRoutes, deps);
    await v1.register(reportRoutes, deps);
    await v1.register(notificationRoutes, deps);
    await v1.register(parentAccountsRoutes, deps);
    await v1.register(addressRoutes, deps);
    await v1.register(paymentRoutes, deps);
    await v1.register(groupRoutes, deps);
    await v1.register(tagRoutes, deps);
    await v1.register(visitRoutes, deps);
    await v1.register(recordRoutes, deps);
    await v1.register(documentRoutes, deps);
    await v1.register(diagnosisRoutes, deps);
    await v1.register(prescriptionRoutes, deps);
    await v1.register(inventoryRoutes, deps);
    await v1.register(billingRoutes, deps);
    await v1.register(estimateRoutes, deps);
    await v1.register(externalProductRoutes, deps);
    await v1.register(purchasingRoutes, deps);
    await v1.register(vitalsRoutes, deps);
    await v1.register(anesthesiaRoutes, deps);
    await v1.register(salesRoutes, deps);
    await v1.register(planRoutes, deps);
    await v1.register(creditNotesRoutes, deps);
    await v1.register(accountRoutes, deps);
    await v1.register(webhookRoutes, deps);
    await v1.register(labRoutes, deps);
    await v1.register(reminderRoutes, deps);
  }, { prefix: '/api/v1' });
  // Shows every outbox message, including reset and manage links: never in production.
  if (config.devMailbox) await app.register(devMailboxRoutes, deps);
  // The payments test clock (run the hold expiry as if time had passed): same guard as the mailbox.
  if (config.devMailbox) await app.register(devPaymentRoutes, deps);
  // The reminders test clock (run the reminder job at a given time): same guard.
  if (config.devMailbox) await app.register(devReminderRoutes, deps);
  if (config.devMailbox) await app.register(devPlanRoutes, deps);

  await app.register(staticWebPlugin, deps);
  return app;
}
