import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZDocumentRenderInput, ZDocumentRendered, ZDocumentTemplate, ZDocumentTemplateInput, ZDocumentTemplateListQuery,
  ZDocumentTemplateUpdateInput, ZIdParams, dataOf, pageOf,
} from '@vetclinic/domain';
import type { AppDeps } from '../../app';
import { documentPdf } from './pdf';
import {
  archiveDocumentTemplate, createDocumentTemplate, getDocumentTemplate, listDocumentTemplates, renderDocument,
  renderDocumentHtmlResult, updateDocumentTemplate,
} from './service';

// Templates are clinic settings: everyone who sees the settings reads them, clinic.settings.edit writes them.
// Rendering fills in a pet's and its owner's data, so it goes with seeing pets.
const view = { access: 'staff', permission: 'clinic.settings.view' } as const;
const edit = { access: 'staff', permission: 'clinic.settings.edit' } as const;
const render = { access: 'staff', permission: 'pets.view' } as const;
const tags = ['documents'];

export const documentRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get('/document-templates', {
    schema: { tags, querystring: ZDocumentTemplateListQuery, response: { 200: pageOf(ZDocumentTemplate) } },
    config: view,
  }, async (request) => listDocumentTemplates(db, request.scope, request.query));

  app.post('/document-templates', {
    schema: { tags, body: ZDocumentTemplateInput, response: { 201: dataOf(ZDocumentTemplate) } },
    config: edit,
  }, async (request, reply) => reply.status(201).send({ data: await createDocumentTemplate(db, request.scope, request.body, request.lang) }));

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
    const pdf = await documentPdf(ctx, tpl.name, tpl.body);
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="document-${tpl.id}.pdf"`)
      .type('application/pdf')
      .send(pdf);
  });
};
