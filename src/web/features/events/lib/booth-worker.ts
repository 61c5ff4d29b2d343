import { boothScope, boothWorkerUrl, isAssetPath, type KeepForOffline } from './booth-caches.ts';

// Registers the booth's service worker (issue 14) once the page has loaded, so it costs the first
// paint nothing (and the landing, which never loads this module, nothing at all). Then it asks the
// worker to keep this page and every chunk a booth may need, so the next load works without a
// network. The worker does the caching: the page only names what it loaded before the worker
// existed (decision 045: loading the lazy chunks here to get them cached cost the page a long task).

let registered = false;

export function registerBoothWorker(): void {
  if (registered || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  registered = true;
  const start = () => {
    navigator.serviceWorker
      .register(boothWorkerUrl, { scope: boothScope })
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => keepForOffline(registration.active))
      .catch(() => undefined); // No worker (private mode, http on a LAN address): online only.
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/** Marks <html data-booth-offline="ready"> once the worker holds this page and its assets. */
function keepForOffline(worker: ServiceWorker | null): void {
  if (!worker) return;
  const assets = new Set<string>();
  for (const entry of performance.getEntriesByType('resource')) {
    const url = new URL(entry.name, location.href);
    if (url.origin === location.origin && isAssetPath(url.pathname)) assets.add(url.pathname);
  }
  const channel = new MessageChannel();
  channel.port1.onmessage = (event) => {
    if (event.data === 'ready') document.documentElement.dataset.boothOffline = 'ready';
    channel.port1.close();
  };
  const message: KeepForOffline = {
    type: 'ligpit-keep-for-offline',
    page: location.pathname + location.search,
    assets: [...assets],
  };
  worker.postMessage(message, [channel.port2]);
}
