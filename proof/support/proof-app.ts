import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { AppConfig } from '../../apps/api/src/config';
import type { CatalogRoute } from '../../apps/api/src/plugins/route-catalog';
import { makeTestApp, type TestApp } from '../../apps/api/src/test/make-app';

export interface ProofApp extends TestApp {
  routes: readonly CatalogRoute[];
  dataDir: string;
}

/**
 * The whole API in-process (no port) on a fresh database: embedded PGlite by default, a new
 * PostgreSQL database when TEST_DATABASE_URL or DATABASE_URL names a server. Rate limits are off so
 * every request reaches the code under proof; files go to a temporary DATA_DIR.
 */
export async function startProofApp(overrides: Partial<AppConfig> = {}): Promise<ProofApp> {
  if (!process.env.TEST_DATABASE_URL && process.env.DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.DATABASE_URL;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vet-proof-'));
  const t = await makeTestApp({ dataDir, webDist: snapshotWebDist(dataDir), rateLimits: false, loginRateLimit: 1_000_000, devMailbox: true, logLevel: process.env.PROOF_LOG_LEVEL ?? 'silent', ...overrides });
  return {
    ...t,
    routes: t.app.routeCatalog,
    dataDir,
    async close() {
      await t.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const WEB_DIST = path.resolve(import.meta.dirname, '../../apps/web/dist');
const BARE_PAGE = '<!doctype html>\n<html lang="en">\n  <head><meta charset="UTF-8" /><title>page</title></head>\n  <body><div id="root"></div></body>\n</html>\n';

/**
 * The web pages the app serves, copied once: a web build running meanwhile (it empties dist) must not
 * turn into failures of these suites. Without a build, bare pages with the same placeholders.
 */
function snapshotWebDist(dataDir: string): string {
  const dir = path.join(dataDir, 'web-dist');
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  for (const page of ['app.html', 'book.html']) {
    try {
      cpSync(path.join(WEB_DIST, page), path.join(dir, page));
    } catch {
      writeFileSync(path.join(dir, page), BARE_PAGE);
    }
  }
  if (existsSync(path.join(WEB_DIST, 'assets'))) {
    try { cpSync(path.join(WEB_DIST, 'assets'), path.join(dir, 'assets'), { recursive: true }); } catch { /* rebuilding: pages without assets */ }
  }
  return dir;
}

export const dbLabel = () => (process.env.TEST_DATABASE_URL || process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite');

/** app.inject with a deadline: a request that does not answer in time is a hang, reported as such. */
export async function injectWithin(app: FastifyInstance, opts: InjectOptions, ms: number): Promise<LightMyRequestResponse | 'timeout'> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'timeout'>((resolve) => { timer = setTimeout(() => resolve('timeout'), ms); });
  try {
    return await Promise.race([app.inject(opts), deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** `/api/v1/pets/:id` → the names of its path parameters, in order. */
export function pathParams(url: string): string[] {
  return url.split('/').filter((s) => s.startsWith(':')).map((s) => s.slice(1));
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** encodeURIComponent that also sends lone surrogates (as the invalid UTF-8 a hostile client would). */
export function encodeSegment(s: string): string {
  return s.split(LONE_SURROGATE).map((part) => encodeURIComponent(part)).join('%ED%A0%80');
}

/** Fills `:name` segments (and a trailing `*`) from a lookup. */
export function fillPath(url: string, value: (param: string, key: string) => string): string {
  const segs = url.split('/');
  return segs.map((s, i) => {
    if (s.startsWith(':')) return encodeSegment(value(s.slice(1), `${segs[i - 1]}/${s}`));
    if (s === '*') return value('*', `${segs[i - 1]}/*`);
    return s;
  }).join('/');
}

/** A summary line and exit code that CI can read. */
export function finish(line: string, ok: boolean): never {
  console.log(line);
  process.exit(ok ? 0 : 1);
}
