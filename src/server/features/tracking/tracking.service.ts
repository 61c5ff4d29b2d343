import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#src/server/db/client.ts';
import { manilaDayOf } from '#src/server/db/manila.ts';
import {
  crewItemLoads,
  dropOffSuggestions,
  events,
  photos,
  statusChanges,
  submissions,
} from '#src/server/db/schema.ts';
import { outcomeRowsJson } from '#src/server/features/outcomes/outcome-rows.ts';
import { householdVerdictOf } from '#src/server/features/submissions/verdicts.service.ts';
import { formatDate } from '#src/shared/core/dates.ts';
import { type HistoryNoteParams, historyNoteParamsSchema, isHistoryNote } from '#src/shared/core/history-notes.ts';
import { fullLocation, maskEmail, maskedLocation, maskName, maskPhone } from '#src/shared/core/mask.ts';
import { displayPhone } from '#src/shared/core/phone.ts';
import { englishText } from '#src/shared/i18n/catalogue.ts';
import { type ImpactReceipt, type OutcomeRow, receiptFromRows } from '#src/shared/outcomes/outcome.schema.ts';
import { impactPath } from '#src/shared/outcomes/paths.ts';
import { photoFileUrl, photoThumbUrl } from '#src/shared/photos/paths.ts';
import { describePickup } from '#src/shared/scheduling/pickup-text.ts';
import { nextStepKey, statusOrDefault, stepOf } from '#src/shared/submissions/status.ts';
import { reviewStateOf } from '#src/shared/submissions/verdicts.ts';
import type { TrackingResult } from '#src/shared/tracking/tracking.schema.ts';
import { batchLookups } from './lookup-batch.ts';
import { renderTurns } from './result-pages.ts';
import type { TrackingCache } from './tracking-cache.ts';

export interface TrackingViewer {
  id: string;
  role: 'customer' | 'admin' | 'crew';
  /** An owner whose address is not proven sees the masked view (design.md §6.11). */
  emailVerified: boolean;
}

export interface TrackingRecord {
  trackingNumber: string;
  ownerUserId: string | null;
  /** Issue 40 item 14: its personal data was erased; absent in a record cached before: read as kept. */
  erased?: boolean;
  eventSlug: string | null;
  eventVenue: string | null;
  eventSlot: string | null;
  name: string;
  email: string;
  phone: string;
  city: string;
  address: string;
  /** Issue 12; null in a cached record from before the column existed is read as empty. */
  barangay?: string | null;
  landmark?: string | null;
  postalCode?: string | null;
  /** YYYY-MM-DD */
  pickupDate: string | null;
  pickupTime: string | null;
  status: string;
  /**
   * Issue 40: set when nobody was home or the day was suspended, until a new window is booked
   * (absent in a record cached before it was read: none).
   */
  needsRescheduleSince?: string | null;
  /** ISO instant, UTC. */
  createdAt: string;
  /**
   * Issue 27: each item's verdict and, for "Can't take", the reason, the household's note and the
   * suggested drop-off (absent in a record cached before they existed: read as none).
   */
  items: {
    id: string;
    name: string;
    condition: string;
    verdict?: string | null;
    refusalReason?: string | null;
    refusalNote?: string | null;
    dropOffName?: string | null;
    dropOffNote?: string | null;
    /** What the crew did with it at the door (issue 27). */
    load?: string | null;
  }[];
  history: { from: string | null; status: string; at: string; note: string | null; params: unknown }[];
  /** Issue 16: when it was completed (YYYY-MM-DD, Manila), its share token and what became of each item. */
  completedOn?: string | null;
  impactToken?: string | null;
  outcomes?: OutcomeRow[];
}

// Instants as ISO strings in UTC, formatted by PostgreSQL so Node parses no dates per lookup.
const isoUtc = (column: unknown) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

