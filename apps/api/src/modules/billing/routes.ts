import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZDiscount, ZDiscountInput, ZDiscountListQuery, ZDiscountStatusInput, ZIdParams, dataOf, pageOf } from '@vetclinic/domain';
import type { AppDeps } from '../../app';
import { createDiscount, deleteDiscount, getDiscount, listDiscounts, setDiscountEnabled, updateDiscount } from './discounts';

// Whoever sells sees the discounts (the checkout offers them); the catalogue itself is a clinic setting:
// a role that may sell must not be able to write itself a 100 % discount.
const view = { access: 'staff', permission: 'sales.view' } as const;
const manage = { access: 'staff', permission: 'clinic.settings.edit' } as const;
const tags = ['billing'];

export const billingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get('/discounts', {
    schema: { tags, querystring: ZDiscountListQuery, response: { 200: pageOf(ZDiscount) } }, config: view,
  }, async (request) => listDiscounts(db, request.scope, request.query));

  app.post('/discounts', {
    schema: { tags, body: ZDiscountInput, response: { 201: dataOf(ZDiscount) } }, config: manage,
  }, async (request, reply) => reply.status(201).send({ data: await createDiscount(db, request.scope, request.body) }));

  app.get('/discounts/:id', {
    schema: { tags, params: ZIdParams, response: { 200: dataOf(ZDiscount) } }, config: view,
  }, async (request) => ({ data: await getDiscount(db, request.scope, request.params.id) }));

  app.put('/discounts/:id', {
    schema: { tags, params: ZIdParams, body: ZDiscountInput, response: { 200: dataOf(ZDiscount) } }, config: manage,
  }, async (request) => ({ data: await updateDiscount(db, request.scope, request.params.id, request.body) }));

  app.put('/discounts/:id/status', {
    schema: { tags, params: ZIdParams, body: ZDiscountStatusInput, response: { 200: dataOf(ZDiscount) } }, config: manage,
  }, async (request) => ({ data: await setDiscountEnabled(db, request.scope, request.params.id, request.body.enabled) }));

  app.delete('/discounts/:id', { schema: { tags, params: ZIdParams }, config: manage }, async (request, reply) => {
    await deleteDiscount(db, request.scope, request.params.id);
    return reply.status(204).send();
  });
};
