import '#src/web/lib/locale-strategy.ts';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { getLocale } from '#src/shared/i18n/messages.ts';
import { cameraOpenParam } from '#src/shared/submissions/pages.ts';
import { storageKeys, writeSession } from '#src/web/lib/browser-storage.ts';
import { App } from './app.tsx';
import { preloadRoute } from './router.tsx';
import './styles.css';

// The language the texts are in (the switch's cookie, else the browser's preferred one): the
// server-made HTML already says so; a page the client renders over the shell says it here.
document.documentElement.lang = getLocale();

// A link that asks for the camera says so in its URL (issue 25: the landing's Start Taking Photos is
// a plain link, followed before the app ran); the upload screen reads the same session flag the
// landing's handler writes. The flag leaves the address, so a reload does not open the camera again.
const address = new URL(window.location.href);
if (address.searchParams.get(cameraOpenParam) === 'open') {
  writeSession(storageKeys.autoOpenWebcam, true);
  address.searchParams.delete(cameraOpenParam);
  window.history.replaceState(window.history.state, '', address);
}

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');

// The server sends a first view in the HTML (design.md §9: paint before the JavaScript). Pages
// pre-rendered at build time or rendered by the server with their data are hydrated: React adopts
// the painted nodes instead of replacing them, so nothing repaints. The shell (header and loading
// skeleton, marked data-shell) is only a placeholder and is rendered over. Either way the page's
// chunk is loaded first, so the first render is the page itself. A server-rendered result page
// seeds the query cache from its embedded answer while that chunk loads (get-tracking.ts), so the
// first client render is the server's markup.
//
// The first render runs as a transition: React then works in slices of a few milliseconds and
// lets the browser breathe between them, instead of one long task that blocks input (Lighthouse's
// Total Blocking Time, design.md §9). The page is already painted; nothing waits on that render.
void preloadRoute(window.location.pathname)
  .catch(() => undefined)
  .then(() => {
    const app = (
      <BrowserRouter>
        <App />
      </BrowserRouter>
    );
    startTransition(() => {
      if (root.firstElementChild && !root.hasAttribute('data-shell')) hydrateRoot(root, app);
      else createRoot(root).render(app);
    });
  });
