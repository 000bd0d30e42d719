import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { COMPRESS_MIN_BYTES, compressBody, encodingsFor, negotiateEncoding } from '../lib/compression';

const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml|[a-z.+-]*\+json|[a-z.+-]*\+xml)|image\/svg\+xml)/i;

function addVary(current: string | number | string[] | undefined): string {
  const list = (Array.isArray(current) ? current.join(',') : String(current ?? '')).split(',').map((s) => s.trim()).filter(Boolean);
  if (list.some((v) => v === '*' || v.toLowerCase() === 'accept-encoding')) return list.join(', ');
  return [...list, 'Accept-Encoding'].join(', ');
}

/**
 * One mechanism for compressing answers: every text answer (JSON, HTML, …) of at least
 * COMPRESS_MIN_BYTES is sent brotli or gzip as the client's Accept-Encoding allows, with
 * `Vary: Accept-Encoding`. Answers that already carry a coding (the precompressed static assets)
 * and streams pass untouched. Routes serving a cached body pass its memo with `reuseEncodings`.
 */
async function compression(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'HEAD' || reply.statusCode < 200 || reply.statusCode === 204 || reply.statusCode === 304) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('content-encoding')) return payload;
    if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    const size = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
    if (size < COMPRESS_MIN_BYTES) return payload;
    reply.header('vary', addVary(reply.getHeader('vary')));
    const coding = negotiateEncoding(request.headers['accept-encoding']);
    if (!coding) return payload;
    const memo = encodingsFor(reply);
    const encoded = memo?.[coding] ?? (await compressBody(payload, coding));
    if (memo) memo[coding] = encoded;
    reply.header('content-encoding', coding);
    reply.removeHeader('content-length');
    return encoded;
  });
}

export const compressionPlugin = fp(compression, { name: 'compression' });
