import type { AdapterLog } from '#src/server/adapters/delivery.ts';
import type { AppContext } from '#src/server/app-context.ts';
import { type OutboxWorker, startOutboxWorker } from '#src/server/features/notifications/outbox-worker.ts';
import { startDraftSweeper } from '#src/server/features/photos/draft-sweeper.ts';
import { startAnalysisJob } from '#src/server/features/photos/photo-analysis-job.ts';

export interface BackgroundJobs {
  outbox: OutboxWorker;
  stop(): Promise<void>;
}

/** The in-process jobs of a server: the outbox worker, the draft-photo sweeper and photo analysis. */
export function startBackgroundJobs(ctx: AppContext, log: AdapterLog): BackgroundJobs {
  const outbox = startOutboxWorker(
    { db: ctx.db, sms: ctx.sms, email: ctx.email, log, now: ctx.now },
    { leaseMs: ctx.config.outboxLeaseMs },
  );
  const sweeper = startDraftSweeper({ db: ctx.db, blobStore: ctx.blobStore, log, now: ctx.now });
  const analysis = startAnalysisJob({ db: ctx.db, analyser: ctx.photoAnalyser, log, now: ctx.now });
  return {
    outbox,
    stop: async () => {
      await Promise.all([outbox.stop(), sweeper.stop(), analysis.stop()]);
    },
  };
}
