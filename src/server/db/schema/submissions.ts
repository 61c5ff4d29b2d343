// Requests, their photos, one-time codes, notes and history.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { trackingNumberPattern } from '#src/shared/core/tracking-number.ts';
import { user } from './auth.ts';
import { createdAt, updatedAt } from './columns.ts';
import { events } from './events.ts';
import { pickupWindows, trucks } from './scheduling.ts';

export const submissions = pgTable(
  'submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    trackingNumber: text('tracking_number').notNull(),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'restrict' }),
    /** An event request's hand-over slot (issue 23: "2026-12-05 10:00-12:00"); free text before it. */
    eventSlot: text('event_slot'),
    /** Issue 23: how an event request's items reach us: 'booth' (left at the booth) or 'pickup' (home). */
    handover: text('handover'),
    ownerUserId: text('owner_user_id').references(() => user.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    city: text('city').notNull(),
    /** Street address with house number (issue 12: required for a home pickup, not in the original specification, product.md §10). */
    address: text('address').notNull().default(''),
    barangay: text('barangay').notNull().default(''),
    /**
     * Issue 37 (migration 0018): a barangay typed before the PSGC list that matched none of its city's;
     * kept as typed, flagged for staff on the review page.
     */
    barangayUnmatched: boolean('barangay_unmatched').notNull().default(false),
    /** Landmark or delivery notes for the crew. */
    landmark: text('landmark'),
    postalCode: text('postal_code'),
    pickupDate: date('pickup_date', { mode: 'string' }),
    pickupTime: text('pickup_time'),
    /**
     * Issue 40 item 14 (migration 0020): the day and window the household asked for, kept when staff
     * schedule another (the Reschedule dialog says what they asked for). Changes only when the
     * household itself moves the pickup. Null when none was asked, or for a request staff had
     * scheduled before 0020 (what it asked for was not kept then).
     */
    requestedPickupDate: date('requested_pickup_date', { mode: 'string' }),
    requestedPickupTime: text('requested_pickup_time'),
    /** The booked window (issue 15); null for event requests and requests made before windows. */
    pickupWindowId: uuid('pickup_window_id').references(() => pickupWindows.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('Submitted'),
    statusReason: text('status_reason'),
    photoCount: integer('photo_count').notNull().default(0),
    resendCount: integer('resend_count').notNull().default(0),
    /** The client's Idempotency-Key: a retried submit returns the first result. */
    idempotencyKey: text('idempotency_key'),
    /** The language the request was made in ('en', 'fil'): its SMS and e-mails are in it (issue 16). */
    locale: text('locale').notNull().default('en'),
    /**
     * Set when the pickup day was suspended (decision 043): the household is asked to pick a new
     * window. Cleared by the move, a cancel or any staff status change. Not a status: product.md §4's
     * list stays as it is.
     */
    needsRescheduleSince: timestamp('needs_reschedule_since', { withTimezone: true }),
    /** The truck staff assigned when scheduling (issue 15, number coding); optional. */
    pickupTruckId: uuid('pickup_truck_id').references(() => trucks.id, { onDelete: 'set null' }),
    /** Issue 37 (migration 0019): the household's optional pin, inside Metro Manila; both or neither. */
    pinLat: doublePrecision('pin_lat'),
    pinLng: doublePrecision('pin_lng'),
    /** Issue 37: the stop's place in its truck's window when staff moved it by hand; null: the route's order. */
    stopPosition: integer('stop_position'),
    /** When staff marked it Completed (issue 16): the month the staff reports count it in. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The unguessable name of its public impact receipt, /impact/:token (decision 041); set with its outcomes. */
    impactToken: text('impact_token'),
    /**
     * When its personal data (name, phone, e-mail, street, landmark, photos) was erased (issue 26),
     * and why: 'retention' (RETENTION_DAYS after it ended), 'owner' (the household asked) or
     * 'account' (the account was deleted). The figures (status, counts, kinds, weights) stay.
     */
    personalDataErasedAt: timestamp('personal_data_erased_at', { withTimezone: true }),
    erasureReason: text('erasure_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('submissions_tracking_number_key').on(t.trackingNumber),
    uniqueIndex('submissions_idempotency_key_key').on(t.idempotencyKey),
    index('submissions_created_at_idx').on(t.createdAt),
    index('submissions_status_idx').on(t.status),
    index('submissions_pickup_slot_idx').on(t.pickupDate, t.pickupWindowId),
    index('submissions_owner_idx').on(t.ownerUserId),
    index('submissions_name_lower_idx').on(sql`lower(${t.name})`),
    uniqueIndex('submissions_impact_token_key').on(t.impactToken),
    index('submissions_completed_at_idx').on(t.completedAt),
    check(
      'submissions_tracking_number_format',
      sql`${t.trackingNumber} ~ ${sql.raw(`'${trackingNumberPattern.source}'`)}`,
    ),
    check('submissions_resend_count_max', sql`${t.resendCount} between 0 and 2`),
    check('submissions_pin_both_or_none', sql`(${t.pinLat} is null) = (${t.pinLng} is null)`),
  ],
);

/**
 * One-time codes that prove a guest owns a request on another device (issue 15, decision 044).
 * Only the code's hash is kept; a code lasts 10 minutes and allows 5 tries.
 */
export const ownershipCodes = pgTable(
  'ownership_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    channel: text('channel').notNull(), // 'sms' | 'email'
    /**
     * What the code proves ownership for (issue 26): 'owner' (this browser, decision 044), 'claim'
     * (an account's claim; `userId` names it) or 'erase' (a guest's erasure). A code works for its
     * purpose only.
     */
    purpose: text('purpose').notNull().default('owner'),
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('ownership_codes_submission_idx').on(t.submissionId, t.createdAt)],
);

/** A browser proven to be the owner by a one-time code: its draft-key hash, for a while. */
export const ownershipGrants = pgTable(
  'ownership_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    draftKeyHash: text('draft_key_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('ownership_grants_submission_idx').on(t.submissionId, t.draftKeyHash)],
);

