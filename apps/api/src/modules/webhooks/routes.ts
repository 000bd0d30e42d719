import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZIdParams, ZWebhookDelivery, ZWebhookDeliveryListQuery, ZWebhookDeliveryParams, ZWebhookEndpoint, ZWebhookEndpointInput,
  ZWebhookEndpointListQuery, ZWebhookEndpointWithSecret, dataOf, pageOf,
} from '@vetclinic/domain';
import type { AppDeps } from '../../app';
import {
  createEndpoint, deleteEndpoint, getEndpoint, listDeliveries, listEndpoints, replayDelivery, rotateSecret, updateEndpoint,
} from './service';

// Webhooks send the clinic's data to another system: only whoever may edit the clinic's settings (admin).
const manage = { access: 'staff', permission: 'clinic.settings.edit' } as const;
const tags = ['webhooks'];

export const webhookRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get('/webhook-endpoints', {
    schema: { tags, querystring: ZWebhookEndpointListQuery, response: { 200: pageOf(ZWebhookEndpoint) } },
    config: manage,
  }, async (request) => listEndpoints(db, request.scope, request.query));

  app.post('/webhook-endpoints', {
    schema: { tags, body: ZWebhookEndpointInput, response: { 201: dataOf(ZWebhookEndpointWithSecret) } },
    config: manage,
  }, async (request, reply) => reply.status(201).send({ data: await createEndpoint(db, request.scope, request.body) }));

  app.get('/webhook-endpoints/:id', {
    schema: { tags, params: ZIdParams, response: { 200: dataOf(ZWebhookEndpoint) } },
    config: manage,
  }, async (request) => ({ data: await getEndpoint(db, request.scope, request.params.id) }));

  app.put('/webhook-endpoints/:id', {
    schema: { tags, params: ZIdParams, body: ZWebhookEndpointInput, response: { 200: dataOf(ZWebhookEndpoint) } },
    config: manage,
  }, async (request) => ({ data: await updateEndpoint(db, request.scope, request.params.id, request.body) }));

  app.post('/webhook-endpoints/:id/rotate-secret', {
    schema: { tags, params: ZIdParams, response: { 200: dataOf(ZWebhookEndpointWithSecret) } },
    config: manage,
  }, async (request) => ({ data: await rotateSecret(db, request.scope, request.params.id) }));

  app.delete('/webhook-endpoints/:id', {
    schema: { tags, params: ZIdParams },
    config: manage,
  }, async (request, reply) => {
    await deleteEndpoint(db, request.scope, request.params.id);
    return reply.status(204).send();
  });

  app.get('/webhook-endpoints/:id/deliveries', {
    schema: { tags, params: ZIdParams, querystring: ZWebhookDeliveryListQuery, response: { 200: pageOf(ZWebhookDelivery) } },
    config: manage,
  }, async (request) => listDeliveries(db, request.scope, request.params.id, request.query));

  app.post('/webhook-endpoints/:id/deliveries/:deliveryId/replay', {
    schema: { tags, params: ZWebhookDeliveryParams, response: { 201: dataOf(ZWebhookDelivery) } },
    config: manage,
  }, async (request, reply) => reply.status(201).send({ data: await replayDelivery(db, request.scope, request.params.id, request.params.deliveryId) }));
};
