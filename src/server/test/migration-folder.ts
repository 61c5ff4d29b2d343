import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// A migration's test starts from the database as it was just before that migration: a copy of the
// migrations folder holding only the ones up to a given index, its journal cut to match.

const migrations = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'db', 'migrations');

interface Journal {
  entries: { idx: number; tag: string }[];
}

/** Fills `dir` with migrations 0…`last` and their journal, for drizzle's migrator. */
export async function migrationsUpTo(dir: string, last: number): Promise<void> {
  await fs.rm(dir, { recursive: true, force: true });
  await fs.mkdir(path.join(dir, 'meta'), { recursive: true });
  const journal = JSON.parse(await fs.readFile(path.join(migrations, 'meta', '_journal.json'), 'utf8')) as Journal;
  const kept = journal.entries.filter((e) => e.idx <= last);
  for (const e of kept) await fs.copyFile(path.join(migrations, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  await fs.writeFile(path.join(dir, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: kept }));
}
