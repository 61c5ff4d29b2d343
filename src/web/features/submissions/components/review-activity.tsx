import { formatDateTime } from '#src/shared/core/dates.ts';
import { historyNoteText } from '#src/shared/core/history-note-text.ts';
import { m } from '#src/shared/i18n/messages.ts';
import type { AdminSubmissionDetail } from '#src/shared/submissions/review.schema.ts';
import { statusLabel } from '#src/shared/submissions/status-label.ts';
import { Badge, type Tone } from '#src/web/components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#src/web/components/ui/card.tsx';

type Notification = AdminSubmissionDetail['notifications'][number];

/** The outbox's states in staff words: queued, sending, sent, retrying, failed, skipped, unconfirmed. */
function deliveryState(n: Notification): { label: string; tone: Tone } {
  if (n.status === 'sent' && n.loggedOnly) return { label: m['submissions.deliveryLogged'](), tone: 'amber' };
  if (n.status === 'sent') return { label: m['submissions.deliverySent'](), tone: 'green' };
  if (n.status === 'failed') return { label: m['submissions.deliveryFailed'](), tone: 'red' };
  if (n.status === 'skipped') return { label: m['submissions.deliverySkipped'](), tone: 'gray' };
  if (n.status === 'sending') return { label: m['submissions.deliverySending'](), tone: 'blue' };
  // Cut off mid-send twice (decision 007): it may or may not have arrived, and is not tried again.
  if (n.status === 'unconfirmed') return { label: m['submissions.deliveryUnconfirmed'](), tone: 'amber' };
  if (n.status === 'pending' && n.attempts === 0 && n.sendAfter) {
    return { label: m['submissions.deliveryScheduled']({ at: formatDateTime(n.sendAfter) }), tone: 'blue' };
  }
  return n.attempts > 0
    ? { label: m['submissions.deliveryRetrying'](), tone: 'amber' }
    : { label: m['submissions.deliveryQueued'](), tone: 'gray' };
}

/** Issue 40 item 14: a change that kept the status says what happened, never "Submitted → Submitted". */
function historyLine(h: AdminSubmissionDetail['history'][number]): string {
  if (h.from === h.to || !h.from) {
    const noted = h.note && h.note !== 'submitted' ? historyNoteText(h.note, h.params) : null;
    if (noted) return `${statusLabel(h.to)} · ${noted}`;
    return statusLabel(h.to);
  }
  return `${statusLabel(h.from)} → ${statusLabel(h.to)}`;
}

export function StatusHistory({ history }: { history: AdminSubmissionDetail['history'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{m['submissions.historyTitle']()}</CardTitle>
      </CardHeader>
      <CardContent>
        {history.length === 0 ? (
          <p className="text-sm text-muted">{m['submissions.noHistory']()}</p>
        ) : (
          <ol className="space-y-2 text-sm">
            {history.map((h) => (
              <li key={`${h.at}-${h.to}`}>
                <span className="font-semibold">{historyLine(h)}</span>
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
        <CardTitle>{m['submissions.messagesTitle']()}</CardTitle>
      </CardHeader>
      <CardContent>
        {notifications.length === 0 ? (
          <p className="text-sm text-muted">{m['submissions.noMessages']()}</p>
        ) : (
          <ul className="space-y-2 text-sm">
            {notifications.map((n) => {
              const state = deliveryState(n);
              return (
                <li key={n.id} className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="font-semibold">
                      {n.channel === 'sms' ? m['submissions.channelSms']() : m['submissions.channelEmail']()} ·{' '}
                      {n.template}
                    </p>
                    <p className="text-muted">
                      {n.recipient} · {formatDateTime(n.sentAt ?? n.createdAt)}
                      {n.attempts > 1 ? ` · ${m['submissions.attempts']({ count: n.attempts })}` : ''}
                    </p>
                    {n.lastError && n.status !== 'sent' && <p className="text-red-700">{n.lastError}</p>}
                    {n.loggedOnly && (
                      // Issue 24: name the channel that has no provider, not both (the e-mail may have gone).
                      <p className="text-muted">
                        {n.channel === 'sms'
                          ? m['submissions.deliveryLoggedHintSms']()
                          : m['submissions.deliveryLoggedHintEmail']()}
                      </p>
                    )}
                  </div>
                  <Badge tone={state.tone} className="shrink-0 whitespace-nowrap">
                    {state.label}
                  </Badge>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
