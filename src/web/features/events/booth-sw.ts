// The booth's service worker (issue 14), built by vite-plugin-pwa (injectManifest) into
// /booth-sw.js and registered with scope /event/ by lib/booth-worker.ts after the page loaded.
// It controls event pages only: the admin area and account pages are never under it, and it
// caches no API answer (signed-in data never sits in a cache). What it keeps: the booth page's
// HTML (network first) and the hashed assets those pages load (cache first; they never change).
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { boothCaches, boothPrecacheUrl, isAssetPath, isBoothPage, isKeepForOffline } from './lib/booth-caches.ts';

// The worker's global scope, declared here: the project compiles with the DOM library, which
// has no service worker events.
interface WorkerMessageEvent {
  data: unknown;
  ports: readonly MessagePort[];
  waitUntil(work: Promise<unknown>): void;
}
declare const self: {
  skipWaiting(): Promise<void>;
  location: Location;
  addEventListener(type: 'message', listener: (event: WorkerMessageEvent) => void): void;
};

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

// A booth page, once loaded, asks for what it needs offline (lib/booth-worker.ts). The work is
// done here, off the page's main thread: on a tablet that thread is the visitor's.
self.addEventListener('message', (event) => {
  if (!isKeepForOffline(event.data)) return;
  const port = event.ports[0];
  event.waitUntil(
    keepForOffline(event.data.page, event.data.assets).then(
      () => port?.postMessage('ready'),
      () => port?.postMessage('failed'),
    ),
  );
});

/**
 * Caches the page and every asset it may load: the ones it loaded and the build's list of the
 * booth's chunks. Assets of an earlier build are dropped: the list is the running build's.
 */
async function keepForOffline(page: string, loaded: readonly string[]): Promise<void> {
  const pageUrl = new URL(page, self.location.origin);
  if (pageUrl.origin !== self.location.origin || !isBoothPage(pageUrl.pathname)) throw new Error('not a booth page');
  const answer = await fetch(boothPrecacheUrl, { cache: 'no-cache' });
  const listed = answer.ok ? ((await answer.json()) as unknown) : [];
  const build = Array.isArray(listed) ? listed.filter((path): path is string => typeof path === 'string') : [];
  const wanted = new Set([...build, ...loaded].filter(isAssetPath));
  const [assetCache, pageCache] = await Promise.all([caches.open(boothCaches.assets), caches.open(boothCaches.pages)]);
  await Promise.all([
    ...[...wanted].map(async (path) => {
      if (!(await assetCache.match(path))) await assetCache.add(path);
    }),
    pageCache.add(pageUrl.pathname + pageUrl.search),
  ]);
  if (build.length === 0) return;
  for (const request of await assetCache.keys()) {
    if (!wanted.has(new URL(request.url).pathname)) await assetCache.delete(request);
  }
}
