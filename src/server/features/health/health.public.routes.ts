import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '#src/server/app-context.ts';
import { getOutboxDepth } from '#src/server/features/notifications/outbox-depth.ts';
import { healthApi, healthLiveApi, healthReadyApi } from '#src/shared/core/api-paths.ts';

const healthSchema = z.object({ status: z.enum(['ok', 'degraded']), db: z.enum(['ok', 'down']) });

const liveSchema = z.object({ status: z.literal('ok') });

const readySchema = z.object({
  status: z.enum(['ready', 'not-ready']),
  db: z.enum(['ok', 'down']),
  storage: z.enum(['ok', 'down']),
  /**
   * ok; off (this process runs no worker: only in tests); stalled (a pass has run longer than a
   * lease, or none ended for a minute); stopped (shutting down); behind (a due message waited too
   * long); unknown (the database did not answer).
   */
  outbox: z.enum(['ok', 'off', 'stalled', 'stopped', 'behind', 'unknown']),
  /** How long the longest-waiting due message has waited for a worker, in seconds. */
  outboxWaitSeconds: z.number().nullable(),
});

/** Every check answers within this, or counts as down: a probe must be cheap. */
const checkTimeoutMs = 2000;
/** A worker polls every second; a minute without a finished pass means it is not polling. */
const workerSilenceMs = 60_000;
const storageProbeKey = 'ligpit-readiness-probe';

export async function healthRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    healthApi,
    {
      schema: {
        summary: 'Is the app up, and does its database answer?',
        description: 'Answers 503 (same shape) when the database does not answer within 2 seconds.',
        tags: ['health'],
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      try {
        await withTimeout(ctx.database.ping(), 2000);
        return { status: 'ok' as const, db: 'ok' as const };
      } catch {
        return reply.status(503).send({ status: 'degraded', db: 'down' });
      }
    },
  );

  // Issue 28: liveness and readiness for a load balancer or an orchestrator. Never rate limited
  // (no route limit; @fastify/rate-limit is not global), and answered during maintenance.
  app.withTypeProvider<ZodTypeProvider>().get(
    healthLiveApi,
    {
      schema: {
        summary: 'Liveness: does the process answer?',
        description: 'Touches nothing else; restart the process when this stops answering.',
        tags: ['health'],
        response: { 200: liveSchema },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    healthReadyApi,
    {
      schema: {
        summary: 'Readiness: should this instance get traffic?',
        description:
          'Ready (200) when the database and the photo storage answer within 2 seconds, the outbox worker polls, ' +
          'and no due message has waited longer than READY_OUTBOX_MAX_WAIT_SECONDS for it; otherwise 503 (same shape).',
        tags: ['health'],
        response: { 200: readySchema, 503: readySchema },
      },
    },
    async (_request, reply) => {
      const [db, storage, depth] = await Promise.all([
        settled(ctx.database.ping()),
        settled(ctx.blobStore.check ? ctx.blobStore.check() : ctx.blobStore.get(storageProbeKey)),
        withTimeout(getOutboxDepth(ctx.db, ctx.now()), checkTimeoutMs).catch(() => null),
      ]);
      const waits = (depth ?? []).map((d) => d.overdueSeconds ?? 0);
      const outboxWaitSeconds = depth === null ? null : Math.max(0, ...waits);
      const outbox = outboxState(ctx, outboxWaitSeconds);
      const ready = db && storage && (outbox === 'ok' || outbox === 'off');
      const body = {
        status: ready ? ('ready' as const) : ('not-ready' as const),
        db: db ? ('ok' as const) : ('down' as const),
        storage: storage ? ('ok' as const) : ('down' as const),
        outbox,
        outboxWaitSeconds: outboxWaitSeconds === null ? null : Math.round(outboxWaitSeconds),
      };
      return reply.status(ready ? 200 : 503).send(body);
    },
  );
}

function outboxState(ctx: AppContext, waitSeconds: number | null): z.infer<typeof readySchema>['outbox'] {
  if (waitSeconds === null) return 'unknown';
  const worker = ctx.background.outbox?.heartbeat();
  const now = Date.now();
  if (worker?.stopped) return 'stopped';
  if (worker?.passStartedAt !== undefined && now - worker.passStartedAt > ctx.config.outboxLeaseMs) return 'stalled';
  if (worker && worker.passStartedAt === undefined) {
    if (worker.lastPassEndedAt !== undefined && now - worker.lastPassEndedAt > workerSilenceMs) return 'stalled';
  }
  // A due message that waited this long is late whoever runs the worker (another instance may).
  if (waitSeconds * 1000 > ctx.config.readyOutboxMaxWaitMs) return 'behind';
  return worker ? 'ok' : 'off';
}

/** True when the check answered in time. */
async function settled(check: Promise<unknown>): Promise<boolean> {
  try {
    await withTimeout(check, checkTimeoutMs);
    return true;
  } catch {
    return false;
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
