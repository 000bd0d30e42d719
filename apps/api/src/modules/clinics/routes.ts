import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZChatIdentity, ZChatSettings, ZChatSettingsInput, ZClinic, ZClinicSchedule, ZClinicSettingsInput, ZIdParams, ZPreferences, ZPreferencesInput, ZRole, dataOf, pageOf, zId } from '@vetclinic/domain';
import type { AppDeps } from '../../app';
import { chatIdentity, deleteChatSettings, getChatSettings, updateChatSettings } from './chat-settings';
import { getPreferences, getSettings, listClinicsOfUser, listRoles, updatePreferences, updateSettings } from './service';

const ZSettings = ZClinic.extend({ schedules: z.array(ZClinicSchedule) });

export const clinicRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get('/clinics', {
    schema: { tags: ['clinics'], response: { 200: pageOf(ZClinic) } },
    config: { access: 'staff-user' },
  }, async (request) => {
    const data = await listClinicsOfUser(db, request.staff!.userId);
    return { data, meta: { current_page: 1, per_page: Math.max(data.length, 1), total: data.length, last_page: 1 } };
  });

  app.get('/clinics/:id/preferences', {
    schema: { tags: ['clinics'], params: ZIdParams, response: { 200: dataOf(ZPreferences) } },
    // The path names the clinic: the caller's membership and permission there, not at X-Clinic-Id.
    config: { access: 'staff', permission: 'clinic.settings.view', clinicParam: 'id' },
  }, async (request) => ({ data: await getPreferences(db, request.scope) }));

  app.put('/clinics/:id/preferences', {
    schema: { tags: ['clinics'], params: ZIdParams, body: ZPreferencesInput, response: { 200: dataOf(ZPreferences) } },
    config: { access: 'staff', permission: 'clinic.settings.edit', clinicParam: 'id' },
  }, async (request) => ({ data: await updatePreferences(db, request.scope, request.body) }));

  app.get('/settings', {
    schema: { tags: ['clinics'], response: { 200: dataOf(ZSettings) } },
    config: { access: 'staff', permission: 'clinic.settings.view' },
  }, async (request) => ({ data: await getSettings(db, request.scope) }));

  app.put('/settings', {
    schema: { tags: ['clinics'], body: ZClinicSettingsInput, response: { 200: dataOf(ZSettings) } },
    config: { access: 'staff', permission: 'clinic.settings.edit' },
  }, async (request) => ({ data: await updateSettings(db, request.scope, request.body) }));

  // The booking page's chat widget (spec §2): the auth key is write-only, answered as has_auth_key.
  app.get('/settings/chat', {
    schema: { tags: ['clinics'], response: { 200: dataOf(ZChatSettings.nullable()) } },
    config: { access: 'staff', permission: 'clinic.settings.view' },
  }, async (request) => ({ data: await getChatSettings(db, request.scope) }));

  app.put('/settings/chat', {
    schema: { tags: ['clinics'], body: ZChatSettingsInput, response: { 200: dataOf(ZChatSettings) } },
    config: { access: 'staff', permission: 'clinic.settings.edit' },
  }, async (request) => ({ data: await updateChatSettings(db, request.scope, request.body) }));

  app.delete('/settings/chat', {
    schema: { tags: ['clinics'], response: { 204: z.null() } },
    config: { access: 'staff', permission: 'clinic.settings.edit' },
  }, async (request, reply) => {
    await deleteChatSettings(db, request.scope);
    return reply.status(204).send(null);
  });

  // The booking page tells the chat who a signed-in client is; the secret signs it here, never there.
  app.get('/for-pet-parents/chat-identity', {
    schema: { tags: ['pet-parent auth'], querystring: z.object({ clinic_id: zId }), response: { 200: dataOf(ZChatIdentity.nullable()) } },
    config: { access: 'parent' },
  }, async (request) => ({ data: await chatIdentity(db, request.parent!, request.query.clinic_id) }));

  app.get('/roles', {
    schema: { tags: ['staff'], response: { 200: pageOf(ZRole) } },
    config: { access: 'staff', permission: 'staff.view' },
  }, async (request) => {
    const data = await listRoles(db, request.scope);
    return { data, meta: { current_page: 1, per_page: Math.max(data.length, 1), total: data.length, last_page: 1 } };
  });
};
