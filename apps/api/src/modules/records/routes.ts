import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZIdParams, ZPageQuery, ZRecord, ZRecordAppointment, ZRecordAttachAppointmentInput, ZRecordCloseInput, ZRecordCreateInput,
  ZRecordDeleteQuery, ZRecordDuplicateInput, ZRecordFieldValuesInput, ZRecordFieldValuesResult, ZRecordHistoryEntry, ZRecordListItem,
  ZRecordListQuery, ZRecordQuickSearchQuery, ZRecordRepoTemplate, ZRecordReopenInput, ZRecordSaveValuesInput, ZRecordSearchQuery,
  ZRecordStatusInput, ZRecordSyncCommunicationInput, ZRecordSyncCommunicationResult, ZRecordTemplate, ZRecordTemplateCopyInput,
  ZRecordTemplateInput, ZRecordTemplateListQuery, ZRecordTemplateUpdateInput, dataOf, pageOf, zId, ZMedicalHistoryItem, ZMedicalHistoryQuery,
} from '@vetclinic/domain';
import type { AppDeps } from '../../app';
import { syncClientCommunication } from './communication-service';
import { medicalHistory } from './medical-history-service';
import { recordPdf } from './pdf';
import {
  attachAppointment, changeStatus, closeRecord, createRecord, deleteRecord, duplicateRecord, getRecord, listRecordAppointments,
  listRecords, quickSearch, recordHistory, reopenRecord, searchRecords,
} from './service';
import {
  archiveTemplate, copyFromRepository, createTemplate, getTemplate, listRepository, listTemplates, updateTemplate,
} from './templates-service';
import { getFieldValues, putFieldValues, saveValues } from './values-service';

const view = { access: 'staff', permission: 'records.view' } as const;
const manage = { access: 'staff', permission: 'records.manage' } as const;
const reopen = { access: 'staff', permission: 'records.reopen' } as const;
const templatesManage = { access: 'staff', permission: 'records.templates.manage' } as const;
const tags = ['records'];

const ZSaveValuesParams = z.object({ petId: zId, recordId: zId });

