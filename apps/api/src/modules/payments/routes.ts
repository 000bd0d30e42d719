import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZBookingInput, ZDepositIncludeQuery, ZIdParams, ZSale, ZDepositRefundInput, ZPaymentDeposit, ZPublicSalePay, ZRescheduleInput, ZSaleCardChargeInput, ZSimulatedCardInput, dataOf, resolveLanguage,
} from '@vetclinic/domain';
import type { AppDeps } from '../../app';
import { notFound, validation } from '../../lib/app-error';
import { sha256 } from '../../lib/tokens';
import { findRemembered, idempotencyContext, remember } from '../../lib/idempotency';
import { notifyOutbox } from '../messaging/outbox';
import {
  createBookingDeposit, createRescheduleDeposit, handleWebhook, payDeposit, readDeposit, reconcile, refundByStaff, runExpiry, syncDeposit, viewDeposit,
} from './service';
import { chargeSaleAtDesk, paySaleByCard, readSalePay, syncSalePay } from './sale-card';
import { usePayments } from './setup';
import { findDeposit } from './view';
import { getSale } from '../sales/service';

const ZDepositParams = z.object({ id: z.string().min(1).max(100) });
const ZToken = z.object({ token: z.string().min(1).max(200) });
const tags = ['payment deposits'];
const withCharges = (include?: string) => (include ?? '').split(',').map((s) => s.trim()).includes('charges');

