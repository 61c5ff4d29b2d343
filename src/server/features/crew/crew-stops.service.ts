import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '#src/server/db/client.ts';
import {
  crewAssignments,
  crewItemLoads,
  photos,
  pickupWindows,
  submissions,
  trucks,
  user,
} from '#src/server/db/schema.ts';
import { findSubmissionRow } from '#src/server/features/submissions/submission-review.service.ts';
import { appError } from '#src/server/http/errors.ts';
import { normalizePhone } from '#src/shared/core/phone.ts';
import type {
  CrewDay,
  CrewStop,
  DayRoute,
  DayStop,
  LeftBehindReason,
  StopItem,
  StopState,
} from '#src/shared/crew/crew.schema.ts';
import { orderDay, type Point, type RoutedStop, routePoints } from '#src/shared/crew/route-order.ts';
import { photoFileUrl, photoThumbUrl } from '#src/shared/photos/paths.ts';

// Issue 27: a day's stops, as the crew's phone and the staff's day view read them. A stop is a
// request booked that day on a truck (decision 061: the truck staff chose when scheduling).
// Issue 37 (decision 088): a truck's stops come in route order within each window, computed here on
// every read (so a stop added, cancelled or moved re-orders the day), keeping staff's hand-set places.

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
async function dayRows(db: Db | Tx, date: string, truckId?: string): Promise<Row[]> {
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

const pinOf = (row: Pick<Row, 'pinLat' | 'pinLng'>): Point | null =>
  row.pinLat !== null && row.pinLng !== null ? { lat: row.pinLat, lng: row.pinLng } : null;

/** The window a row is booked in: its window's id, or (booked before windows) its label. */
const windowOf = (row: Row) => `${row.pickupWindowId ?? ''}|${row.pickupTime ?? ''}`;

/**
 * A truck's rows (as dayRows orders them: by window) in route order, with each one's place and the
 * day's kilometres and driving minutes. Without a depot the route starts at the first stop with a point.
 */
export function routeRows(
  rows: readonly Row[],
  depot: Point | null,
): { rows: { row: Row; routed: RoutedStop }[]; route: DayRoute } {
  const points = routePoints(rows.map((r) => ({ pin: pinOf(r), barangay: r.barangay, city: r.city })));
  const windows: { id: string; point: Point | null; position: number | null }[][] = [];
  let last: string | null = null;
  rows.forEach((r, i) => {
    if (windowOf(r) !== last || windows.length === 0) windows.push([]);
    last = windowOf(r);
    windows.at(-1)!.push({ id: r.id, point: points[i] ?? null, position: r.stopPosition });
  });
  const start = depot ?? points.find((p) => p !== null) ?? null;
  if (!start) {
    return {
      rows: rows.map((row, i) => ({ row, routed: { id: row.id, position: i + 1, pinned: false, byHand: false } })),
      route: { km: 0, minutes: 0, fromDepot: depot !== null, depot },
    };
  }
  const day = orderDay(start, windows);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return {
    rows: day.stops.map((routed) => ({ row: byId.get(routed.id)!, routed })),
    route: { km: round1(day.km), minutes: Math.round(day.minutes), fromDepot: depot !== null, depot },
  };
}

const round1 = (n: number) => Math.round(n * 10) / 10;

async function depotOf(db: Db | Tx, truckId: string): Promise<Point | null> {
  const [t] = await db
    .select({ lat: trucks.depotLat, lng: trucks.depotLng })
    .from(trucks)
    .where(eq(trucks.id, truckId))
    .limit(1);
  return t && t.lat !== null && t.lng !== null ? { lat: t.lat, lng: t.lng } : null;
}

function toStop(row: Row, items: StopItem[], routed: RoutedStop): CrewStop {
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
    pin: pinOf(row),
    noPin: !routed.pinned,
  };
}

