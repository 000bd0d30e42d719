import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps } from '../../app';

export const healthRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, dbKind }) => {
  app.get('/health', {
    schema: { tags: ['health'], response: { 200: z.object({ status: z.literal('ok'), database: z.string() }), 503: z.object({ status: z.literal('down'), database: z.string() }) } },
    config: { access: 'public' },
  }, async (_request, reply) => {
    try {
      await db.execute(sql`select 1`);
      return { status: 'ok' as const, database: dbKind };
    } catch {
      return reply.status(503).send({ status: 'down' as const, database: dbKind });
    }
  });
};
