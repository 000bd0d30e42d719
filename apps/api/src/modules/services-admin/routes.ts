import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PAGE_SIZE, ZAdminCategory, ZAdminService, ZAdminVisitType, ZCategoryInput, ZCopyFromRepoInput, ZCopyFromRepoResult, ZIdParams, ZPageQuery,
  ZRepositoryItem, ZServiceInput, ZServiceListQuery, ZServicePackage, ZServicePackageQuery, ZVisitTypeBulkInput, ZVisitTypeGroup,
  ZVisitTypeInput, ZVisitTypeListQuery, dataOf, pageOf,
} from '@vetclinic/domain';
import { pageMeta } from '../../lib/pagination';
import type { AppDeps } from '../../app';
import { createCategory, deleteCategory, listCategories, updateCategory, type CategoryKind } from './shared';
import { createService, deleteService, getService, listPackages, listServices, setPackageEnabled, updateService } from './service';
import {
  bulkUpdateVisitTypes, copyFromRepository, createVisitType, deleteVisitType, getVisitType, groupVisitTypesByCategory, listRepository,
  listVisitTypes, updateVisitType,
} from './visit-types';

const READ = { access: 'staff', permission: 'clinic.settings.view' } as const;
const WRITE = { access: 'staff', permission: 'services.manage' } as const;
const tags = ['services'];

