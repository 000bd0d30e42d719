import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PAGE_SIZE, ZAcceptInviteInput, ZIdParams, ZInviteInfo, ZInviteStaffInput, ZPermissionItem, ZRoleDetail, ZRoleInput, ZStaffListQuery,
  ZStaffMember, ZTimeOff, ZTimeOffInput, ZTimeOffQuery, ZTokenPair, ZUpdateStaffInput, ZWorkingHours, ZWorkingHoursInput, dataOf, pageOf,
} from '@vetclinic/domain';
import { pageMeta } from '../../lib/pagination';
import type { AppDeps } from '../../app';
import { notifyOutbox } from '../messaging/outbox';
import { acceptInvite, getInviteInfo, inviteStaff } from './invites';
import { createRole, deleteRole, permissionCatalogue, updateRole } from './roles';
import { addTimeOff, deleteTimeOff, getWorkingHours, listTimeOff, replaceWorkingHours } from './schedule';
import { generatePin, listClinicStaff, setStaffActive, updateStaff } from './service';

const tags = ['staff'];
const VIEW = { access: 'staff', permission: 'staff.view' } as const;
const MANAGE = { access: 'staff', permission: 'staff.manage' } as const;
const SCHEDULES = { access: 'staff', permission: 'schedules.manage' } as const;

/** Vets and clinic users, invitations, roles, weekly hours and time off (spec §7 "vets", "roles"). */
export const staffRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, jwt, config }) => {
  const limit = (max: number) => (config.rateLimits ? { rateLimit: { max, timeWindow: '1 minute' } } : {});
  app.get('/vets', {
    schema: { tags, querystring: ZStaffListQuery, response: { 200: pageOf(ZStaffMember) } },
    config: VIEW,
  }, async (request) => {
    const filter = request.query.filter;
    const data = await listClinicStaff(db, request.scope, { vetsOnly: filter?.is_vet !== '0', includeInactive: filter?.include_inactive === '1' });
    return { data, meta: pageMeta(1, Math.max(PAGE_SIZE.vets, data.length), data.length) };
  });

  app.post('/vets/invite', {
    schema: { tags, body: ZInviteStaffInput, response: { 201: dataOf(ZStaffMember) } },
    config: MANAGE,
  }, async (request, reply) => {
    const member = await inviteStaff(db, config.publicUrl, request.scope, { ...request.body, job_title: request.body.job_title ?? null });
    notifyOutbox();
    return reply.status(201).send({ data: member });
  });

  app.put('/vets/:id', {
    schema: { tags, params: ZIdParams, body: ZUpdateStaffInput, response: { 200: dataOf(ZStaffMember) } },
    config: MANAGE,
  }, async (request) => ({ data: await updateStaff(db, request.scope, request.params.id, request.body) }));

  for (const action of ['deactivate', 'activate'] as const) {
    app.post(`/vets/:id/${action}`, {
      schema: { tags, params: ZIdParams, response: { 200: dataOf(ZStaffMember) } },
      config: MANAGE,
    }, async (request) => ({ data: await setStaffActive(db, request.scope, request.params.id, action === 'activate') }));
  }

  app.post('/vets/:id/generate-pin', {
    schema: { tags, params: ZIdParams, response: { 200: dataOf(z.object({ pin: z.string() })) } },
    config: VIEW,
  }, async (request) => ({ data: { pin: await generatePin(db, request.scope, request.params.id) } }));

  // ---------- weekly hours and time off ----------

  app.get('/vets/:id/working-hours', {
    schema: { tags, params: ZIdParams, response: { 200: dataOf(ZWorkingHours) } },
    config: VIEW,
  }, async (request) => ({ data: await getWorkingHours(db, request.scope, request.params.id) }));

  app.put('/vets/:id/working-hours', {
    schema: { tags, params: ZIdParams, body: ZWorkingHoursInput, response: { 200: dataOf(ZWorkingHours) } },
    config: SCHEDULES,
  }, async (request) => ({ data: await replaceWorkingHours(db, request.scope, request.params.id, request.body) }));

  app.get('/vets/:id/time-off', {
    schema: { tags, params: ZIdParams, querystring: ZTimeOffQuery, response: { 200: pageOf(ZTimeOff) } },
    config: VIEW,
  }, async (request) => {
    const perPage = request.query.per_page ?? PAGE_SIZE.common;
    const { data, total } = await listTimeOff(db, request.scope, request.params.id, { includePast: request.query.filter?.include_past === '1', page: request.query.page, perPage });
    return { data, meta: pageMeta(request.query.page, perPage, total) };
  });

  app.post('/vets/:id/time-off', {
    schema: { tags, params: ZIdParams, body: ZTimeOffInput, response: { 201: dataOf(ZTimeOff) } },
    config: SCHEDULES,
  }, async (request, reply) => reply.status(201).send({ data: await addTimeOff(db, request.scope, request.params.id, { ...request.body, reason: request.body.reason ?? null }) }));

  app.delete('/time-off/:id', {
    schema: { tags, params: ZIdParams, response: { 204: z.null() } },
    config: SCHEDULES,
  }, async (request, reply) => {
    await deleteTimeOff(db, request.scope, request.params.id);
    return reply.status(204).send(null);
  });

  // ---------- roles and permissions (GET /roles lives with the clinics module) ----------

  app.get('/permissions', {
    schema: { tags, response: { 200: dataOf(z.array(ZPermissionItem)) } },
    config: VIEW,
  }, async () => ({ data: permissionCatalogue() }));

  app.post('/roles', {
    schema: { tags, body: ZRoleInput, response: { 201: dataOf(ZRoleDetail) } },
    config: MANAGE,
  }, async (request, reply) => reply.status(201).send({ data: await createRole(db, request.scope, request.body) }));

  app.put('/roles/:id', {
    schema: { tags, params: ZIdParams, body: ZRoleInput, response: { 200: dataOf(ZRoleDetail) } },
    config: MANAGE,
  }, async (request) => ({ data: await updateRole(db, request.scope, request.params.id, request.body) }));

  app.delete('/roles/:id', {
    schema: { tags, params: ZIdParams, response: { 204: z.null() } },
    config: MANAGE,
  }, async (request, reply) => {
    await deleteRole(db, request.scope, request.params.id);
    return reply.status(204).send(null);
  });

  // ---------- accepting an invitation (public: the token is the credential) ----------

  app.get('/auth/invites/:token', {
    schema: { tags: ['staff auth'], params: z.object({ token: z.string().min(1).max(200) }), response: { 200: dataOf(ZInviteInfo) } },
    config: { access: 'public', ...limit(30) },
  }, async (request) => ({ data: await getInviteInfo(db, request.params.token) }));

  app.post('/auth/accept-invite', {
    schema: { tags: ['staff auth'], body: ZAcceptInviteInput, response: { 200: ZTokenPair } },
    config: { access: 'public', ...limit(10) },
  }, async (request) => acceptInvite(db, jwt, request.body.token, request.body.password));
};
