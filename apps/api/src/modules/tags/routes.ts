import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIdParams, ZTag, ZTagInput, ZTagListQuery, ZTagPill, ZTaggableInput, ZTaggableQuery, dataOf, pageOf } from '@vetclinic/domain';
import type { AppDeps } from '../../app';
import { createTag, deleteTag, getTag, listEntityTags, listTags, tagEntity, untagEntity, updateTag } from './service';

// Seeing tags goes with seeing clients (tags.manage implies clients.view); writing them needs tags.manage.
const view = { access: 'staff', permission: 'clients.view' } as const;
const manage = { access: 'staff', permission: 'tags.manage' } as const;

export const tagRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get('/tags', {
    schema: { tags: ['tags'], querystring: ZTagListQuery, response: { 200: pageOf(ZTag) } },
    config: view,
  }, async (request) => listTags(db, request.scope, request.query));

  app.post('/tags', {
    schema: { tags: ['tags'], body: ZTagInput, response: { 201: dataOf(ZTag) } },
    config: manage,
  }, async (request, reply) => reply.status(201).send({ data: await createTag(db, request.scope, request.body) }));

  app.get('/tags/:id', {
    schema: { tags: ['tags'], params: ZIdParams, response: { 200: dataOf(ZTag) } },
    config: view,
  }, async (request) => ({ data: await getTag(db, request.scope, request.params.id) }));

  app.put('/tags/:id', {
    schema: { tags: ['tags'], params: ZIdParams, body: ZTagInput, response: { 200: dataOf(ZTag) } },
    config: manage,
  }, async (request) => ({ data: await updateTag(db, request.scope, request.params.id, request.body) }));

  app.delete('/tags/:id', {
    schema: { tags: ['tags'], params: ZIdParams },
    config: manage,
  }, async (request, reply) => {
    await deleteTag(db, request.scope, request.params.id);
    return reply.status(204).send();
  });

  app.get('/taggables', {
    schema: { tags: ['tags'], querystring: ZTaggableQuery, response: { 200: dataOf(z.array(ZTagPill)) } },
    config: view,
  }, async (request) => ({ data: await listEntityTags(db, request.scope, request.query) }));

  app.post('/taggables', {
    schema: { tags: ['tags'], body: ZTaggableInput, response: { 201: dataOf(z.array(ZTagPill)) } },
    config: manage,
  }, async (request, reply) => reply.status(201).send({ data: await tagEntity(db, request.scope, request.body) }));

  app.delete('/taggables', {
    schema: { tags: ['tags'], querystring: ZTaggableInput },
    config: manage,
  }, async (request, reply) => {
    await untagEntity(db, request.scope, request.query);
    return reply.status(204).send();
  });
};
