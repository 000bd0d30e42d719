import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PAGE_SIZE, ZApplyTemplateInput, ZIdParams, ZPageQuery, ZPublishResult, ZPublishShiftsInput, ZShift, ZShiftDeleteQuery, ZShiftInput,
  ZShiftTemplate, ZShiftTemplateInput, ZShiftsQuery, dataOf, pageOf,
} from '@vetclinic/domain';
import { pageMeta } from '../../lib/pagination';
import type { AppDeps } from '../../app';
import { createShift, deleteShift, listShifts, publishShifts, updateShift } from './service';
import { applyTemplate, createTemplate, deleteTemplate, listTemplates, updateTemplate } from './templates';

const tags = ['shifts'];
const VIEW = { access: 'staff', permission: 'staff.view' } as const;
const MANAGE = { access: 'staff', permission: 'schedules.manage' } as const;

/** Shifts (draft → published) and weekly shift templates (spec §4 "Shifts: draft, publish (with a force flag)"). */
export const shiftRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get('/shifts', {
    schema: { tags, querystring: ZShiftsQuery, response: { 200: pageOf(ZShift) } },
    config: VIEW,
  }, async (request) => {
    const data = await listShifts(db, request.scope, request.query);
    return { data, meta: pageMeta(1, Math.max(data.length, 1), data.length) };
  });

  app.post('/shifts', {
    schema: { tags, body: ZShiftInput, response: { 201: dataOf(ZShift) } },
    config: MANAGE,
  }, async (request, reply) => reply.status(201).send({ data: await createShift(db, request.scope, { ...request.body, note: request.body.note ?? null }) }));

  app.post('/shifts/publish', {
    schema: { tags, body: ZPublishShiftsInput, response: { 200: dataOf(ZPublishResult) } },
    config: MANAGE,
  }, async (request) => ({ data: await publishShifts(db, request.scope, request.body) }));

  app.put('/shifts/:id', {
    schema: { tags, params: ZIdParams, body: ZShiftInput, response: { 200: dataOf(ZShift) } },
    config: MANAGE,
  }, async (request) => ({ data: await updateShift(db, request.scope, request.params.id, { ...request.body, note: request.body.note ?? null }) }));

  app.delete('/shifts/:id', {
    schema: { tags, params: ZIdParams, querystring: ZShiftDeleteQuery, response: { 204: z.null() } },
    config: MANAGE,
  }, async (request, reply) => {
    await deleteShift(db, request.scope, request.params.id, request.query.force === '1');
    return reply.status(204).send(null);
  });

  // ---------- templates ----------

  app.get('/shift-templates', {
    schema: { tags, querystring: ZPageQuery, response: { 200: pageOf(ZShiftTemplate) } },
    config: VIEW,
  }, async (request) => {
    const perPage = request.query.per_page ?? PAGE_SIZE.common;
    const { data, total } = await listTemplates(db, request.scope, request.query.page, perPage);
    return { data, meta: pageMeta(request.query.page, perPage, total) };
  });

  app.post('/shift-templates', {
    schema: { tags, body: ZShiftTemplateInput, response: { 201: dataOf(ZShiftTemplate) } },
    config: MANAGE,
  }, async (request, reply) => reply.status(201).send({ data: await createTemplate(db, request.scope, request.body) }));

  app.put('/shift-templates/:id', {
    schema: { tags, params: ZIdParams, body: ZShiftTemplateInput, response: { 200: dataOf(ZShiftTemplate) } },
    config: MANAGE,
  }, async (request) => ({ data: await updateTemplate(db, request.scope, request.params.id, request.body) }));

  app.delete('/shift-templates/:id', {
    schema: { tags, params: ZIdParams, response: { 204: z.null() } },
    config: MANAGE,
  }, async (request, reply) => {
    await deleteTemplate(db, request.scope, request.params.id);
    return reply.status(204).send(null);
  });

  app.post('/shift-templates/:id/apply', {
    schema: { tags, params: ZIdParams, body: ZApplyTemplateInput, response: { 201: dataOf(z.array(ZShift)) } },
    config: MANAGE,
  }, async (request, reply) => reply.status(201).send({ data: await applyTemplate(db, request.scope, request.params.id, request.body.week_start) }));
};
