// Builds the staff app, then the public booking page, into one dist/ (see vite.config.ts for why
// they are separate builds) and the server renderer of the booking page's first view, then writes a brotli (.br) and a gzip (.gz) copy of every text asset:
// the server sends them by Accept-Encoding (plugins/static-web.ts), compressed once and as hard as
// the formats allow instead of per request. Extra arguments go to vite, e.g. `--outDir /tmp/x`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
// The booking page is built twice: a first build into a scratch folder writes the chunk plan (which
// modules each of its chunks really holds), the real one groups them (vite.config.ts, chunkGroups).
const scratch = mkdtempSync(path.join(tmpdir(), 'book-plan-'));
const plan = path.join(scratch, 'plan.json');
const builds = [
  { entry: 'app', extra: [], env: {} },
  { entry: 'book', extra: ['--outDir', path.join(scratch, 'dist'), '--emptyOutDir', '--logLevel', 'warn'], env: { BOOK_CHUNK_PLAN_WRITE: plan } },
  { entry: 'book', extra: [], env: { BOOK_CHUNK_PLAN: plan } },
];
for (const { entry, extra, env } of builds) {
  const run = spawnSync('npx', ['vite', 'build', ...args, ...extra], { stdio: 'inherit', env: { ...process.env, WEB_ENTRY: entry, ...env } });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
rmSync(scratch, { recursive: true, force: true });

const outArg = args.findIndex((a) => a === '--outDir' || a.startsWith('--outDir='));
const outDir = outArg < 0 ? 'dist' : args[outArg].includes('=') ? args[outArg].split('=')[1] : args[outArg + 1];
const others = outArg < 0 ? args : args.filter((_, i) => i !== outArg && (args[outArg].includes('=') || i !== outArg + 1));

// The server build of the booking page's first view, beside the assets: <outDir>/server/server-render.mjs.
const ssr = spawnSync('npx', ['vite', 'build', ...others, '--ssr', 'src/public/server-render.tsx', '--outDir', path.join(outDir, 'server')], { stdio: 'inherit' });
if (ssr.status !== 0) process.exit(ssr.status ?? 1);
const assets = path.resolve(import.meta.dirname, '..', outDir, 'assets');
const TEXT = /\.(?:js|mjs|css|svg|json|html|txt|map|woff)$/;
let raw = 0;
let br = 0;
let files = 0;
for (const name of readdirSync(assets)) {
  if (!TEXT.test(name)) continue;
  const bytes = readFileSync(path.join(assets, name));
  const brotli = brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
  });
  const gzip = gzipSync(bytes, { level: 9 });
  // A copy only where it is smaller: otherwise the file itself is the best answer.
  if (brotli.length < bytes.length) writeFileSync(path.join(assets, `${name}.br`), brotli);
  if (gzip.length < bytes.length) writeFileSync(path.join(assets, `${name}.gz`), gzip);
  raw += bytes.length;
  br += brotli.length;
  files++;
}
console.log(`precompressed ${files} assets: ${(raw / 1024).toFixed(0)} KB → ${(br / 1024).toFixed(0)} KB brotli (+ gzip)`);
