import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#src/server/db/client.ts';
import { insertSubmission } from '#src/server/dev/factories.ts';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';
import { trackingLimits } from './tracking-limits.ts';

// Decision 010: misses are counted tightly per client and per network, lookups loosely.

const missesPerAddress = trackingLimits.misses[0]!.windows[0]!.max; // 30 in ten minutes
const missesPerNetwork = trackingLimits.misses[1]!.windows[0]!.max; // 90 in ten minutes
const lookupsPerAddress = trackingLimits.lookups[0]!.windows[0]!.max; // 600 in ten minutes

let nextNetwork = 1;
/** A /24 of its own per test: `net(3)` is its fourth address. */
function freshNetwork(): (host: number) => string {
  const n = nextNetwork++;
  return (host) => `10.77.${n}.${host + 1}`;
}

/** A number of the right shape that no submission has. */
const unknown = (i: number) => `ZZ${String(i).padStart(6, '0')}`;

describe('tracking limits', () => {
  let t: TestApp;
  let db: Db;
  let webRoot: string;

  beforeAll(async () => {
    // A stand-in for the build's server renderer, so the result pages look numbers up as in production.
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ligpit-track-limits-'));
    webRoot = path.join(dist, 'web');
    fs.mkdirSync(webRoot);
    fs.mkdirSync(path.join(dist, 'ssr'));
    fs.writeFileSync(
      path.join(webRoot, 'index.html'),
      '<html><body><div id="root"><!--app-html--></div></body></html>',
    );
    fs.writeFileSync(
      path.join(dist, 'ssr', 'entry-server.js'),
      "export async function renderTrackingResult(url, n) { return { html: '<p>result ' + n + '</p>', key: [] }; }\n",
    );
    t = await createTestApp({ deps: { webRoot } });
    db = t.database.db;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(path.dirname(webRoot), { recursive: true, force: true });
  });

  const get = (url: string, remoteAddress: string) => t.app.inject({ method: 'GET', url, remoteAddress });
  const track = (number: string, remoteAddress: string) => get(`/api/track/${number}`, remoteAddress);

  it('lets a booth of 50 people behind one address follow their own numbers, typos included', async () => {
    const booth = freshNetwork()(0);
    const people = await Promise.all(Array.from({ length: 50 }, () => insertSubmission(db)));
    const answers: number[] = [];
    for (const [i, person] of people.entries()) {
      // Each looks twice through the API and once at the result page; one in five mistypes once.
      answers.push((await track(person.trackingNumber, booth)).statusCode);
      answers.push((await get(`/tracking-result/${person.trackingNumber}`, booth)).statusCode);
      answers.push((await track(person.trackingNumber.toLowerCase(), booth)).statusCode);
      if (i % 5 === 0) answers.push((await track(unknown(i), booth)).statusCode);
    }
    expect(answers.filter((s) => s === 200)).toHaveLength(150);
    expect(answers.filter((s) => s === 404)).toHaveLength(10);
  });

  it('closes an address to every lookup, hits included, after its misses run out', async () => {
    const known = await insertSubmission(db);
    const client = freshNetwork()(0);
    for (let i = 0; i < missesPerAddress; i++) expect((await track(unknown(i), client)).statusCode).toBe(404);
    for (const url of [
      `/api/track/${unknown(999)}`,
      `/api/track/${known.trackingNumber}`,
      `/tracking-result/${known.trackingNumber}`,
      `/tracking-result/${known.trackingNumber}/`,
      `/event/bgc-weekend-market/tracking-result/${known.trackingNumber}`,
    ]) {
      const res = await get(url, client);
      expect(res.statusCode, url).toBe(429);
      // The API says so in JSON; a page a person opened is the page, which says so as text.
      if (url.startsWith('/api/')) expect(res.json()).toMatchObject({ error: 'RATE_LIMITED' });
      else expect(res.headers['content-type'], url).toContain('text/html');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.body).not.toContain(known.name);
    }
  });

  it('counts every spelling of a lookup against the same misses: case, escapes, slashes, queries, pages', async () => {
    const client = freshNetwork()(0);
    const spellings = (n: string) => [
      `/api/track/${n}`,
      `/api/track/${n.toLowerCase()}`,
      `/api/track/%${n.charCodeAt(0).toString(16)}${n.slice(1)}`,
      `/api/track/${n}?utm=sms`,
      `/api/track/${n.slice(0, 4)}%20${n.slice(4)}`,
      `/tracking-result/${n}`,
      `/tracking-result/${n}/`,
      `/tracking-result/${n.toLowerCase()}?from=sms`,
      `/event/bgc-weekend-market/tracking-result/${n}`,
      `/event/bgc-weekend-market/tracking-result/${n}/`,
    ];
    let sent = 0;
    while (sent < missesPerAddress) {
      for (const url of spellings(unknown(sent))) {
        if (sent >= missesPerAddress) break;
        const res = await get(url, client);
        // The pages answer the app's shell for an unknown number (the SPA shows the not-found card).
        expect([200, 404], url).toContain(res.statusCode);
        sent++;
      }
    }
    for (const url of spellings(unknown(500))) expect((await get(url, client)).statusCode, url).toBe(429);
  });

  it('does not count what cannot be a number, which is never looked up', async () => {
    const known = await insertSubmission(db);
    const client = freshNetwork()(0);
    for (let i = 0; i < missesPerAddress; i++) await track(unknown(i), client);
    expect((await track(known.trackingNumber, client)).statusCode).toBe(429);

    const other = freshNetwork()(0);
    for (const bad of ['ABC', 'ABCDEFGHI', 'ABCD-123', 'x/../y', 'ABCD1234/extra']) {
      for (let i = 0; i < 10; i++) expect((await track(bad, other)).statusCode).toBe(404);
    }
    expect((await track(known.trackingNumber, other)).statusCode).toBe(200);
  });

  it('gives a hit’s reservation back: known numbers never use up the misses', async () => {
    const known = await insertSubmission(db);
    const client = freshNetwork()(0);
    for (let i = 0; i < 3 * missesPerAddress; i++)
      expect((await track(known.trackingNumber, client)).statusCode).toBe(200);
    for (let i = 0; i < missesPerAddress; i++) expect((await track(unknown(i), client)).statusCode).toBe(404);
    expect((await track(unknown(999), client)).statusCode).toBe(429);
  });

  it('counts the neighbours in one /24 together', async () => {
    const net = freshNetwork();
    const perNetworkAddresses = missesPerNetwork / missesPerAddress;
    let sent = 0;
    for (let host = 0; host < perNetworkAddresses; host++) {
      for (let i = 0; i < missesPerAddress; i++) {
        expect((await track(unknown(sent++), net(host))).statusCode).toBe(404);
      }
    }
    // A fresh address of the same /24 finds the network closed; the next /24 does not.
    expect((await track(unknown(sent), net(200))).statusCode).toBe(429);
    expect((await track(unknown(sent), freshNetwork()(0))).statusCode).toBe(404);
  });

  it('counts an IPv6 /64 as one client and a /48 as one network', async () => {
    for (let i = 0; i < missesPerAddress; i++) {
      expect((await track(unknown(i), `2001:db8:aa:1::${(i + 1).toString(16)}`)).statusCode).toBe(404);
    }
    expect((await track(unknown(100), '2001:db8:aa:1:ffff::9')).statusCode).toBe(429);
    // Another /64 of the same /48 has its own client count but shares the network's.
    expect((await track(unknown(101), '2001:db8:aa:2::1')).statusCode).toBe(404);
  });

  it('lets exactly the limit through when many misses arrive at once', async () => {
    const client = freshNetwork()(0);
    const answers = await Promise.all(
      Array.from({ length: 2 * missesPerAddress }, (_, i) => track(unknown(i), client).then((r) => r.statusCode)),
    );
    expect(answers.filter((s) => s === 404)).toHaveLength(missesPerAddress);
    expect(answers.filter((s) => s === 429)).toHaveLength(missesPerAddress);
  });

  it('caps all lookups of one address loosely', async () => {
    const known = await insertSubmission(db);
    const client = freshNetwork()(0);
    for (let i = 0; i < lookupsPerAddress; i++) {
      const res = await track(known.trackingNumber, client);
      if (res.statusCode !== 200) expect.fail(`lookup ${i + 1} answered ${res.statusCode}`);
    }
    expect((await track(known.trackingNumber, client)).statusCode).toBe(429);
  });
});
