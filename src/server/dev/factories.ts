import { randomBytes, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { BlobStore } from '#src/server/adapters/blob-store.ts';
import type { Db } from '#src/server/db/client.ts';
import { photos, submissions } from '#src/server/db/schema.ts';
import { serviceCities } from '#src/shared/core/cities.ts';
import { makeTrackingNumber } from '#src/shared/core/tracking-number.ts';
import { type Barangay, barangaysOf } from '#src/shared/scheduling/barangays.ts';

// Realistic demo and test data, shared by the test suites, `npm run seed` and the benchmarks
// (STYLE: "Factories and seed helpers shared by tests and npm run seed").

const firstNames = [
  'Maria',
  'Jose',
  'Juan',
  'Ana',
  'Mark',
  'Kristine',
  'John Paul',
  'Angelica',
  'Miguel',
  'Camille',
  'Rafael',
  'Patricia',
  'Carlo',
  'Bea',
  'Joshua',
  'Nicole',
  'Paolo',
  'Katrina',
  'Jerome',
  'Rochelle',
  'Dindo',
  'Marites',
  'Bong',
  'Liza',
  'Ramon',
  'Teresita',
  'Arnel',
  'Lorna',
  'Noel',
  'Aileen',
];
const lastNames = [
  'Dela Cruz',
  'Santos',
  'Reyes',
  'Garcia',
  'Mendoza',
  'Bautista',
  'Villanueva',
  'Ramos',
  'Aquino',
  'Castillo',
  'Flores',
  'Gonzales',
  'Torres',
  'Navarro',
  'Lim',
  'Tan',
  'Manalo',
  'Pascual',
  'Soriano',
  'Domingo',
];
const streets = [
  'Mabini St.',
  'Rizal Ave.',
  'Bonifacio St.',
  'Luna St.',
  'Katipunan Ave.',
  'Sampaguita St.',
  'Narra St.',
  'Molave St.',
  'P. Burgos St.',
  'Kalayaan Ave.',
  'J.P. Laurel St.',
  'Quezon Blvd.',
];

/** Items people give away, with a plausible brand and condition for each. */
export const demoItems = [
  { label: 'Electric Fan', brand: 'Asahi', condition: 'Working, minor scratches' },
  { label: 'Rice Cooker', brand: 'Hanabishi', condition: 'Working' },
  { label: 'Office Chair', brand: 'Uratex', condition: 'Worn seat' },
  { label: 'Bookshelf', brand: 'Mandaue Foam', condition: 'Good' },
  { label: 'Television', brand: 'Samsung', condition: 'Cracked screen' },
  { label: 'Clothing', brand: 'Bench', condition: 'Gently used' },
  { label: 'Shoes', brand: 'World Balance', condition: 'Used' },
  { label: 'Microwave', brand: 'Sharp', condition: 'Not working' },
  { label: 'Study Desk', brand: '', condition: 'Good' },
  { label: 'Toy', brand: 'Lego', condition: 'Complete set' },
  { label: 'Bag', brand: 'Jansport', condition: 'Torn strap' },
  { label: 'Lamp', brand: 'Firefly', condition: 'Working' },
  { label: 'Sofa', brand: 'Our Home', condition: 'Stained' },
  { label: 'Monobloc Chair', brand: '', condition: '' },
] as const;

export function pick<T>(list: readonly T[], random: () => number = Math.random): T {
  return list[Math.floor(random() * list.length)] as T;
}

export function newTrackingNumber(): string {
  return makeTrackingNumber((n) => randomBytes(n));
}

/** "+639171234567": a Globe/Smart-looking mobile number. */
export function fakePhone(random: () => number = Math.random): string {
  const prefix = pick(['917', '918', '919', '927', '939', '945', '955', '966', '977', '995'], random);
  return `+63${prefix}${String(Math.floor(random() * 10_000_000)).padStart(7, '0')}`;
}

export function fakePerson(random: () => number = Math.random) {
  const first = pick(firstNames, random);
  const last = pick(lastNames, random);
  const city = pick(serviceCities, random);
  const handle = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '');
  return {
    name: `${first} ${last}`,
    email: `${handle}${Math.floor(random() * 1000)}@example.ph`,
    phone: fakePhone(random),
    city,
    // The pickup address as the form takes it (issue 12): street with house number, then barangay.
    address: `${1 + Math.floor(random() * 200)} ${pick(streets, random)}`,
    // Issue 37: a barangay of the city from the PSGC list, with its postal code where the list has one.
    ...barangayFields(pick(barangaysOf(city), random)),
  };
}

function barangayFields(barangay: Barangay | undefined) {
  return { barangay: barangay?.name ?? '', postalCode: barangay?.postalCode || null };
}

