import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZEstimate, ZEstimateAnswerInput, ZEstimateFromTemplateInput, ZEstimateInput, ZEstimateListQuery, ZEstimatePeriodCount, ZEstimatePeriodCountQuery,
  ZEstimateSendInput, ZEstimateSummary, ZEstimateTemplate, ZEstimateTemplateInput, ZEstimateTemplateListQuery, ZIdParams, ZPublicEstimate,
  ZEstimateMoveToSaleInput, ZSale, ZScopedEstimateInput, dataOf, pageOf, zId,
} from '@vetclinic/domain';
import type { AppDeps } from '../../app';
import { notifyOutbox } from '../messaging/outbox';
import { answerByToken, sendEstimate, viewEstimateByToken } from './client-link';
import { assertPetInGroup, assertRecordInGroup } from './scopes';
import {
  answerEstimate, createEstimate, deleteEstimate, duplicateEstimate, getEstimate, listEstimates, periodCount, updateEstimate,
} from './service';
import { moveEstimateToSale } from './move-to-sale';
import { buildFromTemplate, createTemplate, deleteTemplate, getTemplate, listTemplates, updateTemplate } from './templates';

const view = { access: 'staff', permission: 'estimates.view' } as const;
const edit = { access: 'staff', permission: 'estimates.edit' } as const;
const tags = ['estimates'];
const ZPetParams = z.object({ petId: zId });
const ZToken = z.object({ token: z.string().min(1).max(200) });