/** A crew's stops on its truck for `date` in route order, each with its items, verdicts and what was loaded. */
export async function truckDay(db: Db, truckId: string, date: string): Promise<{ stops: CrewStop[]; route: DayRoute }> {
  const [rows, depot] = await Promise.all([dayRows(db, date, truckId), depotOf(db, truckId)]);
  const items = await itemsOf(
    db,
    rows.map((r) => r.id),
  );
  const routed = routeRows(rows, depot);
  return {
    stops: routed.rows.map((r) => toStop(r.row, items.get(r.row.id) ?? [], r.routed)),
    route: routed.route,
  };
}

export async function truckStops(db: Db, truckId: string, date: string): Promise<CrewStop[]> {
  return (await truckDay(db, truckId, date)).stops;
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
    db
      .select({ id: trucks.id, name: trucks.name, active: trucks.active, lat: trucks.depotLat, lng: trucks.depotLng })
      .from(trucks)
      .orderBy(asc(trucks.name)),
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
  const toDayStop = (r: Row, routed?: RoutedStop): DayStop => ({
    trackingNumber: r.trackingNumber,
    name: r.name,
    barangay: r.barangay,
    city: r.city,
    window: r.pickupTime,
    status: r.status,
    state: stateOf(r),
    loaded: counts.get(r.id)?.loaded ?? 0,
    total: counts.get(r.id)?.total ?? 0,
    noPin: routed ? !routed.pinned : pinOf(r) === null,
    byHand: routed?.byHand ?? false,
    pin: pinOf(r),
  });
  const trucksOut = truckRows
    .map((t) => {
      const routed = routeRows(
        rows.filter((r) => r.pickupTruckId === t.id),
        t.lat !== null && t.lng !== null ? { lat: t.lat, lng: t.lng } : null,
      );
      return {
        truckId: t.id as string | null,
        truckName: t.name as string | null,
        crew: crewRows.filter((c) => c.truckId === t.id).map((c) => c.name),
        stops: routed.rows.map((r) => toDayStop(r.row, r.routed)),
        route: routed.route as DayRoute | null,
        active: t.active,
      };
    })
    .filter((t) => t.stops.length > 0 || t.crew.length > 0 || t.active)
    .map(({ active: _active, ...t }) => t);
  const loose = rows.filter((r) => !r.pickupTruckId);
  if (loose.length > 0) {
    trucksOut.push({ truckId: null, truckName: null, crew: [], stops: loose.map((r) => toDayStop(r)), route: null });
  }
  return { date, trucks: trucksOut };
}

/**
 * Issue 37: staff put a stop at `position` (1 first) among its window's stops on its truck. The
 * window's whole order, as it stands after the move, is written down (stop_position 1…n), so the
 * route keeps it; a stop added to the window later is routed after them.
 */
export async function moveStop(deps: { db: Db }, trackingNumber: string, position: number): Promise<CrewDay> {
  const { db } = deps;
  const row = await findSubmissionRow(db, trackingNumber);
  if (!row.pickupTruckId || !row.pickupDate || row.eventId || !onTheDay.includes(row.status)) {
    throw appError('TRANSITION_NOT_ALLOWED', 'crew.stopTruckNotScheduled');
  }
  const date = row.pickupDate;
  await db.transaction(async (tx) => {
    const rows = await dayRows(tx, date, row.pickupTruckId!);
    const routed = routeRows(rows, await depotOf(tx, row.pickupTruckId!)).rows.map((r) => r.row);
    const self = routed.find((r) => r.id === row.id);
    if (!self) throw appError('TRANSITION_NOT_ALLOWED', 'crew.stopTruckNotScheduled');
    const window = routed.filter((r) => windowOf(r) === windowOf(self) && r.id !== self.id);
    window.splice(Math.min(position, window.length + 1) - 1, 0, self);
    for (const [i, r] of window.entries()) {
      await tx
        .update(submissions)
        .set({ stopPosition: i + 1 })
        .where(eq(submissions.id, r.id));
    }
  });
  return crewDay(deps, date);
}
