// The booth's service worker (issue 14), built by vite-plugin-pwa (injectManifest) into
// /booth-sw.js and registered with scope /event/ by lib/booth-worker.ts after the page loaded.
// It controls event pages only: the admin area and account pages are never under it, and it
// caches no API answer (signed-in data never sits in a cache). What it keeps: the booth page's
// HTML (network first) and the hashed assets those pages load (cache first; they never change).
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { boothCaches, isBoothPage } from './lib/booth-caches.ts';

// The worker's global scope, declared here: the project compiles with the DOM library.
declare const self: { skipWaiting(): Promise<void> };

void self.skipWaiting();
clientsClaim();

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isBoothPage(url.pathname),
  // The page varies by language (Vary: Cookie, Accept-Language), headers a worker's request does
  // not carry as the network sent them: offline, the page this tablet loaded last is the one to show.
  new NetworkFirst({ cacheName: boothCaches.pages, networkTimeoutSeconds: 6, matchOptions: { ignoreVary: true } }),
);

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: boothCaches.assets,
    plugins: [new ExpirationPlugin({ maxEntries: 120, purgeOnQuotaError: true })],
  }),
);