/** Services, packages, visit types and their categories (spec §7 "service-categories", "services", "visit-types" …). */
export const servicesAdminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  const categoryRoutes = (path: string, kind: CategoryKind) => {
    app.get(path, {
      schema: { tags, querystring: ZPageQuery, response: { 200: pageOf(ZAdminCategory) } },
      config: READ,
    }, async (request) => {
      const perPage = request.query.per_page ?? PAGE_SIZE.serviceCategories;
      const all = await listCategories(db, request.scope, kind);
      const start = (request.query.page - 1) * perPage;
      return { data: all.slice(start, start + perPage), meta: pageMeta(request.query.page, perPage, all.length) };
    });
    app.post(path, {
      schema: { tags, body: ZCategoryInput, response: { 201: dataOf(ZAdminCategory) } },
      config: WRITE,
    }, async (request, reply) => reply.status(201).send({ data: await createCategory(db, request.scope, kind, request.body) }));
    app.put(`${path}/:id`, {
      schema: { tags, params: ZIdParams, body: ZCategoryInput, response: { 200: dataOf(ZAdminCategory) } },
      config: WRITE,
    }, async (request) => ({ data: await updateCategory(db, request.scope, kind, request.params.id, request.body) }));
    app.delete(`${path}/:id`, {
      schema: { tags, params: ZIdParams, response: { 204: z.null() } },
      config: WRITE,
    }, async (request, reply) => {
      await deleteCategory(db, request.scope, kind, request.params.id);
      return reply.status(204).send(null);
    });
  };
  categoryRoutes('/service-categories', 'service');
  categoryRoutes('/visit-type-categories', 'visit_type');

  // ---------- services ----------

  app.get('/services', {
    schema: { tags, querystring: ZServiceListQuery, response: { 200: pageOf(ZAdminService) } },
    config: READ,
  }, async (request) => {
    const perPage = request.query.per_page ?? PAGE_SIZE.common;
    const { data, total } = await listServices(db, request.scope, request.query, perPage);
    return { data, meta: pageMeta(request.query.page, perPage, total) };
  });

  app.post('/services', {
    schema: { tags, body: ZServiceInput, response: { 201: dataOf(ZAdminService) } },
    config: WRITE,
  }, async (request, reply) => reply.status(201).send({ data: await createService(db, request.scope, request.body) }));

  app.get('/services/:id', {
    schema: { tags, params: ZIdParams, response: { 200: dataOf(ZAdminService) } },
    config: READ,
  }, async (request) => ({ data: await getService(db, request.scope, request.params.id) }));

  app.put('/services/:id', {
    schema: { tags, params: ZIdParams, body: ZServiceInput, response: { 200: dataOf(ZAdminService) } },
    config: WRITE,
  }, async (request) => ({ data: await updateService(db, request.scope, request.params.id, request.body) }));

  app.delete('/services/:id', {
    schema: { tags, params: ZIdParams, response: { 204: z.null() } },
    config: WRITE,
  }, async (request, reply) => {
    await deleteService(db, request.scope, request.params.id);
    return reply.status(204).send(null);
  });

  // ---------- service packages ----------

  app.get('/service-packages', {
    schema: { tags, querystring: ZServicePackageQuery, response: { 200: pageOf(ZServicePackage) } },
    config: READ,
  }, async (request) => {
    const perPage = request.query.per_page ?? PAGE_SIZE.common;
    const { data, total } = await listPackages(db, request.scope, request.query.filter?.service_id, request.query.page, perPage);
    return { data, meta: pageMeta(request.query.page, perPage, total) };
  });

  for (const action of ['enable', 'disable'] as const) {
    app.post(`/service-packages/:id/${action}`, {
      schema: { tags, params: ZIdParams, response: { 200: dataOf(ZServicePackage) } },
      config: WRITE,
    }, async (request) => ({ data: await setPackageEnabled(db, request.scope, request.params.id, action === 'enable') }));
  }

  // ---------- visit types ----------

  app.get('/visit-types', {
    schema: { tags, querystring: ZVisitTypeListQuery, response: { 200: pageOf(ZAdminVisitType) } },
    config: READ,
  }, async (request) => {
    const perPage = request.query.per_page ?? PAGE_SIZE.common;
    const { data, total } = await listVisitTypes(db, request.scope, request.query, perPage);
    return { data, meta: pageMeta(request.query.page, perPage, total) };
  });

  app.get('/visit-types/group-by-category', {
    schema: { tags, querystring: z.object({ search: z.string().trim().max(100).optional() }), response: { 200: dataOf(z.array(ZVisitTypeGroup)) } },
    config: READ,
  }, async (request) => ({ data: await groupVisitTypesByCategory(db, request.scope, request.query.search || undefined) }));

  app.get('/visit-types/repository', {
    schema: { tags, response: { 200: dataOf(z.array(ZRepositoryItem)) } },
    config: READ,
  }, async (request) => ({ data: await listRepository(db, request.scope) }));

  app.post('/visit-types/bulk', {
    schema: { tags, body: ZVisitTypeBulkInput, response: { 200: dataOf(z.array(ZAdminVisitType)) } },
    config: WRITE,
  }, async (request) => ({ data: await bulkUpdateVisitTypes(db, request.scope, request.body) }));

  app.post('/visit-types/copy-from-repo', {
    schema: { tags, body: ZCopyFromRepoInput, response: { 200: dataOf(ZCopyFromRepoResult) } },
    config: WRITE,
  }, async (request) => ({ data: await copyFromRepository(db, request.scope, request.body.keys) }));

  app.post('/visit-types', {
    schema: { tags, body: ZVisitTypeInput, response: { 201: dataOf(ZAdminVisitType) } },
    config: WRITE,
  }, async (request, reply) => reply.status(201).send({ data: await createVisitType(db, request.scope, request.body) }));

  app.get('/visit-types/:id', {
    schema: { tags, params: ZIdParams, response: { 200: dataOf(ZAdminVisitType) } },
    config: READ,
  }, async (request) => ({ data: await getVisitType(db, request.scope, request.params.id) }));

  app.put('/visit-types/:id', {
    schema: { tags, params: ZIdParams, body: ZVisitTypeInput, response: { 200: dataOf(ZAdminVisitType) } },
    config: WRITE,
  }, async (request) => ({ data: await updateVisitType(db, request.scope, request.params.id, request.body) }));

  app.delete('/visit-types/:id', {
    schema: { tags, params: ZIdParams, response: { 204: z.null() } },
    config: WRITE,
  }, async (request, reply) => {
    await deleteVisitType(db, request.scope, request.params.id);
    return reply.status(204).send(null);
  });
};
