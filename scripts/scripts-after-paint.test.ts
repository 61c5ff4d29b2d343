// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, securityHeaders } from '#src/server/http/security-headers.ts';
import { loadScriptsAfterPaint, preloadsPerTask, scriptListId } from './scripts-after-paint.mjs';

// index.html as Vite writes it: the entry and its static imports in the head.
const viteOutput = `<!doctype html><html><head><title>Ligpit</title>
<script type="module" crossorigin src="/assets/index-AbC1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-DlmbjZJV.js">
<link rel="modulepreload" crossorigin href="/assets/runtime-B_9x.js">
</head><body><div id="root"><!--app-html--></div></body></html>`;

describe('the app is fetched once the page has painted', () => {
  const html = loadScriptsAfterPaint(viteOutput);

  it('leaves no module tag for the browser to fetch while it reads the HTML', () => {
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(html).toContain('<title>Ligpit</title>');
    expect(html).toContain('<div id="root"><!--app-html--></div>');
  });

  it('lists the entry and its imports, in order, for the script at the end of the body', () => {
    const list = new RegExp(`<script type="application/json" id="${scriptListId}">(.*?)</script><script>`).exec(html);
    expect(JSON.parse(list?.[1] ?? 'null')).toEqual({
      entry: 'index-AbC1',
      preload: ['react-DlmbjZJV', 'runtime-B_9x'],
    });
    expect(html).toMatch(/<\/script><\/body><\/html>$/);
  });

  it('runs under the CSP by its hash, and nothing else inline does', () => {
    const hashes = inlineScriptHashes(html);
    expect(hashes).toHaveLength(1);
    expect(hashes[0]).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    const csp = securityHeaders({ https: true, scriptHashes: hashes })['content-security-policy'] ?? '';
    expect(csp).toContain(`script-src 'self' ${hashes[0]};`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    // A changed script is another hash: the policy allows exactly what the build wrote.
    expect(inlineScriptHashes(html.replace('setTimeout(go,1000)', 'setTimeout(go,1)'))[0]).not.toBe(hashes[0]);
  });

  it('refuses an index.html with no entry to move', () => {
    expect(() => loadScriptsAfterPaint('<html><body></body></html>')).toThrow(/no entry script/);
  });

  it('adds the entry, then the preloads a few to a task, in order, after the first frame', async () => {
    const chunks = Array.from({ length: 14 }, (_, n) => `chunk${n}-X`);
    const page = loadScriptsAfterPaint(
      viteOutput.replace(
        '</head>',
        `${chunks
          .slice(2)
          .map((c) => `<link rel="modulepreload" crossorigin href="/assets/${c}.js">`)
          .join('')}</head>`,
      ),
    );
    // The page as the browser gets it: the list in the body, the loader run as it is written.
    document.documentElement.innerHTML = page.replace(/^<!doctype html><html>|<\/html>$/g, '');
    const boot = [...document.querySelectorAll('script:not([type])')].map((script) => script.textContent ?? '');
    const added: string[][] = [];
    new MutationObserver((records) => {
      for (const record of records)
        added.push(
          [...record.addedNodes].map(
            (node) => (node as Element).getAttribute('src') ?? (node as Element).getAttribute('href') ?? '?',
          ),
        );
    }).observe(document.head, { childList: true });
    expect(boot).toHaveLength(1);
    // biome-ignore lint/security/noGlobalEval: runs the build's own loader, as the page's inline script would
    window.eval(boot[0] ?? '');
    const listed = ['react-DlmbjZJV', 'runtime-B_9x', ...chunks.slice(2)];
    await expect.poll(() => added.flat().length, { timeout: 5000 }).toBe(1 + listed.length);
    expect(added[0]).toEqual(['/assets/index-AbC1.js']);
    expect(added.slice(1).flat()).toEqual(listed.map((c) => `/assets/${c}.js`));
    // Each task's share stays small: one batch a task, none larger than the loader's step.
    expect(added.slice(1).map((batch) => batch.length)).toEqual([3, 3, 3, 3, 2]);
    expect(preloadsPerTask).toBe(3);
    const links = [...document.head.querySelectorAll('link[rel="modulepreload"]')];
    expect(links.every((link) => link.getAttribute('crossorigin') === '')).toBe(true);
  });
});
