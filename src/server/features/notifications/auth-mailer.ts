import { createHash } from 'node:crypto';
import type { AuthMailer } from '#src/server/auth/auth.ts';
import type { Db } from '#src/server/db/client.ts';
import { type DbOrTx, enqueueNotifications } from './outbox.ts';
import { passwordResetEmail, verifyEmail } from './templates.ts';

const key = (kind: string, url: string) => `${kind}:${createHash('sha256').update(url).digest('hex')}`;

/**
 * Queues the "confirm your e-mail address" message. Registration calls it with its transaction, so
 * the account and its e-mail commit together; Better Auth's resend goes through the mailer below.
 */
export async function queueVerificationEmail(db: DbOrTx, input: { to: string; url: string }): Promise<void> {
  const content = verifyEmail({ url: input.url });
  await enqueueNotifications(db, [
    {
      channel: 'email',
      recipient: input.to,
      template: 'verify-email',
      subject: content.subject,
      body: content.text,
      html: content.html,
      idempotencyKey: key('verify', input.url),
    },
  ]);
}

/** Auth e-mails go through the outbox like every other message. */
export function createOutboxAuthMailer(db: Db): AuthMailer {
  return {
    async sendVerification({ to, url }) {
      await queueVerificationEmail(db, { to, url });
    },
    async sendPasswordReset({ to, url }) {
      const content = passwordResetEmail({ url });
      await enqueueNotifications(db, [
        {
          channel: 'email',
          recipient: to,
          template: 'reset-password',
          subject: content.subject,
          body: content.text,
          html: content.html,
          idempotencyKey: key('reset', url),
        },
      ]);
    },
  };
}
