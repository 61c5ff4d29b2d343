// The caches of the booth's service worker (issue 14), named once for the worker and the page.
export const boothCaches = {
  /** The HTML of event pages, so a booth reloads with no network. */
  pages: 'ligpit-booth-pages-v1',
  /** Hashed JS and CSS of the app the event pages use (immutable, so first-cache). */
  assets: 'ligpit-booth-assets-v1',
} as const;

/** The worker's scope: it controls event pages only, never the admin area or an account page. */
export const boothScope = '/event/';
export const boothWorkerUrl = '/booth-sw.js';
/**
 * Every chunk a booth page can load, the lazy ones too (the toaster, the camera, the photo dialog),
 * written by scripts/build.mjs from the build's module graph.
 */
export const boothPrecacheUrl = '/booth-precache.json';

/** Event pages worth serving offline: the booth's upload page (its track pages need the network anyway). */
export function isBoothPage(pathname: string): boolean {
  return /^\/event\/[^/]+\/upload\/?$/.test(pathname);
}

/** A hashed asset of this origin, the only thing the assets cache holds. */
export function isAssetPath(pathname: string): boolean {
  return /^\/assets\/[\w.-]+$/.test(pathname);
}

/**
 * What a booth page asks its worker once loaded: keep this page, the assets it loaded before the
 * worker controlled it, and the build's list. The worker answers on the message's port.
 */
export interface KeepForOffline {
  type: 'ligpit-keep-for-offline';
  /** The page's path and query. */
  page: string;
  /** Asset paths the page loaded. */
  assets: string[];
}

export function isKeepForOffline(data: unknown): data is KeepForOffline {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Partial<KeepForOffline>;
  return (
    message.type === 'ligpit-keep-for-offline' &&
    typeof message.page === 'string' &&
    Array.isArray(message.assets) &&
    message.assets.every((asset) => typeof asset === 'string')
  );
}
