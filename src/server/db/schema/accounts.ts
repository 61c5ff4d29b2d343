// A customer's profile, saved tracking numbers and claims (issues 11 and 26).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { createdAt, updatedAt } from './columns.ts';
import { submissions } from './submissions.ts';

/** product.md's `users` table: a customer's profile, keyed by the auth user's id. */
export const profiles = pgTable(
  'profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    name: text('name').notNull().default(''),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    /**
     * The one pickup address (issue 23): city, street with house number, barangay, postal code and
     * landmark, as a submission carries it. No composite line beside them (migration 0013).
     */
    city: text('city').notNull().default(''),
    streetAddress: text('street_address'),
    barangay: text('barangay'),
    postalCode: text('postal_code'),
    landmark: text('landmark'),
    /**
     * Issue 37 (migration 0021): the household's optional pin beside that address, inside Metro
     * Manila; both or neither. The signed-in upload starts from it, as from the address.
     */
    pinLat: doublePrecision('pin_lat'),
    pinLng: doublePrecision('pin_lng'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('profiles_pin_both_or_none', sql`(${t.pinLat} is null) = (${t.pinLng} is null)`)],
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
 * Claim attempts that reached the e-mail/phone comparison (design.md §6.6, decision 012). Failed ones
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
