import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIdParams } from '@vetclinic/domain';
import type { AppDeps } from '../../app';
import { AppError } from '../../lib/app-error';
import { findMailboxMessage, listMailbox, type MailboxMessage } from './dev-mailbox-service';
import { renderMailboxPage } from './dev-mailbox-page';

// Dev tooling only (registered when config.devMailbox): its shapes are not a client contract, so
// they live here rather than in packages/domain.
const ZMailboxQuery = z.object({
  to: z.string().max(254).optional(),
  // Clamped rather than rejected: it is a convenience knob for people and tests.
  limit: z.coerce.number().int().default(50).transform((n) => Math.min(Math.max(n, 1), 200)),
});

const ZMailboxMessage = z.object({
  id: z.number().int(),
  channel: z.string(),
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  html: z.string().nullable(),
  links: z.array(z.object({ label: z.string(), url: z.string() })),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), content: z.string(), encoding: z.literal('base64').optional() })),
  status: z.string(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string(),
});

const toJson = (m: MailboxMessage) => ({ ...m, created_at: m.created_at.toISOString() });

/** A message's own HTML runs in a sandbox with no scripts, so a broken template cannot touch the page. */
const MAIL_HTML_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src https: data:; frame-ancestors 'none'; sandbox allow-popups allow-popups-to-escape-sandbox";

export const devMailboxRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get('/dev/mailbox.json', {
    schema: { tags: ['dev'], querystring: ZMailboxQuery, response: { 200: z.object({ data: z.array(ZMailboxMessage) }) } },
    config: { access: 'public' },
  }, async (request) => {
    const data = await listMailbox(db, { to: request.query.to || undefined, limit: request.query.limit });
    return { data: data.map(toJson) };
  });

  app.get('/dev/mailbox', {
    schema: { hide: true, querystring: ZMailboxQuery },
    config: { access: 'public' },
  }, async (request, reply) => {
    const to = request.query.to?.trim() || undefined;
    const messages = await listMailbox(db, { to, limit: request.query.limit });
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(renderMailboxPage(messages, { to }));
  });

  app.get('/dev/mailbox/:id/html', {
    schema: { hide: true, params: ZIdParams },
    config: { access: 'public' },
  }, async (request, reply) => {
    const message = await findMailboxMessage(db, request.params.id);
    if (!message?.html) throw new AppError('not_found');
    return reply.type('text/html; charset=utf-8').header('content-security-policy', MAIL_HTML_CSP).header('cache-control', 'no-store').send(message.html);
  });

  app.get('/dev/mailbox/:id/attachments/:index', {
    schema: { hide: true, params: ZIdParams.extend({ index: z.coerce.number().int().min(0) }) },
    config: { access: 'public' },
  }, async (request, reply) => {
    const message = await findMailboxMessage(db, request.params.id);
    const attachment = message?.attachments[request.params.index];
    if (!attachment) throw new AppError('not_found');
    // A download, never rendered inline: the content type comes from whoever enqueued the message.
    const filename = attachment.filename.replace(/[^\w.-]+/g, '_');
    return reply
      .type(attachment.contentType.replace(/[\r\n]/g, ''))
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('x-content-type-options', 'nosniff')
      .send(attachment.encoding === 'base64' ? Buffer.from(attachment.content, 'base64') : attachment.content);
  });
};
