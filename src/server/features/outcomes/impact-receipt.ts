import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '#src/server/db/client.ts';
import { submissions } from '#src/server/db/schema.ts';
import { enqueueNotifications } from '#src/server/features/notifications/outbox.ts';
import type { StatusReaction } from '#src/server/lib/status-reactions.ts';
import { impactUrl } from '#src/shared/outcomes/paths.ts';
import { loadReceipt } from './receipt.service.ts';
import { impactReceiptEmail } from './receipt-email.ts';

// Issue 16: the receipt of a completed request, and the e-mail that carries it. Kept apart from
// the outcomes service, which queues it when outcomes are recorded after the completion, and the
// status reaction below, which queues it when the completion comes last.

/** 24 random bytes, base64url: the share link's name (decision 041). Not derived from anything. */
export function newImpactToken(): string {
  return randomBytes(24).toString('base64url');
}

/** The request's share token, made on first need; concurrent callers end up with the same one. */
export async function ensureImpactToken(tx: Tx, submissionId: string): Promise<string> {
  const [row] = await tx
    .update(submissions)
    .set({ impactToken: sql`coalesce(${submissions.impactToken}, ${newImpactToken()})` })
    .where(eq(submissions.id, submissionId))
    .returning({ token: submissions.impactToken });
  return row!.token!;
}

/**
 * Queues the owner's receipt e-mail, in the request's language, once per request: when it is
 * Completed and has outcomes. Called inside the transaction that completes it or records its
 * outcomes, whichever comes last; the idempotency key keeps it to one e-mail.
 */
export async function queueImpactReceipt(
  tx: Tx,
  deps: { publicUrl: string },
  s: { id: string; name: string; email: string; trackingNumber: string; locale: string },
): Promise<void> {
  const { items, totals } = await loadReceipt(tx, s.id);
  if (items.length === 0 || !s.email.includes('@')) return;
  const token = await ensureImpactToken(tx, s.id);
  const email = impactReceiptEmail({
    name: s.name,
    trackingNumber: s.trackingNumber,
    items,
    totals,
    shareUrl: impactUrl(deps.publicUrl, token),
    locale: s.locale,
  });
  await enqueueNotifications(tx, [
    {
      channel: 'email',
      recipient: s.email,
      template: 'impact-receipt',
      subject: email.subject,
      body: email.text,
      html: email.html,
      submissionId: s.id,
      idempotencyKey: `impact-receipt:${s.id}`,
    },
  ]);
}

/** Outcomes' reaction to a change: a request Completed gets its receipt, if its outcomes are recorded. */
export const impactReceiptReaction: StatusReaction = async (tx, event) => {
  if (event.kind === 'status' && event.after.status === 'Completed') await queueImpactReceipt(tx, event, event.after);
};
