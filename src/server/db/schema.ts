// DESIGN §5. snake_case columns, uuid ids, timestamptz. Better Auth's tables are written by hand
// (its schema CLI needs Node 22 here) and keep the names and columns Better Auth expects.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

// ---- Better Auth -------------------------------------------------------------------------------

export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  role: text('role').notNull().default('customer'), // 'customer' | 'admin'
  banned: boolean('banned').default(false),
  banReason: text('ban_reason'),
  banExpires: timestamp('ban_expires', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    impersonatedBy: text('impersonated_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('session_user_id_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('account_user_id_idx').on(t.userId)],
);

export const verification = pgTable('verification', {
  id: text('id').primaryKey(),
  identifier: text('identifier').notNull(),
  value: text('value').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// ---- Product -----------------------------------------------------------------------------------

/** The spec's `users` table: a customer's profile, keyed by the auth user's id. */
export const profiles = pgTable('profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  name: text('name').notNull().default(''),
  email: text('email').notNull(),
  phone: text('phone').notNull().default(''),
  city: text('city').notNull().default(''),
  address: text('address').notNull().default(''),
  barangay: text('barangay'),
  streetAddress: text('street_address'),
  postalCode: text('postal_code'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** An on-site event booth (DESIGN §6.3): staff create rows, routes carry the slug. */
export const events = pgTable('events', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  venue: text('venue').notNull(),
  city: text('city').notNull(),
  /** Where the booth stands at the venue (issue 14); empty on rows made before it was asked. */
  address: text('address').notNull().default(''),
  startsOn: date('starts_on', { mode: 'string' }),
  endsOn: date('ends_on', { mode: 'string' }),
  /** Optional time slots visitors choose from, e.g. "Sat 10:00–12:00". */
  slots: jsonb('slots').$type<string[]>().notNull().default([]),
  active: boolean('active').notNull().default(true),
  /** When staff last closed it: requests saved offline before then are still taken (decision 030). */
  closedAt: timestamp('closed_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Issue 15: the weekly pickup windows staff offer (DESIGN §6.14). Each has room for `capacity`
 * pickups per city on each of its days; a day limit below can close a day or lower it.
 */
export const pickupWindows = pgTable(
  'pickup_windows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** ISO weekday: 1 Monday … 7 Sunday. */
    weekday: smallint('weekday').notNull(),
    /** "HH:MM", Manila time. */
    startsAt: text('starts_at').notNull(),
    endsAt: text('ends_at').notNull(),
    /** Pickups per city in this window on one day. */
    capacity: integer('capacity').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('pickup_windows_weekday_starts_key').on(t.weekday, t.startsAt),
    check('pickup_windows_weekday_range', sql`${t.weekday} between 1 and 7`),
    check('pickup_windows_capacity_range', sql`${t.capacity} between 0 and 1000`),
    check(
      'pickup_windows_times',
      sql`${t.startsAt} ~ '^[0-2][0-9]:[0-5][0-9]$' and ${t.endsAt} ~ '^[0-2][0-9]:[0-5][0-9]$' and ${t.startsAt} < ${t.endsAt}`,
    ),
  ],
);

/**
 * A day's exception to the weekly windows: at most `capacity` pickups (0 closes it), for every city
 * or one, every window of the day or one. Where several apply, the lowest wins.
 */
export const pickupDayLimits = pgTable(
  'pickup_day_limits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    date: date('date', { mode: 'string' }).notNull(),
    /** Null: every city. */
    city: text('city'),
    /** Null: every window of the day. */
    windowId: uuid('window_id').references(() => pickupWindows.id, { onDelete: 'cascade' }),
    capacity: integer('capacity').notNull(),
    reason: text('reason'),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('pickup_day_limits_date_idx').on(t.date),
    check('pickup_day_limits_capacity_range', sql`${t.capacity} between 0 and 1000`),
  ],
);

/**
 * A day with no pickups at all (issue 15, decision 043): a typhoon signal, a declared suspension.
 * One row per date, so marking a day twice finds the first mark. The day offers no windows.
 */
export const pickupSuspensions = pgTable('pickup_suspensions', {
  id: uuid('id').primaryKey().defaultRandom(),
  date: date('date', { mode: 'string' }).notNull().unique(),
  reason: text('reason').notNull(),
  /** Requests asked to pick a new window because of this day, over every marking. */
  askedCount: integer('asked_count').notNull().default(0),
  createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/**
 * A collection truck and the last digit of its plate (issue 15): the number-coding rule
 * (src/shared/submissions/number-coding.ts) keeps it off the road on one weekday's coding hours.
 */
export const trucks = pgTable(
  'trucks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    plateEnding: smallint('plate_ending').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [check('trucks_plate_ending_digit', sql`${t.plateEnding} between 0 and 9`)],
);

export const submissions = pgTable(
  'submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    trackingNumber: text('tracking_number').notNull(),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'restrict' }),
    eventSlot: text('event_slot'),
    ownerUserId: text('owner_user_id').references(() => user.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    city: text('city').notNull(),
    /** Street address with house number (issue 12: required for a home pickup, not in the spec). */
    address: text('address').notNull().default(''),
    barangay: text('barangay').notNull().default(''),
    /** Landmark or delivery notes for the crew. */
    landmark: text('landmark'),
    postalCode: text('postal_code'),
    pickupDate: date('pickup_date', { mode: 'string' }),
    pickupTime: text('pickup_time'),
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
     * window. Cleared by the move, a cancel or any staff status change. Not a status: spec §4's
     * list stays as it is.
     */
    needsRescheduleSince: timestamp('needs_reschedule_since', { withTimezone: true }),
    /** The truck staff assigned when scheduling (issue 15, number coding); optional. */
    pickupTruckId: uuid('pickup_truck_id').references(() => trucks.id, { onDelete: 'set null' }),
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
    check('submissions_tracking_number_format', sql`${t.trackingNumber} ~ '^[A-Z0-9]{8}$'`),
    check('submissions_resend_count_max', sql`${t.resendCount} between 0 and 2`),
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
    /** The item's name: "Item", or what the customer named it on the signed-in upload (decision 036). */
    label: text('label').notNull().default('Item'),
    /** The customer's description of the item (decision 036); null when they gave none. */
    description: text('description'),
    brand: text('brand').notNull().default('Random Item'),
    condition: text('condition').notNull().default('Unspecified'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    position: integer('position').notNull().default(0),
    /** Staff verdict per photo (issue 5): accept | recycle | reject, with a note. */
    verdict: text('verdict'),
    verdictNote: text('verdict_note'),
    /** The signed-in person who uploaded it (issue 12): may have it analysed while it is a draft. */
    uploadedBy: text('uploaded_by').references(() => user.id, { onDelete: 'set null' }),
    /** SHA-256 (hex) of the bytes as uploaded, before re-encoding: finds the photo for the spec's base64Data. */
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
  ],
);

/** Issue 16: the charities, recyclers and resellers items go to; rows staff manage. */
export const partners = pgTable(
  'partners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** donation | recycling | resale (src/shared/outcomes/outcome.schema.ts). */
    kind: text('kind').notNull(),
    city: text('city').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('partners_name_lower_key').on(sql`lower(${t.name})`),
    check('partners_kind_known', sql`${t.kind} in ('donation', 'recycling', 'resale')`),
  ],
);

/**
 * Issue 16: what became of one item (photo) after the pickup. One row per photo, written in one
 * pass for the whole request; the weight is kept in grams so sums stay exact.
 */
export const itemOutcomes = pgTable(
  'item_outcomes',
  {
    photoId: uuid('photo_id')
      .primaryKey()
      .references(() => photos.id, { onDelete: 'cascade' }),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    /** donated | resold | recycled | disposed. */
    outcome: text('outcome').notNull(),
    partnerId: uuid('partner_id').references(() => partners.id, { onDelete: 'restrict' }),
    /** For a recycled item: plastic, metal, … */
    material: text('material'),
    weightGrams: integer('weight_grams').notNull(),
    recordedBy: text('recorded_by').references(() => user.id, { onDelete: 'set null' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('item_outcomes_submission_idx').on(t.submissionId),
    index('item_outcomes_partner_idx').on(t.partnerId),
    check('item_outcomes_outcome_known', sql`${t.outcome} in ('donated', 'resold', 'recycled', 'disposed')`),
    check('item_outcomes_weight_range', sql`${t.weightGrams} between 0 and 1000000`),
    check('item_outcomes_donated_has_partner', sql`${t.outcome} <> 'donated' or ${t.partnerId} is not null`),
  ],
);

export const savedTrackingNumbers = pgTable(
  'saved_tracking_numbers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    trackingNumber: text('tracking_number').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('saved_tracking_numbers_user_number_key').on(t.userId, t.trackingNumber)],
);

/**
 * Claim attempts that reached the e-mail/phone comparison (DESIGN §6.6, decision 012). Failed ones
 * count against the per-account and per-submission limits; each is written before it is compared,
 * so parallel guesses cannot slip between a count and a write.
 */
export const claimAttempts = pgTable(
  'claim_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    /** The e-mail or phone matched; only attempts that did not count against the limits. */
    succeeded: boolean('succeeded').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('claim_attempts_user_idx').on(t.userId, t.createdAt),
    index('claim_attempts_submission_idx').on(t.submissionId, t.createdAt),
  ],
);

/**
 * A claim told to the request's own contact (issue 26): the message names the account and carries a
 * "this was not me" link. Only the link token's hash is kept; undoing it returns the request to no
 * owner and tells staff.
 */
export const claimNotices = pgTable(
  'claim_notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('claim_notices_token_hash_key').on(t.tokenHash),
    index('claim_notices_submission_idx').on(t.submissionId),
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
  /** Centavos (DESIGN §5), shown as ₱. */
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
  },
  (t) => [index('status_changes_submission_idx').on(t.submissionId, t.at)],
);

/** The notification outbox (DESIGN §6.9): rows commit with the change that caused them; a worker sends. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id').references(() => submissions.id, { onDelete: 'set null' }),
    channel: text('channel').notNull(), // 'sms' | 'email'
    recipient: text('recipient').notNull(),
    template: text('template').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    html: text('html'),
    // pending | sending | sent | failed | skipped | unconfirmed (decision 007: a send cut off by a
    // crash twice is not tried a third time; staff see it) | suppressed (over the recipient's
    // message budget, decision 033: recorded, never sent). Plain text, so states can be added.
    status: text('status').notNull().default('pending'),
    /** The recipient as budgets count it: `sms:+639…` or `email:` + the address folded (decision 033). */
    recipientKey: text('recipient_key'),
    /** Which budget the message counts against: messages | verification | reset | exempt. */
    budget: text('budget'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * A scheduled message (issue 15, decision 037: a reminder): not sent before then. Queuing sets
     * next_attempt_at to it, which is what the worker claims by; this column says it was planned.
     */
    sendAfter: timestamp('send_after', { withTimezone: true }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** When the attempt in flight was claimed, committed before the provider is called. */
    sendingAt: timestamp('sending_at', { withTimezone: true }),
    /** Attempts cut off mid-send (the process died before the provider's answer was recorded). */
    interruptions: integer('interruptions').notNull().default(0),
    lastError: text('last_error'),
    providerMessageId: text('provider_message_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    idempotencyKey: text('idempotency_key').notNull(),
    meta: jsonb('meta'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('notifications_idempotency_key_key').on(t.idempotencyKey),
    index('notifications_due_idx').on(t.status, t.nextAttemptAt),
    index('notifications_submission_idx').on(t.submissionId),
    index('notifications_recipient_budget_idx').on(t.recipientKey, t.createdAt),
  ],
);
