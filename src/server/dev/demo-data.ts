import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { BlobStore } from '#src/server/adapters/blob-store.ts';
import type { Db } from '#src/server/db/client.ts';
import { adminNotes, events, itemOutcomes, partners, statusChanges, submissions, user } from '#src/server/db/schema.ts';
import { addDays, manilaDate } from '#src/shared/core/dates.ts';
import { handoverSlotKey } from '#src/shared/core/handover-slots.ts';
import { makeTrackingNumber } from '#src/shared/core/tracking-number.ts';
import { defaultOutcome, defaultWeightKg, gramsFromKg } from '#src/shared/outcomes/outcome.schema.ts';
import { pickupTimeWindows } from '#src/shared/scheduling/pickup-window.ts';
import { refusalReasons } from '#src/shared/submissions/verdicts.ts';
import { buildSubmission, demoItems, insertPhotos, pick } from './factories.ts';

// `npm run seed`: ~50 realistic requests across statuses, cities and events, with photos and
// staff notes. Deterministic (a fixed pseudo-random seed), so the figures it prints are the
// same on every fresh database. Writes no notifications: demo phone numbers must never be texted.

const demoKeyPrefix = 'seed-demo-';

/** mulberry32: a tiny seeded generator, good enough for demo data. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const declineReasons = [
  'We cannot collect mattresses at the moment',
  'The items are outside what we can donate or recycle',
  'The pickup address is outside our service area',
];
const cancelReasons = ['Customer changed their mind', 'Customer sold the items'];
// Issue 23: the hand-over slots of the demo booths, each of their first three days.
const eventTimes = [
  { start: '10:00', end: '12:00' },
  { start: '13:00', end: '15:00' },
  { start: '15:00', end: '17:00' },
];
const slotsFrom = (startsOn: string) =>
  [0, 1, 2].flatMap((d) => eventTimes.map((time) => ({ date: addDays(startsOn, d), ...time })));

type Path = { final: string; steps: string[] };

/** The statuses a request went through to reach its final one (design.md §7). */
function pathTo(final: string, random: () => number): Path {
  switch (final) {
    case 'Processing':
      return { final, steps: ['Processing'] };
    case 'Pickup Scheduled':
      return { final, steps: random() < 0.5 ? ['Processing', 'Pickup Scheduled'] : ['Pickup Scheduled'] };
    case 'Completed':
      return { final, steps: ['Processing', 'Pickup Scheduled', 'Completed'] };
    case 'Declined':
      return { final, steps: random() < 0.5 ? ['Processing', 'Declined'] : ['Declined'] };
    case 'Cancelled':
      return { final, steps: ['Pickup Scheduled', 'Cancelled'] };
    default:
      return { final, steps: [] };
  }
}

/** Newer requests are mostly still open; older ones mostly done. Index 0 is the newest. */
function statusFor(index: number, random: () => number): string {
  if (index < 8) return index < 6 ? 'Submitted' : 'Processing';
  const r = random();
  if (index < 20) return r < 0.2 ? 'Submitted' : r < 0.45 ? 'Processing' : r < 0.9 ? 'Pickup Scheduled' : 'Declined';
  if (r < 0.45) return 'Completed';
  return r < 0.65 ? 'Pickup Scheduled' : r < 0.75 ? 'Processing' : r < 0.9 ? 'Declined' : 'Cancelled';
}

export interface SeedResult {
  created: number;
  skipped: boolean;
}

