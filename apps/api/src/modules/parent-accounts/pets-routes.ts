import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAddPetsInput, ZIdParams, ZParentPet, ZParentPetsQuery, ZPublicSpecies, ZPublicSpeciesQuery, dataOf, pageOf } from '@vetclinic/domain';
import type { AppDeps } from '../../app';
import { pageMeta } from '../../lib/pagination';
import { addParentPets, getParentPet, listParentPets, listPublicSpecies } from './pets-service';

/** The signed-in parent's pets (always their own: another parent's pet is a 404). */
export const parentPetsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get('/pets', {
    schema: { tags: ['pet-parent pets'], querystring: ZParentPetsQuery, response: { 200: pageOf(ZParentPet) } },
    config: { access: 'parent' },
  }, async (request) => {
    const { page, per_page } = request.query;
    const { data, total } = await listParentPets(db, request.parent!, request.query);
    return { data, meta: pageMeta(page, per_page, total) };
  });

  app.get('/pets/:id', {
    schema: { tags: ['pet-parent pets'], params: ZIdParams, response: { 200: dataOf(ZParentPet) } },
    config: { access: 'parent' },
  }, async (request) => ({ data: await getParentPet(db, request.parent!, request.params.id) }));

  app.post('/pets', {
    schema: { tags: ['pet-parent pets'], body: ZAddPetsInput, response: { 201: dataOf(z.array(ZParentPet)) } },
    config: { access: 'parent' },
  }, async (request, reply) => reply.status(201).send({ data: await addParentPets(db, request.parent!, request.body) }));
};

/** Species with breeds for the public pet pickers. */
export const publicSpeciesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get('/public/species', {
    schema: { tags: ['public'], querystring: ZPublicSpeciesQuery, response: { 200: dataOf(z.array(ZPublicSpecies)) } },
    config: { access: 'public' },
  }, async (request) => ({ data: await listPublicSpecies(db, (request.query.filter.clinic_id ?? request.query.filter.clinic_slug)!) }));
};
