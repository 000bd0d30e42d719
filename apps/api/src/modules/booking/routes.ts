import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppointmentStatus, ZBookingInput, ZBookingResult, ZCancelInput, ZPublicAppointment, ZRescheduleInput, dataOf, resolveLanguage } from '@vetclinic/domain';
import type { AppDeps } from '../../app';
import { idempotencyContext } from '../../lib/idempotency';
import { createFileStorage } from '../../providers/storage/file-storage';
import { generatePrintableFiles } from '../documents/printable-files';
import { notifyOutbox } from '../messaging/outbox';
import { inviteByToken } from './appointment-invite';
import { createBooking } from './create-booking';
import { acceptByToken, cancelByToken, rescheduleByToken, viewByToken } from './manage-booking';

const ZToken = z.object({ token: z.string().min(1).max(200) });

/** Online booking and the manage links sent by mail. */
export const bookingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config, reads }) => {
  const limit = (max: number) => (config.rateLimits ? { rateLimit: { max, timeWindow: '1 minute' } } : {});
  const storage = createFileStorage(config);

  app.post('/for-pet-parents/appointments', {
    schema: { tags: ['online booking'], body: ZBookingInput, response: { 201: dataOf(ZBookingResult) } },
    config: { access: 'parent-optional', ...limit(10) },
  }, async (request, reply) => {
    const lang = request.body.language ? resolveLanguage(request.body.language) : request.lang;
    const idem = idempotencyContext('booking', request.headers['idempotency-key'], { body: request.body, parent: request.parent?.parentId ?? null });
    const data = await createBooking(db, { publicUrl: config.publicUrl, mailFrom: config.mailFrom, lang, parent: request.parent }, request.body, idem);
    notifyOutbox();
    // Auto-confirmed (clinic setting): the printable files come now, as when staff confirm (appointments/routes.ts);
    // after the commit, once per appointment (a retried key finds them made), and never the booking's failure.
    if (data.status === AppointmentStatus.CONFIRMED) {
      try {
        await generatePrintableFiles(db, storage, data.id);
      } catch (err) {
        request.log.warn({ err, appointmentId: data.id }, 'printable files not generated');
      }
    }
    return reply.status(201).send({ data });
  });

  // The page's confirmation after booking reads the replica only once it has the booking (the vc-lsn cookie); a link
  // from the mail opened elsewhere, without the cookie, that the replica does not know yet is looked up on the primary.
  app.get('/public/appointments/:token', {
    schema: { tags: ['online booking'], params: ZToken, response: { 200: dataOf(ZPublicAppointment) } },
    config: { access: 'public', ...limit(30) },
  }, async (request) => ({ data: await reads.read(request, (rdb) => viewByToken(rdb, request.params.token), { recheckNotFound: true }) }));

  // The page's "add to calendar" download: the same invite as the mails (one builder, one UID).
  app.get('/public/appointments/:token/calendar.ics', {
    schema: { tags: ['online booking'], params: ZToken, produces: ['text/calendar'] },
    config: { access: 'public', ...limit(30) },
  }, async (request, reply) => {
    const invite = await reads.read(request, (rdb) => inviteByToken(rdb, request.params.token, { publicUrl: config.publicUrl, mailFrom: config.mailFrom, lang: request.lang }), { recheckNotFound: true });
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="${invite.fileName}"`)
      .type(`text/calendar; charset=utf-8; method=${invite.method}`)
      .send(invite.ics);
  });

  // A GET because the spec says so; the page calls it only from a click, never on load.
  app.get('/public/appointments/:token/accept', {
    schema: { tags: ['online booking'], params: ZToken, response: { 200: dataOf(ZPublicAppointment) } },
    config: { access: 'public', writes: true, ...limit(30) },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const data = await acceptByToken(db, { publicUrl: config.publicUrl, mailFrom: config.mailFrom, lang: request.lang }, request.params.token);
    notifyOutbox();
    return { data };
  });

  app.post('/public/appointments/:token/cancel', {
    schema: { tags: ['online booking'], params: ZToken, body: ZCancelInput, response: { 200: dataOf(ZPublicAppointment) } },
    config: { access: 'public', ...limit(30) },
  }, async (request) => {
    const data = await cancelByToken(db, { publicUrl: config.publicUrl, mailFrom: config.mailFrom, lang: request.lang }, request.params.token, request.body.reason ?? null);
    notifyOutbox();
    return { data };
  });

  app.post('/public/appointments/:token/reschedule', {
    schema: { tags: ['online booking'], params: ZToken, body: ZRescheduleInput, response: { 200: dataOf(ZPublicAppointment) } },
    config: { access: 'public', ...limit(30) },
  }, async (request) => {
    const data = await rescheduleByToken(db, { publicUrl: config.publicUrl, mailFrom: config.mailFrom, lang: request.lang }, request.params.token, request.body);
    notifyOutbox();
    return { data };
  });
};
