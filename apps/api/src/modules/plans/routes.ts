import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParams, ZPlan, ZPlanInput, ZPlanListQuery, dataOf, pageOf } from '@vetclinic/domain';
import type { AppDeps } from '../../app';
import { createPlan, getPlan, listPlans, setPlanArchived, updatePlan } from './service';

// Whoever sells sees the plans (enrolling a pet, the checkout); the catalogue is pricing, a clinic setting, like discounts.
const view = { access: 'staff', permission: 'sales.view' } as const;
const manage = { access: 'staff', permission: 'clinic.settings.edit' } as const;
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
};
