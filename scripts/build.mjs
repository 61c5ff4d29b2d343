// Builds everything `npm start` serves: the SPA, the pre-rendered first views and the server.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { hintFiles } from './compile-hint.mjs';
import { precompress } from './precompress.mjs';
import { loadScriptsAfterPaint } from './scripts-after-paint.mjs';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
// Always a production build, whoever calls it: under Vitest NODE_ENV is "test", which would
// compile the SSR bundle with React's development JSX runtime.
const run = (cmd, args) =>
  execFileSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });

// The message catalogue is compiled, not committed (decision 047): bring it up to date first.
run(bin('tsx'), [path.join(root, 'scripts', 'compile-messages.ts')]);
run(bin('vite'), ['build', '--logLevel', 'warn']);
run(bin('vite'), [
  'build',
  '--ssr',
  'entry-server.tsx',
  '--outDir',
  '../../dist/ssr',
  '--logLevel',
  'warn',
  '--emptyOutDir',
]);

// The server: one ESM bundle of our own code (packages stay external), which resolves the
// `#src/*` subpath imports at build time; `npm run typecheck` is what checks the types. Built before
// the pages are pre-rendered: their part of the stylesheet comes from the server's own module
// (src/server/http/critical-css.ts, bundled on its own beside main.js), the one that fills it in
// the pages rendered per request.
const serverOut = path.join(root, 'dist', 'server-build', 'server');
fs.rmSync(path.join(root, 'dist', 'server-build'), { recursive: true, force: true });
const esbuild = await import('esbuild');
await esbuild.build({
  entryPoints: {
    main: path.join(root, 'src', 'server', 'main.ts'),
    'critical-css': path.join(root, 'src', 'server', 'http', 'critical-css.ts'),
  },
  outdir: serverOut,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
// The migrator reads its folder beside the module that runs it (src/server/db/client.ts).
fs.cpSync(path.join(root, 'src', 'server', 'db', 'migrations'), path.join(serverOut, 'migrations'), {
  recursive: true,
});
const { criticalCssFor } = await import(pathToFileURL(path.join(serverOut, 'critical-css.js')).href);

const webDir = path.join(root, 'dist', 'web');
/** Must match src/server/http/page-renderer.ts. */
const criticalCssMarker = '<!--critical-css-->';
const template = stylesheetAfterContent(
  loadScriptsAfterPaint(fs.readFileSync(path.join(webDir, 'index.html'), 'utf8')),
);
// Every page the server sends (pre-rendered, shell, rendered per request) starts from this file.
fs.writeFileSync(path.join(webDir, 'index.html'), template);

/**
 * The first paint waits for the HTML alone (design.md §9), and the whole stylesheet is not in every
 * page (docs/decisions/062, which replaces 052): the head gets a marker that each page fills with
 * the part of the stylesheet its markup uses (src/server/http/critical-css.ts), and the whole hashed
 * stylesheet, cached a year, is linked at the end of the body, after the scripts, where it blocks
 * neither the paint nor the script that loads the app. Vite's chunk loader finds it by its href
 * and does not fetch it again.
 */
function stylesheetAfterContent(html) {
  const link = /<link rel="stylesheet" crossorigin href="\/(assets\/[\w.-]+\.css)">/.exec(html);
  if (!link) throw new Error('build: index.html names no stylesheet');
  const css = fs.readFileSync(path.join(webDir, link[1]), 'utf8');
  if (/<\/style/i.test(css)) throw new Error('build: the stylesheet cannot be inlined (it contains </style)');
  return html.replace(link[0], () => criticalCssMarker).replace('</body>', () => `${link[0]}</body>`);
}
const stylesheetFile = /<link rel="stylesheet" crossorigin href="\/(assets\/[\w.-]+\.css)">/.exec(template)[1];
const ssr = await import(pathToFileURL(path.join(root, 'dist', 'ssr', 'entry-server.js')).href);
// Pages whose first view is the same for everyone are pre-rendered into the HTML (the list is
// src/web/entry-server.tsx's, built from the shared paths).
const prerendered = ssr.prerenderedPages;
const outDir = path.join(webDir, 'prerendered');
fs.mkdirSync(outDir, { recursive: true });
// Each page once per language (issue 16): `<name>.html` in English, `<name>.<locale>.html` in the
// others; src/server/http/spa.ts serves the one the request's language asks for.
const criticalCss = criticalCssFor(fs.readFileSync(path.join(webDir, stylesheetFile), 'utf8'));
const fill = (html, locale) =>
  ssr
    .localizeDocument(template, locale)
    .replace(criticalCssMarker, () => `<style>${criticalCss(html)}</style>`)
    .replace('<!--app-html-->', () => html);
const fileName = (name, locale) => (locale === 'en' ? `${name}.html` : `${name}.${locale}.html`);
const manifestPath = path.join(webDir, '.vite', 'manifest.json');
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
// Named in an attribute (the stylesheet) or in the list of scripts loaded after paint.
const named = new Set([...template.matchAll(/"\/(assets\/[^"]+)"/g)].map((m) => m[1]));
const chunksOf = (sources) => {
  const files = new Set();
  const visit = (key) => {
    const entry = manifest[key];
    if (!entry) throw new Error(`build: ${key} is not in the client build (page modules in src/web/page-modules.ts)`);
    if (files.has(entry.file)) return;
    files.add(entry.file);
    for (const child of entry.imports ?? []) visit(child);
  };
  for (const source of sources) visit(source);
  return [...files].filter((file) => file.endsWith('.js') && !named.has(file));
};
// What a painted page runs as the app takes it over: the entry and every painted page's chunks.
const startupChunks = new Set([manifest['index.html'].file]);
for (const locale of ssr.locales) {
  for (const [url, name] of Object.entries(prerendered)) {
    const html = fill(await ssr.renderPage(url, locale), locale);
    const chunks = chunksOf(ssr.prerenderedPageModules[url] ?? []);
    for (const chunk of chunks) startupChunks.add(chunk);
    fs.writeFileSync(path.join(outDir, fileName(name, locale)), ssr.withPreloads(html, chunks));
  }
  // The shell is a placeholder the client renders over, not markup to hydrate (src/web/main.tsx).
  fs.writeFileSync(
    path.join(outDir, fileName('shell', locale)),
    fill(await ssr.renderShell(locale), locale).replace('<div id="root">', '<div id="root" data-shell>'),
  );
}
fs.writeFileSync(path.join(outDir, 'locales.json'), JSON.stringify(ssr.locales));
fs.writeFileSync(path.join(outDir, 'routes.json'), JSON.stringify(prerendered, null, 2));

// The chunks of each page the server renders with data, minus what index.html already names:
// src/server/http/page-renderer.ts adds them to the page's list of scripts loaded after paint.
const preloads = Object.fromEntries(
  Object.entries(ssr.serverRenderedPageModules).map(([page, sources]) => [page, chunksOf(sources)]),
);
fs.writeFileSync(path.join(outDir, 'preloads.json'), JSON.stringify(preloads, null, 2));
for (const chunks of Object.values(preloads)) for (const chunk of chunks) startupChunks.add(chunk);
hintFiles([...startupChunks].map((file) => path.join(webDir, file)));

// Everything an event booth may load, for its service worker to keep (issue 14): the entry and its
// imports, and the booth's page modules with every chunk they load later (the camera, the photo
// dialog, the toaster its messages appear in). src/web/features/events/booth-sw.ts reads it.
const boothChunks = new Set();
const keepWithImports = (key, { lazyToo }) => {
  const entry = manifest[key];
  if (!entry) throw new Error(`build: ${key} is not in the client build (booth precache)`);
  if (boothChunks.has(entry.file)) return;
  boothChunks.add(entry.file);
  for (const child of [...(entry.imports ?? []), ...(lazyToo ? (entry.dynamicImports ?? []) : [])]) {
    keepWithImports(child, { lazyToo });
  }
};
keepWithImports('index.html', { lazyToo: false });
for (const source of [...ssr.serverRenderedPageModules.eventUpload, ...ssr.boothLazyModules]) {
  keepWithImports(source, { lazyToo: true });
}
fs.writeFileSync(
  path.join(webDir, 'booth-precache.json'),
  JSON.stringify([...boothChunks].filter((file) => file.endsWith('.js')).map((file) => `/${file}`)),
);
// Not a file to serve.
fs.rmSync(path.join(webDir, '.vite'), { recursive: true, force: true });
// Last, once no asset changes any more.
precompress(path.join(webDir, 'assets'));

fs.writeFileSync(path.join(root, 'dist', 'build-stamp'), new Date().toISOString());
console.log('build: dist/web (SPA + pre-rendered pages) and dist/server-build ready');
