import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAppointment, ZAppointmentListQuery, ZAppointmentSearchQuery, ZAppointmentWriteResult, ZBookable, ZBookableQuery, ZCalendarOptions,
  ZClinicCancelInput, ZConfirmInput, ZIdParams, ZLastConductedQuery, ZProposeTimeInput, ZRequestsQuery, ZStaffAppointmentInput,
  ZStaffAppointmentUpdate, ZStaffWalkInInput, ZTimeslotsQuery, ZVetTimeslots, dataOf, pageOf, zId,
} from '@vetclinic/domain';
import type { AppDeps } from '../../app';
import { AppError } from '../../lib/app-error';
import { reuseEncodings } from '../../lib/compression';
import { idempotencyContext } from '../../lib/idempotency';
import { notifyOutbox } from '../messaging/outbox';
import { generatePrintableFiles } from '../documents/printable-files';
import { createFileStorage } from '../../providers/storage/file-storage';
import { TimeslotsCache } from '../public/timeslots-cache';
import { cancelAppointment, confirmAppointment, markNoShow, proposeTime, renewClientLink } from './actions';
import { calendarOptions, getAppointment, lastConducted, listAppointmentsCached, listRequests, type CalendarListBody, searchAppointments } from './service';
import { isBookable, staffTimeslots } from './staff-rules';
import { createAppointment, createWalkInAppointment, updateAppointment } from './write';

const view = { access: 'staff', permission: 'appointments.view' } as const;
const manage = { access: 'staff', permission: 'appointments.manage' } as const;
const tags = ['appointments'];

