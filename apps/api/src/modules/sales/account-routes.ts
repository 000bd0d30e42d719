import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCashUp, ZCashUpCloseInput, ZCashUpDay, ZCashUpList, ZCashUpQuery, ZIdParams, ZPageQuery, ZStatement, ZStatementMailInput, ZStatementPdfQuery, ZStatementQuery, dataOf,
} from '@vetclinic/domain';
import { z } from 'zod';
import type { AppDeps } from '../../app';
import { cashUpDay, closeCashUp, listCashUps } from './cash-up';
import { clientStatement } from './statement';
import { mailStatement, statementDocument } from './statement-pdf';

// The client account statement and the day-end cash-up: seeing them is sales.view; mailing a statement and closing a day, sales.manage.
const view = { access: 'staff', permission: 'sales.view' } as const;
const manage = { access: 'staff', permission: 'sales.manage' } as const;
const tags = ['sales'];

export const accountRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get('/pet-parents/:id/statement', {
    schema: { tags, params: ZIdParams, querystring: ZStatementQuery, response: { 200: ZStatement } }, config: view,
  }, async (request) => clientStatement(db, request.scope, request.params.id, request.query));

  app.get('/pet-parents/:id/statement/pdf', {
    schema: { tags, params: ZIdParams, querystring: ZStatementPdfQuery, produces: ['application/pdf'] }, config: view,
  }, async (request, reply) => {
    const { fileName, file } = await statementDocument(db, request.scope, request.params.id, request.query.from ?? null, request.query.to ?? null, request.lang);
    return reply.header('cache-control', 'private, no-store').header('content-disposition', `inline; filename="${fileName}"`).type('application/pdf').send(file);
  });

  app.post('/pet-parents/:id/statement/send', {
    schema: { tags, params: ZIdParams, body: ZStatementMailInput, response: { 200: dataOf(z.object({ to: z.string() })) } }, config: manage,
  }, async (request) => ({ data: await mailStatement(db, request.scope, request.params.id, request.body, request.lang) }));

  app.get('/sales/cash-up', {
    schema: { tags, querystring: ZCashUpQuery, response: { 200: ZCashUpDay } }, config: view,
  }, async (request) => ({ data: await cashUpDay(db, request.scope.clinicId, request.query.date) }));

  app.get('/cash-ups', {
    schema: { tags, querystring: ZPageQuery, response: { 200: ZCashUpList } }, config: view,
  }, async (request) => listCashUps(db, request.scope.clinicId, request.query));

  app.post('/cash-ups', {
    schema: { tags, body: ZCashUpCloseInput, response: { 201: dataOf(ZCashUp) } }, config: manage,
  }, async (request, reply) => reply.status(201).send({ data: await closeCashUp(db, request.scope, request.body) }));
};
