import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlobStore } from '#src/server/adapters/blob-store.ts';
import { createBlobStore } from '#src/server/adapters/create-blob-store.ts';
import { loadConfig } from '#src/server/config.ts';
import type { Database } from '#src/server/db/client.ts';
import { adminNotes, itemOutcomes, notifications, photos, statusChanges, submissions } from '#src/server/db/schema.ts';
import { insertPhotos, insertSubmission } from '#src/server/dev/factories.ts';
import { countImpact, findImpactReceipt } from '#src/server/features/outcomes/impact.service.ts';
import { createTestDatabase } from '#src/server/test/test-db.ts';
import { makeTempDir } from '#src/server/test/uploads.ts';
import { defaultRetentionDays, sweepRetention } from './erasure.ts';

// Issue 26 acceptance: a request that ended more than RETENTION_DAYS ago has no name, phone,
// e-mail, street or photo left after the sweep, and its outcome still counts.

const day = 86_400_000;
const log = { info: () => {}, warn: () => {} };

describe('the retention sweeper', () => {
  let database: Database;
  let blobStore: BlobStore;
  let dir: Awaited<ReturnType<typeof makeTempDir>>;
  const now = new Date('2026-11-27T02:00:00Z');

  beforeAll(async () => {
    database = await createTestDatabase();
    dir = await makeTempDir();
    blobStore = createBlobStore(loadConfig({ NODE_ENV: 'test', DATA_DIR: dir.path }));
  });
  afterAll(async () => {
    await database.close();
    await dir.remove();
  });

  /** A request that reached `status` `daysAgo` days ago, with two photos, outcomes, notes and a message. */
  async function requestEnded(status: string, daysAgo: number, name: string) {
    const db = database.db;
    const ended = new Date(now.getTime() - daysAgo * day);
    const sub = await insertSubmission(db, {
      name,
      email: `${name.toLowerCase().replace(/\s/g, '.')}@example.ph`,
      phone: '+639171234567',
      address: '12 Mabini St.',
      barangay: 'Poblacion',
      landmark: 'blue gate',
      postalCode: '1210',
      status,
      completedAt: status === 'Completed' ? ended : null,
      impactToken: status === 'Completed' ? `share-${name.replace(/\s/g, '')}-0123456789abcdef` : null,
      createdAt: new Date(ended.getTime() - 14 * day),
      updatedAt: ended,
    });
    await db
      .insert(statusChanges)
      .values({ submissionId: sub.id, fromStatus: 'Processing', toStatus: status, at: ended });
    const shots = await insertPhotos(db, sub, [{ label: 'Chair' }, { label: 'Lamp' }], { blobStore });
    // Issue 27: the lamp was refused, with a note written to the household.
    await db
      .update(photos)
      .set({ verdict: 'reject', refusalReason: 'condition', refusalNote: 'Maria, the cord is cut.' })
      .where(eq(photos.id, shots[1]!.id));
    for (const photo of shots) {
      await db
        .insert(itemOutcomes)
        .values({ photoId: photo.id, submissionId: sub.id, outcome: 'recycled', material: 'wood', weightGrams: 4000 });
    }
    await db.insert(adminNotes).values({ submissionId: sub.id, notes: `Call ${name} before coming`, itemCount: 2 });
    await db.insert(notifications).values({
      channel: 'sms',
      recipient: '+639171234567',
      template: 'status-completed',
      body: `Hi ${name}!`,
      submissionId: sub.id,
      idempotencyKey: `test:${sub.id}`,
      status: 'sent',
    });
    return { sub, shots };
  }

  it(`erases the personal data of requests that ended more than ${defaultRetentionDays} days ago, keeping the figures`, async () => {
    const old = await requestEnded('Completed', defaultRetentionDays + 1, 'Liza Soriano');
    const declined = await requestEnded('Declined', defaultRetentionDays + 30, 'Ben Cruz');
    const recent = await requestEnded('Completed', defaultRetentionDays - 10, 'Ana Reyes');
    const open = await requestEnded('Processing', defaultRetentionDays + 50, 'Carlo Santos');
    const before = await countImpact({ db: database.db });
    expect(await findImpactReceipt({ db: database.db }, old.sub.impactToken!)).toBeTruthy();

    const erased = await sweepRetention({
      db: database.db,
      blobStore,
      log,
      now: () => now,
      retentionDays: defaultRetentionDays,
    });
    expect(erased).toBe(2);

    for (const { sub, shots } of [old, declined]) {
      const [row] = await database.db.select().from(submissions).where(eq(submissions.id, sub.id));
      expect(row).toMatchObject({
        name: '',
        email: '',
        phone: '',
        address: '',
        barangay: '',
        landmark: null,
        postalCode: null,
        impactToken: null,
        erasureReason: 'retention',
        status: sub.status,
        city: sub.city,
      });
      expect(row!.personalDataErasedAt?.toISOString()).toBe(now.toISOString());
      // The photo files are gone; the rows stay for the items' names and outcomes.
      for (const shot of shots) {
        expect(await blobStore.get(shot.storageKey)).toBeNull();
        expect(await blobStore.get(shot.thumbKey)).toBeNull();
      }
      const kept = await database.db.select().from(photos).where(eq(photos.submissionId, sub.id));
      expect(kept.map((p) => [p.label, p.storageKey, p.refusalReason, p.refusalNote])).toEqual([
        ['Chair', '', null, null],
        ['Lamp', '', 'condition', null],
      ]);
      const [note] = await database.db.select().from(adminNotes).where(eq(adminNotes.submissionId, sub.id));
      expect(note).toMatchObject({ notes: '', itemCount: 2 });
      expect(await database.db.select().from(notifications).where(eq(notifications.submissionId, sub.id))).toEqual([]);
      expect(await database.db.select().from(itemOutcomes).where(eq(itemOutcomes.submissionId, sub.id))).toHaveLength(
        2,
      );
    }
    // The share link is off.
    await expect(findImpactReceipt({ db: database.db }, old.sub.impactToken!)).rejects.toMatchObject({ status: 404 });
    // The impact counter is unchanged: the outcomes still count.
    expect(await countImpact({ db: database.db })).toEqual(before);

    // A request that ended recently, and one still open, keep everything.
    for (const { sub } of [recent, open]) {
      const [row] = await database.db.select().from(submissions).where(eq(submissions.id, sub.id));
      expect(row).toMatchObject({ name: sub.name, email: sub.email, phone: sub.phone, personalDataErasedAt: null });
    }
    // A second sweep finds nothing more.
    expect(
      await sweepRetention({ db: database.db, blobStore, log, now: () => now, retentionDays: defaultRetentionDays }),
    ).toBe(0);
  });
});
