import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAnesthesiaInput, ZAnesthesiaMeasurement, ZAnesthesiaMeasurementInput, ZAnesthesiaSession, dataOf, zId } from '@vetclinic/domain';
import type { AppDeps } from '../../../app';
import { addMeasurement, createAnesthesia, deleteMeasurement, getAnesthesia, updateAnesthesia } from './service';
import { anesthesiaPdf } from './pdf';

const ZRecordParams = z.object({ id: zId });
const ZMeasurementParams = z.object({ id: zId, measurementId: zId });

const view = { access: 'staff', permission: 'records.view' } as const;
const manage = { access: 'staff', permission: 'records.manage' } as const;

/** A record's anesthesia session and its readings (issue #14); writes go through lockWritableRecord (409 when closed). */
export const anesthesiaRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get('/records/:id/anesthesia', {
    schema: { tags: ['records'], params: ZRecordParams, response: { 200: dataOf(ZAnesthesiaSession.nullable()) } },
    config: view,
  }, async (request) => ({ data: await getAnesthesia(db, request.scope, request.params.id) }));

  app.post('/records/:id/anesthesia', {
    schema: { tags: ['records'], params: ZRecordParams, body: ZAnesthesiaInput, response: { 201: dataOf(ZAnesthesiaSession) } },
    config: manage,
  }, async (request, reply) => reply.status(201).send({ data: await createAnesthesia(db, request.scope, request.params.id, request.body) }));

  app.put('/records/:id/anesthesia', {
    schema: { tags: ['records'], params: ZRecordParams, body: ZAnesthesiaInput, response: { 200: dataOf(ZAnesthesiaSession) } },
    config: manage,
  }, async (request) => ({ data: await updateAnesthesia(db, request.scope, request.params.id, request.body) }));

  app.post('/records/:id/anesthesia/measurements', {
    schema: { tags: ['records'], params: ZRecordParams, body: ZAnesthesiaMeasurementInput, response: { 201: dataOf(ZAnesthesiaMeasurement) } },
    config: manage,
  }, async (request, reply) => reply.status(201).send({ data: await addMeasurement(db, request.scope, request.params.id, request.body) }));

  app.delete('/records/:id/anesthesia/measurements/:measurementId', {
    schema: { tags: ['records'], params: ZMeasurementParams, response: { 204: z.null() } },
    config: manage,
  }, async (request, reply) => {
    await deleteMeasurement(db, request.scope, request.params.id, request.params.measurementId);
    return reply.status(204).send(null);
  });

  app.get('/records/:id/anesthesia/pdf', {
    schema: { tags: ['records'], params: ZRecordParams },
    config: view,
  }, async (request, reply) => {
    const pdf = await anesthesiaPdf(db, request.scope, request.params.id, request.lang);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="anesthesia-${request.params.id}.pdf"`)
      .send(pdf);
  });
};
