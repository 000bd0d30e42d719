/** A small S3-compatible HTTP server for tests: path-style PUT/GET/HEAD/DELETE, SigV4 checked like S3 does. */
import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_S3_ACCESS_KEY = 'AKIDVETCLINICTEST';
export const FAKE_S3_SECRET = 'test-secret-key-for-the-local-s3';
export const FAKE_S3_REGION = 'eu-central-1';

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
const sha256hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
const rfc3986 = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Recomputes the AWS Signature Version 4 of a request the way S3 does; true when it matches. */
function verifySigV4(req: IncomingMessage, body: Buffer): boolean {
  const auth = req.headers.authorization ?? '';
  const m = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(auth);
  if (!m) return false;
  const [, accessKey, day, region, signedHeaders, signature] = m;
  if (accessKey !== FAKE_S3_ACCESS_KEY || region !== FAKE_S3_REGION) return false;
  const url = new URL(req.url!, 'http://local');
  const query = [...url.searchParams.entries()].map(([k, v]) => [rfc3986(k), rfc3986(v)]).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([k, v]) => `${k}=${v}`).join('&');
  const headers = signedHeaders.split(';').map((h) => `${h}:${String(req.headers[h] ?? '').trim().replace(/\s+/g, ' ')}\n`).join('');
  const payloadHash = String(req.headers['x-amz-content-sha256']);
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256hex(body)) return false;
  const canonical = [req.method, url.pathname, query, headers, signedHeaders, payloadHash].join('\n');
  const amzDate = String(req.headers['x-amz-date']);
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256hex(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${FAKE_S3_SECRET}`, day), region), 's3'), 'aws4_request');
  return hmac(key, toSign).toString('hex') === signature;
}

/** A small S3-compatible server: path-style PUT/GET/HEAD/DELETE of objects, signatures checked. */
export function startFakeS3(bucket = 'clinic-files') {
  const objects = new Map<string, Buffer>();
  const requests: string[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks);
    const path = decodeURIComponent(new URL(req.url!, 'http://local').pathname);
    requests.push(`${req.method} ${path}`);
    const xmlError = (status: number, code: string) => {
      res.writeHead(status, { 'content-type': 'application/xml' });
      res.end(req.method === 'HEAD' ? undefined : `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`);
    };
    if (!verifySigV4(req, body)) return xmlError(403, 'SignatureDoesNotMatch');
    if (!path.startsWith(`/${bucket}/`)) return xmlError(404, 'NoSuchBucket');
    const key = path.slice(`/${bucket}/`.length);
    if (req.method === 'PUT') {
      objects.set(key, body);
      res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
      return res.end();
    }
    if (req.method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204);
      return res.end();
    }
    const found = objects.get(key);
    if (!found) return xmlError(404, 'NoSuchKey');
    res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': String(found.length) });
    res.end(req.method === 'HEAD' ? undefined : found);
  });
  return {
    server, objects, requests,
    /** Listens on a free local port; answers the storage config that points at it. */
    async start(prefix = '') {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      return { bucket, region: FAKE_S3_REGION, endpoint: `http://127.0.0.1:${port}`, forcePathStyle: true, accessKeyId: FAKE_S3_ACCESS_KEY, secretAccessKey: FAKE_S3_SECRET, prefix };
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
