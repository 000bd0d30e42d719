import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';

const entries = { app: resolve(__dirname, 'app.html'), book: resolve(__dirname, 'book.html') };
type Entry = keyof typeof entries;

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
  return {
    plugins: [react()],
    build: {
      outDir: 'dist',
      // The first of the two builds empties dist; the second adds to it.
      emptyOutDir: only !== 'book',
      sourcemap: false,
      chunkSizeWarningLimit: 800,
      rollupOptions: { input },
    },
    server: { proxy: { '/api': 'http://127.0.0.1:3000', '/dev': 'http://127.0.0.1:3000' } },
  };
});