// One round trip per lookup, one JSON document back: the submission, its event's slug, its photos
// and its status history (aggregated in the database), so a lookup never fans out and the driver
// only runs one JSON.parse per answer.
function selectRecords(db: Db) {
  return db
    .select({
      record: sql<TrackingRecord>`json_build_object(
        'trackingNumber', ${submissions.trackingNumber},
        'ownerUserId', ${submissions.ownerUserId},
        'eventSlug', ${events.slug},
        'eventVenue', ${events.venue},
        'eventSlot', ${submissions.eventSlot},
        'needsRescheduleSince', ${submissions.needsRescheduleSince},
        'erased', ${submissions.personalDataErasedAt} is not null,
        'name', ${submissions.name},
        'email', ${submissions.email},
        'phone', ${submissions.phone},
        'city', ${submissions.city},
        'address', ${submissions.address},
        'barangay', ${submissions.barangay},
        'landmark', ${submissions.landmark},
        'postalCode', ${submissions.postalCode},
        'pickupDate', ${submissions.pickupDate},
        'pickupTime', ${submissions.pickupTime},
        'status', ${submissions.status},
        'createdAt', ${isoUtc(submissions.createdAt)},
        'completedOn', ${manilaDayOf(submissions.completedAt)},
        'impactToken', ${submissions.impactToken},
        'outcomes', ${outcomeRowsJson(submissions.id)},
        'items', coalesce((
          select json_agg(json_build_object('id', ${photos.id}, 'name', ${photos.label}, 'condition', ${photos.condition},
              'verdict', ${photos.verdict}, 'refusalReason', ${photos.refusalReason}, 'refusalNote', ${photos.refusalNote},
              'dropOffName', ${dropOffSuggestions.name}, 'dropOffNote', ${dropOffSuggestions.note},
              'load', (select ${crewItemLoads.state} from ${crewItemLoads} where ${crewItemLoads.photoId} = ${photos.id}))
            order by ${photos.position}, ${photos.createdAt})
          from ${photos} left join ${dropOffSuggestions} on ${dropOffSuggestions.id} = ${photos.dropOffId}
          where ${photos.submissionId} = ${submissions.id}), '[]'::json),
        'history', coalesce((
          select json_agg(json_build_object('from', ${statusChanges.fromStatus}, 'status', ${statusChanges.toStatus},
            'at', ${isoUtc(statusChanges.at)}, 'note', ${statusChanges.note}, 'params', ${statusChanges.noteParams})
            order by ${statusChanges.at})
          from ${statusChanges} where ${statusChanges.submissionId} = ${submissions.id}), '[]'::json))`,
    })
    .from(submissions)
    .leftJoin(events, eq(events.id, submissions.eventId));
}

function buildLookup(db: Db) {
  return selectRecords(db)
    .where(eq(submissions.trackingNumber, sql.placeholder('trackingNumber')))
    .limit(1)
    .prepare('tracking_lookup');
}

/**
 * Per database, its lookup: lookups that wait for one out go together (decision 099); a lone one goes
 * by a named prepared statement, which PostgreSQL parses and plans once per connection.
 */
const lookups = new WeakMap<Db, (trackingNumber: string) => Promise<TrackingRecord | null>>();

function lookupOf(db: Db): (trackingNumber: string) => Promise<TrackingRecord | null> {
  let lookup = lookups.get(db);
  if (!lookup) {
    const prepared = buildLookup(db);
    lookup = batchLookups(
      async (key) => (await prepared.execute({ trackingNumber: key }))[0]?.record ?? null,
      (keys) => queryTrackingRecords(db, keys),
      // The next query waits for the renders the last one's answers started (decision 100).
      { before: () => renderTurns.drained() },
    );
    lookups.set(db, lookup);
  }
  return lookup;
}

/**
 * The submission behind a typed-in tracking number, or null. Malformed input takes the same path
 * as a well-formed unknown number (one indexed query that finds nothing), so neither the answer
 * nor its timing tells a guesser which inputs are well-formed.
 */
export async function findTrackingRecord(
  deps: { db: Db; trackingCache?: TrackingCache<TrackingRecord | null> },
  trackingNumber: string,
): Promise<TrackingRecord | null> {
  const lookup = lookupOf(deps.db);
  return deps.trackingCache ? deps.trackingCache.get(trackingNumber, lookup) : lookup(trackingNumber);
}

/**
 * The records of many numbers in one query, every number answered (null: not found, as a single
 * lookup answers). The tracking cache reads a changed wave of numbers with it, before their SMS links
 * are opened (decision 096).
 */
export async function queryTrackingRecords(
  db: Db,
  trackingNumbers: string[],
): Promise<Map<string, TrackingRecord | null>> {
  const rows = await selectRecords(db).where(inArray(submissions.trackingNumber, trackingNumbers));
  const found = new Map(rows.map(({ record }) => [record.trackingNumber, record]));
  return new Map(trackingNumbers.map((n) => [n, found.get(n) ?? null]));
}

/** design.md §6.7: the owner (with a proven address) and staff see contact details in full; anyone else only masked. */
export function canSeeContact(record: Pick<TrackingRecord, 'ownerUserId'>, viewer: TrackingViewer | null): boolean {
  if (!viewer) return false;
  if (viewer.role === 'admin') return true;
  return viewer.emailVerified && record.ownerUserId !== null && record.ownerUserId === viewer.id;
}

function historyParams(raw: unknown): HistoryNoteParams {
  const parsed = historyNoteParamsSchema.safeParse(raw ?? {});
  return parsed.success ? parsed.data : {};
}

