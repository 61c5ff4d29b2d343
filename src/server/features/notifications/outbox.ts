import type { Db } from '#src/server/db/client.ts';
import { notifications } from '#src/server/db/schema.ts';

/** A transaction or the database itself: notifications are queued inside the change that causes them. */
export type DbOrTx = Pick<Db, 'insert'>;

export type Channel = 'sms' | 'email';

export interface QueuedMessage {
  channel: Channel;
  recipient: string;
  template: string;
  subject?: string;
  body: string;
  html?: string;
  submissionId?: string;
  /** Same key twice → one message (DESIGN §6.9: at most once per idempotency key). */
  idempotencyKey: string;
  meta?: Record<string, unknown>;
}

/**
 * Queues messages in the outbox. Call it with the transaction that makes the change, so the
 * change and its messages commit together; the worker sends them later.
 */
export async function enqueueNotifications(db: DbOrTx, messages: QueuedMessage[]): Promise<void> {
  if (messages.length === 0) return;
  await db
    .insert(notifications)
    .values(
      messages.map((m) => ({
        channel: m.channel,
        recipient: m.recipient,
        template: m.template,
        subject: m.subject ?? null,
        body: m.body,
        html: m.html ?? null,
        submissionId: m.submissionId ?? null,
        idempotencyKey: m.idempotencyKey,
        meta: m.meta ?? null,
      })),
    )
    .onConflictDoNothing({ target: notifications.idempotencyKey });
}
