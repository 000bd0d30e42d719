import http from 'node:http';
import https from 'node:https';
import { BlockedTargetError, pinnedLookup, resolveTarget, systemResolver, type Resolver } from '../../lib/ssrf-guard';

export interface WebhookRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
  allowPrivate: boolean;
}

/** What a delivery keeps of an attempt: the status (null when no response came), the first bytes, the time. */
export interface WebhookResponse {
  status: number | null;
  body: string | null;
  durationMs: number;
  error: string | null;
}

/** Posts one signed delivery. The real adapter is HTTP; tests use it too, against a local receiver. */
export interface WebhookSender {
  post(request: WebhookRequest): Promise<WebhookResponse>;
}

export const RESPONSE_BODY_MAX = 1000;
const TIMEOUT_MS = 10_000;

/**
 * Node's HTTP(S) client behind the SSRF guard: the host is resolved and checked once, and the socket
 * connects to that checked address (TLS still verifies the certificate for the host name). Redirects
 * are not followed (a 3xx counts as a failure), so a public endpoint cannot bounce us to a private one.
 */
export function createHttpWebhookSender(opts: { resolver?: Resolver; timeoutMs?: number } = {}): WebhookSender {
  const resolver = opts.resolver ?? systemResolver;
  const timeoutMs = opts.timeoutMs ?? TIMEOUT_MS;
  return {
    async post(req) {
      const started = performance.now();
      const elapsed = () => Math.round(performance.now() - started);
      let url: URL;
      try {
        url = new URL(req.url);
      } catch {
        return { status: null, body: null, durationMs: 0, error: 'invalid URL' };
      }
      let target;
      try {
        target = await resolveTarget(url, req.allowPrivate, resolver);
      } catch (err) {
        const error = err instanceof BlockedTargetError ? err.message : `DNS: ${(err as Error).message}`;
        return { status: null, body: null, durationMs: elapsed(), error };
      }
      const pinned = pinnedLookup(target);
      const client = url.protocol === 'https:' ? https : http;
      return new Promise<WebhookResponse>((resolve) => {
        const request = client.request(url, {
          method: 'POST',
          headers: { ...req.headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(req.body).toString(), 'user-agent': 'vetclinic-webhooks/1' },
          lookup: pinned,
          timeout: timeoutMs,
        }, (response) => {
          const chunks: Buffer[] = [];
          let size = 0;
          let settled = false;
          const finish = () => {
            if (settled) return;
            settled = true;
            const body = Buffer.concat(chunks).toString('utf8').slice(0, RESPONSE_BODY_MAX);
            resolve({ status: response.statusCode ?? null, body, durationMs: elapsed(), error: null });
            response.destroy();
          };
          response.on('data', (chunk: Buffer) => {
            if (size < RESPONSE_BODY_MAX) chunks.push(chunk);
            size += chunk.length;
            // Only the first bytes are kept: a huge answer is not read to its end.
            if (size >= RESPONSE_BODY_MAX) finish();
          });
          response.on('end', finish);
          response.on('error', finish);
        });
        request.on('timeout', () => request.destroy(new Error(`timed out after ${timeoutMs} ms`)));
        request.on('error', (err) => resolve({ status: null, body: null, durationMs: elapsed(), error: err.message.slice(0, 500) }));
        request.end(req.body);
      });
    },
  };
}
