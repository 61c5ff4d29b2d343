// Event booths (issue 14).
import { boolean, date, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

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
