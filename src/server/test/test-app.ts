import type { FastifyInstance } from 'fastify';
import { type AppDeps, buildApp } from '#src/server/app.ts';
import { type Config, loadConfig } from '#src/server/config.ts';
import type { Database } from '#src/server/db/client.ts';
import { createTestDatabase } from './test-db.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/** The real app on a fresh database, for `app.inject` tests. Pass env overrides and extra deps. */
export async function createTestApp(
  opts: { env?: Record<string, string>; deps?: Partial<AppDeps> } = {},
): Promise<TestApp> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', MAP_TILE_URL: '', ...opts.env });
  const database = opts.deps?.database ?? (await createTestDatabase());
  const app = await buildApp({ config, database, logger: false, ...opts.deps });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
