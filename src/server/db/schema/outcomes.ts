// Partners and what became of each item (issue 16).
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { createdAt, updatedAt } from './columns.ts';
import { photos, submissions } from './submissions.ts';

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
