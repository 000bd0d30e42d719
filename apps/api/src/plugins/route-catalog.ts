import type { FastifyInstance, FastifySchema, HTTPMethods } from 'fastify';
import fp from 'fastify-plugin';
import type { Permission } from '@vetclinic/domain';
import type { Access } from './auth';

/** One method of one route as declared: who may call it and its (zod) schemas. */
export interface CatalogRoute {
  method: HTTPMethods;
  url: string;
  access: Access;
  /** False when the route states no access and is public by default: an easy way to forget auth. */
  accessDeclared: boolean;
  permission?: Permission;
  /** Whether a per-route rate limit (`config.rateLimit`) can answer 429. */
  rateLimited: boolean;
  schema?: FastifySchema;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after this plugin, filled while the app builds; read it after `ready()`. */
    routeCatalog: readonly CatalogRoute[];
  }
}

/**
 * Records every route with its access and permission so the proof suites (isolation, fuzz) cover
 * routes added later without anyone editing them. Register first: later routes are recorded.
 */
export const routeCatalogPlugin = fp(async (app: FastifyInstance) => {
  const routes: CatalogRoute[] = [];
  app.decorate('routeCatalog', routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      const declared = route.config?.access;
      routes.push({ method, url: route.url, access: declared ?? 'public', accessDeclared: declared !== undefined, permission: route.config?.permission, rateLimited: route.config?.rateLimit !== undefined, schema: route.schema });
    }
  });
});
