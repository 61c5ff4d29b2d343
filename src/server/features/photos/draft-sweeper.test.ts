import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLog } from '#src/server/adapters/delivery.ts';
import { createLocalBlobStore } from '#src/server/adapters/local-blob-store.ts';
import { photos, submissions } from '#src/server/db/schema.ts';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';
import { makeTempDir, uploadDraft } from '#src/server/test/uploads.ts';
import { sweepDraftPhotos } from './draft-sweeper.ts';

describe('draft photo sweeper', () => {
  let t: TestApp;
  let dataDir: Awaited<ReturnType<typeof makeTempDir>>;

  beforeAll(async () => {
    dataDir = await makeTempDir();
    t = await createTestApp({ env: { DATA_DIR: dataDir.path } });
  });
  afterAll(async () => {
    await t.close();
    await dataDir.remove();
  });

  it('removes drafts older than 24 hours with their files, and nothing else', async () => {
    const photoDir = path.join(dataDir.path, 'photos');
    const abandoned = await uploadDraft(t.app);
    const submitted = await uploadDraft(t.app);
    const [sub] = await t.database.db
      .insert(submissions)
      .values({ trackingNumber: 'SWEEP001', name: 'A', email: 'a@example.ph', phone: '+639171234567', city: 'Manila' })
      .returning();
    await t.database.db
      .update(photos)
      .set({ submissionId: sub!.id, draftKey: null })
      .where(eq(photos.id, submitted.photo.id));
    const deps = { db: t.database.db, blobStore: createLocalBlobStore(photoDir), log: silentLog };

    // 23 hours on, a draft is still someone's work in progress.
    expect(await sweepDraftPhotos({ ...deps, now: () => new Date(Date.now() + 23 * 3600_000) })).toBe(0);

    const fresh = await uploadDraft(t.app);
    await t.database.db
      .update(photos)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(photos.id, abandoned.photo.id));
    expect(await sweepDraftPhotos(deps)).toBe(1);

    const left = (await t.database.db.select({ id: photos.id }).from(photos)).map((p) => p.id).sort();
    expect(left).toEqual([submitted.photo.id, fresh.photo.id].sort());
    const files = (await fs.readdir(photoDir)).sort();
    expect(files.filter((f) => f.startsWith(abandoned.photo.id))).toEqual([]);
    expect(files).toHaveLength(4);
  });
});
