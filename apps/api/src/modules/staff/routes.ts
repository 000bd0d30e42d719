import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIdParams, dataOf } from '@vetclinic/domain';
import type { AppDeps } from '../../app';
import { generatePin } from './service';

export const staffRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.post('/vets/:id/generate-pin', {
    schema: { tags: ['staff'], params: ZIdParams, response: { 200: dataOf(z.object({ pin: z.string() })) } },
    config: { access: 'staff', permission: 'staff.view' },
  }, async (request) => ({ data: { pin: await generatePin(db, request.scope, request.params.id) } }));
};