/** The staff calendar, the online requests queue and the desk's booking rules. */
export const appointmentRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  const ctx = () => ({ publicUrl: config.publicUrl, mailFrom: config.mailFrom });
  /** Calendar lists (a week is ~300 KB of JSON): at most 100 per process, each checked against the database on every request. */
  const calendarCache = new TimeslotsCache<CalendarListBody>(100, 60_000);
  /** Mails are queued in the change's transaction; wake the sender once it committed. */
  const sent = <T>(value: T) => {
    notifyOutbox();
    return value;
  };
  const storage = createFileStorage(config);
  /**
   * A confirmed appointment gets its services' and visit type's printable files (after the commit: a PDF is not
   * rendered inside the booking's transaction). A failure is logged, never the confirmation's failure: the
   * documents can still be printed from the pet profile.
   */
  const withPrintables = async <T extends { data: { id: number } }>(result: T): Promise<T> => {
    try {
      await generatePrintableFiles(db, storage, result.data.id);
    } catch (err) {
      app.log.warn({ err, appointmentId: result.data.id }, 'printable files not generated');
    }
    return result;
  };

  app.get('/appointments', {
    schema: { tags, querystring: ZAppointmentListQuery, response: { 200: pageOf(ZAppointment) } },
    config: view,
    // The answer is JSON text, cached per clinic and query while the group's calendar_version is
    // unchanged. hydrateAppointments builds exactly `ZAppointment` (appointments.test.ts parses
    // the list strictly), so the week's hundreds of appointments are not validated again.
    serializerCompiler: () => (data) => (typeof data === 'string' ? data : JSON.stringify(data)),
  }, async (request, reply) => {
    const body = await listAppointmentsCached(db, calendarCache, request.scope, request.query);
    // A week is ~300 KB of JSON (~17 KB compressed): the compression hook encodes it once per cached list and coding.
    reuseEncodings(reply, body.encoded);
    return reply.type('application/json; charset=utf-8').send(body.json as never);
  });

  app.get('/appointments/search', {
    schema: { tags, querystring: ZAppointmentSearchQuery, response: { 200: pageOf(ZAppointment) } },
    config: view,
  }, async (request) => searchAppointments(db, request.scope, request.query));

  app.get('/appointments/requests', {
    schema: { tags, querystring: ZRequestsQuery, response: { 200: pageOf(ZAppointment) } },
    config: view,
  }, async (request) => listRequests(db, request.scope, request.query));

  app.get('/appointments/last-conducted', {
    schema: { tags, querystring: ZLastConductedQuery, response: { 200: dataOf(ZAppointment.nullable()) } },
    config: view,
  }, async (request) => ({ data: await lastConducted(db, request.scope, request.query) }));

  app.get('/appointments/options', {
    schema: { tags, response: { 200: dataOf(ZCalendarOptions) } },
    config: view,
  }, async (request) => ({ data: await calendarOptions(db, request.scope) }));

  app.get('/appointments/:id', {
    schema: { tags, params: ZIdParams, response: { 200: dataOf(ZAppointment) } },
    config: view,
  }, async (request) => ({ data: await getAppointment(db, request.scope, request.params.id) }));

  app.post('/appointments', {
    schema: { tags, body: ZStaffAppointmentInput, response: { 201: ZAppointmentWriteResult } },
    config: manage,
  }, async (request, reply) => {
    const idem = idempotencyContext(`staff-appointment:${request.scope.clinicId}:${request.scope.userId}`, request.headers['idempotency-key'], request.body);
    return reply.status(201).send(sent(await withPrintables(await createAppointment(db, request.scope, ctx(), request.body, idem))));
  });

  // A walk-in creates a client and a pet too: the desk needs both permissions.
  app.post('/appointments/walk-in', {
    schema: { tags, body: ZStaffWalkInInput, response: { 201: ZAppointmentWriteResult } },
    config: manage,
    preHandler: async (request) => {
      for (const permission of ['clients.manage', 'pets.manage'] as const) if (!request.scope.permissions.has(permission)) throw new AppError('forbidden');
    },
  }, async (request, reply) => {
    const idem = idempotencyContext(`staff-walk-in:${request.scope.clinicId}:${request.scope.userId}`, request.headers['idempotency-key'], request.body);
    return reply.status(201).send(sent(await createWalkInAppointment(db, request.scope, ctx(), request.body, idem)));
  });

  app.put('/appointments/:id', {
    schema: { tags, params: ZIdParams, body: ZStaffAppointmentUpdate, response: { 200: ZAppointmentWriteResult } },
    config: manage,
  }, async (request) => sent(await updateAppointment(db, request.scope, ctx(), request.params.id, request.body)));

  app.post('/appointments/:id/confirm', {
    schema: { tags, params: ZIdParams, body: ZConfirmInput, response: { 200: ZAppointmentWriteResult } },
    config: manage,
  }, async (request) => sent(await withPrintables(await confirmAppointment(db, request.scope, ctx(), request.params.id, request.body))));

  app.post('/appointments/:id/cancel', {
    schema: { tags, params: ZIdParams, body: ZClinicCancelInput, response: { 200: ZAppointmentWriteResult } },
    config: manage,
  }, async (request) => sent(await cancelAppointment(db, request.scope, ctx(), request.params.id, request.body)));

  app.post('/appointments/:id/no-show', {
    schema: { tags, params: ZIdParams, response: { 200: ZAppointmentWriteResult } },
    config: manage,
  }, async (request) => markNoShow(db, request.scope, ctx(), request.params.id));

  app.post('/appointments/:id/propose-time', {
    schema: { tags, params: ZIdParams, body: ZProposeTimeInput, response: { 200: ZAppointmentWriteResult } },
    config: manage,
  }, async (request) => sent(await proposeTime(db, request.scope, ctx(), request.params.id, request.body)));

  // The client asked for a new manage link: the earlier ones stop working, the new one goes by mail.
  app.post('/appointments/:id/manage-link', {
    schema: { tags, params: ZIdParams, response: { 200: ZAppointmentWriteResult } },
    config: manage,
  }, async (request) => sent(await renewClientLink(db, request.scope, ctx(), request.params.id)));

  app.get('/ws/:vetId/bookable', {
    schema: { tags, params: z.object({ vetId: zId }), querystring: ZBookableQuery, response: { 200: dataOf(ZBookable) } },
    config: view,
  }, async (request) => ({ data: await isBookable(db, request.scope, request.params.vetId, request.query) }));

  app.get('/clinics/:id/vets-timeslots', {
    schema: { tags, params: ZIdParams, querystring: ZTimeslotsQuery, response: { 200: dataOf(z.array(ZVetTimeslots)) } },
    config: view,
  }, async (request) => ({ data: await staffTimeslots(db, request.scope, request.params.id, request.query) }));
};
