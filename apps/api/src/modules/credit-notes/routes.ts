import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCreditNote, ZCreditNoteCreateInput, ZCreditNoteList, ZCreditNoteListQuery, ZCreditNoteRefundInput, ZCreditNoteVoidInput, ZIdParams,
  ZProductReturnInput, ZProductReturns, ZReturnCreditItems, dataOf,
} from '@vetclinic/domain';
import type { AppDeps } from '../../app';
import { idempotencyContext } from '../../lib/idempotency';
import { creditNoteDocument } from '../sales/pdf';
import {
  createCreditNote, createProductReturn, deleteCreditNote, getCreditNote, listCreditNotes, listProductReturns, postCreditNote, refundCreditNote,
  returnCreditItems, voidCreditNote,
} from './service';

// Seeing: sales.view; making, posting and voiding credit notes and returns: sales.manage; money back: payments.refund.
const view = { access: 'staff', permission: 'sales.view' } as const;
const manage = { access: 'staff', permission: 'sales.manage' } as const;
const refund = { access: 'staff', permission: 'payments.refund' } as const;
const tags = ['sales'];

export const creditNotesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get('/sales/:id/return-credit-items', {
    schema: { tags, params: ZIdParams, response: { 200: dataOf(ZReturnCreditItems) } }, config: view,
  }, async (request) => ({ data: await returnCreditItems(db, request.scope.clinicId, request.params.id) }));

  app.get('/sales/:id/product-returns', {
    schema: { tags, params: ZIdParams, response: { 200: ZProductReturns } }, config: view,
  }, async (request) => listProductReturns(db, request.scope.clinicId, request.params.id));

  app.post('/sales/:id/product-returns', {
    schema: { tags, params: ZIdParams, body: ZProductReturnInput, response: { 201: ZProductReturns } }, config: manage,
  }, async (request, reply) => reply.status(201).send(await createProductReturn(db, request.scope, request.params.id, request.body)));

  app.get('/credit-notes', {
    schema: { tags, querystring: ZCreditNoteListQuery, response: { 200: ZCreditNoteList } }, config: view,
  }, async (request) => listCreditNotes(db, request.scope.clinicId, request.query));

  app.post('/credit-notes', {
    schema: { tags, body: ZCreditNoteCreateInput, response: { 201: dataOf(ZCreditNote) } }, config: manage,
  }, async (request, reply) => reply.status(201).send({ data: await createCreditNote(db, request.scope, request.body) }));

  app.get('/credit-notes/:id', {
    schema: { tags, params: ZIdParams, response: { 200: dataOf(ZCreditNote) } }, config: view,
  }, async (request) => ({ data: await getCreditNote(db, request.scope.clinicId, request.params.id) }));

  app.get('/credit-notes/:id/pdf', {
    schema: { tags, params: ZIdParams, produces: ['application/pdf'] }, config: view,
  }, async (request, reply) => {
    const { fileName, file } = await creditNoteDocument(db, request.scope, request.params.id, request.lang);
    return reply.header('cache-control', 'private, no-store').header('content-disposition', `inline; filename="${fileName}"`).type('application/pdf').send(file);
  });

  app.delete('/credit-notes/:id', { schema: { tags, params: ZIdParams }, config: manage }, async (request, reply) => {
    await deleteCreditNote(db, request.scope, request.params.id);
    return reply.status(204).send();
  });

  app.post('/credit-notes/:id/post', {
    schema: { tags, params: ZIdParams, response: { 200: dataOf(ZCreditNote) } }, config: manage,
  }, async (request) => ({ data: await postCreditNote(db, request.scope, request.params.id) }));

  app.post('/credit-notes/:id/void', {
    schema: { tags, params: ZIdParams, body: ZCreditNoteVoidInput, response: { 200: dataOf(ZCreditNote) } }, config: manage,
  }, async (request) => ({ data: await voidCreditNote(db, request.scope, request.params.id, request.body) }));

  app.post('/credit-notes/:id/refund', {
    schema: { tags, params: ZIdParams, body: ZCreditNoteRefundInput, response: { 201: dataOf(ZCreditNote) } }, config: refund,
  }, async (request, reply) => {
    const idem = idempotencyContext(`credit-note-refund:${request.scope.clinicId}:${request.params.id}`, request.headers['idempotency-key'], request.body);
    return reply.status(201).send({ data: await refundCreditNote(db, request.scope, request.params.id, request.body, idem) });
  });
};
