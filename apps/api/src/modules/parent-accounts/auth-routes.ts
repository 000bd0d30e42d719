import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ZActivateInput, ZChangePasswordInput, ZCheckActivationResult, ZCheckEmailQuery, ZCheckEmailResult, ZForgotPasswordInput, ZLogoutInput,
  ZParentLoginInput, ZParentMe, ZParentMeQuery, ZParentRegisterInput, ZParentRegisterResult, ZParentTokenPair, ZRefreshInput,
  ZResetPasswordInput, ZUserIdInput, dataOf, zId,
} from '@vetclinic/domain';
import type { AppDeps } from '../../app';
import { AppError } from '../../lib/app-error';
import { loginThrottle } from '../../lib/login-throttle';
import { RateWindow } from '../../lib/rate-window';
import { logout, rotateRefreshToken } from '../auth/service';
import { notifyOutbox } from '../messaging/outbox';
import {
  activateParent, changeParentPassword, checkActivation, checkEmail, getParentMe, loginParent, registerParent, requestPasswordReset,
  resendActivationCode, resetParentPassword, type AccountDeps, type LangHint,
} from './account-service';
import { registrationHandleKey } from './registration-handle';

const TAGS = ['pet-parent auth'];
export const CHECK_EMAIL_PER_MINUTE = 5;
export const CHECK_EMAIL_PER_HOUR = 30;

/** The language the caller asked for (Accept-Language), or null to use the parent's own. */
const langHint = (request: FastifyRequest): LangHint => ({ requested: request.headers['accept-language'] ? request.lang : null });

/** Pet-parent accounts: register → activate by code → log in; password change and reset. */
export const parentAuthRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, jwt, config, windows }) => {
  const deps: AccountDeps = { db, jwt, publicUrl: config.publicUrl, smsEnabled: !!config.smsApiUrl, handleKey: registrationHandleKey(config.jwtSecret) };
  const limit = (max: number) => (config.rateLimits ? { rateLimit: { max, timeWindow: '1 minute' } } : {});
  const throttledLogin = loginThrottle(config.loginRateLimit, { store: windows, name: 'parent-login' });

  app.post('/auth/register', {
    schema: { tags: TAGS, body: ZParentRegisterInput, response: { 201: dataOf(ZParentRegisterResult) } },
    config: { access: 'public', ...limit(10) },
  }, async (request, reply) => {
    const data = await registerParent(deps, request.body, request.lang);
    notifyOutbox();
    return reply.status(201).send({ data });
  });

  app.post('/auth/activate', {
    schema: { tags: TAGS, body: ZActivateInput, response: { 200: dataOf(ZParentTokenPair) } },
    config: { access: 'public', ...limit(30) },
  }, async (request) => ({ data: await activateParent(deps, request.body) }));

  app.post('/auth/resend-code', {
    schema: { tags: TAGS, body: ZUserIdInput.extend({ clinic_id: zId.optional() }), response: { 200: dataOf(z.object({ sent: z.boolean() })) } },
    config: { access: 'public', ...limit(10) },
  }, async (request) => {
    await resendActivationCode(deps, request.body.user_id, langHint(request), request.body.clinic_id);
    notifyOutbox();
    return { data: { sent: true } };
  });

  app.get('/auth/check-activation', {
    schema: { tags: TAGS, querystring: ZUserIdInput, response: { 200: dataOf(ZCheckActivationResult) } },
    config: { access: 'public', ...limit(60) },
  }, async (request) => ({ data: await checkActivation(deps, request.query.user_id) }));

  // check-email is the one call that says whether an address has an account (the spec's flow needs
  // it): a few a minute and an hourly cap per address, so a list of e-mails cannot be walked through it.
  const emailChecksPerHour = new RateWindow(windows, 'parent-check-email', CHECK_EMAIL_PER_HOUR, 3600_000);
  app.get('/auth/check-email', {
    schema: { tags: TAGS, querystring: ZCheckEmailQuery, response: { 200: dataOf(ZCheckEmailResult) } },
    config: { access: 'public', ...limit(CHECK_EMAIL_PER_MINUTE) },
  }, async (request) => {
    if (config.rateLimits) {
      if (await emailChecksPerHour.isBlocked(request.ip)) {
        throw new AppError('too_many_requests', 'errors.too_many_requests', undefined, { retry_after: await emailChecksPerHour.retryAfter(request.ip) });
      }
      await emailChecksPerHour.hit(request.ip);
    }
    return { data: await checkEmail(db, request.query.email, request.query.clinic_id) };
  });

  app.post('/auth/login', {
    schema: { tags: TAGS, body: ZParentLoginInput, response: { 200: dataOf(ZParentTokenPair) } },
    config: { access: 'public' },
    ...throttledLogin.hooks,
  }, async (request) => {
    const email = request.body.email.toLowerCase();
    return { data: await throttledLogin(request.ip, email, () => loginParent(deps, request.body)) };
  });

  app.post('/auth/refresh', {
    schema: { tags: TAGS, body: ZRefreshInput, response: { 200: dataOf(ZParentTokenPair) } },
    config: { access: 'public', ...limit(30) },
  }, async (request) => ({ data: await rotateRefreshToken(db, jwt, request.body.refresh_token, 'parent') }));

  app.post('/auth/logout', {
    // The spec's call sends only the bearer header: no body at all reaches the schema as null.
    schema: { tags: TAGS, body: ZLogoutInput.nullish(), response: { 204: z.null() } },
    config: { access: 'parent' },
  }, async (request, reply) => {
    await logout(db, { type: 'parent', id: request.parent!.parentId }, request.body?.refresh_token);
    return reply.status(204).send(null);
  });

  app.get('/auth/me', {
    schema: { tags: TAGS, querystring: ZParentMeQuery, response: { 200: dataOf(ZParentMe) } },
    config: { access: 'parent' },
  }, async (request) => {
    const withPets = (request.query.include ?? '').split(',').map((s) => s.trim()).includes('pets');
    return { data: await getParentMe(db, request.parent!, withPets) };
  });

  app.post('/auth/change-password', {
    schema: { tags: TAGS, body: ZChangePasswordInput, response: { 200: dataOf(ZParentTokenPair) } },
    config: { access: 'parent', ...limit(10) },
  }, async (request) => ({ data: await changeParentPassword(deps, request.parent!, request.body) }));

  // One answer whatever happens, so the form cannot tell whether an account exists.
  app.post('/auth/forgot-password', {
    schema: { tags: TAGS, body: ZForgotPasswordInput, response: { 200: dataOf(z.object({ sent: z.boolean() })) } },
    config: { access: 'public', ...limit(5) },
  }, async (request) => {
    await requestPasswordReset(deps, request.body, langHint(request));
    notifyOutbox();
    return { data: { sent: true } };
  });

  app.post('/auth/reset-password', {
    schema: { tags: TAGS, body: ZResetPasswordInput, response: { 200: dataOf(z.object({ reset: z.boolean() })) } },
    config: { access: 'public', ...limit(10) },
  }, async (request) => {
    await resetParentPassword(deps, request.body);
    return { data: { reset: true } };
  });
};
