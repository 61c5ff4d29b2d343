import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { type Compressed, type Encoding, encodingToCompressNow, gzipOptions } from '#src/server/http/spa.ts';
import { turnSlots } from '#src/server/http/turn-slots.ts';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

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
 * How hard a page is compressed. `best` (brotli quality 11, gzip 9) is for a page sent many times,
 * made off the event loop; `first` for a page just rendered, which most households of a wave open
 * once (issue 35): gzip level 6 alone, whatever else the browser takes (decision 098). In the
 * server's own process (its malloc settings, scripts/server-runtime.mjs) gzip 6 cost 0.3–0.6 ms of
 * the main thread a 23 KB result page, brotli 1.4–2.4 ms at quality 4 and more at 5, for the same
 * bytes at 4 (6,976 against 6,973): brotli maps and clears megabytes of tables each call.
 */
export type Compression = 'first' | 'best';

const brotliQuality: Record<Compression, number> = { first: 4, best: 11 };
const gzipLevel: Record<Compression, number> = { first: 6, best: 9 };

/** The one encoding a first render is compressed in (gzip when the visit takes none). */
const firstEncoding = (accepted: readonly Compressed[]): Compressed => {
  const encoding = encodingToCompressNow(accepted);
  return encoding === 'identity' ? 'gzip' : encoding;
};

/**
 * Brotli told the page's size, with a window of that size, not the default 4 MB: it sizes its ring
 * buffer and hash tables by them, which it allocates and clears on every call (quality 11 held the
 * default window in each pool thread at once: peak RSS 237 → 274 MB in bench:result).
 */
export const brotliOptions = (size: number, quality: number): zlib.BrotliOptions => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
    [zlib.constants.BROTLI_PARAM_LGWIN]: Math.min(24, Math.max(16, Math.ceil(Math.log2(size + 1)))),
  },
});

/** The settings of one encoding at one compression, for the page's bytes: the one place they are chosen. */
const settings = (identity: Buffer, encoding: Compressed, compression: Compression) =>
  encoding === 'br' ? brotliOptions(identity.length, brotliQuality[compression]) : gzipOptions(gzipLevel[compression]);

const compressSync = (identity: Buffer, encoding: Compressed, compression: Compression): Buffer =>
  own(
    encoding === 'br'
      ? zlib.brotliCompressSync(identity, settings(identity, encoding, compression))
      : zlib.gzipSync(identity, settings(identity, encoding, compression)),
  );

/**
 * A page compressed in the encodings made so far. A first render is compressed once, in gzip, which
 * every browser takes; its `best` recompression holds brotli too. Another encoding is made when a
 * visit takes none of those held (a client of brotli alone), from the page's own bytes.
 */
export class EncodedPage {
  readonly #bytes: Partial<Record<Compressed, Buffer>>;
  readonly #compression: Compression;
  /** Told how many bytes an encoding made later added (the cache counts what its pages hold). */
  onGrow: ((added: number) => void) | undefined;

  constructor(bytes: Partial<Record<Compressed, Buffer>>, compression: Compression) {
    if (!bytes.br && !bytes.gzip) throw new Error('a page needs one encoding');
    this.#bytes = bytes;
    this.#compression = compression;
  }

