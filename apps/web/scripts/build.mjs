// Builds the staff app, then the public booking page, into one dist/ (see vite.config.ts for why
// they are separate builds) and the server renderer of the booking page's first view, then writes a brotli (.br) and a gzip (.gz) copy of every text asset:
// the server sends them by Accept-Encoding (plugins/static-web.ts), compressed once and as hard as
// the formats allow instead of per request. Extra arguments go to vite, e.g. `--outDir /tmp/x`.
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const args = process.argv.slice(2);
for (const entry of ['app', 'book']) {
  const run = spawnSync('npx', ['vite', 'build', ...args], { stdio: 'inherit', env: { ...process.env, WEB_ENTRY: entry } });
  if (run.status !== 0) process.exit(run.status ?? 1);
}

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
