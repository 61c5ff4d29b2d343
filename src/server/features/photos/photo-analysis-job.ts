import { and, asc, eq, lt, or } from 'drizzle-orm';
import type { AdapterLog } from '#src/server/adapters/delivery.ts';
import type { Db } from '#src/server/db/client.ts';
import { loggableMessage } from '#src/server/db/loggable-error.ts';
import { photos } from '#src/server/db/schema.ts';
import type { PhotoAnalyser } from './photo-analyser.ts';

// Issue 12: photos are analysed off the request path. An upload by a signed-in person marks the photo
// queued and wakes this job; the job of any instance takes queued photos (and ones whose runner died)
// a few at a time. A person who asks before the job gets there runs it themselves (the claim on the
// row makes sure only one runner asks the provider).

export interface AnalysisJobDeps {
  db: Db;
  analyser: PhotoAnalyser;
  log: AdapterLog;
  now: () => Date;
}

/** Provider calls wait on the network, not the CPU: a few at once keep a household's photos quick. */
const concurrency = 3;

/** Analyses every photo waiting now; returns how many it ran. */
export async function runAnalysisPass(deps: AnalysisJobDeps): Promise<number> {
  if (!deps.analyser.available) return 0;
  let total = 0;
  const tried = new Set<string>();
  for (;;) {
    const waiting = await deps.db
      .select({ id: photos.id })
      .from(photos)
      .where(
        or(
          eq(photos.analysisStatus, 'queued'),
          and(eq(photos.analysisStatus, 'running'), lt(photos.analysisLeaseUntil, deps.now())),
        ),
      )
      .orderBy(asc(photos.createdAt))
      .limit(concurrency * 4);
    const batch = waiting.map((w) => w.id).filter((id) => !tried.has(id));
    if (batch.length === 0) return total;
    for (const id of batch) tried.add(id);
    let next = 0;
    const worker = async () => {
      while (next < batch.length) {
        const id = batch[next++]!;
        await deps.analyser.run(id);
        total += 1;
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, batch.length) }, worker));
  }
}

/**
 * Runs a pass when woken by an upload, and every pollMs for photos queued by other instances or
 * left by a runner that died. Unref'd timers never hold the process open.
 */
export function startAnalysisJob(deps: AnalysisJobDeps, pollMs = 15_000): { stop(): Promise<void> } {
  let running: Promise<unknown> | undefined;
  let again = false;
  const run = () => {
    if (running) {
      again = true;
      return;
    }
    running = runAnalysisPass(deps)
      .catch((error: unknown) => deps.log.warn({ error: loggableMessage(error) }, 'photo analysis pass failed'))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          run();
        }
      });
  };
  const unsubscribe = deps.analyser.onWake(run);
  const every = setInterval(run, pollMs);
  every.unref();
  return {
    stop: async () => {
      unsubscribe();
      clearInterval(every);
      again = false;
      await running;
    },
  };
}