  /** The encodings held. */
  get encodings(): Compressed[] {
    return (['br', 'gzip'] as const).filter((encoding) => this.#bytes[encoding] !== undefined);
  }

  /** The compressed bytes held, over every encoding made. */
  get held(): number {
    return (this.#bytes.br?.length ?? 0) + (this.#bytes.gzip?.length ?? 0);
  }

  /** The page uncompressed, made from the bytes held when asked for (the kept page holds no plain copy). */
  get identity(): Buffer {
    return this.#bytes.gzip ? zlib.gunzipSync(this.#bytes.gzip) : zlib.brotliDecompressSync(this.#bytes.br!);
  }

  /** The best encoding held that the visit accepts, else one made now; the page as it is when it accepts none. */
  for(accepted: readonly Compressed[]): { encoding: Encoding; bytes: Buffer } {
    const held = accepted.find((encoding) => this.#bytes[encoding] !== undefined);
    if (held) return { encoding: held, bytes: this.#bytes[held]! };
    const encoding = this.#compression === 'first' ? encodingToCompressNow(accepted) : (accepted[0] ?? 'identity');
    return { encoding, bytes: this.in(encoding) };
  }

  /** The page in this encoding, compressed now (and kept) when it was not made before. */
  in(encoding: Encoding): Buffer {
    if (encoding === 'identity') return this.identity;
    const held = this.#bytes[encoding];
    if (held) return held;
    const made = compressSync(this.identity, encoding, this.#compression);
    this.#bytes[encoding] = made;
    this.onGrow?.(made.length);
    return made;
  }
}

/**
 * Compresses a page in the encodings given. A `first` page is compressed on the request's own thread:
 * handing ~0.5 ms of work to libuv's pool cost three times that again in CPU (streams made, queued,
 * closed; decision 094). The `best` compression (~27 ms at quality 11) stays off the event loop.
 */
export async function encodePage(
  html: string | Buffer,
  compression: Compression = 'best',
  encodings: readonly Compressed[] = ['br', 'gzip'],
): Promise<EncodedPage> {
  const identity = typeof html === 'string' ? Buffer.from(html, 'utf8') : html;
  const bytes: Partial<Record<Compressed, Buffer>> = {};
  if (compression === 'first') {
    for (const encoding of encodings) bytes[encoding] = compressSync(identity, encoding, compression);
    return new EncodedPage(bytes, compression);
  }
  await Promise.all(
    encodings.map(async (encoding) => {
      bytes[encoding] = own(
        encoding === 'br'
          ? await brotli(identity, settings(identity, encoding, compression))
          : await gzip(identity, settings(identity, encoding, compression)),
      );
    }),
  );
  return new EncodedPage(bytes, compression);
}

/** The memory a kept page holds. */
const bytesOf = (page: EncodedPage): number => page.held;

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
 * Result pages rendered (and first compressed) per turn of the event loop: at most 4, and as many as
 * fit in ~6 ms going by the last turn, so new connections are accepted between (decisions 100, 101).
 */
export const rendersPerTurn = { most: 4, turnMs: 6 };

/** The renders of this process's result pages, `rendersPerTurn` a turn (one event loop per process). */
export const renderTurns = turnSlots(rendersPerTurn.most, rendersPerTurn.turnMs);

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
  /** The best compressions, one after another (`#recompress`). */
  #recompressions: Promise<void> = Promise.resolve();
  #waiting = 0;

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

  /**
   * The page for this record, language and address, made by `make` when not kept, and then compressed
   * in one encoding the visit accepts (`EncodedPage.for` picks or makes the bytes a visit gets).
   */
  page(
    trackingNumber: string,
    record: object,
    variant: string,
    make: () => Promise<string>,
    accepted: readonly Compressed[] = ['br', 'gzip'],
  ): Promise<EncodedPage> {
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
    const made = make().then((html) => encodePage(html, 'first', [firstEncoding(accepted)]));
    const owner = kept;
    const pages = owner.pages;
    pages.set(variant, made);
    owner.firstMade.add(made);
    made.then(
      (page) => {
        // Counted only while it is still kept (a notification may have dropped it meanwhile).
        if (pages.get(variant) !== made || this.#kept.get(trackingNumber) !== owner) return;
        this.#count(trackingNumber, owner, made, page);
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
   * One page at a time: brotli 11 costs ~20 ms and megabytes a page, and every second visit of a wave
   * asks for one; four at once in libuv's pool took both cores from the requests and held their
   * memory together. A page dropped while it waits is not compressed at all.
   */
  #recompress(trackingNumber: string, owner: Kept, variant: string, first: Promise<EncodedPage>): void {
    const stillKept = () => owner.pages.get(variant) === first && this.#kept.get(trackingNumber) === owner;
    this.#waiting += 1;
    this.#recompressions = this.#recompressions
      .then(async () => {
        const page = await first;
        if (!stillKept()) return;
        const better = await encodePage(page.identity, 'best');
        if (!stillKept()) return;
        const kept = Promise.resolve(better);
        owner.pages.set(variant, kept);
        this.#bytes -= owner.counted.get(first) ?? 0;
        owner.counted.delete(first);
        this.#count(trackingNumber, owner, kept, better);
      })
      .catch(() => undefined)
      .finally(() => {
        this.#waiting -= 1;
      });
  }

  /** Pages waiting for, or in, their best compression (tests, metrics). */
  get recompressing(): number {
    return this.#waiting;
  }

  /** Counts a kept page's bytes, and those of each encoding it makes later while it is still kept. */
  #count(trackingNumber: string, owner: Kept, made: Promise<EncodedPage>, page: EncodedPage): void {
    owner.counted.set(made, bytesOf(page));
    this.#bytes += bytesOf(page);
    page.onGrow = (added) => {
      const counted = owner.counted.get(made);
      if (counted === undefined || this.#kept.get(trackingNumber) !== owner) return;
      owner.counted.set(made, counted + added);
      this.#bytes += added;
      this.#trim();
    };
    this.#trim();
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
