import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZClient, ZClientInput, ZClientListItem, ZClientListQuery, ZCommunication, ZCommunicationInput, ZIdParams, ZPageQuery, ZPet, ZPetInput,
  ZPetListQuery, ZPetRequest, ZPetRequestAccept, ZPetRequestDeny, ZPetRequestListQuery, ZSpeciesItem, ZSpeciesQuery, dataOf, pageOf,
} from '@vetclinic/domain';
import type { AppDeps } from '../../app';
import { pageMeta } from '../../lib/pagination';
import { notifyOutbox } from '../messaging/outbox';
import { listCommunications, logCommunication } from './communications-service';
import { acceptPetRequest, countPendingPetRequests, denyPetRequest, listPetRequests } from './pet-requests-service';
import { createPet, getPet, listPets, listSpecies, setPetArchived, updatePet } from './pets-service';
import { createClient, getClient, listClients, setClientArchived, updateClient } from './service';

/** A photo travels as a data URL of up to 1 MB: base64 makes that ~1.4 MB of JSON. */
const PET_BODY_LIMIT = 2 * 1024 * 1024;

/** Staff-side clients (pet parents), their pets, communications log and the parents' pet requests. */
export const petParentRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  const tags = ['pet-parents'];
  const clientsView = { access: 'staff', permission: 'clients.view' } as const;
  const clientsManage = { access: 'staff', permission: 'clients.manage' } as const;
  const petsView = { access: 'staff', permission: 'pets.view' } as const;
  const petsManage = { access: 'staff', permission: 'pets.manage' } as const;

  // ---------- clients ----------
  app.get('/pet-parents', {
    schema: { tags, querystring: ZClientListQuery, response: { 200: pageOf(ZClientListItem) } },
    config: clientsView,
  }, async (request) => listClients(db, request.scope, request.query));

  app.post('/pet-parents', {
    schema: { tags, body: ZClientInput, response: { 201: dataOf(ZClient) } },
    config: clientsManage,
  }, async (request, reply) => reply.status(201).send({ data: await createClient(db, request.scope, request.body) }));

  app.get('/pet-parents/:id', {
    schema: { tags, params: ZIdParams, response: { 200: dataOf(ZClient) } },
    config: clientsView,
  }, async (request) => ({ data: await getClient(db, request.scope, request.params.id) }));

  app.put('/pet-parents/:id', {
    schema: { tags, params: ZIdParams, body: ZClientInput, response: { 200: dataOf(ZClient) } },
    config: clientsManage,
  }, async (request) => {
    const data = await updateClient(db, request.scope, request.params.id, request.body, { publicUrl: config.publicUrl, mailFrom: config.mailFrom });
    notifyOutbox();
    return { data };
  });

  app.post('/pet-parents/:id/archive', {
    schema: { tags, params: ZIdParams, response: { 200: dataOf(ZClient) } },
    config: clientsManage,
  }, async (request) => ({ data: await setClientArchived(db, request.scope, request.params.id, true) }));

  app.post('/pet-parents/:id/unarchive', {
    schema: { tags, params: ZIdParams, response: { 200: dataOf(ZClient) } },
    config: clientsManage,
  }, async (request) => ({ data: await setClientArchived(db, request.scope, request.params.id, false) }));

  app.get('/pet-parents/:id/communications', {
    schema: { tags, params: ZIdParams, querystring: ZPageQuery, response: { 200: pageOf(ZCommunication) } },
    config: clientsView,
  }, async (request) => listCommunications(db, request.scope, request.params.id, request.query));

  app.post('/pet-parents/:id/communications', {
    schema: { tags, params: ZIdParams, body: ZCommunicationInput, response: { 201: dataOf(ZCommunication) } },
    config: clientsManage,
  }, async (request, reply) => reply.status(201).send({ data: await logCommunication(db, request.scope, request.params.id, request.body) }));

  // ---------- pets ----------
  app.get('/pets', {
    schema: { tags, querystring: ZPetListQuery, response: { 200: pageOf(ZPet) } },
    config: petsView,
  }, async (request) => listPets(db, request.scope, request.query));

  app.post('/pets', {
    schema: { tags, body: ZPetInput, response: { 201: dataOf(ZPet) } },
    config: petsManage,
    bodyLimit: PET_BODY_LIMIT,
  }, async (request, reply) => reply.status(201).send({ data: await createPet(db, request.scope, request.body) }));

  app.get('/pets/:id', {
    schema: { tags, params: ZIdParams, response: { 200: dataOf(ZPet) } },
    config: petsView,
  }, async (request) => ({ data: await getPet(db, request.scope, request.params.id) }));

  app.put('/pets/:id', {
    schema: { tags, params: ZIdParams, body: ZPetInput, response: { 200: dataOf(ZPet) } },
    config: petsManage,
    bodyLimit: PET_BODY_LIMIT,
  }, async (request) => ({ data: await updatePet(db, request.scope, request.params.id, request.body) }));

  app.post('/pets/:id/archive', {
    schema: { tags, params: ZIdParams, response: { 200: dataOf(ZPet) } },
    config: petsManage,
  }, async (request) => ({ data: await setPetArchived(db, request.scope, request.params.id, true) }));

  app.post('/pets/:id/unarchive', {
    schema: { tags, params: ZIdParams, response: { 200: dataOf(ZPet) } },
    config: petsManage,
  }, async (request) => ({ data: await setPetArchived(db, request.scope, request.params.id, false) }));

  app.get('/species', {
    schema: { tags, querystring: ZSpeciesQuery, response: { 200: pageOf(ZSpeciesItem) } },
    config: petsView,
  }, async (request) => {
    const withBreeds = (request.query.include ?? '').split(',').map((s) => s.trim()).includes('breeds');
    const data = await listSpecies(db, request.scope, withBreeds);
    return { data, meta: pageMeta(1, Math.max(1000, data.length), data.length) };
  });

  // ---------- pet requests ----------
  app.get('/pet-requests', {
    schema: { tags, querystring: ZPetRequestListQuery, response: { 200: pageOf(ZPetRequest) } },
    config: petsView,
  }, async (request) => listPetRequests(db, request.scope, request.query));

  app.get('/pet-requests/pending-count', {
    schema: { tags, response: { 200: dataOf(z.object({ count: z.number() })) } },
    config: petsView,
  }, async (request) => ({ data: { count: await countPendingPetRequests(db, request.scope) } }));

  app.post('/pet-requests/:id/accept', {
    schema: { tags, params: ZIdParams, body: ZPetRequestAccept.optional(), response: { 200: dataOf(ZPetRequest) } },
    config: petsManage,
  }, async (request) => ({ data: await acceptPetRequest(db, request.scope, request.params.id, request.body ?? {}) }));

  app.post('/pet-requests/:id/deny', {
    schema: { tags, params: ZIdParams, body: ZPetRequestDeny.optional(), response: { 200: dataOf(ZPetRequest) } },
    config: petsManage,
  }, async (request) => ({ data: await denyPetRequest(db, request.scope, request.params.id, request.body ?? {}, { publicUrl: config.publicUrl }) }));
};
