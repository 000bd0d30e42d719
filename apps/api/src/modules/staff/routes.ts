import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIdParams, ZVetListItem, dataOf, pageOf } from '@vetclinic/domain';
import { pageMeta } from '../../lib/pagination';
import type { AppDeps } from '../../app';
import { generatePin, listClinicStaff } from './service';

export const staffRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get('/vets', {
    schema: { tags: ['staff'], querystring: z.object({ filter: z.object({ is_vet: z.enum(['0', '1']).optional() }).strict().optional() }), response: { 200: pageOf(ZVetListItem) } },
    config: { access: 'staff', permission: 'staff.view' },
  }, async (request) => {
    const data = await listClinicStaff(db, request.scope, { vetsOnly: request.query.filter?.is_vet !== '0' });
    return { data, meta: pageMeta(1, Math.max(1000, data.length), data.length) };
  });

  app.post('/vets/:id/generate-pin', {
    schema: { tags: ['staff'], params: ZIdParams, response: { 200: dataOf(z.object({ pin: z.string() })) } },
    config: { access: 'staff', permission: 'staff.view' },
  }, async (request) => ({ data: { pin: await generatePin(db, request.scope, request.params.id) } }));
};
