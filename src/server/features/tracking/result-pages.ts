import { promisify } from 'node:util';
import zlib from 'node:zlib';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** A page's bytes in each encoding the server sends (src/server/http/spa.ts's pickEncoding). */
export interface EncodedPage {
  gzip: Buffer;
  br: Buffer;
  /**
   * The page uncompressed, made from the gzip bytes when asked for: every browser asks for br or
   * gzip, so the kept page does not hold its 30 KB plain copy too (peak RSS, issue 25).
   */
  readonly identity: Buffer;
}

/**
 * The bytes alone, in a buffer of their own size. zlib hands back its output as a view of its 16 KB
 * working buffer when it fits in one (brotli: 7.9 KB kept 16 KB alive), and a kept page lives long.
 */
export const own = (bytes: Buffer): Buffer => {
  if (bytes.buffer.byteLength === bytes.length) return bytes;
  // allocUnsafeSlow never hands out a slice of Node's shared pool (64 KB on Node 24), as Buffer.from may.
  const copy = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(copy);
  return copy;
};

/**
 * How hard a page is compressed. `best` (brotli quality 11) is for a page sent many times; `first`
 * (brotli quality 5) for a page just rendered, which most households open once: quality 11 cost
 * ~8 ms a 20 KB page on a quiet core (67 ms at load 24), quality 5 ~1 ms, for ~7 % more bytes.
 * gzip is level 6 for a first page and 9 for the best: on a 24 KB page 9 cost 0.62 ms against 0.23 ms
 * for 7 bytes fewer in 7,350 (decision 096; decision 082 had measured them alike). Issue 35.
 */
export type Compression = 'first' | 'best';

const brotliQuality: Record<Compression, number> = { first: 5, best: 11 };
const gzipLevel: Record<Compression, number> = { first: 6, best: 9 };

const brotliOptions = (identity: Buffer, compression: Compression): zlib.BrotliOptions => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality[compression],
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
    // A window the size of the page, not the default 4 MB: quality 11 allocates by the window,
    // and the pool's threads each held that at once (peak RSS 237 → 274 MB in bench:result).
    [zlib.constants.BROTLI_PARAM_LGWIN]: Math.min(24, Math.max(16, Math.ceil(Math.log2(identity.length + 1)))),
  },
});

/** Both encodings in buffers of their own, and the plain page made from the gzip bytes when asked for. */
const asEncodedPage = (gz: Buffer, br: Buffer): EncodedPage => {
  const page = { gzip: own(gz), br: own(br) };
  return {
    ...page,
    get identity() {
      return zlib.gunzipSync(page.gzip);
    },
  };
};

/**
 * Compresses a page, both ways. A `first` page is compressed on the request's own thread: at these
 * settings the work is ~0.7 ms for a 24 KB page, and handing it to libuv's pool cost three times
 * that again in CPU (two streams made, queued, closed: ~1.7 ms a page, a fifth of a cold page in
 * bench:result's profile on a quiet host). The `best` compression (~27 ms at quality 11) stays off
 * the event loop.
 */
export async function encodePage(html: string | Buffer, compression: Compression = 'best'): Promise<EncodedPage> {
  const identity = typeof html === 'string' ? Buffer.from(html, 'utf8') : html;
  if (compression === 'first') {
    return asEncodedPage(
      zlib.gzipSync(identity, { level: gzipLevel[compression] }),
      zlib.brotliCompressSync(identity, brotliOptions(identity, compression)),
    );
  }
  const [gz, br] = await Promise.all([
    gzip(identity, { level: gzipLevel[compression] }),
    brotli(identity, brotliOptions(identity, compression)),
  ]);
  return asEncodedPage(gz, br);
}

/** The memory a kept page holds. */
const bytesOf = (page: EncodedPage): number => page.gzip.length + page.br.length;

interface Kept {
  /** The lookup record the pages were made from: another record is another status version. */
  record: object;
  /** By language and address (with or without the trailing slash, the event form). */
  pages: Map<string, Promise<EncodedPage>>;
  /** The bytes of each page made so far (`bytesOf`), counted in the cache's total. */
  counted: Map<Promise<EncodedPage>, number>;
  /** The pages made at the `first` compression, not yet asked for again. */
  firstMade: Set<Promise<EncodedPage>>;
}

export interface ResultPageCacheOptions {
  /** Tracking numbers whose pages are kept at once; the one used longest ago is dropped first. */
  maxNumbers: number;
  /** Pages kept per number (languages × the addresses that name it). */
  maxPagesPerNumber: number;
  /**
   * Compressed bytes kept at most, over all pages: the numbers used longest ago are dropped first.
   * The bound on memory whatever the pages weigh (a page with many photos is larger).
   */
  maxBytes: number;
}

/**
 * What one instance keeps (issue 25: peak RSS under a wave of SMS links): ~17 KB a page in its two
 * encodings, at most 16 MB of them. bench:result sizes its warm set by it (a warm set larger than
 * what is kept goes round and round past the oldest, and every visit is a render again).
 */
