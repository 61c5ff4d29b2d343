import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCompress from '@fastify/compress';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { BlobStore } from '#src/server/adapters/blob-store.ts';
import { createBlobStore } from '#src/server/adapters/create-blob-store.ts';
import { createVisionRecogniser } from '#src/server/adapters/create-vision-recogniser.ts';
import { createEmailSender, type EmailSender } from '#src/server/adapters/email.ts';
import { createSmsSender, type SmsSender } from '#src/server/adapters/sms.ts';
import type { VisionRecogniser } from '#src/server/adapters/vision.ts';
import { registerAudiences } from '#src/server/audiences/index.ts';
import { type AuthMailer, createAuth } from '#src/server/auth/auth.ts';
import type { Database } from '#src/server/db/client.ts';
import { serializeLoggableError } from '#src/server/db/loggable-error.ts';
import { ensureAdminUser, refusedAdminMessage } from '#src/server/features/accounts/admin-bootstrap.ts';
import { createPasswordResetQueue } from '#src/server/features/accounts/password-reset-queue.ts';
import { createOutboxAuthMailer } from '#src/server/features/notifications/auth-mailer.ts';
import { getOutboxDepth } from '#src/server/features/notifications/outbox-depth.ts';
import { createPhotoAnalyser } from '#src/server/features/photos/photo-analyser.ts';
import { queryTrackingRecords } from '#src/server/features/tracking/tracking.service.ts';
import { followTrackingChanges, TrackingCache } from '#src/server/features/tracking/tracking-cache.ts';
import { createTrackingLimiter } from '#src/server/features/tracking/tracking-limits.ts';
import { registerBackupRoute } from '#src/server/http/backup-route.ts';
import { registerCsrfProtection } from '#src/server/http/csrf.ts';
import { handleFrameworkError, registerErrorHandling } from '#src/server/http/error-handler.ts';
import { registerGracefulClose } from '#src/server/http/graceful-close.ts';
import { registerInputHygiene } from '#src/server/http/input-hygiene.ts';
import { registerLanguageLinks } from '#src/server/http/locale.ts';
import { loggedUrl } from '#src/server/http/log-redaction.ts';
import { registerMaintenanceMode } from '#src/server/http/maintenance.ts';
import { registerMetricsRoute, registerRequestMetrics } from '#src/server/http/metrics.ts';
import { registerOpenApi } from '#src/server/http/openapi.ts';
import { loadPageRenderer } from '#src/server/http/page-renderer.ts';
import { counterRateLimitStore, createFallbackCounterStore } from '#src/server/http/rate-limit-fallback.ts';
import { createMemoryCounterStore, createRedisCounterStore } from '#src/server/http/rate-limit-store.ts';
import { lazyRequestLogger } from '#src/server/http/request-logger.ts';
import { inlineScriptHashes, registerSecurityHeaders } from '#src/server/http/security-headers.ts';
import { gzipOptions, registerSpa } from '#src/server/http/spa.ts';
import { type BackgroundJobs, startBackgroundJobs } from '#src/server/jobs/index.ts';
import { tileImageSource } from '#src/shared/core/map-config.ts';
import { englishText } from '#src/shared/i18n/catalogue.ts';
import { trackingAnswerHeldMs } from '#src/shared/tracking/held-in-memory.ts';
import type { AppContext } from './app-context.ts';
import { type Config, trustProxyOption } from './config.ts';
import { statusReactions } from './status-reactions.ts';

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
  /** Where log lines go instead of stdout; tests capture them. */
  logStream?: { write(line: string): void };
  /** Adapters; default from config (local photos folder, log SMS, SMTP_URL or log e-mail). */
  blobStore?: BlobStore;
  sms?: SmsSender;
  email?: EmailSender;
  /** Item recognition; default from VISION_* (none without VISION_API_KEY). Tests pass one with short timeouts. */
  vision?: VisionRecogniser | null;
  /** Run the outbox worker and draft sweeper while the app is up (main.ts); tests run them by hand. */
  backgroundJobs?: boolean;
  /** The embedded database's backup endpoint token (main.ts, PGlite only); no endpoint without it. */
  backupToken?: string;
  /** Sees every route as it is registered, schemas included (the fuzz suite builds its requests from them). */
  onRoute?: (route: RouteOptions) => void;
}

// Running from src/server the build is at ../../dist/web; bundled into dist/server-build/server it is at ../../web.
const twoUp = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const webRootCandidates = [path.join(twoUp, 'dist', 'web'), path.join(twoUp, 'web')];
const defaultWebRoot = webRootCandidates.find((p) => existsSync(path.join(p, 'index.html'))) ?? webRootCandidates[0]!;

/** The built page template every page is made from; none without a build (the API alone). */
function readTemplate(webRoot: string): string {
  const file = path.join(webRoot, 'index.html');
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
}