/**
 * Issue 27: places staff suggest for an item we cannot take ("Hazardous waste drop-off" and where
 * it is). The household reads the name and the note beside the refused item.
 */
export const dropOffSuggestions = pgTable(
  'drop_off_suggestions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('drop_off_suggestions_name_lower_key').on(sql`lower(${t.name})`)],
);

export const photos = pgTable(
  'photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null while the photo is a draft, before its submission exists. */
    submissionId: uuid('submission_id').references(() => submissions.id, { onDelete: 'cascade' }),
    /** The uploading browser's draft key (an HTTP-only cookie); who may edit or delete a draft. */
    draftKey: text('draft_key'),
    storageKey: text('storage_key').notNull(),
    thumbKey: text('thumb_key').notNull(),
    /** The item's name as the customer gave it (decision 036); empty when unnamed ("Photo 2" when shown, issue 24). */
    label: text('label').notNull().default(''),
    /** The customer's description of the item (decision 036); null when they gave none. */
    description: text('description'),
    /** Empty when none was given (issue 24: no "Random Item" or "Unspecified"). */
    brand: text('brand').notNull().default(''),
    condition: text('condition').notNull().default(''),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    position: integer('position').notNull().default(0),
    /** Staff verdict per photo (issue 5): accept | recycle | reject, with a note. */
    verdict: text('verdict'),
    verdictNote: text('verdict_note'),
    /**
     * Issue 27, for a refused photo (verdict reject): the reason (size | condition | hazard |
     * not_accepted, src/shared/submissions/verdicts.ts), a note the household reads (verdict_note
     * stays staff-only) and a place to suggest.
     */
    refusalReason: text('refusal_reason'),
    refusalNote: text('refusal_note'),
    dropOffId: uuid('drop_off_id').references(() => dropOffSuggestions.id, { onDelete: 'set null' }),
    /** The signed-in person who uploaded it (issue 12): may have it analysed while it is a draft. */
    uploadedBy: text('uploaded_by').references(() => user.id, { onDelete: 'set null' }),
    /** SHA-256 (hex) of the bytes as uploaded, before re-encoding: finds the photo for product.md's base64Data. */
    uploadSha256: text('upload_sha256'),
    // Item recognition (issue 12), cached here so a second request costs nothing.
    /** none | queued | running | done | failed (src/shared/photos/analysis.schema.ts). */
    analysisStatus: text('analysis_status').notNull().default('none'),
    analysisItemName: text('analysis_item_name'),
    analysisDescription: text('analysis_description'),
    analysisCategories: jsonb('analysis_categories').$type<string[]>(),
    analysisCondition: text('analysis_condition'),
    analysisAcceptable: boolean('analysis_acceptable'),
    /** Which recogniser answered (vision-api) and its model. */
    analysisSource: text('analysis_source'),
    analysisModel: text('analysis_model'),
    analysedAt: timestamp('analysed_at', { withTimezone: true }),
    /** Tries so far; the job gives up after a few and leaves the photo failed. */
    analysisAttempts: integer('analysis_attempts').notNull().default(0),
    /** While running: until when the runner holds it; after that another may take it over. */
    analysisLeaseUntil: timestamp('analysis_lease_until', { withTimezone: true }),
    /** Why the last try failed, for operators (never shown to customers). */
    analysisError: text('analysis_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('photos_submission_idx').on(t.submissionId),
    index('photos_draft_idx').on(t.draftKey, t.createdAt),
    index('photos_created_at_idx').on(t.createdAt),
    index('photos_upload_sha256_idx').on(t.uploadSha256),
    // The analysis job's queue: only the few photos waiting or running are in it.
    index('photos_analysis_queue_idx').on(t.createdAt).where(sql`${t.analysisStatus} in ('queued', 'running')`),
    check(
      'photos_refusal_reason_known',
      sql`${t.refusalReason} is null or ${t.refusalReason} in ('size', 'condition', 'hazard', 'not_accepted')`,
    ),
  ],
);

export const adminNotes = pgTable('admin_notes', {
  id: uuid('id').primaryKey().defaultRandom(),
  submissionId: uuid('submission_id')
    .notNull()
    .unique()
    .references(() => submissions.id, { onDelete: 'cascade' }),
  notes: text('notes').notNull().default(''),
  itemCount: integer('item_count'),
  resellable: boolean('resellable'),
  /** Centavos (design.md §5), shown as ₱. */
  possibleProfit: integer('possible_profit'),
  updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const statusChanges = pgTable(
  'status_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    reason: text('reason'),
    byUserId: text('by_user_id').references(() => user.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What the household reads for this line (issue 24): a code of `historyNotes`
     * (src/shared/core/history-notes.ts) and its values; the reason above is staff's English.
     */
    note: text('note'),
    noteParams: jsonb('note_params').$type<Record<string, string | number>>(),
  },
  (t) => [index('status_changes_submission_idx').on(t.submissionId, t.at)],
);
