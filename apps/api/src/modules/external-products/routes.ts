import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAahaCodeItem, ZExternalImport, ZExternalImportListQuery, ZExternalImportMappingInput, ZExternalImportPreview, ZExternalImportUploadQuery,
  ZExternalProduct, ZExternalProductListQuery, ZExternalToProductsInput, ZIdParams, ZProduct, dataOf, pageOf,
} from '@vetclinic/domain';
import type { AppDeps } from '../../app';
import { AppError, validation } from '../../lib/app-error';
import { RateWindow } from '../../lib/rate-window';
import { CATALOGUE_MAX_BYTES } from './parse-catalogue';
import {
  getImport, listAahaCodes, listExternalProducts, listImports, previewImport, startImport, toClinicProducts, uploadCatalogue,
} from './service';

const view = { access: 'staff', permission: 'inventory.view' } as const;
const manage = { access: 'staff', permission: 'inventory.manage' } as const;
const tags = ['inventory'];
const UPLOADS_PER_MINUTE = 10;

export const externalProductRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config, windows }) => {
  // Staff who classify services need the list as much as inventory staff: any signed-in staff may read it.
  app.get('/aaha-codes', {
    schema: { tags, response: { 200: dataOf(z.array(ZAahaCodeItem)) } }, config: { access: 'staff' },
  }, async () => ({ data: await listAahaCodes(db) }));

  app.get('/external-products', {
    schema: { tags, querystring: ZExternalProductListQuery, response: { 200: pageOf(ZExternalProduct) } }, config: view,
  }, async (request) => listExternalProducts(db, request.scope, request.query));

  app.post('/external-products/to-products', {
    schema: { tags, body: ZExternalToProductsInput, response: { 201: dataOf(z.array(ZProduct)) } }, config: manage,
  }, async (request, reply) => reply.status(201).send({ data: await toClinicProducts(db, request.scope, request.body.external_product_ids) }));

  app.get('/external-products/imports', {
    schema: { tags, querystring: ZExternalImportListQuery, response: { 200: pageOf(ZExternalImport) } }, config: view,
  }, async (request) => listImports(db, request.scope, request.query));

  app.get('/external-products/imports/:id', {
    schema: { tags, params: ZIdParams, response: { 200: dataOf(ZExternalImport) } }, config: view,
  }, async (request) => ({ data: await getImport(db, request.scope, request.params.id) }));

  app.post('/external-products/imports/:id/preview', {
    schema: { tags, params: ZIdParams, body: ZExternalImportMappingInput, response: { 200: dataOf(ZExternalImportPreview) } }, config: manage,
  }, async (request) => ({ data: await previewImport(db, request.scope, request.params.id, request.body.mapping) }));

  app.post('/external-products/imports/:id/start', {
    schema: { tags, params: ZIdParams, body: ZExternalImportMappingInput, response: { 202: dataOf(ZExternalImport) } }, config: manage,
  }, async (request, reply) => reply.status(202).send({ data: await startImport(db, request.scope, request.params.id, request.body.mapping) }));

  // The one multipart route of this module, in its own scope so no other route parses uploads.
  await app.register(async (upload) => {
    const perUser = new RateWindow(windows, 'catalogue-uploads', UPLOADS_PER_MINUTE);
    await upload.register(multipart, { limits: { fileSize: CATALOGUE_MAX_BYTES, files: 1, fields: 2, fieldSize: 100, parts: 3 }, fileHwm: 1024 * 1024 });
    upload.post('/external-products/imports', {
      schema: { tags, consumes: ['multipart/form-data'], querystring: ZExternalImportUploadQuery, response: { 201: dataOf(ZExternalImportPreview) } },
      config: manage,
    }, async (request, reply) => {
      if (!request.isMultipart()) throw new AppError('unsupported_media_type', 'errors.multipart_required');
      if (config.rateLimits) {
        const key = String(request.scope.userId);
        if (await perUser.isBlocked(key)) throw new AppError('too_many_requests', 'errors.too_many_uploads', undefined, { retry_after: await perUser.retryAfter(key) });
        await perUser.hit(key);
      }
      let file: { name: string; bytes: Buffer } | null = null;
      try {
        for await (const part of request.parts()) {
          if (part.type !== 'file') continue;
          if (part.fieldname !== 'file' || file) {
            part.file.resume();
            continue;
          }
          const bytes = await part.toBuffer();
          if (part.file.truncated) throw new AppError('payload_too_large', 'external_products.errors.file_too_large');
          file = { name: part.filename, bytes };
        }
      } catch (err) {
        if (err instanceof AppError) throw err;
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('payload_too_large', 'external_products.errors.file_too_large');
        if ((err as { statusCode?: number }).statusCode) throw err;
        throw validation({ file: ['validation.invalid'] });
      }
      if (!file) throw validation({ file: ['validation.required'] });
      const data = await uploadCatalogue(db, request.scope, { supplierId: (request.query as z.infer<typeof ZExternalImportUploadQuery>).supplier_id, fileName: file.name, bytes: file.bytes });
      return reply.status(201).send({ data });
    });
  });
};
