// Builds the staff app, then the public booking page, into one dist/ (see vite.config.ts for why
// they are separate builds), then writes a brotli (.br) and a gzip (.gz) copy of every text asset:
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
const assets = path.resolve(import.meta.dirname, '..', outDir, 'assets');
const TEXT = /\.(?:js|mjs|css|svg|json|html|txt|map|woff)$/;
let raw = 0;
let br = 0;
let files = 0;
for (const name of readdirSync(assets)) {
  if (!TEXT.test(name)) continue;
  const bytes = readFileSync(path.join(assets, name));
  // Tiny files gain nothing worth a second request path.
  if (bytes.length < 1024) continue;
  const brotli = brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
  });
  writeFileSync(path.join(assets, `${name}.br`), brotli);
  writeFileSync(path.join(assets, `${name}.gz`), gzipSync(bytes, { level: 9 }));
  raw += bytes.length;
  br += brotli.length;
  files++;
}
console.log(`precompressed ${files} assets: ${(raw / 1024).toFixed(0)} KB → ${(br / 1024).toFixed(0)} KB brotli (+ gzip)`);
