import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZIdParams, ZPlan, ZPlanInput, ZPlanListQuery, ZSubscription, ZSubscriptionCancelInput, ZSubscriptionInput, ZSubscriptionListQuery,
  ZSubscriptionReasonInput, ZSubscriptionUpdateInput, ZParentPlan, ZRenewalRunInput, ZRenewalRunResult, ZPlanCardInput, ZPlanCardResult, ZPublicPlanCard, ZSimulatedCardInput, dataOf, pageOf,
} from '@vetclinic/domain';
import { z } from 'zod';
import { validation } from '../../lib/app-error';
import type { CardSource } from '../../providers/payments';
import { usePayments } from '../payments/setup';
import { parentPlans } from './parent-plans';
import { enrolAndCharge, readCardLink, removeParentCard, sendCardLink, updateCardByLink } from './saved-cards';
import { runRenewals } from './renewals';
import type { AppDeps } from '../../app';
import { createPlan, getPlan, listPlans, setPlanArchived, updatePlan } from './service';
import { cancelSubscription, getSubscription, listSubscriptions, setSubscriptionPaused, updateSubscription } from './subscriptions';

// Whoever sells sees the plans (enrolling a pet, the checkout); the catalogue is pricing, a clinic setting, like discounts.
const view = { access: 'staff', permission: 'sales.view' } as const;
const manage = { access: 'staff', permission: 'clinic.settings.edit' } as const;
// Enrolling a pet, changing, pausing and cancelling its plan: whoever takes payments (sales.manage).
const sell = { access: 'staff', permission: 'sales.manage' } as const;
const tags = ['plans'];

const ZToken = z.object({ token: z.string().min(1).max(200) });

/** The card form's fields checked as the simulated provider's card form (Luhn, expiry, CVC): 422 with field errors. */
function cardSource(body: z.infer<typeof ZPlanCardInput>): CardSource {
  if ('payment_method_id' in body) return { paymentMethodId: body.payment_method_id };
  const parsed = ZSimulatedCardInput.safeParse(body);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (errors[String(issue.path[0] ?? 'card_number')] ??= []).push(issue.message);
    throw validation(errors);
  }
  return { card: parsed.data };
}

