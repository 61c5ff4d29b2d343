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

/** Event pages worth serving offline: the booth's upload page (its track pages need the network anyway). */
export function isBoothPage(pathname: string): boolean {
  return /^\/event\/[^/]+\/upload\/?$/.test(pathname);
}
