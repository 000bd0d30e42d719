import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZLoginInput, ZLogoutInput, ZMe, ZPinUnlockInput, ZRefreshInput, ZTokenPair, dataOf } from '@vetclinic/domain';
import { loginThrottle } from '../../lib/login-throttle';
import type { AppDeps } from '../../app';
import { getStaffMe, loginStaff, logout, rotateRefreshToken } from './service';
import { pinUnlock } from './pin-unlock';

/** Staff authentication. Failed logins are throttled per address and account (lib/login-throttle.ts). */
export const staffAuthRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, jwt, config, windows }) => {
  const throttledLogin = loginThrottle(config.loginRateLimit, { store: windows, name: 'staff-login' });

  app.post('/auth/login', {
    schema: { tags: ['staff auth'], body: ZLoginInput, response: { 200: ZTokenPair } },
    config: { access: 'public' },
    ...throttledLogin.hooks,
  }, async (request) => {
    const email = request.body.email.toLowerCase();
    return throttledLogin(request.ip, email, () => loginStaff(db, jwt, email, request.body.password));
  });

  app.post('/auth/refresh', {
    schema: { tags: ['staff auth'], body: ZRefreshInput, response: { 200: ZTokenPair } },
    config: { access: 'public' },
  }, async (request) => rotateRefreshToken(db, jwt, request.body.refresh_token, 'staff'));

  app.post('/auth/logout', {
    // The spec's call sends only the bearer header: no body at all reaches the schema as null.
    schema: { tags: ['staff auth'], body: ZLogoutInput.nullish(), response: { 204: z.null() } },
    config: { access: 'staff-user' },
  }, async (request, reply) => {
    await logout(db, { type: 'staff', id: request.staff!.userId }, request.body?.refresh_token);
    return reply.status(204).send(null);
  });

  // Only from a device already signed in at the clinic: the bearer's holder must be a member of clinic_id.
  app.post('/auth/pin-unlock', {
    schema: { tags: ['staff auth'], body: ZPinUnlockInput, response: { 200: ZTokenPair } },
    config: { access: 'staff-user' },
  }, async (request) => pinUnlock(db, jwt, await request.scopeAt(request.body.clinic_id), request.body));

  app.get('/auth/me', {
    schema: { tags: ['staff auth'], response: { 200: dataOf(ZMe) } },
    config: { access: 'staff-user' },
  }, async (request) => ({ data: await getStaffMe(db, request.staff!.userId) }));
};