export const planRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  const rt = usePayments(db, config, app.log);
  const limit = (max: number) => (config.rateLimits ? { rateLimit: { max, timeWindow: '1 minute' } } : {});

  app.get('/plans', {
    schema: { tags, querystring: ZPlanListQuery, response: { 200: pageOf(ZPlan) } }, config: view,
  }, async (request) => listPlans(db, request.scope, request.query));

  app.post('/plans', {
    schema: { tags, body: ZPlanInput, response: { 201: dataOf(ZPlan) } }, config: manage,
  }, async (request, reply) => reply.status(201).send({ data: await createPlan(db, request.scope, request.body) }));

  app.get('/plans/:id', {
    schema: { tags, params: ZIdParams, response: { 200: dataOf(ZPlan) } }, config: view,
  }, async (request) => ({ data: await getPlan(db, request.scope, request.params.id) }));

  app.put('/plans/:id', {
    schema: { tags, params: ZIdParams, body: ZPlanInput, response: { 200: dataOf(ZPlan) } }, config: manage,
  }, async (request) => ({ data: await updatePlan(db, request.scope, request.params.id, request.body) }));

  app.post('/plans/:id/archive', {
    schema: { tags, params: ZIdParams, response: { 200: dataOf(ZPlan) } }, config: manage,
  }, async (request) => ({ data: await setPlanArchived(db, request.scope, request.params.id, true) }));

  app.post('/plans/:id/restore', {
    schema: { tags, params: ZIdParams, response: { 200: dataOf(ZPlan) } }, config: manage,
  }, async (request) => ({ data: await setPlanArchived(db, request.scope, request.params.id, false) }));

  app.get('/client-subscriptions', {
    schema: { tags, querystring: ZSubscriptionListQuery, response: { 200: pageOf(ZSubscription) } }, config: view,
  }, async (request) => listSubscriptions(db, request.scope, request.query));

  app.post('/client-subscriptions', {
    schema: { tags, body: ZSubscriptionInput, response: { 201: dataOf(ZSubscription) } }, config: sell,
  }, async (request, reply) => reply.status(201).send({ data: await enrolAndCharge(rt, request.scope, request.body) }));

  app.get('/client-subscriptions/:id', {
    schema: { tags, params: ZIdParams, response: { 200: dataOf(ZSubscription) } }, config: view,
  }, async (request) => ({ data: await getSubscription(db, request.scope, request.params.id) }));

  app.put('/client-subscriptions/:id', {
    schema: { tags, params: ZIdParams, body: ZSubscriptionUpdateInput, response: { 200: dataOf(ZSubscription) } }, config: sell,
  }, async (request) => ({ data: await updateSubscription(db, request.scope, request.params.id, request.body) }));

  app.post('/client-subscriptions/:id/cancel', {
    schema: { tags, params: ZIdParams, body: ZSubscriptionCancelInput, response: { 200: dataOf(ZSubscription) } }, config: sell,
  }, async (request) => ({ data: await cancelSubscription(db, request.scope, request.params.id, request.body) }));

  app.post('/client-subscriptions/:id/pause', {
    schema: { tags, params: ZIdParams, body: ZSubscriptionReasonInput, response: { 200: dataOf(ZSubscription) } }, config: sell,
  }, async (request) => ({ data: await setSubscriptionPaused(db, request.scope, request.params.id, true, request.body.reason) }));

  app.post('/client-subscriptions/:id/resume', {
    schema: { tags, params: ZIdParams, response: { 200: dataOf(ZSubscription) } }, config: sell,
  }, async (request) => ({ data: await setSubscriptionPaused(db, request.scope, request.params.id, false, null) }));

  // The client enters the card once, on the page this link opens (our server never sees it with Stripe).
  app.post('/client-subscriptions/:id/card-link', {
    schema: { tags, params: ZIdParams, response: { 200: dataOf(z.object({ sent: z.boolean() })) } }, config: sell,
  }, async (request) => ({ data: await sendCardLink(rt, request.scope, request.params.id) }));

  // The "update your card" page of a plan: the token is the capability; wrong, used or expired is 404.
  app.get('/public/plan-cards/:token', {
    schema: { tags, params: ZToken, response: { 200: dataOf(ZPublicPlanCard) } }, config: { access: 'public', ...limit(60) },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: await readCardLink(rt, request.params.token) };
  });

  app.post('/public/plan-cards/:token', {
    schema: { tags, params: ZToken, body: ZPlanCardInput, response: { 200: dataOf(ZPlanCardResult) } }, config: { access: 'public', ...limit(10) },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: await updateCardByLink(rt, request.params.token, cardSource(request.body)) };
  });

  // The logged-in parent's pets' plans (account pages): what is left this period, the next renewal and amount.
  app.get('/for-pet-parents/plans', {
    schema: { tags: ['pet-parent plans'], response: { 200: dataOf(z.array(ZParentPlan)) } }, config: { access: 'parent' },
  }, async (request) => ({ data: await parentPlans(db, request.parent!) }));

  // The parent removes a saved card (a plan renewing with it then asks for a new card: see removeParentCard).
  app.delete('/for-pet-parents/saved-cards/:id', {
    schema: { tags: ['pet-parent plans'], params: ZIdParams }, config: { access: 'parent' },
  }, async (request, reply) => {
    await removeParentCard(db, request.parent!, request.params.id);
    return reply.status(204).send();
  });
};

/**
 * Dev and e2e only (registered with the dev mailbox, never in production): run the renewal job as if it were `at` —
 * a test clock instead of waiting a month. The job's own code path (runRenewals), with the payments clock at `at`.
 */
export const devPlanRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  const rt = usePayments(db, config, app.log);
  app.post('/dev/plans/renewals/run', {
    schema: { tags: ['dev'], body: ZRenewalRunInput.default({}), response: { 200: ZRenewalRunResult } },
    config: { access: 'public' },
  }, async (request) => {
    const at = request.body.at ? Date.parse(request.body.at) : rt.now();
    return runRenewals({ ...rt, now: () => at });
  });
};
