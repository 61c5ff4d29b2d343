// Screenshots of the pages a person sees, at phone (390×844) and desktop (1280×800) size.
// Usage: node scripts/build.mjs && npx tsx scripts/screenshots.ts [out-dir] [path …]
// Starts the built server on a temporary DATA_DIR; the default paths are the public pages.
import fs from 'node:fs';
import path from 'node:path';
import { launchBrowser, newPage, startServer } from '../e2e/harness.ts';

const outDir = path.resolve(process.argv[2] ?? 'docs/screenshots');
const paths =
  process.argv.length > 3 ? process.argv.slice(3) : ['/', '/who-we-are', '/terms', '/track', '/no-such-page'];

fs.mkdirSync(outDir, { recursive: true });
const [server, maintenance, browser] = await Promise.all([
  startServer(),
  startServer({ MAINTENANCE_MODE: '1' }),
  launchBrowser(),
]);
try {
  const shoot = async (baseURL: string, urlPath: string, size: 'phone' | 'desktop') => {
    const { page, context } = await newPage(browser, { baseURL, size });
    await page.goto(urlPath, { waitUntil: 'networkidle' });
    const name = `${urlPath
      .replace(/^\/$/, 'home')
      .replace(/^\//, '')
      .replace(/[/?=&]+/g, '_')}-${size}.png`;
    await page.screenshot({ path: path.join(outDir, name), fullPage: size !== 'phone' });
    await context.close();
    console.log(`${path.join(outDir, name)}`);
  };
  for (const urlPath of paths) {
    await shoot(server.url, urlPath, 'phone');
    await shoot(server.url, urlPath, 'desktop');
  }
  await shoot(maintenance.url, '/site-upgrading', 'phone');
} finally {
  await browser.close();
  await Promise.all([server.stop(), maintenance.stop()]);
}
