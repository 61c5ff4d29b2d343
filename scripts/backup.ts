// npm run backup -- --out FILE
// Issue 28, decision 055: one archive of the embedded installation (DATA_DIR: the PGlite database as
// PGlite's own dump, the photos, the generated auth secret), taken while the app keeps running. With
// the server running it asks the server (PGlite allows one process per folder); with it stopped it
// takes DATA_DIR's lock and dumps the database itself. Then it opens the archive's database in memory
// and checks that every photo it names is in the archive. Reads DATA_DIR and DATABASE_URL like the app.
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { openPglite } from '#src/server/db/client.ts';
import { DataDirLockedError, lockDataDir } from '#src/server/db/data-dir-lock.ts';
import { createBackupStream } from '#src/server/ops/backup-archive.ts';
import { inspectBackup } from '#src/server/ops/restore.ts';
import { fail, loadScriptConfig } from './script-database.ts';

const script = 'backup';
const usage = 'usage: npm run backup -- --out ligpit-backup.tar';

let values: { out?: string; help?: boolean };
try {
  ({ values } = parseArgs({ options: { out: { type: 'string' }, help: { type: 'boolean', short: 'h' } } }));
} catch (error) {
  fail(script, `${(error as Error).message}\n${usage}`);
}
if (values.help) {
  console.log(usage);
  process.exit(0);
}
if (!values.out) fail(script, `--out is required\n${usage}`);
const out = path.resolve(values.out);

const config = loadScriptConfig(script);
if (config.databaseUrl || config.s3) {
  fail(
    script,
    'this backs up the embedded default (DATA_DIR). With DATABASE_URL or S3_*, back up with the engines’ own tools: pg_dump, and versioning on the bucket (README, "Backups").',
  );
}

const partial = `${out}.partial`;
fs.mkdirSync(path.dirname(out), { recursive: true });

async function fromRunningServer(): Promise<void> {
  const file = path.join(config.dataDir, 'backup-endpoint.json');
  let endpoint: { url: string; token: string };
  try {
    endpoint = JSON.parse(fs.readFileSync(file, 'utf8')) as { url: string; token: string };
  } catch {
    fail(
      script,
      `the server holds DATA_DIR ${config.dataDir} but ${file} is missing: is it still starting? Try again.`,
    );
  }
  const res = await fetch(endpoint.url, { headers: { authorization: `Bearer ${endpoint.token}` } });
  if (!res.ok || !res.body) fail(script, `the running server answered ${res.status} at ${endpoint.url}`);
  await pipeline(
    Readable.fromWeb(res.body as import('node:stream/web').ReadableStream),
    fs.createWriteStream(partial, { mode: 0o600 }),
  );
}

async function fromStoppedServer(release: () => void): Promise<void> {
  try {
    const database = await openPglite(path.join(config.dataDir, 'db'));
    try {
      await pipeline(createBackupStream(database, config.dataDir), fs.createWriteStream(partial, { mode: 0o600 }));
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
}

let release: (() => void) | undefined;
try {
  release = lockDataDir(config.dataDir);
} catch (error) {
  if (!(error instanceof DataDirLockedError)) throw error;
}
const how = release ? 'the server is stopped: dumped the database here' : 'asked the running server';
try {
  if (release) await fromStoppedServer(release);
  else await fromRunningServer();
  fs.renameSync(partial, out);
} catch (error) {
  fs.rmSync(partial, { force: true });
  fail(script, `could not write the backup: ${(error as Error).message}`);
}

const summary = await inspectBackup(out);
if (summary.missingPhotos.length > 0) {
  fail(script, `${out} lacks ${summary.missingPhotos.length} photo file(s) its database names; do not rely on it`);
}
const bytes = fs.statSync(out).size;
console.log(
  `${script}: wrote ${out} (${(bytes / 1_048_576).toFixed(1)} MB; ${how}): ${summary.requests} requests, ${summary.photos} photos (${summary.photoFiles} files), ${summary.messages} messages`,
);
console.log(JSON.stringify({ file: out, bytes, ...summary }));
