import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '#src/server/db/schema.ts';
import { insertSubmission } from '#src/server/dev/factories.ts';
import { createSignedInUser } from '#src/server/test/sessions.ts';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';
import { withPreloads } from '#src/shared/core/script-list.ts';
import { rememberedPages } from './page-renderer.ts';
import { inlineScriptHashes } from './security-headers.ts';

// index.html as scripts/scripts-after-paint.mjs leaves it (tested there): a list of scripts and
// the inline script that loads them.
const template =
  '<html><head></head><body><div id="root"><!--app-html--></div>' +
  '<script type="application/json" id="ligpit-scripts">{"entry":"index-T3st","preload":["react-R"]}</script>' +
  '<script>/* loads the list */</script></body></html>';

// A stand-in for the build's SSR bundle: it echoes what the server handed it, which is what we test.
function makeBuild(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ligpit-ssr-'));
  fs.mkdirSync(path.join(dist, 'web'));
  fs.mkdirSync(path.join(dist, 'ssr'));
  fs.writeFileSync(path.join(dist, 'web', 'index.html'), template);
  fs.writeFileSync(
    path.join(dist, 'ssr', 'entry-server.js'),
    `export async function renderTrackingResult(url, trackingNumber, data) {
      // A name with "Pending" stands for markup in which React left a boundary pending.
      const pending = data.details.name.includes('Pending') ? '<!--$?--><template id="B:0"></template><!--/$-->' : '';
      return { html: '<main data-url="' + url + '">' + data.status + ' for ' + data.details.name + pending + '</main>', key: ['tracking', trackingNumber] };
    }
    export async function renderEventUpload(url, slug, data) {
      globalThis.boothRenders = (globalThis.boothRenders ?? 0) + 1;
      return { html: '<main data-url="' + url + '" data-render="' + globalThis.boothRenders + '">Booth of ' + data.venue + ', ' + data.phase + '</main>', key: ['events', 'public', slug] };
    }`,
  );
  return dist;
}

