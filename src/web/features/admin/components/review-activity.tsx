import { formatDateTime } from '#src/shared/core/dates.ts';
import type { AdminSubmissionDetail } from '#src/shared/submissions/review.schema.ts';
import { Badge, type Tone } from '#src/web/components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#src/web/components/ui/card.tsx';

type Notification = AdminSubmissionDetail['notifications'][number];

/** The outbox's states in staff words: queued, sending, sent, retrying, failed, skipped, unconfirmed. */
function deliveryState(n: Notification): { label: string; tone: Tone } {
  if (n.status === 'sent') return { label: 'sent', tone: 'green' };
  if (n.status === 'failed') return { label: 'failed', tone: 'red' };
  if (n.status === 'skipped') return { label: 'skipped', tone: 'gray' };
  if (n.status === 'sending') return { label: 'sending', tone: 'blue' };
  // Cut off mid-send twice (decision 007): it may or may not have arrived, and is not tried again.
  if (n.status === 'unconfirmed') return { label: 'unconfirmed', tone: 'amber' };
  return n.attempts > 0 ? { label: 'retrying', tone: 'amber' } : { label: 'queued', tone: 'gray' };
}

export function StatusHistory({ history }: { history: AdminSubmissionDetail['history'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Status history</CardTitle>
      </CardHeader>
      <CardContent>
        {history.length === 0 ? (
          <p className="text-sm text-muted">No changes yet: the request is as the customer submitted it.</p>
        ) : (
          <ol className="space-y-2 text-sm">
            {history.map((h) => (
              <li key={`${h.at}-${h.to}`}>
                <span className="font-semibold">{h.from ? `${h.from} → ${h.to}` : h.to}</span>
                <span className="block text-muted">
                  {formatDateTime(h.at)}
                  {h.by ? ` · ${h.by}` : ''}
                  {h.reason ? ` · “${h.reason}”` : ''}
                </span>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}

export function NotificationList({ notifications }: { notifications: Notification[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Messages to the customer</CardTitle>
      </CardHeader>
      <CardContent>
        {notifications.length === 0 ? (
          <p className="text-sm text-muted">No messages for this request yet.</p>
        ) : (
          <ul className="space-y-2 text-sm">
            {notifications.map((n) => {
              const state = deliveryState(n);
              return (
                <li key={n.id} className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="font-semibold">
                      {n.channel === 'sms' ? 'SMS' : 'E-mail'} · {n.template}
                    </p>
                    <p className="text-muted">
                      {n.recipient} · {formatDateTime(n.sentAt ?? n.createdAt)}
                      {n.attempts > 1 ? ` · ${n.attempts} attempts` : ''}
                    </p>
                    {n.lastError && n.status !== 'sent' && <p className="text-red-700">{n.lastError}</p>}
                  </div>
                  <Badge tone={state.tone}>{state.label}</Badge>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
