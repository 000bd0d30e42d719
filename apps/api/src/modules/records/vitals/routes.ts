import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZPetVitalsQuery, ZVital, ZVitalsInput, ZVitalsSettings, ZVitalsSettingsInput, dataOf, pageOf, zId } from '@vetclinic/domain';
import type { AppDeps } from '../../../app';
import { createVital, deleteVital, listPetVitals, listRecordVitals, updateVital } from './service';
import { getVitalsSettings, updateVitalsSettings } from './settings';

const ZRecordParams = z.object({ id: zId });
const ZVitalParams = z.object({ id: zId, vitalId: zId });
const ZPetParams = z.object({ petId: zId });

const view = { access: 'staff', permission: 'records.view' } as const;
const manage = { access: 'staff', permission: 'records.manage' } as const;

/**
 * Vitals of a record (issue #14): read from any clinic of the group, written at the record's clinic while it
 * is open (lockWritableRecord: 409 record_closed). A pet's vitals history feeds the profile's charts.
 */
export const vitalsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get('/records/:id/vitals', {
    schema: { tags: ['records'], params: ZRecordParams, response: { 200: dataOf(z.array(ZVital)) } },
    config: view,
  }, async (request) => ({ data: await listRecordVitals(db, request.scope, request.params.id) }));

  app.post('/records/:id/vitals', {
    schema: { tags: ['records'], params: ZRecordParams, body: ZVitalsInput, response: { 201: dataOf(ZVital) } },
    config: manage,
  }, async (request, reply) => reply.status(201).send({ data: await createVital(db, request.scope, request.params.id, request.body) }));

  app.put('/records/:id/vitals/:vitalId', {
    schema: { tags: ['records'], params: ZVitalParams, body: ZVitalsInput, response: { 200: dataOf(ZVital) } },
    config: manage,
  }, async (request) => ({ data: await updateVital(db, request.scope, request.params.id, request.params.vitalId, request.body) }));

  app.delete('/records/:id/vitals/:vitalId', {
    schema: { tags: ['records'], params: ZVitalParams, response: { 204: z.null() } },
    config: manage,
  }, async (request, reply) => {
    await deleteVital(db, request.scope, request.params.id, request.params.vitalId);
    return reply.status(204).send(null);
  });

  app.get('/pets/:petId/vitals', {
    schema: { tags: ['records'], params: ZPetParams, querystring: ZPetVitalsQuery, response: { 200: pageOf(ZVital) } },
    config: view,
  }, async (request) => listPetVitals(db, request.scope, request.params.petId, request.query));

  app.get('/clinics/:id/vitals-settings', {
    schema: { tags: ['clinics'], params: ZRecordParams, response: { 200: dataOf(ZVitalsSettings) } },
    config: { ...view, clinicParam: 'id' },
  }, async (request) => ({ data: await getVitalsSettings(db, request.scope.clinicId) }));

  app.put('/clinics/:id/vitals-settings', {
    schema: { tags: ['clinics'], params: ZRecordParams, body: ZVitalsSettingsInput, response: { 200: dataOf(ZVitalsSettings) } },
    config: { access: 'staff', permission: 'clinic.settings.edit', clinicParam: 'id' },
  }, async (request) => ({ data: await updateVitalsSettings(db, request.scope, request.body) }));
};