export async function seedDemoData(
  db: Db,
  opts: { blobStore: BlobStore; now?: Date; count?: number; seed?: number },
): Promise<SeedResult> {
  const now = opts.now ?? new Date();
  const count = opts.count ?? 50;
  const random = seededRandom(opts.seed ?? 2023);
  const already = await db
    .select({ id: submissions.id })
    .from(submissions)
    .where(eq(submissions.idempotencyKey, `${demoKeyPrefix}0`))
    .limit(1);
  if (already.length > 0) return { created: 0, skipped: true };

  const today = manilaDate(now);
  const [staff] = await db.select({ id: user.id }).from(user).where(eq(user.role, 'admin')).limit(1);
  const demoEvents = await upsertEvents(db, today);
  const demoPartners = await upsertPartners(db);

  for (let i = 0; i < count; i++) {
    const createdAt = new Date(now.getTime() - (i * 0.9 + random() * 0.8) * 86_400_000);
    const createdDay = manilaDate(createdAt);
    const final = statusFor(i, random);
    const { steps } = pathTo(final, random);
    const event = i % 6 === 3 ? demoEvents[Math.floor(i / 6) % 2]! : undefined;

    let pickupDate: string | null = addDays(createdDay, 7 + Math.floor(random() * 8));
    let pickupTime: string | null = 'All Day';
    // What the household asked for (migration 0020); staff then schedule the day below.
    const requested = event ? null : { date: pickupDate, time: pickupTime };
    if (steps.includes('Pickup Scheduled')) {
      pickupTime = pick(pickupTimeWindows, random);
      // Open pickups fall around now; finished ones happened a week or so after the request.
      pickupDate =
        final === 'Pickup Scheduled' ? addDays(today, Math.floor(random() * 10) - 3) : addDays(createdDay, 8);
    }
    if (event) {
      pickupDate = null;
      pickupTime = null;
    }

    const reason =
      final === 'Declined' ? pick(declineReasons, random) : final === 'Cancelled' ? pick(cancelReasons, random) : null;
    const base = buildSubmission(
      {
        trackingNumber: makeTrackingNumber((n) => Uint8Array.from({ length: n }, () => Math.floor(random() * 256))),
        status: final,
        statusReason: reason,
        pickupDate,
        pickupTime,
        requestedPickupDate: requested?.date ?? null,
        requestedPickupTime: requested?.time ?? null,
        eventId: event?.id ?? null,
        // A demo booth made before issue 23 has no slots (its row is kept as it was).
        eventSlot: event?.handoverSlots.length ? handoverSlotKey(pick(event.handoverSlots, random)) : null,
        handover: event ? 'booth' : null,
        idempotencyKey: `${demoKeyPrefix}${i}`,
        createdAt,
        updatedAt: createdAt,
      },
      random,
    );
    if (event) base.city = event.city;
    const [s] = await db.insert(submissions).values(base).returning();

    const items = Array.from({ length: 1 + Math.floor(random() * 4) }, () => pick(demoItems, random));
    const judged = steps.includes('Pickup Scheduled') || final === 'Declined';
    const photoRows = await insertPhotos(
      db,
      s!,
      items.map((item) => {
        const verdict = judged ? pick(['accept', 'accept', 'recycle', 'reject'] as const, random) : null;
        // Issue 27: a refused item carries the reason the household reads.
        const refusalReason = verdict === 'reject' ? pick(refusalReasons, random) : null;
        return { ...item, verdict, refusalReason };
      }),
      { blobStore: opts.blobStore, seed: i * 7 },
    );

    let from = 'Submitted';
    for (const [k, to] of steps.entries()) {
      const at = new Date(createdAt.getTime() + (k + 1) * (6 + random() * 30) * 3_600_000);
      await db.insert(statusChanges).values({
        submissionId: s!.id,
        fromStatus: from,
        toStatus: to,
        reason: to === final ? reason : null,
        byUserId: staff?.id ?? null,
        at: at > now ? now : at,
      });
      from = to;
      // Issue 16: a completed pickup records what became of each item, from its verdict.
      if (to === 'Completed') {
        const completedAt = at > now ? now : at;
        await db
          .update(submissions)
          .set({ completedAt, impactToken: randomBytes(24).toString('base64url') })
          .where(eq(submissions.id, s!.id));
        await db.insert(itemOutcomes).values(
          photoRows.map((photo) => {
            const outcome = defaultOutcome(photo.verdict);
            return {
              photoId: photo.id,
              submissionId: s!.id,
              outcome,
              partnerId:
                outcome === 'donated' ? demoPartners.donation : outcome === 'recycled' ? demoPartners.recycling : null,
              material: outcome === 'recycled' ? ('mixed' as const) : null,
              weightGrams: gramsFromKg(defaultWeightKg(photo.label)),
              recordedBy: staff?.id ?? null,
              recordedAt: completedAt,
            };
          }),
        );
      }
    }

    if (final !== 'Submitted' && random() < 0.75) {
      await db.insert(adminNotes).values({
        submissionId: s!.id,
        notes: pick(
          [
            'Checked photos; items look usable.',
            'Ask the owner whether the fan still works.',
            'Good for the donation drive in Marikina.',
            'Heavy item; send two crew members.',
            'Mostly recyclable; electronics go to the e-waste partner.',
          ],
          random,
        ),
        itemCount: items.length + Math.floor(random() * 4),
        resellable: random() < 0.6,
        possibleProfit: (2 + Math.floor(random() * 48)) * 10_000,
        updatedBy: staff?.id ?? null,
      });
    }
  }
  return { created: count, skipped: false };
}

/** Two partners the demo's completed pickups went to. */
async function upsertPartners(db: Db): Promise<{ donation: string; recycling: string }> {
  const wanted = [
    { name: 'Bahay Kalinga Foundation', kind: 'donation', city: 'Quezon City' },
    { name: 'Junkshop ni Mang Ben', kind: 'recycling', city: 'Pasig' },
  ];
  await db.insert(partners).values(wanted).onConflictDoNothing();
  const rows = await db
    .select({ id: partners.id, name: partners.name })
    .from(partners)
    .where(
      inArray(
        partners.name,
        wanted.map((p) => p.name),
      ),
    );
  const id = (name: string) => rows.find((r) => r.name === name)!.id;
  return { donation: id(wanted[0]!.name), recycling: id(wanted[1]!.name) };
}

async function upsertEvents(db: Db, today: string) {
  const wanted = [
    {
      slug: 'sm-aura-booth',
      venue: 'SM Aura Premier',
      city: 'Taguig',
      startsOn: addDays(today, -10),
      endsOn: addDays(today, 20),
      handoverSlots: slotsFrom(addDays(today, -10)),
      active: true,
    },
    {
      slug: 'ayala-malls-manila-bay',
      venue: 'Ayala Malls Manila Bay',
      city: 'Parañaque',
      startsOn: addDays(today, -40),
      endsOn: addDays(today, -33),
      handoverSlots: slotsFrom(addDays(today, -40)),
      active: false,
    },
  ];
  await db.insert(events).values(wanted).onConflictDoNothing({ target: events.slug });
  return db
    .select()
    .from(events)
    .where(
      inArray(
        events.slug,
        wanted.map((e) => e.slug),
      ),
    )
    .orderBy(events.slug)
    .then((rows) => wanted.map((w) => rows.find((r) => r.slug === w.slug)!));
}
