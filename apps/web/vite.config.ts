import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { publicCatalogue } from './src/public/catalogue.ts';

const entries = { app: resolve(__dirname, 'app.html'), book: resolve(__dirname, 'book.html') };
type Entry = keyof typeof entries;

/**
 * Fewer, larger chunks for what every visitor of the booking page loads (issue #12: each request
 * costs a round trip on a phone). Left to itself the bundler splits every module shared by the entry
 * and a lazy part into its own file: 45 files before the first paint, ~35 more once a service is
 * picked. The module graph cannot say which code the entry really runs (a barrel like
 * `@vetclinic/domain` statically reaches every schema; tree-shaking drops most of it), so the chunk
 * plan comes from a first build (scripts/build.mjs: BOOK_CHUNK_PLAN_WRITE, then BOOK_CHUNK_PLAN),
 * taking the modules of the chunks as that build split them:
 * - `book-core`: every chunk the entry imports statically (loaded before the first paint anyway);
 * - `book-steps`: what the slot step needs beyond the entry (src/public/later-steps.ts), fetched
 *   once a service is picked;
 * - `book-forms`: what the details form and the success view need beyond that
 *   (src/public/details-steps.ts): zod, the shared schemas, react-hook-form, the phone field — fetched
 *   once the first free times are on screen or a time is picked, never before the times (#12 byte
 *   budget). The account dialogs and mail-link/payment pages share most of it and load this one file.
 * (Before: the details form was in the steps' group, so its 76 KB came before the first free times.)
 * Other lazy parts (dialogs, mail-link pages, the map, the catalogues) stay split as before.
 */
interface ChunkPlan { core: string[]; forms: string[]; steps: string[] }
const STEP_ROOT = /[\\/]src[\\/]public[\\/]later-steps\.ts$/;
const DETAILS_ROOT = /[\\/]src[\\/]public[\\/]details-steps\.ts$/;

function writeChunkPlan(file: string): Plugin {
  return {
    name: 'book-chunk-plan',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const byName = new Map(chunks.map((c) => [c.fileName, c]));
      const reach = (roots: typeof chunks) => {
        const seen = new Set<string>();
        const queue = roots.map((c) => c.fileName);
        while (queue.length) {
          const name = queue.pop()!;
          if (seen.has(name)) continue;
          seen.add(name);
          queue.push(...(byName.get(name)?.imports ?? []));
        }
        return seen;
      };
      const entries = chunks.filter((c) => c.isEntry);
      const core = reach(entries);
      for (const e of entries) core.delete(e.fileName);
      const lazy = chunks.filter((c) => c.isDynamicEntry && !c.isEntry);
      const rooted = (root: RegExp) => (c: (typeof chunks)[number]) => !!c.facadeModuleId && root.test(c.facadeModuleId);
      const beyondEntry = (names: Set<string>) => [...names].filter((n) => !core.has(n) && !entries.some((e) => e.fileName === n));
      const fromSteps = new Set(beyondEntry(reach(lazy.filter(rooted(STEP_ROOT)))));
      const fromDetails = beyondEntry(reach(lazy.filter(rooted(DETAILS_ROOT)))).filter((n) => !fromSteps.has(n));
      const modules = (names: Iterable<string>) => [...names].flatMap((n) => byName.get(n)?.moduleIds ?? []);
      const plan: ChunkPlan = { core: modules(core), forms: modules(fromDetails), steps: modules(fromSteps) };
      writeFileSync(file, JSON.stringify(plan));
    },
  };
}

function chunkGroups(file: string) {
  const plan = JSON.parse(readFileSync(file, 'utf8')) as ChunkPlan;
  const [core, forms, steps] = [new Set(plan.core), new Set(plan.forms), new Set(plan.steps)];
  return [
    { name: 'book-core', test: (id: string) => core.has(id), priority: 3, includeDependenciesRecursively: false },
    { name: 'book-forms', test: (id: string) => forms.has(id), priority: 2, includeDependenciesRecursively: false },
    { name: 'book-steps', test: (id: string) => steps.has(id), priority: 1, includeDependenciesRecursively: false },
  ];
}

/** `locales/<lang>.json?public`: the catalogue's public namespaces only (src/public/catalogue.ts). */
function publicCatalogues(): Plugin {
  return {
    name: 'public-catalogues',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/locales\/[\w-]+\.json\?public$/.test(id)) return null;
      // A JS module (the query hides the .json type from the JSON loader); JSON.parse is the fast way in.
      const json = JSON.stringify(publicCatalogue(JSON.parse(code) as Record<string, unknown>));
      return { code: `export default JSON.parse(${JSON.stringify(json)});`, map: null, moduleType: 'js' };
    },
  };
}

/**
 * Two entries, two bundles: the public booking pages never load staff code (DESIGN §7).
 * `npm run build` builds each entry on its own (scripts/build.mjs, WEB_ENTRY=app then book): in one
 * build, a module both entries reach lands in a shared chunk whole, so the public page downloaded the
 * staff app's Chakra recipes too. The dev server serves both.
 */
export default defineConfig(({ isSsrBuild }) => {
  if (isSsrBuild) {
    // The server build of the booking page's first view (src/public/server-render.tsx, run by the
    // API): one self-contained ES module, dependencies inside, so the server needs nothing else.
    return {
      plugins: [react()],
      ssr: { noExternal: true },
      build: {
        emptyOutDir: true,
        sourcemap: false,
        rollupOptions: { output: { entryFileNames: '[name].mjs', chunkFileNames: '[name]-[hash].mjs', inlineDynamicImports: true } },
      },
    };
  }
  const only = process.env.WEB_ENTRY as Entry | undefined;
  const input = only ? { [only]: entries[only] } : entries;
  const planOut = only === 'book' ? process.env.BOOK_CHUNK_PLAN_WRITE : undefined;
  const planIn = only === 'book' && !planOut ? process.env.BOOK_CHUNK_PLAN : undefined;
  return {
    plugins: [react(), publicCatalogues(), ...(planOut ? [writeChunkPlan(planOut)] : [])],
    // The booking page's build reads its catalogue through a 1 KB stand-in for i18next and
    // react-i18next (src/public/i18n-lite, held equal to i18next by its test); the staff app, the
    // dev server and the server renderer keep the real ones.
    ...(only === 'book'
      ? { resolve: { alias: [
        { find: /^i18next$/, replacement: resolve(__dirname, 'src/public/i18n-lite/i18next.ts') },
        { find: /^react-i18next$/, replacement: resolve(__dirname, 'src/public/i18n-lite/react-i18next.ts') },
      ] } }
      : {}),
    build: {
      outDir: 'dist',
      // The first of the two builds empties dist; the second adds to it.
      emptyOutDir: only !== 'book',
      sourcemap: false,
      chunkSizeWarningLimit: 800,
      rollupOptions: { input, ...(planIn ? { output: { codeSplitting: { groups: chunkGroups(planIn) } } } : {}) },
    },
    server: { proxy: { '/api': 'http://127.0.0.1:3000', '/dev': 'http://127.0.0.1:3000' } },
  };
});
