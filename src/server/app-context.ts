import type { BlobStore } from './adapters/blob-store.ts';
import type { EmailSender } from './adapters/email.ts';
import type { SmsSender } from './adapters/sms.ts';
import type { Auth } from './auth/auth.ts';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { TrackingRecord } from './features/tracking/tracking.service.ts';
import type { TrackingCache } from './features/tracking/tracking-cache.ts';
import type { PageRenderer } from './http/page-renderer.ts';

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
}
