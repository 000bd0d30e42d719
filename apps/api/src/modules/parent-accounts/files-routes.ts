import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { ZIdParams, ZPrintedFile, ZPrintedFilesQuery, PRINTED_FILE_MAX_BYTES, dataOf, pageOf, zId } from '@vetclinic/domain';
import type { AppDeps } from '../../app';
import { AppError, validation } from '../../lib/app-error';
import { pageMeta } from '../../lib/pagination';
import { RateWindow } from '../../lib/rate-window';
import type { FileStorage } from '../../providers/storage/file-storage';
import { deleteParentFile, listPrintedFiles, openPrintedFile, recordUpload, storeUpload, uploadRoom, type StoredUpload } from './printed-files-service';

/**
 * Content-Disposition with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987). Control and
 * format characters (bidi overrides) never reach the header, whatever an older row holds.
 */
export function disposition(name: string): string {
  const safe = name.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '');
  const ascii = safe.normalize('NFD').replace(/[^\x20-\x7e]/g, '').replace(/["\\;]/g, '').trim() || 'document';
  const encoded = encodeURIComponent(safe).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Documents: what the clinic shared with the parent, and the parent's uploads. */
export const parentFilesRoutes: FastifyPluginAsyncZod<AppDeps & { storage: FileStorage }> = async (app, { db, storage, config, windows }) => {
  const quota = { maxCount: config.parentFiles.maxCount, maxBytes: config.parentFiles.maxBytes };
  const uploadsPerParent = new RateWindow(windows, 'parent-uploads', config.parentFiles.perMinute);
  // Multipart only here: no other route of the API accepts uploads.
  // fileHwm: busboy skips a part it cannot use (no Content-Disposition, over the parts limit) by
  // resuming it, but when one chunk of such a part exceeds the part buffer (16 KB by default) the
  // parser pauses and never resumes, so the request hung forever. A buffer larger than any chunk
  // (socket reads are 64 KB; inject hands the whole body at once) keeps it flowing. The file itself
  // is piped into the storage as it arrives (a local file, or a local spool for S3), which drains it.
  await app.register(multipart, { limits: { fileSize: PRINTED_FILE_MAX_BYTES, files: 1, fields: 5, fieldSize: 100, parts: 6 }, fileHwm: 4 * PRINTED_FILE_MAX_BYTES });

  app.get('/printed-files', {
    schema: { tags: ['pet-parent files'], querystring: ZPrintedFilesQuery, response: { 200: pageOf(ZPrintedFile) } },
    config: { access: 'parent' },
  }, async (request) => {
    const { page, per_page } = request.query;
    const { data, total } = await listPrintedFiles(db, request.parent!, page, per_page);
    return { data, meta: pageMeta(page, per_page, total) };
  });

  app.get('/printed-files/:id/download', {
    schema: { tags: ['pet-parent files'], params: ZIdParams },
    config: { access: 'parent' },
  }, async (request, reply) => {
    const { file, stream, size } = await openPrintedFile(db, storage, request.parent!, request.params.id);
    return reply
      .header('content-type', file.content_type)
      .header('content-length', String(size))
      .header('content-disposition', disposition(file.name))
      .header('cache-control', 'private, no-store')
      .send(stream);
  });

  app.post('/printed-files', {
    schema: { tags: ['pet-parent files'], consumes: ['multipart/form-data'], response: { 201: dataOf(ZPrintedFile) } },
    config: { access: 'parent' },
  }, async (request, reply) => {
    if (!request.isMultipart()) throw new AppError('unsupported_media_type', 'errors.multipart_required');
    const parent = request.parent!;
    if (config.rateLimits) {
      const key = String(parent.parentId);
      if (await uploadsPerParent.isBlocked(key)) throw new AppError('too_many_requests', 'errors.too_many_uploads', undefined, { retry_after: await uploadsPerParent.retryAfter(key) });
      await uploadsPerParent.hit(key);
    }
    // Refused before a byte is read when the quota is already full.
    const room = await uploadRoom(db, parent, quota);
    let upload: (StoredUpload & { filename?: string }) | null = null;
    const fields: Record<string, string> = {};
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          if (part.fieldname !== 'file' || upload) {
            part.file.resume();
            continue;
          }
          upload = { filename: part.filename, ...(await storeUpload(storage, part.file, room)) };
        } else if (typeof part.value === 'string') {
          fields[part.fieldname] = part.value;
        }
      }
    } catch (err) {
      if (upload) await storage.delete(upload.key);
      // The parser's own errors (a body cut short, a broken boundary) carry no status: the upload is
      // unreadable, which is the client's doing, not a server fault. Limits keep their 413.
      if (err instanceof AppError || (err as { statusCode?: number }).statusCode) throw err;
      throw validation({ file: ['validation.invalid'] });
    }
    if (!upload) throw validation({ file: ['validation.required'] });
    const petId = fields.pet_id ? zId.safeParse(fields.pet_id) : null;
    const clinicId = fields.clinic_id ? zId.safeParse(fields.clinic_id) : null;
    if ((petId && !petId.success) || (clinicId && !clinicId.success)) {
      await storage.delete(upload.key);
      throw validation({ ...(petId && !petId.success ? { pet_id: ['validation.invalid'] } : {}), ...(clinicId && !clinicId.success ? { clinic_id: ['validation.invalid'] } : {}) });
    }
    const data = await recordUpload(db, storage, parent, {
      ...upload, filename: fields.name || upload.filename, petId: petId?.data ?? null, clinicId: clinicId?.data ?? null,
    }, quota);
    return reply.status(201).send({ data });
  });

  app.delete('/printed-files/:id', {
    schema: { tags: ['pet-parent files'], params: ZIdParams, response: { 204: z.null() } },
    config: { access: 'parent' },
  }, async (request, reply) => {
    await deleteParentFile(db, storage, request.parent!, request.params.id);
    return reply.status(204).send(null);
  });
};
