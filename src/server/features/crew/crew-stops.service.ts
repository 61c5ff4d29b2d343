import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#src/server/db/client.ts';
import {
  crewAssignments,
  crewItemLoads,
  photos,
  pickupWindows,
  submissions,
  trucks,
  user,
} from '#src/server/db/schema.ts';
import { normalizePhone } from '#src/shared/core/phone.ts';
import type {
  CrewDay,
  CrewStop,
  DayStop,
  LeftBehindReason,
  StopItem,
  StopState,
} from '#src/shared/crew/crew.schema.ts';
import { photoFileUrl, photoThumbUrl } from '#src/shared/photos/paths.ts';

// Issue 27: a day's stops, as the crew's phone and the staff's day view read them. A stop is a
// request booked that day on a truck (decision 061: the truck staff chose when scheduling).

/** On a crew's list: booked, under way, picked up; and a stop where nobody was home, until it is moved. */
const onTheDay = ['Pickup Scheduled', 'En Route', 'Arrived', 'Picked Up', 'Completed'];

type Row = typeof submissions.$inferSelect & { windowStart: string | null };

export function stateOf(row: Pick<Row, 'status' | 'needsRescheduleSince'>): StopState {
  switch (row.status) {
    case 'En Route':
      return 'on-the-way';
    case 'Arrived':
      return 'arrived';
    case 'Picked Up':
    case 'Completed':
      return 'done';
    default:
      return row.needsRescheduleSince ? 'nobody-home' : 'scheduled';
  }
}

/** The day's requests (of one truck, or of every truck), by window then barangay. */
async function dayRows(db: Db, date: string, truckId?: string): Promise<Row[]> {
  const rows = await db
    .select({ s: submissions, windowStart: pickupWindows.startsAt })
    .from(submissions)
    .leftJoin(pickupWindows, eq(pickupWindows.id, submissions.pickupWindowId))
    .where(
      and(
        eq(submissions.pickupDate, date),
        inArray(submissions.status, onTheDay),
        sql`${submissions.eventId} is null`,
        truckId ? eq(submissions.pickupTruckId, truckId) : undefined,
      ),
    )
    .orderBy(
      // A request booked before windows existed has only its label ("9:00 AM – 12:00 PM"): after the windowed ones.
      sql`${pickupWindows.startsAt} asc nulls last`,
      asc(submissions.pickupTime),
      asc(submissions.barangay),
      asc(submissions.trackingNumber),
    );
  return rows.map((r) => ({ ...r.s, windowStart: r.windowStart }));
}

async function itemsOf(db: Db, submissionIds: string[]): Promise<Map<string, StopItem[]>> {
  const byStop = new Map<string, StopItem[]>();
  if (submissionIds.length === 0) return byStop;
  const rows = await db
    .select({
      id: photos.id,
      submissionId: photos.submissionId,
      name: photos.label,
      verdict: photos.verdict,
      verdictNote: photos.verdictNote,
      load: crewItemLoads.state,
      leftReason: crewItemLoads.reason,
    })
    .from(photos)
    .leftJoin(crewItemLoads, eq(crewItemLoads.photoId, photos.id))
    .where(inArray(photos.submissionId, submissionIds))
    .orderBy(asc(photos.position), asc(photos.createdAt));
  for (const r of rows) {
    const list = byStop.get(r.submissionId!) ?? [];
    list.push({
      id: r.id,
      name: r.name,
      verdict: r.verdict,
      verdictNote: r.verdictNote,
      thumbUrl: photoThumbUrl(r.id),
      url: photoFileUrl(r.id),
      load: r.load === 'loaded' || r.load === 'left-behind' ? r.load : null,
      leftReason: r.load === 'left-behind' ? (r.leftReason as LeftBehindReason | null) : null,
    });
    byStop.set(r.submissionId!, list);
  }
  return byStop;
}

function toStop(row: Row, items: StopItem[]): CrewStop {
  return {
    trackingNumber: row.trackingNumber,
    name: row.name,
    phone: normalizePhone(row.phone),
    address: row.address,
    barangay: row.barangay,
    city: row.city,
    landmark: row.landmark,
    postalCode: row.postalCode,
    window: row.pickupTime,
    status: row.status,
    state: stateOf(row),
    items,
  };
}

/** A crew's stops on its truck for `date`, each with its items, verdicts and what was loaded. */
export async function truckStops(db: Db, truckId: string, date: string): Promise<CrewStop[]> {
  const rows = await dayRows(db, date, truckId);
  const items = await itemsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toStop(r, items.get(r.id) ?? []));
}

/** The staff's day view: every truck with a stop or a crew that day, then the stops without a truck. */
export async function crewDay(deps: { db: Db }, date: string): Promise<CrewDay> {
  const { db } = deps;
  const [rows, crewRows, truckRows] = await Promise.all([
    dayRows(db, date),
    db
      .select({ truckId: crewAssignments.truckId, name: user.name })
      .from(crewAssignments)
      .innerJoin(user, eq(user.id, crewAssignments.userId))
      .where(eq(crewAssignments.date, date))
      .orderBy(asc(user.name)),
    db.select({ id: trucks.id, name: trucks.name, active: trucks.active }).from(trucks).orderBy(asc(trucks.name)),
  ]);
  const loads = rows.length
    ? await db
        .select({ submissionId: photos.submissionId, state: crewItemLoads.state })
        .from(photos)
        .leftJoin(crewItemLoads, eq(crewItemLoads.photoId, photos.id))
        .where(
          inArray(
            photos.submissionId,
            rows.map((r) => r.id),
          ),
        )
    : [];
  const counts = new Map<string, { loaded: number; total: number }>();
  for (const l of loads) {
    const c = counts.get(l.submissionId!) ?? { loaded: 0, total: 0 };
    c.total++;
    if (l.state === 'loaded') c.loaded++;
    counts.set(l.submissionId!, c);
  }
  const toDayStop = (r: Row): DayStop => ({
    trackingNumber: r.trackingNumber,
    name: r.name,
    barangay: r.barangay,
    city: r.city,
    window: r.pickupTime,
    status: r.status,
    state: stateOf(r),
    loaded: counts.get(r.id)?.loaded ?? 0,
    total: counts.get(r.id)?.total ?? 0,
  });
  const trucksOut = truckRows
    .map((t) => ({
      truckId: t.id as string | null,
      truckName: t.name as string | null,
      crew: crewRows.filter((c) => c.truckId === t.id).map((c) => c.name),
      stops: rows.filter((r) => r.pickupTruckId === t.id).map(toDayStop),
      active: t.active,
    }))
    .filter((t) => t.stops.length > 0 || t.crew.length > 0 || t.active)
    .map(({ active: _active, ...t }) => t);
  const loose = rows.filter((r) => !r.pickupTruckId);
  if (loose.length > 0) trucksOut.push({ truckId: null, truckName: null, crew: [], stops: loose.map(toDayStop) });
  return { date, trucks: trucksOut };
}
