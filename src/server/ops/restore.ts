import fs from 'node:fs/promises';
import path from 'node:path';
import { authSecretEntry, backupFormat, databaseEntry, photoKeyOf, readArchive } from './backup-archive.ts';

// Issue 28, decision 055: check an archive, and restore it into an empty DATA_DIR.

export interface BackupSummary {
  /** Requests (submissions), photo rows, photo files in the archive, outbox messages. */
  requests: number;
  photos: number;
  photoFiles: number;
  messages: number;
  /** Photo files the database names that the archive lacks (a sound backup has none). */
  missingPhotos: string[];
}

async function loadPglite(dataDir: string | undefined, dump: Buffer) {
  const { PGlite } = await import('@electric-sql/pglite');
  const blob = new Blob([new Uint8Array(dump)]);
  const pg = dataDir ? new PGlite(dataDir, { loadDataDir: blob }) : new PGlite({ loadDataDir: blob });
  await pg.waitReady;
  return pg;
}

async function readManifestAndDump(file: string): Promise<{ dump: Buffer; photoKeys: Set<string> }> {
  let dump: Buffer | undefined;
  let format: string | undefined;
  const photoKeys = new Set<string>();
  for await (const entry of readArchive(file)) {
    if (entry.name === 'manifest.json')
      format = (JSON.parse((await entry.read()).toString('utf8')) as { format?: string }).format;
    else if (entry.name === databaseEntry) dump = await entry.read();
    else {
      const key = photoKeyOf(entry.name);
      if (key) photoKeys.add(key);
    }
  }
  if (format !== backupFormat)
    throw new Error(`not a Ligpit backup (format ${format ?? 'missing'}, expected ${backupFormat})`);
  if (!dump) throw new Error(`the archive has no ${databaseEntry}`);
  return { dump, photoKeys };
}

/** Loads the archive's database in memory and counts what it holds; checks every photo it names is there. */
export async function inspectBackup(file: string): Promise<BackupSummary> {
  const { dump, photoKeys } = await readManifestAndDump(file);
  const pg = await loadPglite(undefined, dump);
  try {
    const count = async (table: string) =>
      Number((await pg.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]?.n ?? 0);
    const keys = await pg.query<{ storage_key: string; thumb_key: string | null }>(
      'select storage_key, thumb_key from photos',
    );
    const missingPhotos = keys.rows
      .flatMap((r) => [r.storage_key, r.thumb_key])
      .filter((k): k is string => typeof k === 'string' && !photoKeys.has(k));
    return {
      requests: await count('submissions'),
      photos: await count('photos'),
      photoFiles: photoKeys.size,
      messages: await count('notifications'),
      missingPhotos,
    };
  } finally {
    await pg.close();
  }
}

/** True when `dir` does not exist or holds nothing. */
export async function isEmptyDir(dir: string): Promise<boolean> {
  try {
    return (await fs.readdir(dir)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

/**
 * Restores `file` into `dataDir`, which the caller has checked is empty and locked: the database
 * into db/, the photos into photos/, the generated auth secret beside them.
 */
export async function restoreBackup(file: string, dataDir: string): Promise<void> {
  const { dump } = await readManifestAndDump(file);
  const photosDir = path.join(dataDir, 'photos');
  await fs.mkdir(photosDir, { recursive: true });
  for await (const entry of readArchive(file)) {
    const key = photoKeyOf(entry.name);
    if (key) await fs.writeFile(path.join(photosDir, key), await entry.read());
    else if (entry.name === authSecretEntry) {
      await fs.writeFile(path.join(dataDir, 'auth-secret'), await entry.read(), { mode: 0o600 });
    }
  }
  const pg = await loadPglite(path.join(dataDir, 'db'), dump);
  await pg.close();
}
