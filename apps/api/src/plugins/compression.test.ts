import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { negotiateEncoding } from '../lib/compression';
import { makeTestApp, type TestApp } from '../test/make-app';

const SCRIPT = `export const text = ${JSON.stringify('a booking page '.repeat(400))};\n`;

// A built web app as scripts/build.mjs leaves it: each text asset with its .br and .gz beside it.
function distWithPrecompressedAssets() {
  const dir = mkdtempSync(path.join(tmpdir(), 'vet-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  const page = `<!doctype html><html lang="en"><head><title>${'Clinic '.repeat(300)}</title></head><body><div id="root"></div></body></html>`;
  writeFileSync(path.join(dir, 'app.html'), page);
  writeFileSync(path.join(dir, 'book.html'), page);
  writeFileSync(path.join(dir, 'assets', 'book-abc.js'), SCRIPT);
  writeFileSync(path.join(dir, 'assets', 'book-abc.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(dir, 'assets', 'book-abc.js.gz'), gzipSync(SCRIPT));
  writeFileSync(path.join(dir, 'assets', 'tiny.js'), 'console.log(1)');
  return dir;
}

describe('compression', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp({ webDist: distWithPrecompressedAssets() });
  });
  afterAll(() => t.close());

  it('should pick brotli or gzip by Accept-Encoding, honouring q-values and q=0', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip');
    expect(negotiateEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(negotiateEncoding('deflate, GZIP;q=0.5')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('*, br;q=0')).toBe('gzip');
    expect(negotiateEncoding('gzip;q=0')).toBeNull();
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding(undefined)).toBeNull();
  });

  it('should send a JSON answer above the threshold compressed as the client asks, and the same JSON', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const br = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
    const gz = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('should leave small answers as they are', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toBeTruthy();
  });

  it('should compress the HTML pages with their security headers kept', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/app', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString('utf8')).toContain('<div id="root">');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('should serve the precompressed static asset for the coding asked, with the immutable caching and headers on every variant', async () => {
    const variants = [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
      ['identity', undefined, (b: Buffer) => b],
    ] as const;
    for (const [accept, coding, decode] of variants) {
      const res = await t.app.inject({ method: 'GET', url: '/assets/book-abc.js', headers: { 'accept-encoding': accept } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(coding);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toBeDefined();
      expect(decode(res.rawPayload).toString('utf8')).toBe(SCRIPT);
    }
    // An asset without copies is sent as it is.
    const tiny = await t.app.inject({ method: 'GET', url: '/assets/tiny.js', headers: { 'accept-encoding': 'br' } });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('console.log(1)');
  });
});
