import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZNotificationInput, ZNotificationPreview, ZNotificationResult, ZPayable, ZPayablesQuery, dataOf } from '@vetclinic/domain';
import type { AppDeps } from '../../app';
import { listPayables, previewNotification, sendNotification } from './service';

const access = { access: 'staff', permission: 'clients.manage' } as const;

export const notificationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  app.post('/notification', {
    schema: { tags: ['notifications'], body: ZNotificationInput, response: { 200: dataOf(ZNotificationResult) } },
    config: access,
  }, async (request) => ({ data: await sendNotification(db, request.scope, request.body, config.publicUrl) }));

  app.post('/notification/preview', {
    schema: { tags: ['notifications'], body: ZNotificationInput, response: { 200: dataOf(ZNotificationPreview) } },
    config: access,
  }, async (request) => ({ data: await previewNotification(db, request.scope, request.body, config.publicUrl) }));

  app.get('/notification/payables', {
    schema: { tags: ['notifications'], querystring: ZPayablesQuery, response: { 200: dataOf(z.array(ZPayable)) } },
    config: access,
  }, async (request) => ({ data: await listPayables(db, request.scope, request.query.client_id) }));
};