export const recordRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  // ---------- templates ----------
  app.get('/record-templates', {
    schema: { tags, querystring: ZRecordTemplateListQuery, response: { 200: pageOf(ZRecordTemplate) } },
    config: view,
  }, async (request) => listTemplates(db, request.scope, request.query));

  app.post('/record-templates', {
    schema: { tags, body: ZRecordTemplateInput, response: { 201: dataOf(ZRecordTemplate) } },
    config: templatesManage,
  }, async (request, reply) => reply.status(201).send({ data: await createTemplate(db, request.scope, request.body) }));

  app.get('/record-templates/repository', {
    schema: { tags, response: { 200: dataOf(z.array(ZRecordRepoTemplate)) } },
    config: view,
  }, async (request) => ({ data: await listRepository(db, request.scope, request.lang) }));

  app.post('/record-templates/copy-from-repo', {
    schema: { tags, body: ZRecordTemplateCopyInput, response: { 201: dataOf(z.array(ZRecordTemplate)) } },
    config: templatesManage,
  }, async (request, reply) => reply.status(201).send({ data: await copyFromRepository(db, request.scope, request.body) }));

  app.get('/record-templates/:id', {
    schema: { tags, params: ZIdParams, response: { 200: dataOf(ZRecordTemplate) } },
    config: view,
  }, async (request) => ({ data: await getTemplate(db, request.scope, request.params.id) }));

  app.put('/record-templates/:id', {
    schema: { tags, params: ZIdParams, body: ZRecordTemplateUpdateInput, response: { 200: dataOf(ZRecordTemplate) } },
    config: templatesManage,
  }, async (request) => ({ data: await updateTemplate(db, request.scope, request.params.id, request.body) }));

  app.delete('/record-templates/:id', {
    schema: { tags, params: ZIdParams },
    config: templatesManage,
  }, async (request, reply) => {
    await archiveTemplate(db, request.scope, request.params.id);
    return reply.status(204).send();
  });

  // ---------- records: lists ----------
  app.get('/records', {
    schema: { tags, querystring: ZRecordListQuery, response: { 200: pageOf(ZRecordListItem) } },
    config: view,
  }, async (request) => listRecords(db, request.scope, request.query));

  app.get('/patients/:petId/medical-history', {
    schema: { tags, params: z.object({ petId: zId }), querystring: ZMedicalHistoryQuery, response: { 200: pageOf(ZMedicalHistoryItem) } },
    config: view,
  }, async (request) => medicalHistory(db, request.scope, request.params.petId, request.query));

  app.get('/records/quick-search', {
    schema: { tags, querystring: ZRecordQuickSearchQuery, response: { 200: dataOf(z.array(ZRecordListItem)) } },
    config: view,
  }, async (request) => quickSearch(db, request.scope, request.query));

  app.get('/records/search', {
    schema: { tags, querystring: ZRecordSearchQuery, response: { 200: pageOf(ZRecordListItem) } },
    config: view,
  }, async (request) => searchRecords(db, request.scope, request.query));

  // ---------- records: one ----------
  app.post('/records', {
    schema: { tags, body: ZRecordCreateInput, response: { 201: dataOf(ZRecord) } },
    config: manage,
  }, async (request, reply) => reply.status(201).send({ data: await createRecord(db, request.scope, request.body) }));

  app.get('/records/:id', {
    schema: { tags, params: ZIdParams, response: { 200: dataOf(ZRecord) } },
    config: view,
  }, async (request) => ({ data: await getRecord(db, request.scope, request.params.id) }));

  app.delete('/records/:id', {
    schema: { tags, params: ZIdParams, querystring: ZRecordDeleteQuery },
    config: manage,
  }, async (request, reply) => {
    await deleteRecord(db, request.scope, request.params.id, request.query.payments);
    return reply.status(204).send();
  });

  app.put('/record/:id/change-status', {
    schema: { tags, params: ZIdParams, body: ZRecordStatusInput, response: { 200: dataOf(ZRecord) } },
    config: manage,
  }, async (request) => ({ data: await changeStatus(db, request.scope, request.params.id, request.body.status, request.body.task_template_ids) }));

  app.post('/records/:id/close', {
    schema: { tags, params: ZIdParams, body: ZRecordCloseInput.optional(), response: { 200: dataOf(ZRecord) } },
    config: manage,
  }, async (request) => ({ data: await closeRecord(db, request.scope, request.params.id, request.body?.task_template_ids) }));

  app.post('/records/:id/reopen', {
    schema: { tags, params: ZIdParams, body: ZRecordReopenInput, response: { 200: dataOf(ZRecord) } },
    config: reopen,
  }, async (request) => ({ data: await reopenRecord(db, request.scope, request.params.id, request.body.reason) }));

  app.post('/records/:id/duplicate', {
    schema: { tags, params: ZIdParams, body: ZRecordDuplicateInput.optional(), response: { 201: dataOf(ZRecord) } },
    config: manage,
  }, async (request, reply) => reply.status(201).send({ data: await duplicateRecord(db, request.scope, request.params.id, request.body?.recorded_at) }));

  app.post('/records/:id/attach-source-appointment', {
    schema: { tags, params: ZIdParams, body: ZRecordAttachAppointmentInput, response: { 200: dataOf(ZRecord) } },
    config: manage,
  }, async (request) => ({ data: await attachAppointment(db, request.scope, request.params.id, request.body.appointment_id) }));

  app.get('/records/:id/appointments', {
    schema: { tags, params: ZIdParams, response: { 200: dataOf(z.array(ZRecordAppointment)) } },
    config: view,
  }, async (request) => ({ data: await listRecordAppointments(db, request.scope, request.params.id) }));

  app.post('/records/:id/sync-client-communication', {
    schema: { tags, params: ZIdParams, body: ZRecordSyncCommunicationInput, response: { 200: dataOf(ZRecordSyncCommunicationResult) } },
    config: manage,
  }, async (request) => ({ data: await syncClientCommunication(db, request.scope, request.params.id, request.body) }));

  app.get('/records/:id/history', {
    schema: { tags, params: ZIdParams, querystring: ZPageQuery, response: { 200: pageOf(ZRecordHistoryEntry) } },
    config: view,
  }, async (request) => recordHistory(db, request.scope, request.params.id, request.query));

  app.get('/records/:id/pdf', {
    schema: { tags, params: ZIdParams, produces: ['application/pdf'] },
    config: view,
  }, async (request, reply) => {
    const { filename, pdf } = await recordPdf(db, request.scope, request.params.id, request.lang);
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .type('application/pdf')
      .send(pdf);
  });

  // ---------- values ----------
  app.get('/records/:id/field-values', {
    schema: { tags, params: ZIdParams, response: { 200: dataOf(ZRecordFieldValuesResult) } },
    config: view,
  }, async (request) => ({ data: await getFieldValues(db, request.scope, request.params.id) }));

  app.put('/records/:id/field-values', {
    schema: { tags, params: ZIdParams, body: ZRecordFieldValuesInput, response: { 200: dataOf(ZRecordFieldValuesResult) } },
    config: manage,
  }, async (request) => ({ data: await putFieldValues(db, request.scope, request.params.id, request.body.fields) }));

  app.post('/patients/:petId/:recordId/save-values', {
    schema: { tags, params: ZSaveValuesParams, body: ZRecordSaveValuesInput, response: { 200: dataOf(ZRecordFieldValuesResult) } },
    config: manage,
  }, async (request) => ({ data: await saveValues(db, request.scope, request.params.petId, request.params.recordId, request.body) }));
};
