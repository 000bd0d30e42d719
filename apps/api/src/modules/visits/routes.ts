import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCheckInInput, ZIdParams, ZVisit, ZVisitBoardVersion, ZVisitListQuery, ZVisitListResponse, ZVisitStageInput, ZVisitUndoInput, dataOf,
} from '@vetclinic/domain';
import type { AppDeps } from '../../app';
import { boardVersion, changeStage, checkIn, getVisit, listVisits, undoStage } from './service';

// The board opens for whoever sees the calendar (visits.manage implies appointments.view).
const view = { access: 'staff', permission: 'appointments.view' } as const;
const manage = { access: 'staff', permission: 'visits.manage' } as const;

export const visitRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get('/visits', {
    schema: { tags: ['visits'], querystring: ZVisitListQuery, response: { 200: ZVisitListResponse } },
    config: view,
  }, async (request) => listVisits(db, request.scope, request.query));

  app.get('/visits/board-version', {
    schema: { tags: ['visits'], querystring: ZVisitListQuery, response: { 200: dataOf(ZVisitBoardVersion) } },
    config: view,
  }, async (request) => ({ data: { version: await boardVersion(db, request.scope, request.query) } }));

  app.post('/visits', {
    schema: { tags: ['visits'], body: ZCheckInInput, response: { 201: dataOf(ZVisit) } },
    config: manage,
  }, async (request, reply) => reply.status(201).send({ data: await checkIn(db, request.scope, request.body) }));

  app.get('/visits/:id', {
    schema: { tags: ['visits'], params: ZIdParams, response: { 200: dataOf(ZVisit) } },
    config: view,
  }, async (request) => ({ data: await getVisit(db, request.scope, request.params.id) }));

  app.post('/visits/:id/stage', {
    schema: { tags: ['visits'], params: ZIdParams, body: ZVisitStageInput, response: { 200: dataOf(ZVisit) } },
    config: manage,
  }, async (request) => ({ data: await changeStage(db, request.scope, request.params.id, request.body) }));

  app.post('/visits/:id/undo-stage', {
    schema: { tags: ['visits'], params: ZIdParams, body: ZVisitUndoInput, response: { 200: dataOf(ZVisit) } },
    config: manage,
  }, async (request) => ({ data: await undoStage(db, request.scope, request.params.id, request.body) }));
};
