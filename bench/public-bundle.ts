// Measures what a visitor's browser downloads before the public booking page can render: the entry
// script of book.html and every module it preloads, gzip-compressed (level 9, as a CDN would), plus
// the CSS. DESIGN §7 goal: initial JS ≤ 150 KB gzip. Run after `npm run build`:
//   npx tsx bench/public-bundle.ts
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(process.env.WEB_DIST ?? path.resolve(import.meta.dirname, '../apps/web/dist'));
const html = readFileSync(path.join(dist, 'book.html'), 'utf8');
const refs = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
const rows = [...new Set(refs)].map((ref) => {
  const bytes = readFileSync(path.join(dist, ref));
  return { file: path.basename(ref), raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
});
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const js = rows.filter((r) => r.file.endsWith('.js'));
const css = rows.filter((r) => r.file.endsWith('.css'));
const sum = (list: typeof rows, k: 'raw' | 'gzip') => list.reduce((s, r) => s + r[k], 0);
for (const r of [...rows].sort((a, b) => b.gzip - a.gzip).slice(0, 12)) console.log(`${kb(r.gzip).padStart(9)}  ${r.file}`);
console.log(`public first load: JS ${kb(sum(js, 'gzip'))} gzip (${kb(sum(js, 'raw'))} raw, ${js.length} files) · CSS ${kb(sum(css, 'gzip'))} gzip · goal JS ≤ 150 KB`);