export const estimateRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  const limit = (max: number) => (config.rateLimits ? { rateLimit: { max, timeWindow: '1 minute' } } : {});

  // ---------- clinic scope ----------
  app.get('/estimates', {
    schema: { tags, querystring: ZEstimateListQuery, response: { 200: pageOf(ZEstimateSummary) } }, config: view,
  }, async (request) => listEstimates(db, request.scope, request.query));

  app.post('/estimates', {
    schema: { tags, body: ZEstimateInput, response: { 201: dataOf(ZEstimate) } }, config: edit,
  }, async (request, reply) => reply.status(201).send({ data: await createEstimate(db, request.scope, request.body) }));

  app.get('/estimates/period-count', {
    schema: { tags, querystring: ZEstimatePeriodCountQuery, response: { 200: dataOf(ZEstimatePeriodCount) } }, config: view,
  }, async (request) => ({ data: await periodCount(db, request.scope, request.query.filter) }));

  app.post('/estimates/from-template', {
    schema: { tags, body: ZEstimateFromTemplateInput, response: { 201: dataOf(ZEstimate) } }, config: edit,
  }, async (request, reply) => reply.status(201).send({ data: await buildFromTemplate(db, request.scope, request.body) }));

  app.get('/estimates/:id', {
    schema: { tags, params: ZIdParams, response: { 200: dataOf(ZEstimate) } }, config: view,
  }, async (request) => ({ data: await getEstimate(db, request.scope, request.params.id) }));

  app.put('/estimates/:id', {
    schema: { tags, params: ZIdParams, body: ZEstimateInput, response: { 200: dataOf(ZEstimate) } }, config: edit,
  }, async (request) => ({ data: await updateEstimate(db, request.scope, request.params.id, request.body) }));

  app.delete('/estimates/:id', { schema: { tags, params: ZIdParams }, config: edit }, async (request, reply) => {
    await deleteEstimate(db, request.scope, request.params.id);
    return reply.status(204).send();
  });

  app.post('/estimates/:id/approve', {
    schema: { tags, params: ZIdParams, body: ZEstimateAnswerInput, response: { 200: dataOf(ZEstimate) } }, config: edit,
  }, async (request) => ({ data: await answerEstimate(db, request.scope, request.params.id, 2, request.body?.line_ids) }));

  app.post('/estimates/:id/decline', {
    schema: { tags, params: ZIdParams, body: ZEstimateAnswerInput, response: { 200: dataOf(ZEstimate) } }, config: edit,
  }, async (request) => ({ data: await answerEstimate(db, request.scope, request.params.id, 1, request.body?.line_ids) }));

  app.post('/estimates/:id/duplicate', {
    schema: { tags, params: ZIdParams, response: { 201: dataOf(ZEstimate) } }, config: edit,
  }, async (request, reply) => reply.status(201).send({ data: await duplicateEstimate(db, request.scope, request.params.id) }));

  // Move to sale (spec §4): a draft sale of the approved lines; estimates.edit here, sales.manage in the service.
  app.post('/estimates/:id/move-to-sale', {
    schema: { tags, params: ZIdParams, body: ZEstimateMoveToSaleInput, response: { 201: dataOf(ZSale) } }, config: edit,
  }, async (request, reply) => reply.status(201).send({ data: await moveEstimateToSale(db, request.scope, request.params.id, request.body?.approve_all ?? false) }));

  app.post('/estimates/:id/send', {
    schema: { tags, params: ZIdParams, body: ZEstimateSendInput, response: { 200: dataOf(ZEstimate) } }, config: { ...edit, ...limit(20) },
  }, async (request) => {
    const data = await sendEstimate(db, request.scope, request.params.id, { email: request.body?.email, publicUrl: config.publicUrl });
    notifyOutbox();
    return { data };
  });

  // ---------- patient and record scope (spec §7: records … estimates) ----------
  app.get('/patients/:petId/estimates', {
    schema: { tags, params: ZPetParams, querystring: ZEstimateListQuery, response: { 200: pageOf(ZEstimateSummary) } }, config: view,
  }, async (request) => {
    await assertPetInGroup(db, request.scope, request.params.petId);
    return listEstimates(db, request.scope, { ...request.query, filter: { ...request.query.filter, pet_id: request.params.petId } });
  });

  app.post('/patients/:petId/estimates', {
    schema: { tags, params: ZPetParams, body: ZScopedEstimateInput, response: { 201: dataOf(ZEstimate) } }, config: edit,
  }, async (request, reply) => {
    await assertPetInGroup(db, request.scope, request.params.petId);
    return reply.status(201).send({ data: await createEstimate(db, request.scope, { ...request.body, pet_id: request.params.petId }) });
  });

  app.get('/records/:id/estimates', {
    schema: { tags, params: ZIdParams, querystring: ZEstimateListQuery, response: { 200: pageOf(ZEstimateSummary) } }, config: view,
  }, async (request) => {
    await assertRecordInGroup(db, request.scope, request.params.id);
    return listEstimates(db, request.scope, { ...request.query, filter: { ...request.query.filter, record_id: request.params.id } });
  });

  app.post('/records/:id/estimates', {
    schema: { tags, params: ZIdParams, body: ZScopedEstimateInput, response: { 201: dataOf(ZEstimate) } }, config: edit,
  }, async (request, reply) => {
    await assertRecordInGroup(db, request.scope, request.params.id);
    return reply.status(201).send({ data: await createEstimate(db, request.scope, { ...request.body, record_id: request.params.id }) });
  });

  // ---------- templates ----------
  app.get('/estimate-templates', {
    schema: { tags, querystring: ZEstimateTemplateListQuery, response: { 200: pageOf(ZEstimateTemplate) } }, config: view,
  }, async (request) => listTemplates(db, request.scope, request.query));

  app.post('/estimate-templates', {
    schema: { tags, body: ZEstimateTemplateInput, response: { 201: dataOf(ZEstimateTemplate) } }, config: edit,
  }, async (request, reply) => reply.status(201).send({ data: await createTemplate(db, request.scope, request.body) }));

  app.get('/estimate-templates/:id', {
    schema: { tags, params: ZIdParams, response: { 200: dataOf(ZEstimateTemplate) } }, config: view,
  }, async (request) => ({ data: await getTemplate(db, request.scope, request.params.id) }));

  app.put('/estimate-templates/:id', {
    schema: { tags, params: ZIdParams, body: ZEstimateTemplateInput, response: { 200: dataOf(ZEstimateTemplate) } }, config: edit,
  }, async (request) => ({ data: await updateTemplate(db, request.scope, request.params.id, request.body) }));

  app.delete('/estimate-templates/:id', { schema: { tags, params: ZIdParams }, config: edit }, async (request, reply) => {
    await deleteTemplate(db, request.scope, request.params.id);
    return reply.status(204).send();
  });

  // ---------- the client's link ----------
  app.get('/public/estimates/:token', {
    schema: { tags: ['online booking'], params: ZToken, response: { 200: dataOf(ZPublicEstimate) } }, config: { access: 'public', ...limit(30) },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: await viewEstimateByToken(db, request.params.token) };
  });

  app.post('/public/estimates/:token/approve', {
    schema: { tags: ['online booking'], params: ZToken, body: ZEstimateAnswerInput, response: { 200: dataOf(ZPublicEstimate) } }, config: { access: 'public', ...limit(30) },
  }, async (request) => {
    const data = await answerByToken(db, request.params.token, 2, request.body?.line_ids);
    notifyOutbox();
    return { data };
  });

  app.post('/public/estimates/:token/decline', {
    schema: { tags: ['online booking'], params: ZToken, body: ZEstimateAnswerInput, response: { 200: dataOf(ZPublicEstimate) } }, config: { access: 'public', ...limit(30) },
  }, async (request) => {
    const data = await answerByToken(db, request.params.token, 1, request.body?.line_ids);
    notifyOutbox();
    return { data };
  });
};
