// Prints the JavaScript the landing route loads at first: the entry chunk plus every chunk it
// imports statically, gzip-compressed. Budget: ≤ 100 KB.
// Run after a build: `node scripts/build.mjs && node bench/landing-size.mjs`.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chunkPath, scriptListId } from '../scripts/scripts-after-paint.mjs';

const webDir = path.resolve(import.meta.dirname, '..', 'dist', 'web');
const htmlFile = path.join(webDir, 'prerendered', 'index.html');
const html = fs.readFileSync(fs.existsSync(htmlFile) ? htmlFile : path.join(webDir, 'index.html'), 'utf8');

// The entry and its static imports: the list the page loads once it has painted
// (scripts/scripts-after-paint.mjs).
const listed = new RegExp(`<script type="application/json" id="${scriptListId}">(.*?)</script>`).exec(html);
if (!listed) throw new Error('landing-size: the page names no list of scripts (rebuild with npm run build)');
const { entry, preload } = JSON.parse(listed[1]);
const scripts = [entry, ...preload].map(chunkPath);
const css = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) => m[1]);

const gz = (file) => zlib.gzipSync(fs.readFileSync(path.join(webDir, file)), { level: 9 }).length;
let total = 0;
for (const file of scripts) {
  const size = gz(file);
  total += size;
  console.log(`  ${file.padEnd(48)} ${(size / 1024).toFixed(1).padStart(7)} KB gzip`);
}
const cssTotal = css.reduce((sum, file) => sum + gz(file), 0);
const htmlSize = zlib.gzipSync(html, { level: 9 }).length;
const budget = 100 * 1024;
console.log(
  `landing initial JS: ${(total / 1024).toFixed(1)} KB gzip (budget 100 KB) ${total <= budget ? 'OK' : 'OVER BUDGET'}`,
);
console.log(
  `landing CSS: ${(cssTotal / 1024).toFixed(1)} KB gzip; pre-rendered HTML: ${(htmlSize / 1024).toFixed(1)} KB gzip`,
);
process.exitCode = total <= budget ? 0 : 1;
