import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZDiagnosis, ZDiagnosisImportResult, ZDiagnosisInput, ZDiagnosisListQuery, ZIdParams, ZPetProblem, ZPetProblemInput, ZPetProblemListQuery,
  ZPetProblemParams, ZPetProblemUpdateInput, ZRecordDiagnosis, ZRecordDiagnosisInput, ZRecordDiagnosisParams, dataOf, pageOf,
} from '@vetclinic/domain';
import type { AppDeps } from '../../app';
import { createDiagnosis, getDiagnosis, importBuiltInDiagnoses, listDiagnoses, updateDiagnosis } from './catalogue-service';
import {
  addPetProblem, addRecordDiagnosis, deleteRecordDiagnosis, listPetProblems, listRecordDiagnoses, updatePetProblem,
} from './record-diagnoses-service';

const view = { access: 'staff', permission: 'records.view' } as const;
const write = { access: 'staff', permission: 'records.manage' } as const;
const catalogue = { access: 'staff', permission: 'diagnoses.manage' } as const;

export const diagnosisRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  // ---------- the clinic's catalogue ----------
  app.get('/diagnoses', {
    schema: { tags: ['diagnoses'], querystring: ZDiagnosisListQuery, response: { 200: pageOf(ZDiagnosis) } },
    config: view,
  }, async (request) => listDiagnoses(db, request.scope, request.query));

  app.post('/diagnoses', {
    schema: { tags: ['diagnoses'], body: ZDiagnosisInput, response: { 201: dataOf(ZDiagnosis) } },
    config: catalogue,
  }, async (request, reply) => reply.status(201).send({ data: await createDiagnosis(db, request.scope, request.body) }));

  app.post('/diagnoses/import-built-in', {
    schema: { tags: ['diagnoses'], response: { 200: dataOf(ZDiagnosisImportResult) } },
    config: catalogue,
  }, async (request) => ({ data: await importBuiltInDiagnoses(db, request.scope) }));

  app.get('/diagnoses/:id', {
    schema: { tags: ['diagnoses'], params: ZIdParams, response: { 200: dataOf(ZDiagnosis) } },
    config: view,
  }, async (request) => ({ data: await getDiagnosis(db, request.scope, request.params.id) }));

  app.put('/diagnoses/:id', {
    schema: { tags: ['diagnoses'], params: ZIdParams, body: ZDiagnosisInput, response: { 200: dataOf(ZDiagnosis) } },
    config: catalogue,
  }, async (request) => ({ data: await updateDiagnosis(db, request.scope, request.params.id, request.body) }));

  // ---------- a record's diagnoses ----------
  app.get('/records/:id/diagnoses', {
    schema: { tags: ['diagnoses'], params: ZIdParams, response: { 200: dataOf(z.array(ZRecordDiagnosis)) } },
    config: view,
  }, async (request) => ({ data: await listRecordDiagnoses(db, request.scope, request.params.id) }));

  app.post('/records/:id/diagnoses', {
    schema: { tags: ['diagnoses'], params: ZIdParams, body: ZRecordDiagnosisInput, response: { 201: dataOf(ZRecordDiagnosis) } },
    config: write,
  }, async (request, reply) => reply.status(201).send({ data: await addRecordDiagnosis(db, request.scope, request.params.id, request.body) }));

  app.delete('/records/:id/diagnoses/:entryId', {
    schema: { tags: ['diagnoses'], params: ZRecordDiagnosisParams },
    config: write,
  }, async (request, reply) => {
    await deleteRecordDiagnosis(db, request.scope, request.params.id, request.params.entryId);
    return reply.status(204).send();
  });

  // ---------- the pet's problem list ----------
  app.get('/pets/:id/problems', {
    schema: { tags: ['diagnoses'], params: ZIdParams, querystring: ZPetProblemListQuery, response: { 200: dataOf(z.array(ZPetProblem)) } },
    config: view,
  }, async (request) => ({ data: await listPetProblems(db, request.scope, request.params.id, request.query) }));

  app.post('/pets/:id/problems', {
    schema: { tags: ['diagnoses'], params: ZIdParams, body: ZPetProblemInput, response: { 201: dataOf(ZPetProblem) } },
    config: write,
  }, async (request, reply) => reply.status(201).send({ data: await addPetProblem(db, request.scope, request.params.id, request.body) }));

  app.put('/pets/:id/problems/:problemId', {
    schema: { tags: ['diagnoses'], params: ZPetProblemParams, body: ZPetProblemUpdateInput, response: { 200: dataOf(ZPetProblem) } },
    config: write,
  }, async (request) => ({ data: await updatePetProblem(db, request.scope, request.params.id, request.params.problemId, request.body) }));
};