/** Body fields that name or reach a person; redacted wherever a log line carries them. */
const personalFields = [
  'name',
  'email',
  'phone',
  'password',
  'newPassword',
  'currentPassword',
  'address',
  'postalCode',
  'recipient',
  'params',
  'detail',
];

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger:
      deps.logger === false
        ? false
        : {
            level: config.logLevel,
            ...(deps.logStream ? { stream: deps.logStream } : {}),
            // No user data in logs (issue 13). Request lines carry the request id, method, route
            // pattern, status and response time; nothing else of the request. No secrets either
            // (issue 26): the path is the route pattern, or redacted under a wildcard (log-redaction.ts).
            serializers: {
              req: (req) => ({ id: req.id, method: req.method, url: loggedUrl(req) }),
              res: (reply) => ({ statusCode: reply.statusCode, route: reply.request?.routeOptions?.url }),
              // Failed queries keep their SQL text, never their params (src/server/db/loggable-error.ts).
              err: serializeLoggableError,
            },
            // A second net for anything logged by hand: headers that carry secrets, and the body
            // fields that name or reach a person, at the top level or one or two levels down.
            redact: {
              paths: [
                'req.headers.authorization',
                'req.headers.cookie',
                'res.headers["set-cookie"]',
                'headers.authorization',
                'headers.cookie',
                'headers["set-cookie"]',
                ...personalFields.flatMap((f) => [f, `*.${f}`, `*.*.${f}`]),
              ],
              censor: '[redacted]',
            },
          },
    childLoggerFactory: lazyRequestLogger,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // Idle sockets only: a request in flight finishes on close (graceful shutdown, issue 28).
    forceCloseConnections: 'idle',
    frameworkErrors: handleFrameworkError,
  });
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerErrorHandling(app);
  registerRequestMetrics(app);
  registerGracefulClose(app);
  // First of the onRequest hooks, so answers that end in a later one (maintenance, CSRF) carry them too.
  const webRoot = deps.webRoot ?? defaultWebRoot;
  registerSecurityHeaders(app, {
    https: config.publicUrl.startsWith('https:'),
    scriptHashes: inlineScriptHashes(readTemplate(webRoot)),
    imageSources: config.map.tileUrl ? [tileImageSource(config.map.tileUrl)] : [],
  });
  if (config.maintenanceMode) registerMaintenanceMode(app);
  registerCsrfProtection(app, { trustedOrigins: config.trustedOrigins });
  registerInputHygiene(app, { trustedOrigins: config.trustedOrigins });
  registerLanguageLinks(app);

  // gzip first: compressed while the request waits, brotli costs ~2 ms of this process's main thread
  // even for 1 KB (decision 098); a client that takes only brotli still gets it.
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['gzip', 'deflate', 'br'],
    zlibOptions: gzipOptions(6),
  });
  // Every limit is counted in Redis when there is one; while it does not answer, in this instance,
  // never nowhere (issue 39, rate-limit-fallback.ts).
  const counters = deps.redis
    ? createFallbackCounterStore(deps.redis, createRedisCounterStore(deps.redis), createMemoryCounterStore(), {
        warn: (msg) => app.log.warn(msg),
        info: (msg) => app.log.info(msg),
      })
    : createMemoryCounterStore();
  await app.register(fastifyRateLimit, {
    global: false,
    allowList: config.rateLimitAllow,
    ...(deps.redis ? { store: counterRateLimitStore(counters, 'ligpit-rl:') } : {}),
    errorResponseBuilder: (_request, context) => {
      const params = { seconds: Math.ceil(context.ttl / 1000) };
      return {
        statusCode: 429,
        error: 'RATE_LIMITED',
        message: englishText('core.rateLimited', params),
        key: 'core.rateLimited',
        params,
      };
    },
  });

  const auth = createAuth({ db: database.db, config, mailer: deps.authMailer ?? createOutboxAuthMailer(database.db) });
  const now = deps.now ?? (() => new Date());
  const blobStore = deps.blobStore ?? createBlobStore(config);
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    auth,
    now,
    blobStore,
    sms: deps.sms ?? createSmsSender(config, app.log),
    email: deps.email ?? createEmailSender(config, app.log),
    pages: await loadPageRenderer(webRoot, app.log),
    trackingCache: new TrackingCache({
      ttlMs: trackingAnswerHeldMs,
      maxEntries: 20_000,
      now: Date.now,
      // A changed number is read again at once, found or not, so its SMS link's first visit finds it kept.
      reload: (numbers) => queryTrackingRecords(database.db, numbers),
    }),
    photoAnalyser: createPhotoAnalyser({
      db: database.db,
      blobStore,
      recogniser: deps.vision === undefined ? createVisionRecogniser(config) : deps.vision,
      now,
      log: app.log,
    }),
    counters,
    lookupMisses: createTrackingLimiter(counters, { allow: config.rateLimitAllow }),
    statusReactions: statusReactions({ staffEmail: config.staffInbox }),
    passwordResets: createPasswordResetQueue({ auth, log: app.log }),
    background: { outbox: undefined },
  };
  app.decorate('passwordResets', ctx.passwordResets);
  // Asks still queued are handled before the database closes.
  app.addHook('onClose', () => ctx.passwordResets.idle());
  const stopFollowingTracking = await followTrackingChanges(database, ctx.trackingCache);
  app.addHook('onClose', async () => {
    await stopFollowingTracking();
    await ctx.trackingCache.stop();
  });
  if (deps.backgroundJobs) {
    let jobs: BackgroundJobs | undefined;
    app.addHook('onReady', async () => {
      jobs = startBackgroundJobs(ctx, app.log);
      ctx.background.outbox = jobs.outbox;
    });
    // Before main.ts closes the database: the pass in flight finishes first.
    app.addHook('onClose', async () => {
      await jobs?.stop();
      ctx.email.close?.();
    });
  }

  // Start-up never takes over a customer's account (decision 013): it says so and starts anyway, so a
  // stranger who registered ADMIN_EMAIL cannot keep the site from starting either.
  if (config.admin && (await ensureAdminUser(auth, config.admin)) === 'refused') app.log.warn(refusedAdminMessage);
  await registerOpenApi(app, { auth, publicUrl: config.publicUrl });
  registerMetricsRoute(app, {
    database,
    token: config.metricsToken,
    outboxDepth: () => getOutboxDepth(database.db, now()),
  });
  if (deps.backupToken && database.dump) {
    registerBackupRoute(app, { database, dataDir: config.dataDir, token: deps.backupToken });
  }
  await registerAudiences(app, ctx);
  await registerSpa(app, webRoot);
  return app;
}
