import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps } from '../../app';

/** A readiness probe waits this long for the database before calling it unreachable (a probe must answer). */
const READY_DB_TIMEOUT_MS = 2_000;

export const healthRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, dbKind, readiness }) => {
  // Liveness: the process answers. A supervisor restarts it when this fails; it says nothing about taking work.
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

  // Readiness: whether to send this node work. 503 while draining for shutdown (a load balancer takes it out before
  // it stops listening) and while its database does not answer.
  app.get('/health/ready', {
    schema: {
      tags: ['health'],
      response: {
        200: z.object({ status: z.literal('ready'), database: z.string() }),
        503: z.object({ status: z.enum(['draining', 'down']), database: z.string() }),
      },
    },
    config: { access: 'public' },
  }, async (_request, reply) => {
    if (readiness.draining) return reply.status(503).send({ status: 'draining' as const, database: dbKind });
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        db.execute(sql`select 1`),
        new Promise((_resolve, reject) => { timer = setTimeout(() => reject(new Error('database timeout')), READY_DB_TIMEOUT_MS); }),
      ]);
    } catch {
      return reply.status(503).send({ status: 'down' as const, database: dbKind });
    } finally {
      clearTimeout(timer);
    }
    // Shutdown may have begun while the database answered.
    if (readiness.draining) return reply.status(503).send({ status: 'draining' as const, database: dbKind });
    return { status: 'ready' as const, database: dbKind };
  });
};
