import path from 'node:path';
import type { Config } from '#src/server/config.ts';
import type { BlobStore } from './blob-store.ts';
import { createLocalBlobStore } from './local-blob-store.ts';
import { createS3BlobStore } from './s3-blob-store.ts';

/** design.md §1: a local folder by default, any S3-compatible bucket when S3_* is set. */
export function createBlobStore(config: Config): BlobStore {
  if (config.s3) return createS3BlobStore(config.s3);
  return createLocalBlobStore(path.join(config.dataDir, 'photos'));
}
