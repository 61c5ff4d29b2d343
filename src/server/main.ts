import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { resolveAuthSecret } from '#src/server/auth/auth-secret.ts';
import { type Database, openPglite, openPostgres } from '#src/server/db/client.ts';
import { DataDirLockedError, lockDataDir } from '#src/server/db/data-dir-lock.ts';
import { backupPath } from '#src/server/http/backup-route.ts';
import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';

async function openDatabase(config: Config): Promise<{ database: Database; release: () => void }> {
  if (config.databaseUrl) return { database: await openPostgres(config.databaseUrl), release: () => {} };
  const release = lockDataDir(config.dataDir);
  try {
    const dbDir = path.join(config.dataDir, 'db');
    fs.mkdirSync(config.dataDir, { recursive: true });
    return { database: await openPglite(dbDir), release };
  } catch (error) {
    release();
    throw error;
  }
}

/** Where `npm run backup` finds the running server (decision 055); readable by DATA_DIR's owner only. */
function backupEndpointFile(dataDir: string): string {
  return path.join(dataDir, 'backup-endpoint.json');
}

function writeBackupEndpoint(config: Config, port: number, token: string): void {
  const host = ['0.0.0.0', '::', ''].includes(config.host) ? '127.0.0.1' : config.host;
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  const file = backupEndpointFile(config.dataDir);
  fs.writeFileSync(file, JSON.stringify({ url: `${origin}${backupPath}`, token, pid: process.pid }), { mode: 0o600 });
}

function removeBackupEndpoint(dataDir: string): void {
  fs.rmSync(backupEndpointFile(dataDir), { force: true });
}

async function openRedis(url: string): Promise<import('ioredis').Redis> {
  const { Redis } = await import('ioredis');
  // Short timeouts (as @fastify/rate-limit advises): a slow Redis must not hold requests for long.
  const redis = new Redis(url, { connectTimeout: 500, maxRetriesPerRequest: 1 });
  // While Redis is away ioredis reconnects on its own; the rate limits count in this instance
  // meanwhile and say so once (http/rate-limit-fallback.ts), not at every failed reconnect.
  redis.on('error', () => {});
  return redis;
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`ligpit: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }

  let opened: Awaited<ReturnType<typeof openDatabase>>;
  try {
    opened = await openDatabase(config);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`ligpit: ${error.message}`);
      process.exit(1);
    }
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`ligpit: cannot open the database (${config.databaseUrl ? 'DATABASE_URL' : 'DATA_DIR'}): ${reason}`);
    process.exit(1);
  }

  const { database, release } = opened;
  config = { ...config, authSecret: resolveAuthSecret(config.authSecret, config.dataDir) };
  // One shared rate-limit store for every instance (design.md §1); the limiter keeps counts in memory without it.
  const redis = config.redisUrl ? await openRedis(config.redisUrl) : undefined;
  // The embedded database's backup endpoint (decision 055): a fresh token each start, kept in DATA_DIR.
  const backupToken = database.kind === 'pglite' ? randomBytes(32).toString('hex') : undefined;
  const app = await buildApp({ config, database, redis, backgroundJobs: true, backupToken }).catch(
    async (error: unknown) => {
      redis?.disconnect();
      await database.close();
      release();
      throw error;
    },
  );

  // Graceful shutdown (issue 28): stop accepting connections; let requests in flight finish, for up
  // to SHUTDOWN_TIMEOUT_SECONDS; the outbox worker settles the batch it is sending and claims no
  // more (app.ts onClose); then close Redis and the database and free DATA_DIR. Past the timeout,
  // open connections are cut; a send still waiting for its provider stays claimed until its lease
  // ends, and another instance (or this one, restarted) sends it then (decision 007).
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const cut = setTimeout(() => {
      app.log.warn('requests still in flight at SHUTDOWN_TIMEOUT_SECONDS; closing their connections');
      app.server.closeAllConnections();
    }, config.shutdownTimeoutMs);
    const force = setTimeout(() => {
      release();
      process.exit(1);
    }, config.shutdownTimeoutMs + 10_000);
    cut.unref();
    force.unref();
    let code = 0;
    try {
      if (backupToken) removeBackupEndpoint(config.dataDir);
      await app.close();
      await redis?.quit().catch(() => redis.disconnect());
      await database.close();
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      code = 1;
    } finally {
      release();
      process.exit(code);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'EADDRINUSE' ? 'is already in use' : String(error);
    console.error(`ligpit: cannot listen on PORT ${config.port}: ${reason}`);
    await database.close();
    release();
    process.exit(1);
  }
  if (backupToken) {
    const address = app.server.address();
    writeBackupEndpoint(config, typeof address === 'object' && address ? address.port : config.port, backupToken);
  }
  app.log.info(`Ligpit is ready on ${config.publicUrl} (database: ${database.kind})`);
}

void main();
