import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { lucideIconSprite } from './scripts/lucide-sprite-plugin.mjs';
import { startupChunkNamer } from './scripts/startup-chunk.mjs';
import { namedInManifest, startupFamilies, startupUnions } from './src/web/page-modules.ts';

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: 'public',
  plugins: [
    react(),
    tailwindcss(),
    // lucide's icons drawn from one sprite (docs/decisions/073).
    lucideIconSprite(),
    // The offline booth (issue 14): a service worker for the event pages only, registered by the
    // booth page after load (src/web/features/events/lib/booth-worker.ts), never by the landing.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'features/events',
      filename: 'booth-sw.ts',
      injectRegister: false,
      manifest: false,
      // Nothing is precached: the worker keeps what the booth page itself loaded.
      injectManifest: { injectionPoint: undefined },
    }),
  ],
  // Bundled, not loaded from node_modules by the server: lucideIconSprite() must apply to the SSR build
  // too, or the server's icons would differ from the client's (hydration).
  ssr: { noExternal: ['lucide-react'] },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 2048,
    // Read by scripts/build.mjs (then removed): which chunks each server-rendered page needs.
    manifest: true,
    // Everything the entry imports statically goes into the entry's own chunk (issue 25): every page
    // loads all of it anyway, and Rolldown otherwise cut it into ~10 tiny shared chunks, each with its
    // own import/export glue and gzip header (landing JS 101.4 → 99.7 KB gzip, bench:landing).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'] },
            // What every lazy page loads, in one chunk (decision 104): TanStack Query, the app's query
            // client and the UI kit (three requests before).
            {
              name: 'kit',
              test: /node_modules[\\/]@tanstack[\\/]|src[\\/]web[\\/]components[\\/]ui[\\/]|src[\\/]web[\\/]lib[\\/]query-client\.ts$/,
            },
            // Issue 36 (decision 104): the small modules painted pages share, in a few chunks.
            ...(isSsrBuild
              ? []
              : [
                  {
                    name: startupChunkNamer({
                      webRoot: path.resolve(import.meta.dirname, 'src/web'),
                      entry: 'main.tsx',
                      families: startupFamilies,
                      unions: startupUnions,
                      keep: namedInManifest,
                      maxBytes: 4096,
                    }),
                    includeDependenciesRecursively: false,
                  },
                ]),
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
}));
