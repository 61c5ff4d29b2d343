import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodePage, ResultPageCache } from './result-pages.ts';

// Issue 35: a page rendered for the first time is compressed cheaply (most households of a wave
// open their page once); a page asked for again is compressed at the best settings, off the
// request's path, and those bytes are kept in its place.

/** A page like a result page: repetitive markup, a few KB, where the brotli quality shows in the bytes. */
const pageText = (n: number) =>
  `<main data-n="${n}">${Array.from(
    { length: 300 },
    (_, k) =>
      `<li class="row-${(k * k) % 13} text-sm">item ${(k * 7919) % 10007} ${['Ana', 'Lito', 'Maria', 'Jose'][k % 4]} ${(k * 31) % 97}</li>`,
  ).join('')}</main>`;

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

/** Waits until `check` holds, a few seconds at most (the recompression runs in zlib's thread pool). */
async function until(check: () => Promise<boolean>): Promise<void> {
  for (let tries = 0; tries < 100; tries++) {
    if (await check()) return;
    await settle();
  }
  throw new Error('never');
}

describe('result pages compressed cheaply first, best once asked for again', () => {
  it('compresses a first render once, in gzip, and brotli only for a client that takes nothing else', async () => {
    const html = pageText(1);
    const first = await encodePage(html, 'first', ['gzip']);
    expect(first.encodings).toEqual(['gzip']);
    const forBrowser = first.for(['br', 'gzip']);
    expect(forBrowser.encoding).toBe('gzip');
    expect(zlib.gunzipSync(forBrowser.bytes).toString()).toBe(html);
    expect(first.encodings).toEqual(['gzip']);
    // A brotli-only client gets brotli, made now at the first settings, and kept beside the gzip.
    const grown: number[] = [];
    first.onGrow = (added) => grown.push(added);
    const forBrotli = first.for(['br']);
    expect(forBrotli.encoding).toBe('br');
    expect(zlib.brotliDecompressSync(forBrotli.bytes).toString()).toBe(html);
    expect(first.encodings).toEqual(['br', 'gzip']);
    expect(grown).toEqual([forBrotli.bytes.length]);
    expect(first.held).toBe(forBrotli.bytes.length + forBrowser.bytes.length);
    // A client that takes neither gets the page as it is.
    expect(first.for([])).toEqual({ encoding: 'identity', bytes: Buffer.from(html) });
    // The best settings make brotli smaller than the first ones.
    const best = await encodePage(html, 'best');
    expect(zlib.brotliDecompressSync(best.in('br')).toString()).toBe(html);
    expect(forBrotli.bytes.length).toBeGreaterThan(best.in('br').length);
  });

  it('sends the first bytes to the first two visits, the best bytes after that', async () => {
    const html = pageText(2);
    const best = await encodePage(html, 'best');
    const cache = new ResultPageCache({ maxNumbers: 10, maxPagesPerNumber: 4, maxBytes: 1 << 20 });
    const record = {};
    let renders = 0;
    const make = () => {
      renders += 1;
      return Promise.resolve(html);
    };
    const browser = ['br', 'gzip'] as const;
    const once = await cache.page('LGP1', record, 'en', make, browser);
    expect(once.for(browser).encoding).toBe('gzip');
    expect(cache.bytes).toBe(once.held);
    // The second visit gets what there is, and starts the better compression: brotli too, at 11.
    expect(await cache.page('LGP1', record, 'en', make, browser)).toBe(once);
    await until(async () => (await cache.page('LGP1', record, 'en', make, browser)).encodings.length === 2);
    const kept = await cache.page('LGP1', record, 'en', make, browser);
    expect(kept.for(browser).encoding).toBe('br');
    expect(kept.in('br').equals(best.in('br'))).toBe(true);
    expect(zlib.gunzipSync(kept.in('gzip')).toString()).toBe(html);
    expect(renders).toBe(1);
    // Counted at its new size.
    expect(cache.bytes).toBe(kept.in('br').length + kept.in('gzip').length);
  });

  it('counts the bytes of an encoding a kept page makes later', async () => {
    const cache = new ResultPageCache({ maxNumbers: 10, maxPagesPerNumber: 4, maxBytes: 1 << 20 });
    const page = await cache.page('LGP3', {}, 'en', () => Promise.resolve(pageText(5)), ['gzip']);
    await settle();
    const before = cache.bytes;
    expect(before).toBe(page.held);
    const { bytes } = page.for(['br']);
    expect(cache.bytes).toBe(before + bytes.length);
    // A page no longer kept counts nothing.
    cache.changed('LGP3');
    expect(cache.bytes).toBe(0);
    page.for(['br']);
    expect(cache.bytes).toBe(0);
  });

  it('queues the pages asked for again for their best compression, and skips one dropped while it waits', async () => {
    const cache = new ResultPageCache({ maxNumbers: 10, maxPagesPerNumber: 4, maxBytes: 1 << 20 });
    const numbers = ['LGQ1', 'LGQ2', 'LGQ3', 'LGQ4'];
    const records = numbers.map(() => ({}));
    const visit = (n: number) => cache.page(numbers[n]!, records[n]!, 'en', () => Promise.resolve(pageText(10 + n)));
    for (const n of numbers.keys()) await visit(n);
    for (const n of numbers.keys()) await visit(n); // the second visits ask for the best bytes
    expect(cache.recompressing).toBe(4);
    cache.changed('LGQ4'); // dropped while it waits
    await until(async () => cache.recompressing === 0);
    for (const n of [0, 1, 2]) expect((await visit(n)).encodings).toEqual(['br', 'gzip']);
    // The dropped number's page is made again, at the first settings: nothing better was kept for it.
    const again = await visit(3);
    expect(again.encodings).toEqual(['gzip']);
    expect(again.identity.toString()).toBe(pageText(13));
  });

  it('never puts the better bytes of an old status in place of a new one', async () => {
    const cache = new ResultPageCache({ maxNumbers: 10, maxPagesPerNumber: 4, maxBytes: 1 << 20 });
    const before = {};
    await cache.page('LGP2', before, 'en', () => Promise.resolve(pageText(3)));
    await cache.page('LGP2', before, 'en', () => Promise.resolve(pageText(3))); // starts the recompression
    cache.changed('LGP2');
    const after = {};
    const fresh = await cache.page('LGP2', after, 'en', () => Promise.resolve(pageText(4)));
    await settle();
    await settle();
    expect((await cache.page('LGP2', after, 'en', () => Promise.resolve('other'))).identity.toString()).toBe(
      fresh.identity.toString(),
    );
    expect(fresh.identity.toString()).toBe(pageText(4));
    // The new status's page was made at the first compression (gzip alone), not given the old one's best.
    expect(fresh.encodings).toEqual(['gzip']);
  });
});
