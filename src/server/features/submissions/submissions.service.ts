import { randomBytes as cryptoRandomBytes } from 'node:crypto';
import { and, asc, eq, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '#src/server/db/client.ts';
import {
  events,
  ownershipGrants,
  photos,
  savedTrackingNumbers,
  statusChanges,
  submissions,
} from '#src/server/db/schema.ts';
import { type DbOrTx, enqueueNotifications, type QueueOutcome } from '#src/server/features/notifications/outbox.ts';
import { submissionEmail, submissionThankYouSms } from '#src/server/features/notifications/templates.ts';
import { knownBarangay } from '#src/server/features/scheduling/barangay.service.ts';
import type { ReminderSubject } from '#src/server/features/scheduling/pickup-reminders.ts';
import { takePickupSlot } from '#src/server/features/scheduling/pickup-windows.service.ts';
import { assertServed } from '#src/server/features/scheduling/service-area.service.ts';
import { appError } from '#src/server/http/errors.ts';
import { bookingCity } from '#src/shared/core/cities.ts';
import { formatDate } from '#src/shared/core/dates.ts';
import { eventRefusal } from '#src/shared/core/event-rules.ts';
import { handoverSlotKey, parseHandoverSlotKey, slotHasEnded } from '#src/shared/core/handover-slots.ts';
import { normalizePhone } from '#src/shared/core/phone.ts';
import { makeTrackingNumber } from '#src/shared/core/tracking-number.ts';
import { englishText, textFor } from '#src/shared/i18n/catalogue.ts';
import { inferItemName } from '#src/shared/photos/item-name.ts';
import { guestPickupTime } from '#src/shared/scheduling/pickup-window.ts';
import {
  maxResends,
  type ResendResponse,
  type SubmissionInput,
  type SubmissionReceipt,
} from '#src/shared/submissions/submission.schema.ts';
import { trackingResultUrl } from '#src/shared/tracking/paths.ts';

export interface SubmissionDeps {
  db: Db;
  publicUrl: string;
  /** Where people can write with questions (the address part of MAIL_FROM). */
  contactEmail: string;
  randomBytes?: (n: number) => Uint8Array;
  /** The current time (an event's dates are checked against it); the wall clock when left out. */
  now?: () => Date;
}

export interface SubmitActor {
  /** The browser's hashed draft key: only its own draft photos can be submitted. */
  draftKeyHash: string | null;
  ownerUserId: string | null;
  idempotencyKey: string;
}

const photosGone = () => appError('PHOTOS_GONE', 'submissions.photosGone');
const notFound = () => appError('SUBMISSION_NOT_FOUND', 'submissions.noSubmission');

/**
 * Where the pickup happens. BGC (Bonifacio Global City) is a district of Taguig, not a city: it is
 * stored in its city (`bookingCity`, src/shared/core/cities.ts) so city lists, filters and the
 * service-area check stay about cities, with "BGC" kept in the address so the crew knows where to go.
 */
export function placeOf(location: string, address: string | undefined): { city: string; address: string } {
  const given = address?.trim() ?? '';
  const city = bookingCity(location);
  if (city === location) return { city, address: given };
  if (!given) return { city, address: location };
  const named =
    given.toLowerCase().includes(location.toLowerCase()) || (location === 'BGC' && /bonifacio/i.test(given));
  return { city, address: named ? given : `${given}, ${location}` };
}

/**
 * Idempotency keys are scoped to the browser that sends them: another client reusing a key gets
 * its own submission, never someone else's tracking number.
 */
function scopedKey(draftKeyHash: string, key: string): string {
  return `${draftKeyHash}:${key}`;
}

async function findByIdempotencyKey(db: Db, key: string): Promise<string | null> {
  const [row] = await db
    .select({ trackingNumber: submissions.trackingNumber })
    .from(submissions)
    .where(eq(submissions.idempotencyKey, key))
    .limit(1);
  return row?.trackingNumber ?? null;
}

/** A request as its messages need it: what a reminder needs, and the language (issue 16). */
interface MessageSubject extends ReminderSubject {
  /** The language the request was made in. */
  locale: string;
  /** Issue 23: the hand-over slot of an item left at a booth. */
  eventSlot: string | null;
  /** The event booth the request was made at. */
  eventId: string | null;
}

/**
 * The e-mail and the thank-you SMS of a submission; `round` 0 on submit, 1 and 2 on resend. Each
 * may come back suppressed: its recipient's message budget is spent (decision 033).
 */
async function queueSubmissionMessages(
  tx: DbOrTx & Pick<Db, 'select'>,
  deps: SubmissionDeps,
  sub: MessageSubject,
  items: { label: string; brand: string; condition: string }[],
  round: number,
): Promise<QueueOutcome[]> {
  const locale = sub.locale;
  const toBeScheduled = textFor('tracking.toBeScheduled', {}, locale) as string;
  // Issue 23: an item left at a booth is handed over in its slot, not picked up.
  const handedOver = sub.eventSlot ? parseHandoverSlotKey(sub.eventSlot) : null;
  // Issue 40: and the messages say where: the event's venue and where its booth stands.
  const [venue] =
    sub.eventSlot && sub.eventId
      ? await tx
          .select({ venue: events.venue, address: events.address })
          .from(events)
          .where(eq(events.id, sub.eventId))
          .limit(1)
      : [];
  const email = submissionEmail({
    name: sub.name,
    trackingNumber: sub.trackingNumber,
    pickupDateText: handedOver
      ? formatDate(handedOver.date, locale)
      : sub.pickupDate
        ? formatDate(sub.pickupDate, locale)
        : toBeScheduled,
    pickupTime: handedOver ? `${handedOver.start}–${handedOver.end}` : (sub.pickupTime ?? toBeScheduled),
    items,
    trackingUrl: trackingResultUrl(deps.publicUrl, sub.trackingNumber),
    locale,
    dropOff: venue ?? null,
  });
  const dropOffSms =
    venue && handedOver
      ? { venue: venue.venue, date: formatDate(handedOver.date, locale), slot: `${handedOver.start}-${handedOver.end}` }
      : null;
  const suffix = round === 0 ? 'submitted' : `resend-${round}`;
  return enqueueNotifications(tx, [
    {
      channel: 'email',
      recipient: sub.email,
      template: round === 0 ? 'submission-email' : 'submission-email-resend',
      subject: email.subject,
      body: email.text,
      html: email.html,
      submissionId: sub.id,
      idempotencyKey: `submission:${sub.id}:email:${suffix}`,
    },
    {
      channel: 'sms',
      recipient: sub.phone,
      template: round === 0 ? 'submission-sms' : 'submission-sms-resend',
      body: submissionThankYouSms({
        trackingNumber: sub.trackingNumber,
        contactEmail: deps.contactEmail,
        locale,
        dropOff: dropOffSms,
      }),
      submissionId: sub.id,
      idempotencyKey: `submission:${sub.id}:sms:${suffix}`,
    },
  ]);
}

/** A request the crew collects at the household, not an item left at a booth. */
type HomePickup = Exclude<SubmissionInput, { handover: 'booth' }>;

/** What the request says, checked and put in stored form before any row is locked. */
interface CheckedRequest {
  /** The home pickup; null for an item left at a booth. */
  home: HomePickup | null;
  /** Where a home pickup happens (placeOf); null for a booth drop-off. */
  place: { city: string; address: string } | null;
  barangay: string;
  phone: string;
  /** Each photo once, in the order the visitor gave them. */
  photoIds: string[];
}

/** The browser and account that submit, and the idempotency key scoped to that browser. */
interface Submitter {
  draftKeyHash: string;
  ownerUserId: string | null;
  idempotencyKey: string;
}

/**
 * Creates a submission in one transaction: tracking number, photos attached, first status change
 * and the outbox rows — all or nothing. The same idempotency key again returns the first result.
 */
export async function createSubmission(
  deps: SubmissionDeps,
  input: SubmissionInput,
  actor: SubmitActor,
): Promise<{ trackingNumber: string; created: boolean }> {
  const { db } = deps;
  if (actor.draftKeyHash === null) throw photosGone();
  const idempotencyKey = scopedKey(actor.draftKeyHash, actor.idempotencyKey);
  const earlier = await findByIdempotencyKey(db, idempotencyKey);
  if (earlier) return { trackingNumber: earlier, created: false };

  const request = await checkRequest(db, input);
  const submitter: Submitter = { draftKeyHash: actor.draftKeyHash, ownerUserId: actor.ownerUserId, idempotencyKey };
  try {
    const trackingNumber = await db.transaction((tx) => insertSubmission(tx, deps, input, request, submitter));
    return { trackingNumber, created: true };
  } catch (error) {
    // A concurrent twin of this request won the race (unique idempotency key, or it took the photos
    // first): answer with its result, exactly as a later retry would get.
    const twin = await findByIdempotencyKey(db, idempotencyKey).catch(() => null);
    if (twin) return { trackingNumber: twin, created: false };
    throw error;
  }
}

/**
 * Issue 23: a booth drop-off has no address; it is stored in the event's city (submissionRow). A home
 * pickup in a city staff paused is refused with the "Location Not Available" text, before any photo
 * is touched, whether it was asked for at home or at a booth.
 */
async function checkRequest(db: Db, input: SubmissionInput): Promise<CheckedRequest> {
  const home = input.handover !== 'booth' ? input : null;
  if (home) await assertServed(db, home.city);
  // Issue 37: the barangay is one of the city's, stored by its PSGC name ("brgy. pinyahan" is Pinyahan).
  const barangay = home ? knownBarangay(home.city, home.barangay ?? '') : '';
  return {
    home,
    barangay,
    photoIds: [...new Set(input.photoIds)],
    place: home ? placeOf(home.city, home.address) : null,
    phone: normalizePhone(input.phone) ?? input.phone,
  };
}

/** The transaction of createSubmission: each step refuses, or adds its rows, in this order. */
async function insertSubmission(
  tx: Tx,
  deps: SubmissionDeps,
  input: SubmissionInput,
  request: CheckedRequest,
  submitter: Submitter,
): Promise<string> {
  const { home, place, photoIds } = request;
  const usable = await lockDraftPhotos(tx, photoIds, submitter.draftKeyHash);
  const event = await checkEvent(tx, deps, input, home);
  // Issue 15: a home pickup takes a slot of a window with room; an item left at a booth takes none.
  const slot = home
    ? await takePickupSlot(tx, { date: home.pickupDate, city: place!.city, windowId: home.pickupWindowId })
    : null;
  const sub = await insertWithFreshTrackingNumber(
    tx,
    deps.randomBytes ?? cryptoRandomBytes,
    submissionRow(input, request, submitter, event, slot),
  );
  await attachPhotos(tx, sub.id, photoIds, input.items, usable);
  await recordSubmitted(tx, sub.trackingNumber, sub.id, submitter.ownerUserId);
  const byId = new Map(usable.map((p) => [p.id, p]));
  const items = photoIds.map((id) => byId.get(id)!);
  await queueSubmissionMessages(tx, deps, sub, items, 0);
  return sub.trackingNumber;
}

/** The draft's photos, each one this browser's and not yet submitted; PHOTOS_GONE when one is not. */
async function lockDraftPhotos(tx: Tx, photoIds: string[], draftKeyHash: string) {
  // Locked, so a concurrent submit or the draft sweeper cannot take the same photos meanwhile.
  const rows = await tx
    .select({
      id: photos.id,
      submissionId: photos.submissionId,
      draftKey: photos.draftKey,
      label: photos.label,
      brand: photos.brand,
      condition: photos.condition,
    })
    .from(photos)
    .where(inArray(photos.id, photoIds))
    .for('update');
  const usable = rows.filter((p) => p.submissionId === null && p.draftKey === draftKeyHash);
  if (usable.length !== photoIds.length) throw photosGone();
  return usable;
}

type DraftPhoto = Awaited<ReturnType<typeof lockDraftPhotos>>[number];

/** The event a request is made at, if any: open, and for an item left at its booth, a slot of its own not ended. */
async function checkEvent(
  tx: Tx,
  deps: SubmissionDeps,
  input: SubmissionInput,
  home: HomePickup | null,
): Promise<{ id: string; city: string } | null> {
  if (!input.eventSlug) return null;
  // Issue 14: an unknown event is NOT_FOUND, a closed one EVENT_CLOSED (rules in shared/events).
  const [event] = await tx.select().from(events).where(eq(events.slug, input.eventSlug)).limit(1);
  if (!event) throw appError('NOT_FOUND', 'events.eventNotFound');
  const queuedAt = input.queuedAt ? new Date(input.queuedAt) : null;
  const refusal = eventRefusal(event, { now: (deps.now ?? (() => new Date()))(), queuedAt });
  if (refusal) {
    throw appError('EVENT_CLOSED', refusal === 'ended' ? 'events.eventClosed' : 'events.eventNotStarted');
  }
  // Issue 23: an item left at the booth is handed over in one of this event's slots.
  if (!home && !event.handoverSlots.some((slot) => handoverSlotKey(slot) === input.eventSlot)) {
    throw appError('VALIDATION', 'events.unknownSlot', {}, [
      { path: 'eventSlot', message: englishText('events.unknownSlot'), key: 'events.unknownSlot' },
    ]);
  }
  // Issue 40 item 10: a slot that had ended when the visitor chose it (queued offline: then).
  const chosen = home ? null : parseHandoverSlotKey(input.eventSlot ?? '');
  if (chosen && slotHasEnded(chosen, queuedAt ?? (deps.now ?? (() => new Date()))())) {
    throw appError('VALIDATION', 'events.slotEnded', {}, [
      { path: 'eventSlot', message: englishText('events.slotEnded'), key: 'events.slotEnded' },
    ]);
  }
  return { id: event.id, city: event.city };
}

/** The submission's row, all but its tracking number. */
function submissionRow(
  input: SubmissionInput,
  { home, place, barangay, phone, photoIds }: CheckedRequest,
  submitter: Submitter,
  event: { id: string; city: string } | null,
  slot: { windowId: string; label: string } | null,
): Omit<typeof submissions.$inferInsert, 'trackingNumber'> {
  const eventId = event?.id ?? null;
  return {
    eventId,
    eventSlot: home ? null : input.eventSlot,
    handover: eventId ? (input.handover ?? 'pickup') : null,
    ownerUserId: submitter.ownerUserId,
    name: input.name,
    email: input.email,
    phone,
    city: place?.city ?? event?.city ?? '',
    address: place?.address ?? '',
    barangay,
    landmark: home?.landmark?.trim() || null,
    postalCode: home?.postalCode?.trim() || null,
    pinLat: home?.pin?.lat ?? null,
    pinLng: home?.pin?.lng ?? null,
    pickupDate: home?.pickupDate ?? null,
    pickupTime: home ? (slot?.label ?? guestPickupTime) : null,
    pickupWindowId: slot?.windowId ?? null,
    // Issue 40 item 14: kept as asked when staff schedule another day.
    requestedPickupDate: home?.pickupDate ?? null,
    requestedPickupTime: home ? (slot?.label ?? guestPickupTime) : null,
    status: 'Submitted',
    photoCount: photoIds.length,
    idempotencyKey: submitter.idempotencyKey,
    locale: input.locale ?? 'en',
  };
}

/** Inserts the row under a new tracking number, another one while the number drawn is taken. */
async function insertWithFreshTrackingNumber(
  tx: Tx,
  randomBytes: (n: number) => Uint8Array,
  row: Omit<typeof submissions.$inferInsert, 'trackingNumber'>,
): Promise<typeof submissions.$inferSelect> {
  let created: typeof submissions.$inferSelect | undefined;
  // design.md §6.2: 36^8 numbers make a collision rare; the unique index makes it harmless.
  for (let attempt = 0; attempt < 10 && !created; attempt++) {
    [created] = await tx
      .insert(submissions)
      .values({ trackingNumber: makeTrackingNumber(randomBytes), ...row })
      .onConflictDoNothing({ target: submissions.trackingNumber })
      .returning();
  }
  if (!created) throw new Error('Could not find a free tracking number');
  return created;
}

/** The draft's photos join the submission, in the order the visitor gave them, with their names. */
async function attachPhotos(
  tx: Tx,
  submissionId: string,
  photoIds: string[],
  items: SubmissionInput['items'],
  usable: DraftPhoto[],
): Promise<void> {
  const position = sql.join(
    photoIds.map((id, i) => sql`when ${id}::uuid then ${i + 1}::int`),
    sql` `,
  );
  await tx
    .update(photos)
    .set({ submissionId, draftKey: null, position: sql`case ${photos.id} ${position} end` })
    .where(inArray(photos.id, photoIds));
  // What the person named on each photo (decision 036): staff read it in review and the gallery.
  const named = new Map((items ?? []).map((item) => [item.photoId, item]));
  for (const id of photoIds) {
    const item = named.get(id);
    if (!item || (!item.itemName && !item.description)) continue;
    const label = item.itemName || inferItemName(item.description) || undefined;
    await tx
      .update(photos)
      .set({ ...(label ? { label } : {}), description: item.description || null })
      .where(eq(photos.id, id));
    // The messages name the item as the person did.
    const photo = usable.find((p) => p.id === id);
    if (photo && label) photo.label = label;
  }
}

/** The first line of the status history, and the number saved to a signed-in submitter's account. */
async function recordSubmitted(
  tx: Tx,
  trackingNumber: string,
  submissionId: string,
  ownerUserId: string | null,
): Promise<void> {
  await tx
    .insert(statusChanges)
    .values({ submissionId, fromStatus: null, toStatus: 'Submitted', byUserId: ownerUserId });
  if (ownerUserId) {
    await tx.insert(savedTrackingNumbers).values({ userId: ownerUserId, trackingNumber }).onConflictDoNothing();
  }
}

/** Who asks about a submission: the browser's hashed draft key, and the signed-in account if any. */
export interface SubmissionAsker {
  draftKeyHash: string | null;
  userId: string | null;
}

/**
 * Only the browser that made a submission (its draft key starts the stored idempotency key, decision
 * 018), a browser that proved ownership with a one-time code (decision 044), or its owner may read
 * the receipt, ask for a resend or change the pickup. Anyone else gets the same 404 as for an
 * unknown number, so no route tells whether a number exists, nor lets a stranger send messages.
 */
export function madeBy(asker: SubmissionAsker): SQL {
  const byBrowser = asker.draftKeyHash
    ? sql`(starts_with(${submissions.idempotencyKey}, ${`${asker.draftKeyHash}:`}) or exists (
        select 1 from ${ownershipGrants} where ${ownershipGrants.submissionId} = ${submissions.id}
        and ${ownershipGrants.draftKeyHash} = ${asker.draftKeyHash} and ${ownershipGrants.expiresAt} > now()))`
    : sql`false`;
  return asker.userId ? or(byBrowser, eq(submissions.ownerUserId, asker.userId))! : byBrowser;
}

/**
 * Issue 40 item 14: whether this browser made the request (or proved it with a one-time code), the
 * proof `madeBy` takes for the receipt and the owner's changes. The tracking lookup shows such a
 * browser the contact details in full; any other device still reads them masked.
 */
export async function madeByBrowser(db: Db, trackingNumber: string, draftKeyHash: string): Promise<boolean> {
  const [row] = await db
    .select({ id: submissions.id })
    .from(submissions)
    .where(and(eq(submissions.trackingNumber, trackingNumber), madeBy({ draftKeyHash, userId: null })))
    .limit(1);
  return row !== undefined;
}

export async function getReceipt(db: Db, trackingNumber: string, asker: SubmissionAsker): Promise<SubmissionReceipt> {
  const [row] = await db
    .select({
      photoCount: submissions.photoCount,
      resendCount: submissions.resendCount,
      eventSlot: submissions.eventSlot,
      venue: events.venue,
    })
    .from(submissions)
    .leftJoin(events, eq(events.id, submissions.eventId))
    .where(and(eq(submissions.trackingNumber, trackingNumber), madeBy(asker)))
    .limit(1);
  if (!row) throw notFound();
  const { eventSlot, venue, ...counts } = row;
  return {
    trackingNumber,
    ...counts,
    resendsLeft: Math.max(0, maxResends - row.resendCount),
    ...(eventSlot && venue ? { dropOff: { venue, slot: eventSlot } } : {}),
  };
}

/**
 * Queues the e-mail and the SMS again. The cap is enforced by the UPDATE itself (and the table's
 * check constraint), so concurrent resends can never exceed it.
 */
export async function resendTrackingNumber(
  deps: SubmissionDeps,
  trackingNumber: string,
  asker: SubmissionAsker,
): Promise<ResendResponse> {
  const mine = and(eq(submissions.trackingNumber, trackingNumber), madeBy(asker));
  return deps.db.transaction(async (tx) => {
    const [sub] = await tx
      .update(submissions)
      .set({ resendCount: sql`${submissions.resendCount} + 1` })
      .where(and(mine, lt(submissions.resendCount, maxResends)))
      .returning();
    if (!sub) {
      const [exists] = await tx.select({ id: submissions.id }).from(submissions).where(mine).limit(1);
      if (!exists) throw notFound();
      throw appError('RESEND_LIMIT', 'submissions.resendMaxed');
    }
    const items = await tx
      .select({ label: photos.label, brand: photos.brand, condition: photos.condition })
      .from(photos)
      .where(eq(photos.submissionId, sub.id))
      .orderBy(asc(photos.position));
    const outcomes = await queueSubmissionMessages(tx, deps, sub, items, sub.resendCount);
    // Every recipient's message budget is spent (decision 033): nothing would be sent, so the resend
    // is refused as a whole, its round and its rows rolled back (a 4xx never writes, design.md §8),
    // with product.md's "Maximum resends reached".
    if (outcomes.every((o) => o === 'suppressed')) throw appError('RESEND_LIMIT', 'submissions.resendMaxed');
    return { resendsLeft: maxResends - sub.resendCount };
  });
}
