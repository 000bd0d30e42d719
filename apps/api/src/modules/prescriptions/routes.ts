import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZIdParams, ZPrescription, ZPrescriptionInput, ZPrescriptionListQuery, ZPrescriptionPdfQuery, ZPrescriptionStatusInput, ZPrescriptionUpdateInput,
  dataOf, pageOf,
} from '@vetclinic/domain';
import type { AppDeps } from '../../app';
import { prescriptionPdf } from './pdf';
import { changePrescriptionStatus, createPrescription, getPrescription, listPrescriptions, updatePrescription } from './service';

const view = { access: 'staff', permission: 'records.view' } as const;
const write = { access: 'staff', permission: 'records.manage' } as const;

export const prescriptionRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get('/prescriptions', {
    schema: { tags: ['prescriptions'], querystring: ZPrescriptionListQuery, response: { 200: pageOf(ZPrescription) } },
    config: view,
  }, async (request) => listPrescriptions(db, request.scope, request.query));

  app.post('/prescriptions', {
    schema: { tags: ['prescriptions'], body: ZPrescriptionInput, response: { 201: dataOf(ZPrescription) } },
    config: write,
  }, async (request, reply) => reply.status(201).send({ data: await createPrescription(db, request.scope, request.body) }));

  app.get('/prescriptions/:id', {
    schema: { tags: ['prescriptions'], params: ZIdParams, response: { 200: dataOf(ZPrescription) } },
    config: view,
  }, async (request) => ({ data: await getPrescription(db, request.scope, request.params.id) }));

  app.put('/prescriptions/:id', {
    schema: { tags: ['prescriptions'], params: ZIdParams, body: ZPrescriptionUpdateInput, response: { 200: dataOf(ZPrescription) } },
    config: write,
  }, async (request) => ({ data: await updatePrescription(db, request.scope, request.params.id, request.body) }));

  app.post('/prescriptions/:id/status', {
    schema: { tags: ['prescriptions'], params: ZIdParams, body: ZPrescriptionStatusInput, response: { 200: dataOf(ZPrescription) } },
    config: write,
  }, async (request) => ({ data: await changePrescriptionStatus(db, request.scope, request.params.id, request.body.status, request.body.reason ?? null) }));

  app.get('/prescriptions/:id/pdf', {
    schema: { tags: ['prescriptions'], params: ZIdParams, querystring: ZPrescriptionPdfQuery, produces: ['application/pdf'] },
    config: view,
  }, async (request, reply) => {
    const { fileName, pdf } = await prescriptionPdf(db, request.scope, request.params.id, request.query.format, request.lang);
    return reply
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `inline; filename="${fileName}"`)
      .type('application/pdf')
      .send(pdf);
  });
};
