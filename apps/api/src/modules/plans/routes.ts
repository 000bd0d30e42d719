import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZIdParams, ZPlan, ZPlanInput, ZPlanListQuery, ZSubscription, ZSubscriptionCancelInput, ZSubscriptionInput, ZSubscriptionListQuery,
  ZSubscriptionReasonInput, ZSubscriptionUpdateInput, dataOf, pageOf,
} from '@vetclinic/domain';
import type { AppDeps } from '../../app';
import { createPlan, getPlan, listPlans, setPlanArchived, updatePlan } from './service';
import { cancelSubscription, createSubscription, getSubscription, listSubscriptions, setSubscriptionPaused, updateSubscription } from './subscriptions';

// Whoever sells sees the plans (enrolling a pet, the checkout); the catalogue is pricing, a clinic setting, like discounts.
const view = { access: 'staff', permission: 'sales.view' } as const;
const manage = { access: 'staff', permission: 'clinic.settings.edit' } as const;
// Enrolling a pet, changing, pausing and cancelling its plan: whoever takes payments (sales.manage).
const sell = { access: 'staff', permission: 'sales.manage' } as const;
const tags = ['plans'];

export const planRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
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
  }, async (request, reply) => reply.status(201).send({ data: await createSubscription(db, request.scope, request.body) }));

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
};
