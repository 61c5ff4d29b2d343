import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app.tsx';
import { preloadRoute } from './router.tsx';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');

// The server sends a pre-rendered first view (bench budget: paint before JS). We fetch the
// current page's chunk first, then React replaces that markup with the same markup: no
// skeleton flash, nothing to hydrate.
void preloadRoute(window.location.pathname)
  .catch(() => undefined)
  .then(() => {
    createRoot(root).render(
      <BrowserRouter>
        <App />
      </BrowserRouter>,
    );
  });
