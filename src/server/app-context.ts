import type { BlobStore } from '#src/server/adapters/blob-store.ts';
import type { EmailSender } from '#src/server/adapters/email.ts';
import type { SmsSender } from '#src/server/adapters/sms.ts';
import type { Auth } from '#src/server/auth/auth.ts';
import type { Database, Db } from '#src/server/db/client.ts';
import type { PasswordResetQueue } from '#src/server/features/accounts/password-reset-queue.ts';
import type { OutboxWorker } from '#src/server/features/notifications/outbox-worker.ts';
import type { PhotoAnalyser } from '#src/server/features/photos/photo-analyser.ts';
import type { TrackingRecord } from '#src/server/features/tracking/tracking.service.ts';
import type { TrackingCache } from '#src/server/features/tracking/tracking-cache.ts';
import type { TrackingLimiter } from '#src/server/features/tracking/tracking-limits.ts';
import type { PageRenderer } from '#src/server/http/page-renderer.ts';
import type { CounterStore } from '#src/server/http/rate-limit-store.ts';
import type { StatusReaction } from '#src/server/lib/status-reactions.ts';
import type { Config } from './config.ts';

/**
 * What feature route plugins receive: the database, configuration and auth. Adapters (blob
 * store, SMS, e-mail, vision) join here as the features that need them arrive.
 */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  auth: Auth;
  /** The current time; injected so tests can move the clock. */
  now: () => Date;
  /** Photo files: local folder or S3-compatible bucket. */
  blobStore: BlobStore;
  /** Used by the outbox worker only; features queue messages with enqueueNotifications. */
  sms: SmsSender;
  email: EmailSender;
  /** Server rendering of data-driven first views; undefined without a web build. */
  pages: PageRenderer | undefined;
  /** Lookup answers by tracking number, cleared by the database's change notifications. */
  trackingCache: TrackingCache<TrackingRecord | null>;
  /** Item recognition (issue 12): runs a photo's analysis for the job and the analyze endpoint. */
  photoAnalyser: PhotoAnalyser;
  /** Counters of the limits that give tokens back (tracking misses): Redis when REDIS_URL is set. */
  counters: CounterStore;
  /**
   * The tracking lookup's miss budget (decision 010), for every other answer that tells whether a
   * number exists (issue 39: where a request's code can go). The same counters as /api/track's.
   */
  lookupMisses: TrackingLimiter;
  /** Every subject's reaction to a change of a request's status (src/server/status-reactions.ts). */
  statusReactions: readonly StatusReaction[];
  /** "Forgot password?" asks, handled after the answer (issue 26: the same answer time for every address). */
  passwordResets: PasswordResetQueue;
  /** The jobs this process runs (main.ts); none in tests that run them by hand. Readiness reads it. */
  background: { outbox: OutboxWorker | undefined };
}