/** Shapes a record as design.md §4's tracking result for this viewer. */
export function toTrackingResult(
  record: TrackingRecord,
  viewer: TrackingViewer | null,
  /** Issue 40 item 14: the asking browser made the request (madeByBrowser): it sees the details in full. */
  opts: { madeByThisBrowser?: boolean } = {},
): TrackingResult {
  const status = statusOrDefault(record.status);
  const full = opts.madeByThisBrowser === true || canSeeContact(record, viewer);
  const receipt = impactReceiptOf(record);
  const history: TrackingResult['history'] = record.history.map((change) => ({
    status: change.status,
    at: change.at,
    // Issue 24: what the household reads; never staff's reason. The first line is the request coming in.
    note: change.from === null ? 'submitted' : isHistoryNote(change.note) ? change.note : null,
    params: historyParams(change.params),
  }));
  // Issue 27: the verdicts only once staff finished the review (they schedule the pickup then);
  // before, they may still change. The staff-only verdict note is never read here.
  const review = reviewStateOf(status);
  const rescheduling = Boolean(record.needsRescheduleSince) && status === 'Pickup Scheduled';
  const nextStep = rescheduling ? 'tracking.nextStepReschedule' : nextStepKey(status);
  // Rows written before status changes were recorded still show when the request came in.
  if (!record.history.some((change) => change.from === null)) {
    history.unshift({ status: 'Submitted', at: record.createdAt, note: 'submitted', params: {} });
  }
  return {
    trackingNumber: record.trackingNumber,
    kind: record.eventSlug ? 'event' : 'regular',
    ...(record.eventSlug ? { eventSlug: record.eventSlug } : {}),
    status,
    // The status it ended from: the last change into the current status.
    step: stepOf(status, record.history.findLast((change) => change.status === status)?.from),
    nextStep: nextStep,
    nextStepText: englishText(nextStep),
    // Issue 40: the booked window will not happen; anyone with the link reads so, without a code.
    ...(rescheduling ? { needsRescheduling: true } : {}),
    submittedAt: record.createdAt,
    details: {
      // Issue 26: the anonymous answer names the first name only.
      name: full ? record.name : maskName(record.name),
      contact: full ? displayPhone(record.phone) : maskPhone(record.phone),
      email: full ? record.email : maskEmail(record.email),
      location: full ? fullLocation(record.address, record.city, record) : maskedLocation(record.address, record.city),
      pickup: describePickup(
        { date: record.pickupDate, time: record.pickupTime, eventSlot: record.eventSlot },
        formatDate,
      ),
      // Issue 14: an event request shows its venue (the slot is in `pickup`).
      ...(record.eventVenue ? { venue: record.eventVenue } : {}),
      schedule: { date: record.pickupDate, time: record.pickupTime, slot: record.eventSlot },
    },
    masked: !full,
    ...(record.erased ? { erased: true } : {}),
    items: record.items.map((item) => ({
      id: item.id,
      name: item.name,
      condition: item.condition,
      thumbUrl: photoThumbUrl(item.id),
      url: photoFileUrl(item.id),
      ...(review === 'done' ? { verdict: householdVerdictOf({ ...item, verdict: item.verdict ?? null }) } : {}),
      // Issue 27: once the crew pressed Done, the household sees what went on the truck.
      ...(pickedUp(status) && (item.load === 'loaded' || item.load === 'left-behind') ? { load: item.load } : {}),
    })),
    review,
    history,
    ...(receipt ? { receipt } : {}),
  };
}

const pickedUp = (status: string) => status === 'Picked Up' || status === 'Completed';

/**
 * What became of the items (issue 16): only for a Completed request whose outcomes are recorded.
 * It names no person, so the masked view shows it too, and the share link shows the same.
 */
export function impactReceiptOf(
  record: Pick<TrackingRecord, 'status' | 'completedOn' | 'impactToken' | 'outcomes'>,
): ImpactReceipt | null {
  if (record.status !== 'Completed' || !record.impactToken || !record.outcomes?.length) return null;
  return {
    sharePath: impactPath(record.impactToken),
    completedOn: record.completedOn ?? null,
    ...receiptFromRows(record.outcomes),
  };
}

// Records come from the cache and are never changed, so the anonymous answer of one is written once.
const anonymousJson = new WeakMap<TrackingRecord, string>();

/** toTrackingResult(record, null) as JSON, made once per cached record. */
export function anonymousTrackingJson(record: TrackingRecord): string {
  let json = anonymousJson.get(record);
  if (json === undefined) {
    json = JSON.stringify(toTrackingResult(record, null));
    anonymousJson.set(record, json);
  }
  return json;
}
