import { createHash } from 'node:crypto';
import type { AuthMailer } from '../auth/auth.ts';
import type { Db } from '../db/client.ts';
import { enqueueNotifications } from './outbox.ts';
import { passwordResetEmail, verifyEmail } from './templates.ts';

/** Auth e-mails go through the outbox like every other message. */
export function createOutboxAuthMailer(db: Db): AuthMailer {
  const key = (kind: string, url: string) => `${kind}:${createHash('sha256').update(url).digest('hex')}`;
  return {
    async sendVerification({ to, url }) {
      const content = verifyEmail({ url });
      await enqueueNotifications(db, [
        {
          channel: 'email',
          recipient: to,
          template: 'verify-email',
          subject: content.subject,
          body: content.text,
          html: content.html,
          idempotencyKey: key('verify', url),
        },
      ]);
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
