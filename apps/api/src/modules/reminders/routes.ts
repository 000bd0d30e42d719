import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZIdParams, ZReminderOptOuts, ZReminderRule, ZReminderRuleInput, ZReminderRuleListQuery, ZReminderRuleUpdateInput, ZReminderRunInput,
  ZReminderRunResult, ZReminderSent, ZReminderSentQuery, ZReminderUnsubscribe, ZReminderUpcoming, ZReminderUpcomingQuery, dataOf, pageOf,
} from '@vetclinic/domain';
import type { AppDeps } from '../../app';
import { runReminders } from './run';
import {
  confirmUnsubscribe, createReminderRule, deleteReminderRule, getReminderOptOuts, getReminderRule, listReminderRules, listSentReminders,
  listUpcomingReminders, readUnsubscribe, setReminderOptOuts, updateReminderRule,
} from './service';

// Rules are clinic settings; the queue shows clients and pets, so it goes with seeing clients; a client's
// opt-outs are part of the client (clients.manage changes them).
const view = { access: 'staff', permission: 'clinic.settings.view' } as const;
const edit = { access: 'staff', permission: 'clinic.settings.edit' } as const;
const queue = { access: 'staff', permission: 'clients.view' } as const;
const clientEdit = { access: 'staff', permission: 'clients.manage' } as const;
const tags = ['reminders'];

const ZToken = z.object({ token: z.string().min(1).max(200) });

export const reminderRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  const limit = (max: number) => (config.rateLimits ? { rateLimit: { max, timeWindow: '1 minute' } } : {});

  app.get('/reminder-rules', {
    schema: { tags, querystring: ZReminderRuleListQuery, response: { 200: pageOf(ZReminderRule) } }, config: view,
  }, async (request) => listReminderRules(db, request.scope, request.query));

  app.post('/reminder-rules', {
    schema: { tags, body: ZReminderRuleInput, response: { 201: dataOf(ZReminderRule) } }, config: edit,
  }, async (request, reply) => reply.status(201).send({ data: await createReminderRule(db, request.scope, request.body) }));

  app.get('/reminder-rules/:id', {
    schema: { tags, params: ZIdParams, response: { 200: dataOf(ZReminderRule) } }, config: view,
  }, async (request) => ({ data: await getReminderRule(db, request.scope, request.params.id) }));

  app.put('/reminder-rules/:id', {
    schema: { tags, params: ZIdParams, body: ZReminderRuleUpdateInput, response: { 200: dataOf(ZReminderRule) } }, config: edit,
  }, async (request) => ({ data: await updateReminderRule(db, request.scope, request.params.id, request.body) }));

  app.delete('/reminder-rules/:id', {
    schema: { tags, params: ZIdParams }, config: edit,
  }, async (request, reply) => {
    await deleteReminderRule(db, request.scope, request.params.id);
    return reply.status(204).send();
  });

  app.get('/reminders/upcoming', {
    schema: { tags, querystring: ZReminderUpcomingQuery, response: { 200: pageOf(ZReminderUpcoming) } }, config: queue,
  }, async (request) => listUpcomingReminders(db, request.scope, request.query));

  app.get('/reminders/sent', {
    schema: { tags, querystring: ZReminderSentQuery, response: { 200: pageOf(ZReminderSent) } }, config: queue,
  }, async (request) => listSentReminders(db, request.scope, request.query));

  app.get('/pet-parents/:id/reminder-opt-outs', {
    schema: { tags, params: ZIdParams, response: { 200: dataOf(ZReminderOptOuts) } }, config: queue,
  }, async (request) => ({ data: await getReminderOptOuts(db, request.scope, request.params.id) }));

  app.put('/pet-parents/:id/reminder-opt-outs', {
    schema: { tags, params: ZIdParams, body: ZReminderOptOuts, response: { 200: dataOf(ZReminderOptOuts) } }, config: clientEdit,
  }, async (request) => ({ data: await setReminderOptOuts(db, request.scope, request.params.id, request.body) }));

  app.get('/public/reminders/unsubscribe/:token', {
    schema: { tags, params: ZToken, response: { 200: dataOf(ZReminderUnsubscribe) } }, config: { access: 'public', ...limit(60) },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: await readUnsubscribe(db, request.params.token) };
  });

  app.post('/public/reminders/unsubscribe/:token', {
    schema: { tags, params: ZToken, response: { 200: dataOf(ZReminderUnsubscribe) } }, config: { access: 'public', ...limit(20) },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: await confirmUnsubscribe(db, request.params.token) };
  });
};

/**
 * Dev and e2e only (registered with the dev mailbox, never in production): run the reminder job as if it were
 * `at` — a test clock instead of waiting for the due day.
 */
export const devReminderRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  app.post('/dev/reminders/run', {
    schema: { tags: ['dev'], body: ZReminderRunInput.default({}), response: { 200: ZReminderRunResult } },
    config: { access: 'public' },
  }, async (request) => runReminders(db, { publicUrl: config.publicUrl, now: request.body.at ? new Date(request.body.at) : new Date() }));
};