export const keptResultPages: ResultPageCacheOptions = {
  maxNumbers: 1000,
  maxPagesPerNumber: 8,
  maxBytes: 16 * 1024 * 1024,
};

/**
 * Rendered, compressed tracking result pages (issue 25, docs/decisions/062): the page every status
 * SMS links to, rendered and compressed once per tracking number, status version and language,
 * and sent as stored bytes.
 *
 * A page is kept beside the lookup record it was made from, and given only for that same record:
 * the tracking cache (tracking-cache.ts) hands out one record object per number until a database
 * notification drops it, so a new record, a new status or a new photo, makes a new page. The same
 * notifications drop the kept pages too (`changed`), so memory is not held for pages no lookup
 * can reach. While the tracking cache is not assured, every lookup reads a new record, and every
 * page is made afresh: never stale, only slower.
 */
export class ResultPageCache {
  readonly #kept = new Map<string, Kept>();
  readonly #options: ResultPageCacheOptions;
  #bytes = 0;

  constructor(options: ResultPageCacheOptions) {
    this.#options = options;
  }

  /** Compressed bytes held, for tests and metrics. */
  get bytes(): number {
    return this.#bytes;
  }

  /** Pages held, for tests and metrics. */
  get size(): number {
    let count = 0;
    for (const kept of this.#kept.values()) count += kept.pages.size;
    return count;
  }

  /** The page for this record, language and address, made by `make` when not kept. */
  page(trackingNumber: string, record: object, variant: string, make: () => Promise<string>): Promise<EncodedPage> {
    let kept = this.#kept.get(trackingNumber);
    if (kept && kept.record !== record) {
      this.#drop(trackingNumber);
      kept = undefined;
    }
    if (kept) {
      // Used again: to the back of the order, so the oldest number is the one left out.
      this.#kept.delete(trackingNumber);
      this.#kept.set(trackingNumber, kept);
      const known = kept.pages.get(variant);
      if (known) {
        // Asked for again: worth the best compression from now on. This request gets the bytes there are.
        if (kept.firstMade.delete(known)) this.#recompress(trackingNumber, kept, variant, known);
        return known;
      }
    } else {
      kept = { record, pages: new Map(), counted: new Map(), firstMade: new Set() };
      this.#kept.set(trackingNumber, kept);
      if (this.#kept.size > this.#options.maxNumbers) this.#drop(this.#kept.keys().next().value as string);
    }
    // A first render is compressed cheaply: most pages of a wave are opened once (issue 35).
    const made = make().then((html) => encodePage(html, 'first'));
    const owner = kept;
    const pages = owner.pages;
    pages.set(variant, made);
    owner.firstMade.add(made);
    made.then(
      (page) => {
        // Counted only while it is still kept (a notification may have dropped it meanwhile).
        if (pages.get(variant) !== made || this.#kept.get(trackingNumber) !== owner) return;
        owner.counted.set(made, bytesOf(page));
        this.#bytes += bytesOf(page);
        this.#trim();
      },
      // A failed render is not kept: the next request tries again.
      () => {
        if (pages.get(variant) === made) pages.delete(variant);
        owner.firstMade.delete(made);
      },
    );
    if (pages.size > this.#options.maxPagesPerNumber) {
      // The oldest page of this number goes; its bytes are no longer counted.
      const [oldest, page] = pages.entries().next().value as [string, Promise<EncodedPage>];
      pages.delete(oldest);
      this.#bytes -= owner.counted.get(page) ?? 0;
      owner.counted.delete(page);
      owner.firstMade.delete(page);
    }
    return made;
  }

  /**
   * Compresses a kept page again at the best settings, off the request's path, and keeps that in its
   * place: unless the page was dropped or replaced meanwhile, and if it failed, the first bytes stay.
   */
  #recompress(trackingNumber: string, owner: Kept, variant: string, first: Promise<EncodedPage>): void {
    first
      .then((page) => encodePage(page.identity, 'best'))
      .then(
        (page) => {
          if (owner.pages.get(variant) !== first || this.#kept.get(trackingNumber) !== owner) return;
          const better = Promise.resolve(page);
          owner.pages.set(variant, better);
          this.#bytes -= owner.counted.get(first) ?? 0;
          owner.counted.delete(first);
          owner.counted.set(better, bytesOf(page));
          this.#bytes += bytesOf(page);
          this.#trim();
        },
        () => undefined,
      );
  }

  /** Drops the numbers used longest ago until the pages fit in `maxBytes` (the newest always stays). */
  #trim(): void {
    while (this.#bytes > this.#options.maxBytes && this.#kept.size > 1)
      this.#drop(this.#kept.keys().next().value as string);
  }

  #drop(trackingNumber: string): void {
    const kept = this.#kept.get(trackingNumber);
    if (!kept) return;
    for (const bytes of kept.counted.values()) this.#bytes -= bytes;
    this.#kept.delete(trackingNumber);
  }

  /** A tracking number changed (a database notification), or '*': any may have. */
  changed(trackingNumber: string): void {
    if (trackingNumber === '*') {
      this.#kept.clear();
      this.#bytes = 0;
    } else this.#drop(trackingNumber);
  }
}
