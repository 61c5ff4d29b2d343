import type { AdapterLog } from '../adapters/delivery.ts';
import type { AppContext } from '../app-context.ts';
import { startDraftSweeper } from './draft-sweeper.ts';
import { type OutboxWorker, startOutboxWorker } from './outbox-worker.ts';

export interface BackgroundJobs {
  outbox: OutboxWorker;
  stop(): Promise<void>;
}

/** The in-process jobs of a server: the outbox worker and the draft-photo sweeper. */
export function startBackgroundJobs(ctx: AppContext, log: AdapterLog): BackgroundJobs {
  const outbox = startOutboxWorker({ db: ctx.db, sms: ctx.sms, email: ctx.email, log, now: ctx.now });
  const sweeper = startDraftSweeper({ db: ctx.db, blobStore: ctx.blobStore, log, now: ctx.now });
  return {
    outbox,
    stop: async () => {
      await Promise.all([outbox.stop(), sweeper.stop()]);
    },
  };
}