/** Payment deposits: booking with a deposit, the payment page's reads and card form, staff refunds. */
export const paymentRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  const rt = usePayments(db, config, app.log);
  const limit = (max: number) => (config.rateLimits ? { rateLimit: { max, timeWindow: '1 minute' } } : {});

  app.post('/for-pet-parents/appointments/payment-deposits', {
    schema: { tags, body: ZBookingInput, response: { 201: dataOf(ZPaymentDeposit) } },
    config: { access: 'parent-optional', ...limit(10) },
  }, async (request, reply) => {
    const lang = request.body.language ? resolveLanguage(request.body.language) : request.lang;
    const idem = idempotencyContext('booking-deposit', request.headers['idempotency-key'], { body: request.body, parent: request.parent?.parentId ?? null });
    const data = await createBookingDeposit(rt, { publicUrl: config.publicUrl, lang, parent: request.parent }, request.body, idem);
    return reply.status(201).send({ data });
  });

  app.get('/for-pet-parents/appointments/payment-deposits/:id', {
    schema: { tags, params: ZDepositParams, querystring: ZDepositIncludeQuery, response: { 200: dataOf(ZPaymentDeposit) } },
    config: { access: 'parent-optional', ...limit(120) },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: await readDeposit(rt, request.params.id, withCharges(request.query.include)) };
  });

  app.get('/public/payment-deposits/:id', {
    schema: { tags, params: ZDepositParams, querystring: ZDepositIncludeQuery, response: { 200: dataOf(ZPaymentDeposit) } },
    config: { access: 'public', ...limit(120) },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: await readDeposit(rt, request.params.id, withCharges(request.query.include)) };
  });

  app.post('/public/payment-deposits/:id/pay', {
    schema: { tags, params: ZDepositParams, body: ZSimulatedCardInput, response: { 200: dataOf(ZPaymentDeposit) } },
    config: { access: 'public', ...limit(20) },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    // A retried submit (same Idempotency-Key) answers the deposit as it is now instead of a 409. The key's
    // fingerprint never includes the card number: only its last four digits and expiry.
    const { card_number: pan, exp_month: m, exp_year: y } = request.body;
    const idem = idempotencyContext(`deposit-pay:${request.params.id}`.slice(0, 60), request.headers['idempotency-key'], { last4: pan.replace(/\D/g, '').slice(-4), m, y });
    if (idem && (await findRemembered(db, idem))) {
      const now = await findDeposit(db, request.params.id);
      return { data: await viewDeposit(rt, now.id, { includeCharges: true, withManageUrl: now.status === 'paid' }) };
    }
    const data = await payDeposit(rt, request.params.id, request.body);
    if (idem) await remember(db, idem, 200, { deposit_id: data.id }).catch(() => undefined);
    return { data };
  });

  app.post('/public/payment-deposits/:id/sync', {
    schema: { tags, params: ZDepositParams, response: { 200: dataOf(ZPaymentDeposit) } },
    config: { access: 'public', ...limit(30) },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: await syncDeposit(rt, request.params.id) };
  });

  // An invoice's payment link (sale-card.ts): the token is the capability; wrong or expired is 404.
  app.get('/public/sale-payments/:token', {
    schema: { tags: ['sale payments'], params: ZToken, response: { 200: dataOf(ZPublicSalePay) } },
    config: { access: 'public', ...limit(120) },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: await readSalePay(rt, request.params.token) };
  });

  app.post('/public/sale-payments/:token/pay', {
    schema: { tags: ['sale payments'], params: ZToken, body: ZSimulatedCardInput, response: { 200: dataOf(ZPublicSalePay) } },
    config: { access: 'public', ...limit(20) },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    // A retried submit (same Idempotency-Key) answers the sale as it is now instead of a 409; never keyed on the full card number.
    const { card_number: pan, exp_month: m, exp_year: y } = request.body;
    const idem = idempotencyContext(`sale-pay:${sha256(request.params.token).slice(0, 40)}`, request.headers['idempotency-key'], { last4: pan.replace(/\D/g, '').slice(-4), m, y });
    if (idem && (await findRemembered(db, idem))) return { data: await readSalePay(rt, request.params.token) };
    const data = await paySaleByCard(rt, request.params.token, request.body);
    if (idem) await remember(db, idem, 200, { state: data.state }).catch(() => undefined);
    return { data };
  });

  app.post('/public/sale-payments/:token/sync', {
    schema: { tags: ['sale payments'], params: ZToken, response: { 200: dataOf(ZPublicSalePay) } },
    config: { access: 'public', ...limit(30) },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: await syncSalePay(rt, request.params.token) };
  });

  // The desk charges a card through the provider (simulated provider); recorded as a card payment of the sale.
  app.post('/sales/:id/card-charges', {
    schema: {
      tags: ['sales'], params: ZIdParams, body: ZSaleCardChargeInput,
      response: { 200: dataOf(z.object({ status: z.enum(['open', 'processing', 'succeeded', 'cancelled']), failure_code: z.string().nullable(), sale: ZSale })) },
    },
    config: { access: 'staff', permission: 'sales.manage' },
  }, async (request) => {
    await getSale(db, request.scope.clinicId, request.params.id); // another clinic's sale: 404 before the card is read
    const checked = ZSimulatedCardInput.safeParse(request.body.card);
    if (!checked.success) {
      const errors: Record<string, string[]> = {};
      for (const issue of checked.error.issues) (errors[['card', ...issue.path].join('.')] ??= []).push(issue.message);
      throw validation(errors);
    }
    const { card_number: pan, exp_month: m, exp_year: y } = checked.data;
    const idem = idempotencyContext(`sale-card:${request.scope.clinicId}:${request.params.id}`, request.headers['idempotency-key'], { amount: request.body.amount, last4: pan.replace(/\D/g, '').slice(-4), m, y });
    const remembered = idem ? await findRemembered<{ status: 'open' | 'processing' | 'succeeded' | 'cancelled'; failure_code: string | null }>(db, idem) : null;
    const outcome = remembered?.response ?? await chargeSaleAtDesk(rt, request.scope, request.params.id, { amount: request.body.amount, card: checked.data });
    if (idem && !remembered) await remember(db, idem, 200, outcome).catch(() => undefined);
    return { data: { ...outcome, sale: await getSale(db, request.scope.clinicId, request.params.id) } };
  });

  app.post('/public/appointments/:token/reschedule/payment-deposits', {
    schema: { tags, params: ZToken, body: ZRescheduleInput, response: { 201: dataOf(ZPaymentDeposit) } },
    config: { access: 'public', ...limit(30) },
  }, async (request, reply) => {
    const data = await createRescheduleDeposit(rt, request.params.token, request.body, request.lang);
    return reply.status(201).send({ data });
  });

  app.get('/payment-deposits/:id', {
    schema: { tags, params: ZDepositParams, response: { 200: dataOf(ZPaymentDeposit) } },
    config: { access: 'staff', permission: 'appointments.view' },
  }, async (request) => {
    const d = await findDeposit(db, request.params.id);
    if (d.clinicId !== request.scope.clinicId) throw notFound('errors.deposit_not_found');
    return { data: await viewDeposit(rt, d.id, { includeCharges: true }) };
  });

  app.post('/payment-deposits/:id/refund', {
    schema: { tags, params: ZDepositParams, body: ZDepositRefundInput, response: { 200: dataOf(ZPaymentDeposit) } },
    config: { access: 'staff', permission: 'payments.refund' },
  }, async (request) => {
    const data = await refundByStaff(rt, request.scope, request.params.id, request.body);
    notifyOutbox();
    return { data };
  });

  // The provider's webhooks: signature checked over the exact bytes, so this scope keeps the raw body.
  await app.register(async (scope) => {
    const hooks = scope.withTypeProvider<ZodTypeProvider>();
    hooks.removeAllContentTypeParsers();
    hooks.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_req, body, done) => done(null, body));
    hooks.post('/webhooks/payments/:provider', {
      schema: { tags, hide: false, params: z.object({ provider: z.string().max(20) }), response: { 200: z.object({ received: z.boolean(), duplicate: z.boolean() }) } },
      config: { access: 'public' },
    }, async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.from('');
      const r = await handleWebhook(rt, request.params.provider, raw, request.headers);
      return { received: true, duplicate: r.duplicate };
    });
  });
};

/**
 * Dev and e2e only (registered with the dev mailbox, never in production): run the expiry job as if
 * `advance_minutes` had passed — a test clock instead of a sleep — and the reconciliation job.
 */
export const devPaymentRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  const rt = usePayments(db, config, app.log);
  app.post('/dev/payments/run-expiry', {
    schema: { tags: ['dev'], body: z.object({ advance_minutes: z.number().min(0).max(100_000).default(0) }).default({ advance_minutes: 0 }), response: { 200: z.object({ expired: z.number(), paid: z.number(), skipped: z.number() }) } },
    config: { access: 'public' },
  }, async (request) => runExpiry(rt, rt.now() + request.body.advance_minutes * 60_000));
  app.post('/dev/payments/reconcile', {
    schema: { tags: ['dev'], response: { 200: z.object({ reconciled: z.number(), refunds: z.number(), errors: z.number() }) } },
    config: { access: 'public' },
  }, async () => reconcile(rt, { graceMs: 0 }));
};
