import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZNotificationInput, ZNotificationPreview, ZNotificationResult, dataOf } from '@vetclinic/domain';
import type { AppDeps } from '../../app';
import { previewNotification, sendNotification } from './service';

const access = { access: 'staff', permission: 'clients.manage' } as const;

export const notificationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.post('/notification', {
    schema: { tags: ['notifications'], body: ZNotificationInput, response: { 200: dataOf(ZNotificationResult) } },
    config: access,
  }, async (request) => ({ data: await sendNotification(db, request.scope, request.body) }));

  app.post('/notification/preview', {
    schema: { tags: ['notifications'], body: ZNotificationInput, response: { 200: dataOf(ZNotificationPreview) } },
    config: access,
  }, async (request) => ({ data: await previewNotification(db, request.scope, request.body) }));
};
