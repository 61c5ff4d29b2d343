// Pickup windows, day limits, suspended days and trucks (issues 5 and 15).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { createdAt, updatedAt } from './columns.ts';

/**
 * Issue 15: the weekly pickup windows staff offer (design.md §6.14). Each has room for `capacity`
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
  /** Issue 23: the cities the day is suspended in; null, every city. */
  cities: text('cities').array(),
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
    /** Issue 37 (migration 0019): where the truck starts its day, set by staff; null until then. */
    depotLat: doublePrecision('depot_lat'),
    depotLng: doublePrecision('depot_lng'),
    createdAt: createdAt(),
  },
  (t) => [
    check('trucks_plate_ending_digit', sql`${t.plateEnding} between 0 and 9`),
    check('trucks_depot_both_or_none', sql`(${t.depotLat} is null) = (${t.depotLng} is null)`),
  ],
);

/**
 * Issue 23 (decision 057): a city of the service area staff paused, e.g. while no truck covers
 * Valenzuela. It stays listed as "(not yet served)" and cannot be booked; deleting the row resumes it.
 */
export const pausedCities = pgTable('paused_cities', {
  city: text('city').primaryKey(),
  pausedBy: text('paused_by').references(() => user.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});
