import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { GROUP_LOGO_MAX_BYTES, ZClinic, ZCreateClinicInput, ZGroup, ZGroupInput, dataOf } from '@vetclinic/domain';
import type { AppDeps } from '../../app';
import { AppError, validation } from '../../lib/app-error';
import { RateWindow } from '../../lib/rate-window';
import { createFileStorage, type FileStorage } from '../../providers/storage/file-storage';
import { discardLogo, openGroupLogo, removeGroupLogo, setGroupLogo, storeLogo, type StoredLogo } from './logo';
import { createClinic, getGroup, updateGroup } from './service';

/** Logo uploads per staff member and minute: a logo changes rarely; a loop uploading one is refused. */
const LOGO_UPLOADS_PER_MINUTE = 10;

/** The clinic group: its name and logo, and opening clinics in it (issue #22). */
export const groupRoutes: FastifyPluginAsyncZod<AppDeps & { storage?: FileStorage }> = async (app, opts) => {
  const { storage: injected, ...deps } = opts;
  const { db, config, windows } = deps;
  const storage = injected ?? createFileStorage(config);

  app.get('/group', {
    schema: { tags: ['clinics'], response: { 200: dataOf(ZGroup) } },
    config: { access: 'staff', permission: 'group.manage' },
  }, async (request) => ({ data: await getGroup(db, request.scope) }));

  app.put('/group', {
    schema: { tags: ['clinics'], body: ZGroupInput, response: { 200: dataOf(ZGroup) } },
    config: { access: 'staff', permission: 'group.manage' },
  }, async (request) => ({ data: await updateGroup(db, request.scope, request.body) }));

  app.delete('/group/logo', {
    schema: { tags: ['clinics'], response: { 204: z.null() } },
    config: { access: 'staff', permission: 'group.manage' },
  }, async (request, reply) => {
    await removeGroupLogo(db, storage, request.scope);
    return reply.status(204).send(null);
  });

  app.post('/clinics', {
    schema: { tags: ['clinics'], body: ZCreateClinicInput, response: { 201: dataOf(ZClinic) } },
    config: { access: 'staff', permission: 'group.manage' },
  }, async (request, reply) => reply.status(201).send({ data: await createClinic(db, request.scope, request.body) }));

  // Logos show on the public booking pages: the URL carries the version, so it is cached for good.
  app.get('/public/group-logos/:key', {
    schema: { tags: ['public'], params: z.object({ key: z.string().max(64) }) },
    config: { access: 'public' },
  }, async (request, reply) => {
    const etag = `"${request.params.key}"`;
    const logo = await openGroupLogo(db, storage, request.params.key);
    reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag);
    if (request.headers['if-none-match'] === etag) {
      logo.stream.destroy();
      return reply.status(304).send();
    }
    return reply.header('content-type', logo.contentType).header('content-length', String(logo.size)).send(logo.stream);
  });

  // The one multipart route of this module, in its own scope so no other route parses uploads.
  await app.register(async (upload) => {
    const perUser = new RateWindow(windows, 'group-logo-uploads', LOGO_UPLOADS_PER_MINUTE);
    // fileHwm above any chunk: see parent-accounts/files-routes.ts (a skipped large part stalled busboy).
    await upload.register(multipart, { limits: { fileSize: GROUP_LOGO_MAX_BYTES + 1, files: 1, fields: 2, fieldSize: 100, parts: 3 }, fileHwm: 4 * GROUP_LOGO_MAX_BYTES });
    upload.put('/group/logo', {
      schema: { tags: ['clinics'], consumes: ['multipart/form-data'], response: { 200: dataOf(ZGroup) } },
      config: { access: 'staff', permission: 'group.manage' },
    }, async (request) => {
      if (!request.isMultipart()) throw new AppError('unsupported_media_type', 'errors.multipart_required');
      if (config.rateLimits) {
        const key = String(request.scope.userId);
        if (await perUser.isBlocked(key)) throw new AppError('too_many_requests', 'errors.too_many_uploads', undefined, { retry_after: await perUser.retryAfter(key) });
        await perUser.hit(key);
      }
      let logo: StoredLogo | null = null;
      try {
        for await (const part of request.parts()) {
          if (part.type !== 'file') continue;
          if (part.fieldname !== 'file' || logo) {
            part.file.resume();
            continue;
          }
          logo = await storeLogo(storage, part.file);
        }
      } catch (err) {
        if (logo) await discardLogo(storage, logo.key);
        if (err instanceof AppError || (err as { statusCode?: number }).statusCode) throw err;
        throw validation({ file: ['validation.invalid'] });
      }
      if (!logo) throw validation({ file: ['validation.required'] });
      return { data: await setGroupLogo(db, storage, request.scope, logo) };
    });
  });
};
