import type { AdapterLog } from '#src/server/adapters/delivery.ts';
import type { AppContext } from '#src/server/app-context.ts';
import { type OutboxWorker, startOutboxWorker } from '#src/server/features/notifications/outbox-worker.ts';
import { startDraftSweeper } from '#src/server/features/photos/draft-sweeper.ts';
import { startAnalysisJob } from '#src/server/features/photos/photo-analysis-job.ts';
import { startRetentionSweeper } from '#src/server/lib/erasure.ts';

export interface BackgroundJobs {
  outbox: OutboxWorker;
  stop(): Promise<void>;
}

/** The in-process jobs of a server: the outbox worker, the draft-photo sweeper, photo analysis and retention. */
export function startBackgroundJobs(ctx: AppContext, log: AdapterLog): BackgroundJobs {
  const outbox = startOutboxWorker(
    { db: ctx.db, sms: ctx.sms, email: ctx.email, log, now: ctx.now },
    { leaseMs: ctx.config.outboxLeaseMs },
  );
  const sweeper = startDraftSweeper({ db: ctx.db, blobStore: ctx.blobStore, log, now: ctx.now });
  const analysis = startAnalysisJob({ db: ctx.db, analyser: ctx.photoAnalyser, log, now: ctx.now });
  // Issue 26: personal data of requests that ended RETENTION_DAYS ago is erased (decision 048).
  const retention = startRetentionSweeper({
    db: ctx.db,
    blobStore: ctx.blobStore,
    log,
    now: ctx.now,
    retentionDays: ctx.config.retentionDays,
  });
  return {
    outbox,
    stop: async () => {
      await Promise.all([outbox.stop(), sweeper.stop(), analysis.stop(), retention.stop()]);
    },
  };
}