describe('server-rendered tracking result page', () => {
  let t: TestApp;
  const dist = makeBuild();
  beforeAll(async () => {
    t = await createTestApp({ deps: { webRoot: path.join(dist, 'web') } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('renders the masked answer into the page and embeds it for the client, with no second lookup', async () => {
    const row = await insertSubmission(t.database.db, {
      // Issue 26: the anonymous answer names the first name only, so the attempt sits in it.
      name: '</script><script>alert(1)</script> Reyes',
      email: 'ana.reyes@gmail.com',
      phone: '+639171234567',
      status: 'Processing',
    });
    const res = await t.app.inject({ method: 'GET', url: `/tracking-result/${row.trackingNumber.toLowerCase()}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers.link).toBeUndefined();
    expect(res.body).toContain('<main data-url');
    expect(res.body).toContain('Processing for');
    // Complete markup is hydrated, not rendered over (src/web/main.tsx).
    expect(res.body).toContain('<div id="root"><main');

    const json = /<script type="application\/json" id="ligpit-ssr-data">(.*?)<\/script>/.exec(res.body)?.[1];
    expect(json).toBeDefined();
    expect(json).not.toContain('</script>');
    const embedded = JSON.parse(json!) as { key: string[]; data: { details: { email: string; contact: string } } };
    expect(embedded.key).toEqual(['tracking', row.trackingNumber]);
    expect(embedded.data.details.email).toBe('a•••@gmail.com');
    expect(embedded.data.details.contact).toBe('+63 9•• ••• 4567');
    expect(res.body).not.toContain('ana.reyes@gmail.com');
    // The template's script that fetches the app after the paint may run: the policy names its
    // hash. The stand-in renderer echoes the name unescaped, so the page holds an injected script
    // too: that one is not allowed.
    const [boot] = inlineScriptHashes(template);
    expect(res.body).toContain('<script>alert(1)</script>');
    const [injected] = inlineScriptHashes('<script>alert(1)</script>');
    expect(res.headers['content-security-policy']).toContain(`script-src 'self' ${boot};`);
    expect(res.headers['content-security-policy']).not.toContain(injected);
  });

  it('renders every shape of the result URL: with a trailing slash, a query, or under an event', async () => {
    const row = await insertSubmission(t.database.db, { name: 'Lito Cruz', status: 'Processing' });
    const n = row.trackingNumber;
    for (const url of [
      `/tracking-result/${n}/`,
      `/tracking-result/${n}?from=sms`,
      `/event/bgc/tracking-result/${n}/`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('Processing for Lito');
      expect(res.body, url).not.toContain('Cruz');
      expect(res.headers.link, url).toBeUndefined();
    }
  });

  it('marks markup with a pending boundary data-shell, so the client renders over it instead of hydrating', async () => {
    const row = await insertSubmission(t.database.db, { name: 'Pending Reyes' });
    const res = await t.app.inject({ method: 'GET', url: `/tracking-result/${row.trackingNumber}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root" data-shell><main');
  });

  it("keeps replacement patterns in the data ($', $&) as text", async () => {
    // One word: the anonymous page shows the first name only (issue 26).
    const row = await insertSubmission(t.database.db, { name: "Ana$'$&$`Cruz Reyes" });
    const res = await t.app.inject({ method: 'GET', url: `/tracking-result/${row.trackingNumber}` });
    expect(res.statusCode).toBe(200);
    expect(res.body.match(/<div id="root"/g)).toHaveLength(1);
    expect(res.body.match(/<\/body>/g)).toHaveLength(1);
    const json = /<script type="application\/json" id="ligpit-ssr-data">(.*?)<\/script>/.exec(res.body)?.[1];
    expect(JSON.parse(json!).data.details.name).toBe("Ana$'$&$`Cruz");
  });

  it('serves the plain app shell to a signed-in browser, so full details come only from the API', async () => {
    const row = await insertSubmission(t.database.db, { email: 'owner@example.ph' });
    const customer = await createSignedInUser(t.app, t.database.db, { role: 'customer' });
    const res = await t.app.inject({
      method: 'GET',
      url: `/tracking-result/${row.trackingNumber}`,
      headers: { cookie: customer.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('ligpit-ssr-data');
    expect(res.body).not.toContain('owner@example.ph');
  });

  it('answers a refused lookup with the page, not a JSON body: the shell says how long to wait', async () => {
    const row = await insertSubmission(t.database.db, { name: 'Limited Reyes' });
    const from = { 'x-forwarded-for': '203.0.113.77' };
    let refused = false;
    for (let i = 0; i < 200 && !refused; i++) {
      const miss = await t.app.inject({
        method: 'GET',
        url: `/api/track/ZZ${String(i).padStart(6, '2').replace(/[01]/g, '3')}`,
        remoteAddress: '203.0.113.77',
        headers: from,
      });
      refused = miss.statusCode === 429;
    }
    expect(refused).toBe(true);
    const res = await t.app.inject({
      method: 'GET',
      url: `/tracking-result/${row.trackingNumber}`,
      remoteAddress: '203.0.113.77',
      headers: from,
    });
    expect(res.statusCode).toBe(429);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['retry-after']).toBeDefined();
    expect(res.body).toContain('<div id="root"');
    expect(res.body).not.toContain('RATE_LIMITED');
    expect(res.body).not.toContain('Limited');
  });

  it('serves the app shell for unknown numbers and non-numbers (the page shows its error card)', async () => {
    for (const url of ['/tracking-result/ZZZZ9999', '/event/bgc/tracking-result/nope']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('ligpit-ssr-data');
    }
  });
});

describe('server-rendered event booth page', () => {
  let t: TestApp;
  const dist = makeBuild();
  beforeAll(async () => {
    t = await createTestApp({ deps: { webRoot: path.join(dist, 'web') } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('renders a known event with its venue and embeds the public event for the client', async () => {
    await t.database.db.insert(events).values({ slug: 'sm-aura-2026', venue: 'SM Aura Premier', city: 'Taguig' });
    const res = await t.app.inject({ method: 'GET', url: '/event/SM-Aura-2026/upload?kiosk=1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root"><main data-url="/event/SM-Aura-2026/upload?kiosk=1" data-render="');
    const json = /<script type="application\/json" id="ligpit-ssr-data">(.*?)<\/script>/.exec(res.body)?.[1];
    const embedded = JSON.parse(json!) as { key: string[]; data: { slug: string; venue: string } };
    expect(embedded.key).toEqual(['events', 'public', 'sm-aura-2026']);
    expect(embedded.data).toMatchObject({ slug: 'sm-aura-2026', venue: 'SM Aura Premier' });
  });

  it('makes a booth page once per address, event and language, and again when the event changes', async () => {
    await t.database.db.insert(events).values({ slug: 'mega-mall-2026', venue: 'SM Megamall', city: 'Mandaluyong' });
    const renderOf = async (url: string, headers: Record<string, string> = {}) => {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.body).toContain('Booth of');
      return /data-render="(\d+)"/.exec(res.body)?.[1];
    };
    const first = await renderOf('/event/mega-mall-2026/upload');
    expect(await renderOf('/event/mega-mall-2026/upload')).toBe(first);
    expect(await renderOf('/event/mega-mall-2026/upload?kiosk=1')).not.toBe(first);
    expect(await renderOf('/event/mega-mall-2026/upload', { cookie: 'ligpit_lang=fil' })).not.toBe(first);
  });

  it('serves the app shell for an unknown event (the page shows "This event was not found")', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/event/no-such-fair/upload' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('Booth of');
    expect(res.body).not.toContain('ligpit-ssr-data');
  });
});

describe('remembered pages', () => {
  it('makes each key once, forgets the oldest past the limit, and keeps no failure', async () => {
    const remember = rememberedPages(2);
    let made = 0;
    const make = (html: string) => () => Promise.resolve(`${html}#${++made}`);
    expect(await remember('a', make('A'))).toBe('A#1');
    expect(await remember('a', make('A'))).toBe('A#1');
    expect(await remember('b', make('B'))).toBe('B#2');
    expect(await remember('c', make('C'))).toBe('C#3');
    expect(await remember('a', make('A'))).toBe('A#4');
    await expect(remember('d', () => Promise.reject(new Error('render failed')))).rejects.toThrow('render failed');
    expect(await remember('d', make('D'))).toBe('D#5');
  });
});

describe('a server-rendered page names its chunks', () => {
  it('in the list of scripts it fetches after painting, each once, and only asset chunk names', () => {
    const html = withPreloads(template, [
      'assets/tracking-result-page-DATHTO9-.js',
      'assets/react-R.js',
      'assets/index-T3st.js',
      'assets/x.js"><script>alert(1)</script>',
      '../secret.js',
    ]);
    const list = /<script type="application\/json" id="ligpit-scripts">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(list ?? 'null')).toEqual({
      entry: 'index-T3st',
      preload: ['react-R', 'tracking-result-page-DATHTO9-'],
    });
    expect(html).not.toContain('modulepreload" crossorigin');
    // The script that reads the list is the template's, unchanged: its CSP hash still holds.
    expect(inlineScriptHashes(html)).toEqual(inlineScriptHashes(template));
  });
});
