import fs from 'node:fs';
import path from 'node:path';
import { type Config, ConfigError, loadConfig } from '#src/server/config.ts';
import { type Database, openPglite, openPostgres } from '#src/server/db/client.ts';
import { DataDirLockedError, lockDataDir } from '#src/server/db/data-dir-lock.ts';

/** Loads the configuration or exits with the one-line reason, like the server does. */
export function loadScriptConfig(script: string): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(script, error.message);
    throw error;
  }
}

/**
 * Opens the same database the server uses. PGlite has no cross-process lock, so on DATA_DIR this
 * takes the server's lock file and refuses while the server runs; on DATABASE_URL PostgreSQL
 * handles concurrent use itself.
 */
export async function openScriptDatabase(
  config: Config,
  script: string,
): Promise<{ database: Database; close: () => Promise<void> }> {
  if (config.databaseUrl) {
    const database = await openPostgres(config.databaseUrl);
    return { database, close: () => database.close() };
  }
  let release: () => void;
  try {
    release = lockDataDir(config.dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      fail(
        script,
        `the Ligpit server is running on DATA_DIR ${config.dataDir} and the embedded database allows one process at a time. Stop the server, run \`npm run ${script}\` again, then start the server. (With PostgreSQL, DATABASE_URL, this works while the server runs.)`,
      );
    }
    throw error;
  }
  try {
    fs.mkdirSync(config.dataDir, { recursive: true });
    const database = await openPglite(path.join(config.dataDir, 'db'));
    return {
      database,
      close: async () => {
        await database.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

export function fail(script: string, message: string): never {
  console.error(`${script}: ${message}`);
  process.exit(1);
}
