import { CloudUpload, RefreshCw } from 'lucide-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { formatDateTime } from '#src/shared/core/dates.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { Button } from '#src/web/components/ui/button.tsx';
import { Dialog } from '#src/web/components/ui/dialog.tsx';
import { type QueuedRequest, readQueue, subscribeQueue } from '#src/web/features/events/lib/booth-queue.ts';
import { currentlySending, retryNow, subscribeSending } from '#src/web/features/events/lib/booth-sync.ts';

/** What waits on this device, kept current as the queue changes. */
export function useQueue(): QueuedRequest[] {
  const [items, setItems] = useState<QueuedRequest[]>([]);
  useEffect(() => {
    let live = true;
    const load = () =>
      void readQueue()
        .then((next) => {
          if (live) setItems(next);
        })
        .catch(() => undefined);
    load();
    const unsubscribe = subscribeQueue(load);
    // Another tab may send what this one queued.
    const poll = window.setInterval(load, 15_000);
    return () => {
      live = false;
      unsubscribe();
      window.clearInterval(poll);
    };
  }, []);
  return items;
}

/**
 * The staff's view of the offline queue (issue 14): a badge with the count, and a list of what
 * waits — provisional reference, time, photos and state, never the visitor's details.
 */
export function QueueBadge({ items }: { items: QueuedRequest[] }) {
  const [open, setOpen] = useState(false);
  const sending = useSyncExternalStore(subscribeSending, currentlySending, () => undefined);
  if (items.length === 0) return null;
  const label = items.length === 1 ? m['events.queueBadgeOne']() : m['events.queueBadge']({ count: items.length });
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="inline-flex items-center gap-1.5 rounded-full bg-sun-100 px-3 py-1 text-sm font-semibold text-amber-950 ring-1 ring-amber-200"
        data-testid="queue-badge"
      >
        <CloudUpload className="size-4" aria-hidden="true" />
        {label}
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={m['events.queueTitle']()}
        footer={
          <div className="flex gap-3">
            <Button onClick={() => void retryNow()}>
              <RefreshCw />
              {m['events.queueSendNow']()}
            </Button>
            <Button variant="outline" onClick={() => setOpen(false)}>
              {m['events.queueClose']()}
            </Button>
          </div>
        }
      >
        <ul className="divide-y divide-brand-50">
          {items.map((item) => (
            <li key={item.seq} className="flex items-center justify-between gap-3 py-2 text-sm">
              <span>
                <span className="font-mono font-semibold">{item.reference}</span>
                <span className="block text-xs text-muted">
                  {formatDateTime(item.queuedAt)} · {item.photos.length} {m['events.photos']().toLowerCase()}
                  {/* Issue 23: which way the items come (a request queued before it has no way: left at the booth). */}
                  {' · '}
                  {item.values.handover === 'pickup' ? m['events.queuedPickup']() : m['events.queuedBooth']()}
                </span>
              </span>
              <span className="text-right text-xs">
                {item.state === 'stuck' ? (
                  <span className="font-semibold text-red-700" title={item.lastError}>
                    {m['events.queueStuck']()}: {item.lastError}
                  </span>
                ) : item.seq === sending ? (
                  m['events.queueSending']()
                ) : item.attempts > 0 ? (
                  m['events.queueRetryAt']({ time: formatDateTime(new Date(item.nextAttemptAt)) })
                ) : (
                  m['events.queueWaiting']()
                )}
              </span>
            </li>
          ))}
        </ul>
      </Dialog>
    </>
  );
}
