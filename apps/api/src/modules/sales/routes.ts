import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZClientAccount, ZIdParams, ZPageQuery, ZSale, ZSaleCreateInput, ZSaleLineInput, ZSaleLineParams, ZSaleList, ZSaleListQuery,
  ZSaleMailInput, ZSalePaymentsInput, ZSaleTasksQuery, ZSaleUpdateInput, dataOf,
} from '@vetclinic/domain';
import { z } from 'zod';
import type { AppDeps } from '../../app';
import { idempotencyContext } from '../../lib/idempotency';
import { mailInvoice, saleDocument } from './pdf';
import { addLine, clientAccount, createSale, deleteSale, getSale, issueSale, listSales, paySale, removeLine, updateLine, updateSale } from './service';

// Seeing invoices and accounts: sales.view; making, issuing and taking payments: sales.manage (admin, receptionist).
const view = { access: 'staff', permission: 'sales.view' } as const;
const manage = { access: 'staff', permission: 'sales.manage' } as const;
const tags = ['sales'];

export const salesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get('/sales', {
    schema: { tags, querystring: ZSaleListQuery, response: { 200: ZSaleList } }, config: view,
  }, async (request) => listSales(db, request.scope.clinicId, request.query));

  app.post('/sales', {
    schema: { tags, body: ZSaleCreateInput, response: { 201: dataOf(ZSale) } }, config: manage,
  }, async (request, reply) => reply.status(201).send({ data: await createSale(db, request.scope, request.body) }));

  app.get('/sales/:id', {
    schema: { tags, params: ZIdParams, response: { 200: dataOf(ZSale) } }, config: view,
  }, async (request) => ({ data: await getSale(db, request.scope.clinicId, request.params.id) }));

  app.put('/sales/:id', {
    schema: { tags, params: ZIdParams, body: ZSaleUpdateInput, response: { 200: dataOf(ZSale) } }, config: manage,
  }, async (request) => ({ data: await updateSale(db, request.scope, request.params.id, request.body) }));

  // remove_irrelevant_tasks travels in the query string where the body is not the sale's (DELETE, a line's PUT).
  app.delete('/sales/:id', { schema: { tags, params: ZIdParams, querystring: ZSaleTasksQuery }, config: manage }, async (request, reply) => {
    await deleteSale(db, request.scope, request.params.id, { removeTasks: request.query.remove_irrelevant_tasks });
    return reply.status(204).send();
  });

  app.post('/sales/:id/lines', {
    schema: { tags, params: ZIdParams, body: ZSaleLineInput, response: { 201: dataOf(ZSale) } }, config: manage,
  }, async (request, reply) => reply.status(201).send({ data: await addLine(db, request.scope, request.params.id, request.body) }));

  app.put('/sales/:id/lines/:lineId', {
    schema: { tags, params: ZSaleLineParams, querystring: ZSaleTasksQuery, body: ZSaleLineInput, response: { 200: dataOf(ZSale) } }, config: manage,
  }, async (request) => ({
    data: await updateLine(db, request.scope, request.params.id, request.params.lineId, request.body, { removeTasks: request.query.remove_irrelevant_tasks }),
  }));

  app.delete('/sales/:id/lines/:lineId', {
    schema: { tags, params: ZSaleLineParams, querystring: ZSaleTasksQuery, response: { 200: dataOf(ZSale) } }, config: manage,
  }, async (request) => ({ data: await removeLine(db, request.scope, request.params.id, request.params.lineId, { removeTasks: request.query.remove_irrelevant_tasks }) }));

  app.post('/sales/:id/issue', {
    schema: { tags, params: ZIdParams, response: { 200: dataOf(ZSale) } }, config: manage,
  }, async (request) => ({ data: await issueSale(db, request.scope, request.params.id) }));

  app.post('/sales/:id/payments', {
    schema: { tags, params: ZIdParams, body: ZSalePaymentsInput, response: { 201: dataOf(ZSale) } }, config: manage,
  }, async (request, reply) => {
    const idem = idempotencyContext(`sale-payment:${request.scope.clinicId}:${request.params.id}`, request.headers['idempotency-key'], request.body);
    return reply.status(201).send({ data: await paySale(db, request.scope, request.params.id, request.body, idem) });
  });

  app.get('/sales/:id/pdf', {
    schema: { tags, params: ZIdParams, produces: ['application/pdf'] }, config: view,
  }, async (request, reply) => {
    const { fileName, file } = await saleDocument(db, request.scope, request.params.id, request.lang);
    return reply.header('cache-control', 'private, no-store').header('content-disposition', `inline; filename="${fileName}"`).type('application/pdf').send(file);
  });

  app.post('/sales/:id/send', {
    schema: { tags, params: ZIdParams, body: ZSaleMailInput, response: { 200: dataOf(z.object({ to: z.string() })) } }, config: manage,
  }, async (request) => ({ data: await mailInvoice(db, request.scope, request.params.id, request.body.to, request.lang) }));

  app.get('/pet-parents/:id/account', {
    schema: { tags, params: ZIdParams, querystring: ZPageQuery, response: { 200: ZClientAccount } }, config: view,
  }, async (request) => clientAccount(db, request.scope, request.params.id, request.query));
};
