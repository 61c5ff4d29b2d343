import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { assertSafeKey } from '#src/server/adapters/blob-store.ts';
import type { Database } from '#src/server/db/client.ts';

// Issue 28, decision 055: one archive of an embedded installation, a plain POSIX tar (`tar tf` lists
// it): manifest.json, database.tar.gz (PGlite's own dump of the data directory), auth-secret (the
// generated AUTH_SECRET, when there is one) and photos/<key> for every photo file. The database is
// dumped first and the photos copied after, so every photo a dumped row names is in the archive
// (a photo file is written before the row that names it commits, and rows are never re-pointed).

export const backupFormat = 'ligpit-backup-1';
export const databaseEntry = 'database.tar.gz';
export const authSecretEntry = 'auth-secret';
export const photosPrefix = 'photos/';

const block = 512;

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

/** A ustar header for a regular file. Names stay under 100 bytes (photo keys are uuid-based). */
function header(name: string, size: number, mtime: Date, mode = 0o644): Buffer {
  if (Buffer.byteLength(name) > 100) throw new Error(`archive entry name too long: ${name}`);
  const h = Buffer.alloc(block, 0);
  h.write(name, 0, 100, 'utf8');
  h.write(octal(mode, 8), 100, 8, 'ascii');
  h.write(octal(0, 8), 108, 8, 'ascii');
  h.write(octal(0, 8), 116, 8, 'ascii');
  h.write(octal(size, 12), 124, 12, 'ascii');
  h.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 12, 'ascii');
  h.write('        ', 148, 8, 'ascii');
  h.write('0', 156, 1, 'ascii');
  h.write('ustar\u000000', 257, 8, 'ascii');
  let sum = 0;
  for (const byte of h) sum += byte;
  h.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 8, 'ascii');
  return h;
}

function* entry(name: string, data: Buffer, mtime: Date, mode?: number): Generator<Buffer> {
  yield header(name, data.length, mtime, mode);
  yield data;
  const pad = (block - (data.length % block)) % block;
  if (pad) yield Buffer.alloc(pad, 0);
}

async function readIfThere(file: string): Promise<Buffer | null> {
  try {
    return await fs.readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * The archive of a running (or stopped) embedded installation, as a stream: `database` is its open
 * PGlite, `dataDir` its DATA_DIR. Photo files written while it streams may or may not be in it;
 * every photo its database names is.
 */
export function createBackupStream(database: Database, dataDir: string): Readable {
  if (!database.dump) throw new Error('backups of this kind are for the embedded database (PGlite) only');
  const dump = database.dump;
  async function* parts(): AsyncGenerator<Buffer> {
    const now = new Date();
    const dumped = Buffer.from(await (await dump()).arrayBuffer());
    const manifest = { format: backupFormat, createdAt: now.toISOString(), database: 'pglite' };
    yield* entry('manifest.json', Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`), now);
    yield* entry(databaseEntry, dumped, now);
    const secret = await readIfThere(path.join(dataDir, 'auth-secret'));
    if (secret) yield* entry(authSecretEntry, secret, now, 0o600);
    const photosDir = path.join(dataDir, 'photos');
    const names = await fs.readdir(photosDir).catch(() => [] as string[]);
    for (const name of names.sort()) {
      // Half-written uploads are `<key>.<random>.tmp` until renamed (local-blob-store.ts).
      if (name.endsWith('.tmp')) continue;
      const file = path.join(photosDir, name);
      const stat = await fs.stat(file).catch(() => null);
      if (!stat?.isFile()) continue;
      const data = await readIfThere(file); // a draft deleted meanwhile is simply left out
      if (data) yield* entry(`${photosPrefix}${name}`, data, stat.mtime);
    }
    yield Buffer.alloc(block * 2, 0);
  }
  return Readable.from(parts());
}

export interface ArchiveEntry {
  name: string;
  size: number;
  mode: number;
  /** The entry's bytes (read on demand from the archive file). */
  read(): Promise<Buffer>;
}

/** The regular files of a tar archive on disk, in order; read without loading the whole file. */
export async function* readArchive(file: string): AsyncGenerator<ArchiveEntry> {
  const handle = await fs.open(file, 'r');
  try {
    let offset = 0;
    const h = Buffer.alloc(block);
    while (true) {
      const { bytesRead } = await handle.read(h, 0, block, offset);
      if (bytesRead < block || h.every((b) => b === 0)) return;
      if (h.toString('ascii', 257, 262) !== 'ustar') throw new Error('not a Ligpit backup (no tar header)');
      const field = (start: number, length: number) => h.toString('utf8', start, start + length).replace(/\0.*$/s, '');
      const prefix = field(345, 155);
      const name = (prefix ? `${prefix}/` : '') + field(0, 100);
      const size = Number.parseInt(field(124, 12).trim() || '0', 8);
      const mode = Number.parseInt(field(100, 8).trim() || '644', 8);
      const type = field(156, 1) || '0';
      const start = offset + block;
      offset = start + Math.ceil(size / block) * block;
      if (type !== '0') continue;
      yield {
        name,
        size,
        mode,
        read: async () => {
          const data = Buffer.alloc(size);
          await handle.read(data, 0, size, start);
          return data;
        },
      };
    }
  } finally {
    await handle.close();
  }
}

/** The photo key of an archive entry, or null; refuses a name that could climb out of the photos folder. */
export function photoKeyOf(name: string): string | null {
  if (!name.startsWith(photosPrefix)) return null;
  const key = name.slice(photosPrefix.length);
  assertSafeKey(key);
  return key;
}
