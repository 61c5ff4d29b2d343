// Event booths (issue 14).
import { boolean, date, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { HandoverSlot } from '#src/shared/core/handover-slots.ts';
import { createdAt, updatedAt } from './columns.ts';

/** An on-site event booth (design.md §6.3): staff create rows, routes carry the slug. */
export const events = pgTable('events', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  venue: text('venue').notNull(),
  city: text('city').notNull(),
  /** Where the booth stands at the venue (issue 14); empty on rows made before it was asked. */
  address: text('address').notNull().default(''),
  startsOn: date('starts_on', { mode: 'string' }),
  endsOn: date('ends_on', { mode: 'string' }),
  /**
   * Free-text time slots of events made before issue 23 ("Sat 10:00–12:00"). No longer read or
   * written: hand-over slots replaced them. Kept so old rows lose nothing.
   */
  slots: jsonb('slots').$type<string[]>().notNull().default([]),
  /** Issue 23: when a visitor may leave the items at the booth (a day of the event and a time span). */
  handoverSlots: jsonb('handover_slots').$type<HandoverSlot[]>().notNull().default([]),
  active: boolean('active').notNull().default(true),
  /** When staff last closed it: requests saved offline before then are still taken (decision 030). */
  closedAt: timestamp('closed_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
