import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { ZIdParams, ZPrintedFile, ZPrintedFilesQuery, PRINTED_FILE_MAX_BYTES, dataOf, pageOf, zId } from '@vetclinic/domain';
import type { AppDeps } from '../../app';
import { AppError, validation } from '../../lib/app-error';
import { pageMeta } from '../../lib/pagination';
import type { FileStorage } from '../../providers/storage/file-storage';
import { listPrintedFiles, openPrintedFile, uploadPrintedFile } from './printed-files-service';

/** Content-Disposition with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987). */
function disposition(name: string): string {
  const ascii = name.normalize('NFD').replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '') || 'document';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Documents: what the clinic shared with the parent, and the parent's uploads. */
export const parentFilesRoutes: FastifyPluginAsyncZod<AppDeps & { storage: FileStorage }> = async (app, { db, storage }) => {
  // Multipart only here: no other route of the API accepts uploads.
  // fileHwm: busboy skips a part it cannot use (no Content-Disposition, over the parts limit) by
  // resuming it, but when one chunk of such a part exceeds the part buffer (16 KB by default) the
  // parser pauses and never resumes, so the request hung forever. A buffer larger than any chunk
  // (socket reads are 64 KB; inject hands the whole body at once) keeps it flowing; uploads are
  // read whole into memory below anyway.
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
    let upload: { filename?: string; bytes: Buffer } | null = null;
    const fields: Record<string, string> = {};
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          if (part.fieldname !== 'file' || upload) {
            part.file.resume();
            continue;
          }
          // Throws a 413 past 10 MB (the multipart limit), before anything is stored.
          upload = { filename: part.filename, bytes: await part.toBuffer() };
        } else if (typeof part.value === 'string') {
          fields[part.fieldname] = part.value;
        }
      }
    } catch (err) {
      // The parser's own errors (a body cut short, a broken boundary) carry no status: the upload is
      // unreadable, which is the client's doing, not a server fault. Limits keep their 413.
      if (err instanceof AppError || (err as { statusCode?: number }).statusCode) throw err;
      throw validation({ file: ['validation.invalid'] });
    }
    if (!upload) throw validation({ file: ['validation.required'] });
    const petId = fields.pet_id ? zId.safeParse(fields.pet_id) : null;
    const clinicId = fields.clinic_id ? zId.safeParse(fields.clinic_id) : null;
    if (petId && !petId.success) throw validation({ pet_id: ['validation.invalid'] });
    if (clinicId && !clinicId.success) throw validation({ clinic_id: ['validation.invalid'] });
    const data = await uploadPrintedFile(db, storage, request.parent!, {
      filename: fields.name || upload.filename, bytes: upload.bytes, petId: petId?.data ?? null, clinicId: clinicId?.data ?? null,
    });
    return reply.status(201).send({ data });
  });
};
