import { z } from 'zod';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  LAB_PANELS, ZIdParams, ZLabAnalyteSummary, ZLabInboundResult, ZLabIntegration, ZLabIntegrationInput, ZLabIntegrationListQuery,
  ZLabIntegrationWithToken, ZLabMessage, ZLabMessageListQuery, ZLabMessageMatchInput, ZLabOrder, ZLabOrderInput, ZLabOrderListQuery,
  ZLabPanel, ZLabResult, ZLabSeriesQuery, dataOf, pageOf,
} from '@vetclinic/domain';
import type { AppDeps } from '../../app';
import { AppError } from '../../lib/app-error';
import {
  archiveIntegration, createIntegration, createOrder, getIntegration, getOrder, hashToken, listIntegrations, listOrders, listPetAnalytes,
  petAnalyteSeries, resendOrder, rotateIntegrationToken, updateIntegration, type LabsContext,
} from './service';
import { dismissMessage, getMessage, ingestMessage, integrationByToken, listMessages, matchMessage } from './ingest';

const settingsView = { access: 'staff', permission: 'clinic.settings.view' } as const;
const settingsEdit = { access: 'staff', permission: 'clinic.settings.edit' } as const;
const view = { access: 'staff', permission: 'records.view' } as const;
const manage = { access: 'staff', permission: 'records.manage' } as const;
const tags = ['labs'];

export const labRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  const ctx: LabsContext = { db, dataDir: config.dataDir };

  // ---------- integrations (Settings → Laboratories) ----------
  app.get('/lab-integrations', {
    schema: { tags, querystring: ZLabIntegrationListQuery, response: { 200: pageOf(ZLabIntegration) } }, config: settingsView,
  }, async (request) => listIntegrations(ctx, request.scope, request.query));

  app.post('/lab-integrations', {
    schema: { tags, body: ZLabIntegrationInput, response: { 201: dataOf(ZLabIntegrationWithToken) } }, config: settingsEdit,
  }, async (request, reply) => reply.status(201).send({ data: await createIntegration(ctx, request.scope, request.body) }));

  app.get('/lab-integrations/:id', {
    schema: { tags, params: ZIdParams, response: { 200: dataOf(ZLabIntegration) } }, config: settingsView,
  }, async (request) => ({ data: await getIntegration(ctx, request.scope, request.params.id) }));

  app.put('/lab-integrations/:id', {
    schema: { tags, params: ZIdParams, body: ZLabIntegrationInput, response: { 200: dataOf(ZLabIntegration) } }, config: settingsEdit,
  }, async (request) => ({ data: await updateIntegration(ctx, request.scope, request.params.id, request.body) }));

  app.post('/lab-integrations/:id/rotate-token', {
    schema: { tags, params: ZIdParams, response: { 200: dataOf(ZLabIntegrationWithToken) } }, config: settingsEdit,
  }, async (request) => ({ data: await rotateIntegrationToken(ctx, request.scope, request.params.id) }));

  app.delete('/lab-integrations/:id', {
    schema: { tags, params: ZIdParams }, config: settingsEdit,
  }, async (request, reply) => {
    await archiveIntegration(ctx, request.scope, request.params.id);
    return reply.status(204).send();
  });

  // ---------- catalogue and orders ----------
  app.get('/lab-panels', {
    schema: { tags, response: { 200: dataOf(z.array(ZLabPanel)) } }, config: view,
  }, async () => ({ data: LAB_PANELS }));

  app.get('/lab-orders', {
    schema: { tags, querystring: ZLabOrderListQuery, response: { 200: pageOf(ZLabOrder) } }, config: view,
  }, async (request) => listOrders(db, request.scope, request.query));

  app.post('/lab-orders', {
    schema: { tags, body: ZLabOrderInput, response: { 201: dataOf(ZLabOrder) } }, config: manage,
  }, async (request, reply) => reply.status(201).send({ data: await createOrder(ctx, request.scope, request.body) }));

  app.get('/lab-orders/:id', {
    schema: { tags, params: ZIdParams, response: { 200: dataOf(ZLabOrder) } }, config: view,
  }, async (request) => ({ data: await getOrder(db, request.scope, request.params.id) }));

  app.post('/lab-orders/:id/resend', {
    schema: { tags, params: ZIdParams, response: { 200: dataOf(ZLabOrder) } }, config: manage,
  }, async (request) => ({ data: await resendOrder(ctx, request.scope, request.params.id) }));

  // ---------- results over time ----------
  app.get('/pets/:id/lab-analytes', {
    schema: { tags, params: ZIdParams, response: { 200: dataOf(z.array(ZLabAnalyteSummary)) } }, config: view,
  }, async (request) => ({ data: await listPetAnalytes(db, request.scope, request.params.id) }));

  app.get('/pets/:id/lab-results', {
    schema: { tags, params: ZIdParams, querystring: ZLabSeriesQuery, response: { 200: dataOf(z.array(ZLabResult)) } }, config: view,
  }, async (request) => ({ data: await petAnalyteSeries(db, request.scope, request.params.id, request.query.analyte_code) }));

  // ---------- the review queue ----------
  app.get('/lab-messages', {
    schema: { tags, querystring: ZLabMessageListQuery, response: { 200: pageOf(ZLabMessage) } }, config: view,
  }, async (request) => listMessages(db, request.scope, request.query));

  app.get('/lab-messages/:id', {
    schema: { tags, params: ZIdParams, response: { 200: dataOf(ZLabMessage) } }, config: view,
  }, async (request) => ({ data: await getMessage(db, request.scope, request.params.id) }));

  app.post('/lab-messages/:id/match', {
    schema: { tags, params: ZIdParams, body: ZLabMessageMatchInput, response: { 200: dataOf(ZLabMessage) } }, config: manage,
  }, async (request) => ({ data: await matchMessage(db, request.scope, request.params.id, request.body.order_id) }));

  app.post('/lab-messages/:id/dismiss', {
    schema: { tags, params: ZIdParams, response: { 200: dataOf(ZLabMessage) } }, config: manage,
  }, async (request) => ({ data: await dismissMessage(db, request.scope, request.params.id) }));

  // ---------- inbound results (labs and their bridges): bearer token per integration, raw HL7 body ----------
  await app.register(async (scope) => {
    const hooks = scope.withTypeProvider<ZodTypeProvider>();
    hooks.removeAllContentTypeParsers();
    hooks.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 1024 * 1024 }, (_req, body, done) => done(null, body));
    hooks.post('/labs/inbound', {
      schema: { tags, response: { 200: ZLabInboundResult } },
      config: { access: 'public', ...(config.rateLimits ? { rateLimit: { max: 6000, timeWindow: '1 minute' } } : {}) },
    }, async (request) => {
      const auth = request.headers.authorization ?? '';
      const token = /^Bearer\s+(\S+)$/i.exec(auth)?.[1];
      const integration = token && token.length <= 200 ? await integrationByToken(db, hashToken(token)) : null;
      if (!integration) throw new AppError('unauthenticated');
      const raw = typeof request.body === 'string' ? request.body : '';
      return ingestMessage(db, integration, raw, 'http');
    });
  });
};