export type SubmissionInsert = typeof submissions.$inferInsert;
export type SubmissionRow = typeof submissions.$inferSelect;

/** One submission row with realistic defaults; pass overrides for what a test cares about. */
export function buildSubmission(overrides: Partial<SubmissionInsert> = {}, random = Math.random): SubmissionInsert {
  return {
    trackingNumber: newTrackingNumber(),
    ...fakePerson(random),
    pickupDate: null,
    pickupTime: 'All Day',
    status: 'Submitted',
    photoCount: 0,
    ...overrides,
  };
}

export async function insertSubmission(db: Db, overrides: Partial<SubmissionInsert> = {}): Promise<SubmissionRow> {
  const [row] = await db.insert(submissions).values(buildSubmission(overrides)).returning();
  return row!;
}

/** Inserts many submissions in batches (benchmarks insert 10 000). */
export async function insertSubmissions(db: Db, rows: SubmissionInsert[], batchSize = 1000): Promise<void> {
  for (let i = 0; i < rows.length; i += batchSize) {
    await db.insert(submissions).values(rows.slice(i, i + batchSize));
  }
}

/** A small JPEG of coloured shapes: light enough for tests, recognisably different per seed. */
export async function makeDemoJpeg(seed: number, size = { width: 480, height: 640 }): Promise<Buffer> {
  const hue = (seed * 47) % 360;
  const { width, height } = size;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="100%" height="100%" fill="hsl(${hue},45%,88%)"/>
  <circle cx="${width * 0.35}" cy="${height * 0.4}" r="${width * 0.22}" fill="hsl(${(hue + 120) % 360},60%,55%)"/>
  <rect x="${width * 0.45}" y="${height * 0.5}" width="${width * 0.4}" height="${height * 0.3}" rx="16" fill="hsl(${(hue + 240) % 360},55%,45%)"/>
  <polygon points="${width * 0.1},${height * 0.9} ${width * 0.3},${height * 0.62} ${width * 0.5},${height * 0.9}" fill="hsl(${(hue + 60) % 360},65%,50%)"/>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

export type PhotoRow = typeof photos.$inferSelect;

/** A photo row for seeding many at once (benchmarks): a demo item, with storage keys but no files. */
export function buildPhotoRow(submissionId: string, position: number): typeof photos.$inferInsert {
  const id = randomUUID();
  const item = pick(demoItems);
  return {
    id,
    submissionId,
    storageKey: `${id}.jpg`,
    thumbKey: `${id}-thumb.jpg`,
    label: item.label,
    brand: item.brand,
    condition: item.condition,
    width: 1200,
    height: 1600,
    bytes: 150_000,
    position,
  };
}

/**
 * Attaches photos to a submission: real JPEG files in the blob store when one is given (seed,
 * gallery tests), rows only otherwise. Keeps the submission's photo_count true.
 */
export async function insertPhotos(
  db: Db,
  submission: Pick<SubmissionRow, 'id'>,
  items: Array<
    Partial<
      Pick<PhotoRow, 'label' | 'brand' | 'condition' | 'verdict' | 'verdictNote' | 'refusalReason' | 'refusalNote'>
    >
  >,
  opts: { blobStore?: BlobStore; seed?: number } = {},
): Promise<PhotoRow[]> {
  const rows: PhotoRow[] = [];
  for (const [position, item] of items.entries()) {
    const id = randomUUID();
    const storageKey = `${id}.jpg`;
    const thumbKey = `${id}-thumb.jpg`;
    let width = 480;
    let height = 640;
    let bytes = 0;
    if (opts.blobStore) {
      const full = await makeDemoJpeg((opts.seed ?? 0) + position);
      const thumb = await sharp(full).resize({ width: 300 }).jpeg({ quality: 70 }).toBuffer();
      await opts.blobStore.put(storageKey, full, 'image/jpeg');
      await opts.blobStore.put(thumbKey, thumb, 'image/jpeg');
      bytes = full.length;
    } else {
      width = 1200;
      height = 1600;
      bytes = 150_000;
    }
    const [row] = await db
      .insert(photos)
      .values({
        id,
        submissionId: submission.id,
        storageKey,
        thumbKey,
        label: item.label ?? '',
        brand: item.brand ?? '',
        condition: item.condition ?? '',
        verdict: item.verdict ?? null,
        verdictNote: item.verdictNote ?? null,
        refusalReason: item.refusalReason ?? null,
        refusalNote: item.refusalNote ?? null,
        width,
        height,
        bytes,
        position,
      })
      .returning();
    rows.push(row!);
  }
  await db
    .update(submissions)
    .set({ photoCount: sql`(select count(*) from photos where submission_id = ${submission.id})` })
    .where(eq(submissions.id, submission.id));
  return rows;
}
