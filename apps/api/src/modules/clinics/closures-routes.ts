import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZClinicAppLink, ZClinicAppLinkInput, ZClinicClosure, ZClinicClosureInput, ZClinicClosuresQuery, dataOf, pageOf, zId } from '@vetclinic/domain';
import type { AppDeps } from '../../app';
import { getClientLink, updateClientLink } from './client-link';
import { createClosure, deleteClosure, listClosures, updateClosure } from './closures';

const ZClinicParams = z.object({ id: zId });
const ZClosureParams = z.object({ id: zId, closureId: zId });

/**
 * Holidays and closures, and the client/app link, of the clinic named in the path (issue #22). Settings-level: membership and the
 * permission are checked at that clinic (clinicParam → request.scopeAt), not at X-Clinic-Id.
 */
export const closureRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get('/clinics/:id/closures', {
    schema: { tags: ['clinics'], params: ZClinicParams, querystring: ZClinicClosuresQuery, response: { 200: pageOf(ZClinicClosure) } },
    config: { access: 'staff', permission: 'clinic.settings.view', clinicParam: 'id' },
  }, async (request) => {
    const data = await listClosures(db, request.scope, request.query.from);
    return { data, meta: { current_page: 1, per_page: Math.max(data.length, 1), total: data.length, last_page: 1 } };
  });

  app.post('/clinics/:id/closures', {
    schema: { tags: ['clinics'], params: ZClinicParams, body: ZClinicClosureInput, response: { 201: dataOf(ZClinicClosure) } },
    config: { access: 'staff', permission: 'clinic.settings.edit', clinicParam: 'id' },
  }, async (request, reply) => reply.status(201).send({ data: await createClosure(db, request.scope, request.body) }));

  app.put('/clinics/:id/closures/:closureId', {
    schema: { tags: ['clinics'], params: ZClosureParams, body: ZClinicClosureInput, response: { 200: dataOf(ZClinicClosure) } },
    config: { access: 'staff', permission: 'clinic.settings.edit', clinicParam: 'id' },
  }, async (request) => ({ data: await updateClosure(db, request.scope, request.params.closureId, request.body) }));

  app.delete('/clinics/:id/closures/:closureId', {
    schema: { tags: ['clinics'], params: ZClosureParams, response: { 204: z.null() } },
    config: { access: 'staff', permission: 'clinic.settings.edit', clinicParam: 'id' },
  }, async (request, reply) => {
    await deleteClosure(db, request.scope, request.params.closureId);
    return reply.status(204).send(null);
  });

  // The clinic's client/app link (the "app instructions" notification needs it), same rights and scope.
  app.get('/clinics/:id/client-link', {
    schema: { tags: ['clinics'], params: ZClinicParams, response: { 200: dataOf(ZClinicAppLink) } },
    config: { access: 'staff', permission: 'clinic.settings.view', clinicParam: 'id' },
  }, async (request) => ({ data: await getClientLink(db, request.scope) }));

  app.put('/clinics/:id/client-link', {
    schema: { tags: ['clinics'], params: ZClinicParams, body: ZClinicAppLinkInput, response: { 200: dataOf(ZClinicAppLink) } },
    config: { access: 'staff', permission: 'clinic.settings.edit', clinicParam: 'id' },
  }, async (request) => ({ data: await updateClientLink(db, request.scope, request.body) }));
};
