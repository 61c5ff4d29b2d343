import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from './client.ts';

// Issue 39, finding 9: PGlite's files in DATA_DIR/db were 0666, so any local user could read or
// change the database.
describe('the embedded database on disk', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ligpit-pglite-modes-'));
  afterAll(() => {
    fs.rmSync(root, { recursive: true, force: true });
  });

  function looseEntries(dir: string): string[] {
    return fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => !e.isSymbolicLink())
      .map((e) => path.join(e.parentPath, e.name))
      .filter((file) => (fs.statSync(file).mode & 0o077) !== 0);
  }

  it('is created owner-only, and an older directory with open modes is narrowed when opened', async () => {
    const dir = path.join(root, 'db');
    const database = await openPglite(dir);
    await database.db.execute('select 1');
    await database.close();
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
    expect(looseEntries(dir)).toEqual([]);

    // A data directory from before the fix, as PGlite left it.
    fs.chmodSync(dir, 0o777);
    for (const file of fs.readdirSync(dir, { recursive: true }).map(String)) fs.chmodSync(path.join(dir, file), 0o666);
    const reopened = await openPglite(dir);
    await reopened.close();
    expect(fs.statSync(dir).mode & 0o777).toBe(0o700);
    expect(looseEntries(dir)).toEqual([]);
    // Two databases created and opened from disk: on a busy 2-core machine that alone took 42 s.
  }, 180_000);
});
