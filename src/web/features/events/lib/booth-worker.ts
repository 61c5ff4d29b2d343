import { boothCaches, boothScope, boothWorkerUrl } from './booth-caches.ts';

// Registers the booth's service worker (issue 14) once the page has loaded, so it costs the first
// paint nothing (and the landing, which never loads this module, nothing at all). Then it fills the
// worker's caches with what this page already loaded before the worker existed, and with the
// chunks a booth needs later offline (the toaster), so the next load works without a network.

let registered = false;

export function registerBoothWorker(): void {
  if (registered || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  registered = true;
  const start = () => {
    navigator.serviceWorker
      .register(boothWorkerUrl, { scope: boothScope })
      .then(() => warmCaches())
      .catch(() => undefined); // No worker (private mode, http on a LAN address): online only.
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/** Marks <html data-booth-offline="ready"> once the caches hold this page and its assets. */
async function warmCaches(): Promise<void> {
  await (async () => {
    // Chunks the booth loads only when first needed; load them now, while online.
    await Promise.all([import('sonner'), import('#src/web/components/layout/toaster.tsx')]).catch(() => undefined);
    const assets = new Set<string>();
    for (const entry of performance.getEntriesByType('resource')) {
      const url = new URL(entry.name, location.href);
      if (url.origin === location.origin && url.pathname.startsWith('/assets/')) assets.add(url.pathname);
    }
    for (const element of document.querySelectorAll<HTMLLinkElement | HTMLScriptElement>(
      'script[src], link[rel="stylesheet"][href], link[rel="modulepreload"][href]',
    )) {
      const url = new URL(element instanceof HTMLScriptElement ? element.src : element.href, location.href);
      if (url.origin === location.origin && url.pathname.startsWith('/assets/')) assets.add(url.pathname);
    }
    const [assetCache, pageCache] = await Promise.all([
      caches.open(boothCaches.assets),
      caches.open(boothCaches.pages),
    ]);
    await Promise.all([
      ...[...assets].map(async (path) => {
        if (!(await assetCache.match(path))) await assetCache.add(path);
      }),
      pageCache.add(location.pathname + location.search),
    ]);
    document.documentElement.dataset.boothOffline = 'ready';
  })().catch(() => undefined);
}
