// Issue 27: the crew's day. Which truck a crew account drives on a day, what it recorded at each
// stop (once per action, by the phone's idempotency key), and what became of each item at the door.
import { date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { createdAt } from './columns.ts';
import { trucks } from './scheduling.ts';
import { photos, submissions } from './submissions.ts';

/** A crew account drives one truck on a day; staff assign it (one row per person and day). */
export const crewAssignments = pgTable(
  'crew_assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    truckId: uuid('truck_id')
      .notNull()
      .references(() => trucks.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('crew_assignments_user_date_key').on(t.userId, t.date),
    index('crew_assignments_date_idx').on(t.date, t.truckId),
  ],
);

/**
 * One action the crew recorded at a stop (on-the-way, arrived, loaded, left-behind, nobody-home,
 * done). The key is made on the phone when the action is tapped: a retry of a queued action finds
 * its row and changes nothing (decision 061).
 */
export const crewActions = pgTable(
  'crew_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idempotencyKey: text('idempotency_key').notNull(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    photoId: uuid('photo_id').references(() => photos.id, { onDelete: 'cascade' }),
    reason: text('reason'),
    /** When it was tapped, on the phone's clock (it may reach us later). */
    tappedAt: timestamp('tapped_at', { withTimezone: true }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('crew_actions_idempotency_key_key').on(t.idempotencyKey),
    index('crew_actions_submission_idx').on(t.submissionId, t.at),
  ],
);

/** What the crew did with an item at the door: loaded, or left behind with a reason. The last word stands. */
export const crewItemLoads = pgTable(
  'crew_item_loads',
  {
    photoId: uuid('photo_id')
      .primaryKey()
      .references(() => photos.id, { onDelete: 'cascade' }),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    /** 'loaded' | 'left-behind' */
    state: text('state').notNull(),
    /** For left-behind: 'refused' | 'not-there' | 'changed-mind' | 'not-taken' (decision 086). */
    reason: text('reason'),
    byUserId: text('by_user_id').references(() => user.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('crew_item_loads_submission_idx').on(t.submissionId)],
);
