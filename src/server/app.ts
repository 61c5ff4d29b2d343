import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCompress from '@fastify/compress';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { type BlobStore, createBlobStore } from './adapters/blob-store.ts';
import { createEmailSender, type EmailSender } from './adapters/email.ts';
import { createSmsSender, type SmsSender } from './adapters/sms.ts';
import type { AppContext } from './app-context.ts';
import { ensureAdminUser } from './auth/admin-bootstrap.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { type AuthMailer, createAuth } from './auth/auth.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { registerFeatures } from './features/index.ts';
import { followTrackingChanges, TrackingCache } from './features/tracking/tracking-cache.ts';
import { registerCsrfProtection } from './http/csrf.ts';
import { registerErrorHandling } from './http/error-handler.ts';
import { registerMaintenanceMode } from './http/maintenance.ts';
import { loadPageRenderer } from './http/page-renderer.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerSpa } from './http/spa.ts';
import { type BackgroundJobs, startBackgroundJobs } from './jobs/index.ts';
import { createOutboxAuthMailer } from './notifications/auth-mailer.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  authMailer?: AuthMailer;
  /** Shared rate-limit store (ioredis client) when REDIS_URL is set; in memory otherwise. */
  redis?: import('ioredis').Redis;
  now?: () => Date;
  /** Where the built SPA lives; defaults to dist/web beside the package. */
  webRoot?: string;
  logger?: boolean;
  /** Adapters; default from config (local photos folder, log SMS, SMTP_URL or log e-mail). */
  blobStore?: BlobStore;
  sms?: SmsSender;
  email?: EmailSender;
  /** Run the outbox worker and draft sweeper while the app is up (main.ts); tests run them by hand. */
  backgroundJobs?: boolean;
}

// Running from src/ the build is at ../../dist/web; compiled to dist/server-build/ it is at ../../web.
const twoUp = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const webRootCandidates = [path.join(twoUp, 'dist', 'web'), path.join(twoUp, 'web')];
const defaultWebRoot = webRootCandidates.find((p) => existsSync(path.join(p, 'index.html'))) ?? webRootCandidates[0]!;

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger:
      deps.logger === false
        ? false
        : {
            level: config.logLevel,
            // No user data in logs: no cookies, no client addresses, no query strings.
            serializers: {
              req: (req) => ({ id: req.id, method: req.method, url: String(req.url).split('?')[0] }),
              res: (res) => ({ statusCode: res.statusCode }),
            },
          },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    forceCloseConnections: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerErrorHandling(app);
  // First of the onRequest hooks, so answers that end in a later one (maintenance, CSRF) carry them too.
  registerSecurityHeaders(app, { https: config.publicUrl.startsWith('https:') });
  if (config.maintenanceMode) registerMaintenanceMode(app);
  registerCsrfProtection(app, { publicUrl: config.publicUrl });

  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  await app.register(fastifyRateLimit, {
    global: false,
    allowList: config.rateLimitAllow,
    ...(deps.redis ? { redis: deps.redis, nameSpace: 'ligpit-rl:' } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: 'RATE_LIMITED',
      message: `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
    }),
  });

  const webRoot = deps.webRoot ?? defaultWebRoot;
  const auth = createAuth({ db: database.db, config, mailer: deps.authMailer ?? createOutboxAuthMailer(database.db) });
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    auth,
    now: deps.now ?? (() => new Date()),
    blobStore: deps.blobStore ?? createBlobStore(config),
    sms: deps.sms ?? createSmsSender(config, app.log),
    email: deps.email ?? createEmailSender(config, app.log),
    pages: await loadPageRenderer(webRoot, app.log),
    trackingCache: new TrackingCache({ ttlMs: 5 * 60_000, maxEntries: 20_000, now: Date.now }),
  };
  const stopFollowingTracking = await followTrackingChanges(database, ctx.trackingCache);
  app.addHook('onClose', stopFollowingTracking);
  if (deps.backgroundJobs) {
    let jobs: BackgroundJobs | undefined;
    app.addHook('onReady', async () => {
      jobs = startBackgroundJobs(ctx, app.log);
    });
    // Before main.ts closes the database: the pass in flight finishes first.
    app.addHook('onClose', async () => {
      await jobs?.stop();
      ctx.email.close?.();
    });
  }

  if (config.admin) await ensureAdminUser(auth, config.admin);
  await app.register(authRoutes, { auth, rateLimitAllow: config.rateLimitAllow });
  await registerFeatures(app, ctx);
  await registerSpa(app, webRoot);
  return app;
}
