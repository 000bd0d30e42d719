import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';

/** Answers smaller than this go as they are: a compressed frame would save less than its cost. */
export const COMPRESS_MIN_BYTES = 1024;

export type ContentCoding = 'br' | 'gzip';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The coding to answer with for an Accept-Encoding header: the highest q-value among br and gzip
 * (`*` counts for both), brotli first when equal; null when neither is acceptable (absent, q=0).
 */
export function negotiateEncoding(header: string | string[] | undefined): ContentCoding | null {
  const value = Array.isArray(header) ? header.join(',') : header ?? '';
  const q: Record<string, number> = {};
  for (const part of value.split(',')) {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    const name = coding.trim();
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = qParam === undefined ? 1 : Number(qParam.slice(2));
    q[name] = Number.isFinite(weight) ? weight : 0;
  }
  const weightOf = (c: ContentCoding) => q[c] ?? q['*'] ?? 0;
  const br = weightOf('br');
  const gz = weightOf('gzip');
  if (br <= 0 && gz <= 0) return null;
  return br >= gz ? 'br' : 'gzip';
}

/**
 * Answers up to this size are compressed on the event loop: handing a few KB to the thread pool and back costs several
 * times the compression itself (a 2.5 KB JSON at brotli 5: 23 µs of CPU inline, 104 µs through the pool, on this
 * project's 2-core VMs), and 16 KB takes ≈ 0.15 ms. Larger answers go to the pool, off the event loop.
 */
export const COMPRESS_INLINE_MAX_BYTES = 16 * 1024;

/**
 * Compresses one answer (inline when small, else in the thread pool). Brotli at quality 5: about gzip's speed at a
 * quarter smaller output for JSON (docs/scaling.md); the static assets are compressed harder at build time.
 */
export function compressBody(body: string | Buffer, coding: ContentCoding): Promise<Buffer> {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  const inline = bytes.length <= COMPRESS_INLINE_MAX_BYTES;
  if (coding === 'gzip') return inline ? Promise.resolve(gzipSync(bytes, { level: 6 })) : gzipAsync(bytes, { level: 6 });
  const options = {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 5,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  };
  return inline ? Promise.resolve(brotliCompressSync(bytes, options)) : brotliAsync(bytes, options);
}

/** Encoded copies of one body, kept by whoever serves the same body again (a cached list). */
export type EncodedVariants = Partial<Record<ContentCoding, Buffer>>;

const memos = new WeakMap<FastifyReply, EncodedVariants>();

/**
 * Lets the compression hook reuse (and fill) `variants` for this reply's body instead of compressing
 * it again: for answers served from a cache, so each coding is computed once per cached body.
 */
export function reuseEncodings(reply: FastifyReply, variants: EncodedVariants) {
  memos.set(reply, variants);
}

export const encodingsFor = (reply: FastifyReply) => memos.get(reply);
