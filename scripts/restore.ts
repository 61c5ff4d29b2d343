// npm run restore -- FILE
// Issue 28, decision 055: restores an archive from `npm run backup` into an empty DATA_DIR (the
// database, the photos, the generated auth secret). Start the app on that DATA_DIR afterwards.
// Reads DATA_DIR and DATABASE_URL like the app.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DataDirLockedError, lockDataDir } from '#src/server/db/data-dir-lock.ts';
import { inspectBackup, isEmptyDir, restoreBackup } from '#src/server/ops/restore.ts';
import { fail, loadScriptConfig } from './script-database.ts';

const script = 'restore';
const usage = 'usage: DATA_DIR=./data npm run restore -- ligpit-backup.tar';

let positionals: string[];
try {
  ({ positionals } = parseArgs({ allowPositionals: true, options: {} }));
} catch (error) {
  fail(script, `${(error as Error).message}\n${usage}`);
}
if (positionals.length !== 1) fail(script, usage);
const file = path.resolve(positionals[0]!);
if (!fs.existsSync(file)) fail(script, `${file} does not exist`);

const config = loadScriptConfig(script);
if (config.databaseUrl || config.s3) {
  fail(
    script,
    'this restores the embedded default (DATA_DIR). With DATABASE_URL or S3_*, restore with pg_restore and the bucket’s versions (README, "Backups").',
  );
}
if (!(await isEmptyDir(config.dataDir))) {
  fail(script, `DATA_DIR ${config.dataDir} is not empty. Restore into a new folder, then point DATA_DIR at it.`);
}

let release: () => void;
try {
  release = lockDataDir(config.dataDir);
} catch (error) {
  if (error instanceof DataDirLockedError) fail(script, error.message);
  throw error;
}
try {
  const summary = await inspectBackup(file);
  await restoreBackup(file, config.dataDir);
  console.log(
    `${script}: restored ${file} into ${config.dataDir}: ${summary.requests} requests, ${summary.photos} photos (${summary.photoFiles} files), ${summary.messages} messages. Start the app with DATA_DIR=${config.dataDir}.`,
  );
  console.log(JSON.stringify({ dataDir: config.dataDir, ...summary }));
} catch (error) {
  fail(script, `could not restore: ${(error as Error).message}`);
} finally {
  release();
}
