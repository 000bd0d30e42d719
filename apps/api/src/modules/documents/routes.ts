import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import {
  ZConsentListQuery, ZConsentRequest, ZConsentResendInput, ZConsentSendInput, ZConsentSent, ZConsentSignInput, ZPublicConsent,
  ZDocumentRenderInput, ZDocumentRendered, ZDocumentTemplate, ZDocumentTemplateInput, ZDocumentTemplateListQuery,
  ZDocumentTemplateUpdateInput, ZIdParams, DOCUMENT_PDF_MAX_BYTES, dataOf, pageOf,
} from '@vetclinic/domain';
import { AppError, validation } from '../../lib/app-error';
import type { FastifyReply } from 'fastify';
import type { AppDeps } from '../../app';
import { createFileStorage } from '../../providers/storage/file-storage';
import { notifyOutbox } from '../messaging/outbox';
import {
  cancelConsent, consentDocumentByToken, consentPdf, consentPdfByToken, getConsent, listConsents, resendConsent, sendConsent, signConsentByToken, viewConsentByToken,
} from './consent';
import { documentPdf } from './pdf';
import { createPdfTemplate, storePdfUpload, templatePdfBytes, type StoredPdf } from './pdf-templates';
import {
  archiveDocumentTemplate, createDocumentTemplate, getDocumentTemplate, listDocumentTemplates, renderDocument,
  renderDocumentHtmlResult, updateDocumentTemplate,
} from './service';

// Templates are clinic settings: everyone who sees the settings reads them, clinic.settings.edit writes them.
// Rendering fills in a pet's and its owner's data, so it goes with seeing pets.
const view = { access: 'staff', permission: 'clinic.settings.view' } as const;
const edit = { access: 'staff', permission: 'clinic.settings.edit' } as const;
const render = { access: 'staff', permission: 'pets.view' } as const;
// Consent forms carry a pet's and its owner's data: seeing them goes with seeing pets; sending, resending and
// cancelling with editing records (the clinical staff who ask for consent), not with the clinic's settings.
const consentView = { access: 'staff', permission: 'pets.view' } as const;
const consentSend = { access: 'staff', permission: 'records.manage' } as const;
const tags = ['documents'];
const ZToken = z.object({ token: z.string().min(1).max(200) });

/** The client's link pages and answers: never cached, never indexed, and the token never leaves in a Referer. */
const linkHeaders = (reply: FastifyReply) => reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').header('x-robots-tag', 'noindex, nofollow');

const pdfDisposition = (name: string) => {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
};

