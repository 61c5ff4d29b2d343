import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { BlobStore } from '#src/server/adapters/blob-store.ts';
import type { AdapterLog } from '#src/server/adapters/delivery.ts';
import { VisionFailure, type VisionRecogniser, type VisionResult } from '#src/server/adapters/vision.ts';
import type { Db } from '#src/server/db/client.ts';
import { loggableMessage } from '#src/server/db/loggable-error.ts';
import { photos } from '#src/server/db/schema.ts';
import type { PhotoAnalysisStatus } from '#src/shared/photos/analysis.schema.ts';
import { inferItemName, itemNameOf } from '#src/shared/photos/item-name.ts';

// Runs one photo's analysis (issue 12) for the job and for POST /api/analyze-image alike: claims the
// row (status running, with a lease), asks the recogniser, stores the result on the row. The row is
// the truth, so several instances share the work; the in-process map only lets two callers in one
// process wait for the same run instead of starting a second.

type PhotoRow = typeof photos.$inferSelect;

/** How long a runner holds a photo; longer than the adapter's worst case (3 tries of 15 s and the waits). */
export const analysisLeaseMs = 90_000;
/** The longest side of the image the recogniser gets: enough to tell a chair from a table, few tokens. */
const recogniserImageSide = 1024;

export interface AnalyserDeps {
  db: Db;
  blobStore: BlobStore;
  recogniser: VisionRecogniser | null;
  now: () => Date;
  log: AdapterLog;
}

export interface PhotoAnalyser {
  /** A recogniser is configured; without one, nothing is queued and asking answers VISION_NOT_CONFIGURED. */
  readonly available: boolean;
  /**
   * Runs the photo's analysis if it can claim it (or joins the run in flight in this process) and
   * resolves with the row as it then is: `done`, `failed`, or still `running` elsewhere. Null when
   * the photo is gone. `retryFailed` lets a person's request try a failed photo again; the job does not.
   */
  run(photoId: string, opts?: { retryFailed?: boolean }): Promise<PhotoRow | null>;
  /** Tells the job that photos were queued (after an upload), so it need not wait for its next poll. */
  wake(): void;
  onWake(listener: () => void): () => void;
}

export function createPhotoAnalyser(deps: AnalyserDeps): PhotoAnalyser {
  const inFlight = new Map<string, Promise<PhotoRow | null>>();
  const listeners = new Set<() => void>();
  return {
    available: deps.recogniser !== null,
    run(photoId, opts = {}) {
      const running = inFlight.get(photoId);
      if (running) return running;
      const started = runOnce(deps, photoId, opts.retryFailed ?? false).finally(() => inFlight.delete(photoId));
      inFlight.set(photoId, started);
      return started;
    },
    wake() {
      for (const listener of listeners) listener();
    },
    onWake(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

async function runOnce(deps: AnalyserDeps, photoId: string, retryFailed: boolean): Promise<PhotoRow | null> {
  const { db, recogniser } = deps;
  const now = deps.now();
  const claimable: PhotoAnalysisStatus[] = retryFailed ? ['none', 'queued', 'failed'] : ['none', 'queued'];
  const [claimed] = recogniser
    ? await db
        .update(photos)
        .set({
          analysisStatus: 'running',
          analysisLeaseUntil: new Date(now.getTime() + analysisLeaseMs),
          analysisAttempts: sql`${photos.analysisAttempts} + 1`,
        })
        .where(
          and(
            eq(photos.id, photoId),
            or(
              inArray(photos.analysisStatus, claimable),
              // A runner that died (a crash, a restart) left it running: its lease has run out.
              and(eq(photos.analysisStatus, 'running'), lt(photos.analysisLeaseUntil, now)),
            ),
          ),
        )
        .returning()
    : [];
  if (!claimed || !recogniser) {
    const [current] = await db.select().from(photos).where(eq(photos.id, photoId)).limit(1);
    return current ?? null;
  }

  try {
    const file = await deps.blobStore.get(claimed.storageKey);
    if (!file) throw new Error('The photo file is missing from the store');
    const image = await sharp(file)
      .resize(recogniserImageSide, recogniserImageSide, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 80 })
      .toBuffer();
    const result = await recogniser.recognise(
      { data: image, mediaType: 'image/jpeg' },
      { signal: AbortSignal.timeout(analysisLeaseMs - 5_000) },
    );
    const [done] = await db
      .update(photos)
      .set({ ...toResultColumns(result), analysisSource: recogniser.source, analysedAt: deps.now() })
      .where(and(eq(photos.id, photoId), eq(photos.analysisStatus, 'running')))
      .returning();
    return done ?? null;
  } catch (error) {
    const reason = error instanceof VisionFailure ? `${error.kind}: ${error.message}` : loggableMessage(error);
    deps.log.warn({ photo: photoId, reason }, 'photo analysis failed');
    const [failed] = await db
      .update(photos)
      .set({ analysisStatus: 'failed', analysisLeaseUntil: null, analysisError: reason.slice(0, 500) })
      .where(and(eq(photos.id, photoId), eq(photos.analysisStatus, 'running')))
      .returning();
    return failed ?? null;
  }
}

/**
 * product.md §7: categories are the item name, then the category. A provider that named no item gets one
 * from its description with the §9 keywords, so the first category stays the item name.
 */
export function toResultColumns(result: VisionResult) {
  const item = result.item ?? inferItemName(result.description);
  const categories = [...new Set([item, result.category].filter((c): c is string => Boolean(c)))];
  return {
    analysisStatus: 'done',
    analysisItemName: itemNameOf({ categories, description: result.description }),
    analysisDescription: result.description,
    analysisCategories: categories,
    analysisCondition: result.condition,
    analysisAcceptable: result.acceptable,
    analysisModel: result.model,
    analysisLeaseUntil: null,
    analysisError: null,
  } satisfies Partial<PhotoRow>;
}
