import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app.tsx';
import { preloadRoute } from './router.tsx';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');

// The server sends a first view in the HTML (DESIGN §9: paint before the JavaScript). Pages
// pre-rendered at build time or rendered by the server with their data are hydrated: React adopts
// the painted nodes instead of replacing them, so nothing repaints. The shell (header and loading
// skeleton, marked data-shell) is only a placeholder and is rendered over. Either way the page's
// chunk is loaded first, so the first render is the page itself.
void preloadRoute(window.location.pathname)
  .catch(() => undefined)
  .then(() => {
    const app = (
      <BrowserRouter>
        <App />
      </BrowserRouter>
    );
    if (root.firstElementChild && !root.hasAttribute('data-shell')) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