export const documentRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  const storage = createFileStorage(config);
  const limit = (max: number) => (config.rateLimits ? { rateLimit: { max, timeWindow: '1 minute' } } : {});

  app.get('/document-templates', {
    schema: { tags, querystring: ZDocumentTemplateListQuery, response: { 200: pageOf(ZDocumentTemplate) } },
    config: view,
  }, async (request) => listDocumentTemplates(db, request.scope, request.query));

  app.post('/document-templates', {
    schema: { tags, body: ZDocumentTemplateInput, response: { 201: dataOf(ZDocumentTemplate) } },
    config: edit,
  }, async (request, reply) => reply.status(201).send({ data: await createDocumentTemplate(db, request.scope, request.body, request.lang) }));

  // The one multipart route of this module, in its own scope so no other route parses uploads. fileHwm above any
  // chunk: see parent-accounts/files-routes.ts (a skipped large part stalled busboy).
  await app.register(async (upload) => {
    await upload.register(multipart, { limits: { fileSize: DOCUMENT_PDF_MAX_BYTES + 1, files: 1, fields: 4, fieldSize: 1000, parts: 5 }, fileHwm: 1024 * 1024 });
    upload.post('/document-templates/pdf', {
      schema: { tags, consumes: ['multipart/form-data'], response: { 201: dataOf(ZDocumentTemplate) } },
      // Each upload writes up to 10 MB to the storage: a few a minute are plenty for a settings screen.
      config: { ...edit, ...limit(20) },
    }, async (request, reply) => {
      if (!request.isMultipart()) throw new AppError('unsupported_media_type', 'errors.multipart_required');
      let stored: StoredPdf | null = null;
      const fields: Record<string, string> = {};
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            if (part.fieldname !== 'file' || stored) {
              part.file.resume();
              continue;
            }
            stored = await storePdfUpload(storage, request.scope.clinicId, part.file);
          } else if (typeof part.value === 'string') {
            fields[part.fieldname] = part.value;
          }
        }
      } catch (err) {
        if (stored) await storage.delete(stored.key);
        // The parser's own errors (a body cut short, a broken boundary) carry no status: the upload is unreadable,
        // which is the client's doing, not a server fault. Limits keep their 413.
        if (err instanceof AppError || (err as { statusCode?: number }).statusCode) throw err;
        throw validation({ file: ['validation.invalid'] });
      }
      if (!stored) throw validation({ file: ['validation.required'] });
      return reply.status(201).send({ data: await createPdfTemplate(db, storage, request.scope, stored, fields) });
    });
  });

  app.get('/document-templates/:id', {
    schema: { tags, params: ZIdParams, response: { 200: dataOf(ZDocumentTemplate) } },
    config: view,
  }, async (request) => ({ data: await getDocumentTemplate(db, request.scope, request.params.id) }));

  app.put('/document-templates/:id', {
    schema: { tags, params: ZIdParams, body: ZDocumentTemplateUpdateInput, response: { 200: dataOf(ZDocumentTemplate) } },
    config: edit,
  }, async (request) => ({ data: await updateDocumentTemplate(db, request.scope, request.params.id, request.body, request.lang) }));

  app.delete('/document-templates/:id', {
    schema: { tags, params: ZIdParams },
    config: edit,
  }, async (request, reply) => {
    await archiveDocumentTemplate(db, request.scope, request.params.id);
    return reply.status(204).send();
  });

  app.post('/document-templates/:id/render', {
    schema: { tags, params: ZIdParams, body: ZDocumentRenderInput, response: { 200: dataOf(ZDocumentRendered) } },
    config: render,
  }, async (request) => ({ data: await renderDocumentHtmlResult(db, request.scope, request.params.id, request.body) }));

  app.post('/document-templates/:id/pdf', {
    schema: { tags, params: ZIdParams, body: ZDocumentRenderInput, produces: ['application/pdf'] },
    config: render,
  }, async (request, reply) => {
    const { tpl, ctx } = await renderDocument(db, request.scope, request.params.id, request.body);
    // An uploaded PDF prints as it is (hash-checked); the pet check above still applies.
    const pdf = tpl.pdfStorageKey ? await templatePdfBytes(storage, tpl) : await documentPdf(ctx, tpl.name, tpl.body);
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="document-${tpl.id}.pdf"`)
      .type('application/pdf')
      .send(pdf);
  });

  // ---------- consent forms sent for signature ----------
  app.get('/consent-requests', {
    schema: { tags, querystring: ZConsentListQuery, response: { 200: pageOf(ZConsentRequest) } },
    config: consentView,
  }, async (request) => listConsents(db, request.scope, request.query));

  app.post('/consent-requests', {
    schema: { tags, body: ZConsentSendInput, response: { 201: dataOf(ZConsentSent) } },
    config: consentSend,
  }, async (request, reply) => {
    const data = await sendConsent(db, request.scope, request.body, config.publicUrl);
    notifyOutbox();
    return reply.status(201).send({ data });
  });

  app.get('/consent-requests/:id', {
    schema: { tags, params: ZIdParams, response: { 200: dataOf(ZConsentRequest) } },
    config: consentView,
  }, async (request) => ({ data: await getConsent(db, request.scope, request.params.id) }));

  app.post('/consent-requests/:id/resend', {
    schema: { tags, params: ZIdParams, body: ZConsentResendInput, response: { 200: dataOf(ZConsentSent) } },
    config: consentSend,
  }, async (request) => {
    const data = await resendConsent(db, request.scope, request.params.id, request.body.channels, config.publicUrl);
    notifyOutbox();
    return { data };
  });

  app.post('/consent-requests/:id/cancel', {
    schema: { tags, params: ZIdParams, response: { 200: dataOf(ZConsentRequest) } },
    config: consentSend,
  }, async (request) => ({ data: await cancelConsent(db, request.scope, request.params.id) }));

  app.get('/consent-requests/:id/pdf', {
    schema: { tags, params: ZIdParams, produces: ['application/pdf'] },
    config: consentView,
  }, async (request, reply) => {
    const { bytes, name } = await consentPdf(db, storage, request.scope, request.params.id);
    return reply.header('cache-control', 'private, no-store').header('content-disposition', pdfDisposition(name)).type('application/pdf').send(bytes);
  });

  app.get('/public/consent/:token', {
    schema: { tags: ['online booking'], params: ZToken, response: { 200: dataOf(ZPublicConsent) } }, config: { access: 'public', ...limit(30) },
  }, async (request, reply) => {
    linkHeaders(reply);
    return { data: await viewConsentByToken(db, request.params.token) };
  });

  app.post('/public/consent/:token/sign', {
    schema: { tags: ['online booking'], params: ZToken, body: ZConsentSignInput, response: { 200: dataOf(ZPublicConsent) } }, config: { access: 'public', ...limit(30) },
  }, async (request, reply) => {
    linkHeaders(reply);
    return { data: await signConsentByToken(db, storage, request.params.token, request.body) };
  });

  app.get('/public/consent/:token/pdf', {
    schema: { tags: ['online booking'], params: ZToken, produces: ['application/pdf'] }, config: { access: 'public', ...limit(30) },
  }, async (request, reply) => {
    linkHeaders(reply);
    const { bytes, name } = await consentPdfByToken(db, storage, request.params.token);
    return reply.header('content-disposition', pdfDisposition(name)).type('application/pdf').send(bytes);
  });

  // The uploaded PDF a consent form was sent from, for the signing page to show (inline: in its frame, or the
  // phone's own viewer through the page's link). It may be framed by our own pages only.
  app.get('/public/consent/:token/document', {
    schema: { tags: ['online booking'], params: ZToken, produces: ['application/pdf'] }, config: { access: 'public', ...limit(30) },
  }, async (request, reply) => {
    linkHeaders(reply);
    const { bytes, name } = await consentDocumentByToken(db, storage, request.params.token);
    const csp = String(reply.getHeader('content-security-policy') ?? '').replace(/frame-ancestors [^;]*/, "frame-ancestors 'self'");
    return reply
      .header('content-security-policy', csp)
      .header('x-frame-options', 'SAMEORIGIN')
      .header('content-disposition', pdfDisposition(name).replace(/^attachment/, 'inline'))
      .type('application/pdf')
      .send(bytes);
  });
};
