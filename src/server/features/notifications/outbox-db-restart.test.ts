import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLog } from '#src/server/adapters/delivery.ts';
import type { EmailSender } from '#src/server/adapters/email.ts';
import type { SmsSender } from '#src/server/adapters/sms.ts';
import type { Database, Db } from '#src/server/db/client.ts';
import { notifications } from '#src/server/db/schema.ts';
import { createTestDatabase } from '#src/server/test/test-db.ts';
import { runOutboxOnce } from './outbox-worker.ts';

// Issue 39 (the fault suite found it): the provider took a message while the database restarted, so
// recording "sent" failed. The claim's lease then made the row due again, and the message went twice.
describe('a message sent while the database does not answer', () => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('is recorded as sent once the database answers again, and not sent a second time', async () => {
    let down = false;
    // The database as the worker sees it: while `down`, every statement fails as PostgreSQL's do
    // while it shuts down (57P01), as the fault suite's restart made them fail.
    const shuttingDown = () =>
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    const db = new Proxy(database.db, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver);
        if (key !== 'update' || typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          if (down) {
            const failing = { set: () => failing, where: () => Promise.reject(shuttingDown()) };
            return failing;
          }
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    }) as Db;
    const sent: string[] = [];
    const sms: SmsSender = {
      provider: 'semaphore',
      async send(message) {
        sent.push(message.reference);
        // The provider has it; the database goes away before the worker can say so, and is back 1.2 s later.
        down = true;
        setTimeout(() => {
          down = false;
        }, 1200);
        return { status: 'sent', providerMessageId: 'SM1' };
      },
    } as SmsSender;
    const email = { transport: 'log', send: async () => ({ status: 'sent' }) } as EmailSender;
    const [row] = await database.db
      .insert(notifications)
      .values({
        channel: 'sms',
        recipient: '+639171234567',
        template: 'test',
        body: 'Ligpit: a test message',
        idempotencyKey: randomUUID(),
      })
      .returning();

    await runOutboxOnce({ db, sms, email, log: silentLog }, { leaseMs: 60_000 });
    const [after] = await database.db.select().from(notifications).where(eq(notifications.id, row!.id));
    expect(after?.status).toBe('sent');
    // Long after the lease would have ended: nothing is due again.
    await runOutboxOnce({ db, sms, email, log: silentLog, now: () => new Date(Date.now() + 3_600_000) });
    expect(sent).toEqual([row!.id]);
  });
});
