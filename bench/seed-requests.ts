import { randomUUID } from 'node:crypto';
import type { Database } from '#src/server/db/client.ts';
import * as schema from '#src/server/db/schema.ts';
import { buildPhotoRow, buildSubmission, insertSubmissions } from '#src/server/dev/factories.ts';
import { addDays, manilaDate } from '#src/shared/core/dates.ts';

/**
 * `count` requests as a busy month leaves them, for the benches that load tracking pages: spread
 * over three statuses and 24 pickup days, 1–5 photos each, and the history lines that led there.
 * Returns their tracking numbers.
 */
export async function seedRequests(database: Database, count: number): Promise<string[]> {
  const flow = ['Submitted', 'Processing', 'Pickup Scheduled'];
  const today = manilaDate();
  const rows = Array.from({ length: count }, (_, n) => ({
    ...buildSubmission({ pickupDate: addDays(today, 7 + (n % 24)), status: flow[n % 3] }),
    id: randomUUID(),
  }));
  await insertSubmissions(database.db, rows);
  const photoRows: (typeof schema.photos.$inferInsert)[] = [];
  const changeRows: (typeof schema.statusChanges.$inferInsert)[] = [];
  for (const [n, row] of rows.entries()) {
    for (let p = 0; p < 1 + (n % 5); p++) photoRows.push(buildPhotoRow(row.id, p));
    for (let c = 0; c <= n % 3; c++) {
      changeRows.push({ submissionId: row.id, fromStatus: c === 0 ? null : flow[c - 1], toStatus: flow[c]! });
    }
  }
  for (let k = 0; k < photoRows.length; k += 2000)
    await database.db.insert(schema.photos).values(photoRows.slice(k, k + 2000));
  for (let k = 0; k < changeRows.length; k += 2000)
    await database.db.insert(schema.statusChanges).values(changeRows.slice(k, k + 2000));
  return rows.map((r) => r.trackingNumber);
}
