import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ApiErrorBody } from '../../shared/app-error.ts';

/**
 * Serves the built SPA: hashed assets are cached for a year, index.html never, and every
 * other GET that is not an API call falls back to index.html so client routes survive a reload.
 */
export async function registerSpa(app: FastifyInstance, webRoot: string): Promise<void> {
  const indexPath = path.join(webRoot, 'index.html');
  const hasBuild = fs.existsSync(indexPath);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      preCompressed: false,
      setHeaders(res, filePath) {
        const relative = path.relative(webRoot, filePath);
        res.header(
          'Cache-Control',
          relative.startsWith(`assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }
  const pages = hasBuild ? loadPages(webRoot, indexPath) : undefined;

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api');
    if (wantsPage && !/\/assets\//.test(pathname)) {
      if (!pages) {
        return reply
          .status(503)
          .type('text/plain')
          .send('The web app is not built yet. Run `npm run build` (npm start does this for you).');
      }
      const html = pages.byPath.get(pathname.replace(/(.)\/$/, '$1')) ?? pages.shell;
      return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(html);
    }
    const body: ApiErrorBody = { error: 'NOT_FOUND', message: `No such endpoint: ${request.method} ${pathname}` };
    return reply.status(404).send(body);
  });
}

/**
 * The HTML each path starts with: a pre-rendered first view for the static pages (scripts/build.mjs),
 * the header-and-skeleton shell for the rest, or the bare index.html of a build without them.
 */
function loadPages(webRoot: string, indexPath: string): { byPath: Map<string, Buffer>; shell: Buffer } {
  const dir = path.join(webRoot, 'prerendered');
  const routesFile = path.join(dir, 'routes.json');
  const bare = fs.readFileSync(indexPath);
  if (!fs.existsSync(routesFile)) return { byPath: new Map(), shell: bare };
  const routes = JSON.parse(fs.readFileSync(routesFile, 'utf8')) as Record<string, string>;
  const byPath = new Map<string, Buffer>();
  for (const [url, name] of Object.entries(routes)) byPath.set(url, fs.readFileSync(path.join(dir, `${name}.html`)));
  return { byPath, shell: fs.readFileSync(path.join(dir, 'shell.html')) };
}
