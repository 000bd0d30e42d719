import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC_CLINIC_INCLUDES, ZClientLink, ZPublicClinic, ZPublicService, ZPublicVet, ZTimeslotsQuery, ZVetTimeslots, dataOf, zId } from '@vetclinic/domain';
import type { AppDeps } from '../../app';
import { getClientLink, getPublicClinic, getTimeslotsJson, listPublicVets, listVetServices } from './service';
import { TimeslotsCache } from './timeslots-cache';

const ZClinicRef = z.object({ clinic: z.string().min(1).max(80) });
const ZInclude = z.object({
  include: z.string().max(300).optional().transform((s) => new Set((s ?? '').split(',').map((x) => x.trim()).filter((x) => (PUBLIC_CLINIC_INCLUDES as readonly string[]).includes(x)))),
});

/**
 * What the public booking page reads. No authentication; nothing here reveals a client. Read from the replica when
 * there is one, except for a client whose own recent write it has not replayed yet (lib/read-replica.ts).
 */
export const publicClinicRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { reads }) => {
  const cache = new TimeslotsCache();
  app.get('/public/clinics/:clinic', {
    schema: { tags: ['public'], params: ZClinicRef, querystring: ZInclude, response: { 200: dataOf(ZPublicClinic) } },
    config: { access: 'public' },
  }, async (request) => ({ data: await reads.read(request, (db) => getPublicClinic(db, request.params.clinic, request.query.include)) }));

  app.get('/public/vets', {
    schema: { tags: ['public'], querystring: z.object({ filter: z.object({ clinic_slug: z.string().min(1).max(80) }).strict() }), response: { 200: dataOf(z.array(ZPublicVet)) } },
    config: { access: 'public' },
  }, async (request) => ({ data: await reads.read(request, (db) => listPublicVets(db, request.query.filter.clinic_slug)) }));

  app.get('/public/vets/:vet/available-services', {
    schema: { tags: ['public'], params: z.object({ vet: zId }), querystring: z.object({ clinic: z.string().max(80).optional(), filter: z.object({ clinic_slug: z.string().max(80).optional() }).optional() }), response: { 200: dataOf(z.array(ZPublicService)) } },
    config: { access: 'public' },
  }, async (request) => ({ data: await reads.read(request, (db) => listVetServices(db, request.params.vet, request.query.clinic ?? request.query.filter?.clinic_slug)) }));

  app.get('/public/clinics/:clinic/vets-timeslots', {
    schema: { tags: ['public'], params: ZClinicRef, querystring: ZTimeslotsQuery, response: { 200: dataOf(z.array(ZVetTimeslots)) } },
    config: { access: 'public' },
    // The answer is already JSON text (cached); the schema above documents it.
    serializerCompiler: () => (data) => (typeof data === 'string' ? data : JSON.stringify(data)),
  }, async (request, reply) => reply.type('application/json; charset=utf-8').send((await reads.read(request, (db) => getTimeslotsJson(db, cache, request.params.clinic, request.query))) as never));

  app.get('/public/clinics/:clinic/client-link', {
    schema: { tags: ['public'], params: ZClinicRef, querystring: z.object({ size: z.coerce.number().int().min(40).max(1000).default(80) }), response: { 200: dataOf(ZClientLink) } },
    config: { access: 'public' },
  }, async (request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return { data: await reads.read(request, (db) => getClientLink(db, request.params.clinic, request.query.size)) };
  });
};
