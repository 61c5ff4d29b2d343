// The outbox (design.md §6.9).
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { submissions } from './submissions.ts';

/** The notification outbox (design.md §6.9): rows commit with the change that caused them; a worker sends. */
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
    /** Which budget the message counts against: messages | verification | reset | owner-codes | claim-codes | exempt. */
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
