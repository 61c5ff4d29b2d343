import { formatDateTime } from '#src/shared/core/dates.ts';
import { historyNoteText } from '#src/shared/core/history-note-text.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { statusLabel } from '#src/shared/submissions/status-label.ts';
import type { TrackingResult } from '#src/shared/tracking/tracking.schema.ts';
import { cn } from '#src/web/lib/cn.ts';

type HistoryLine = TrackingResult['history'][number];

/** Issue 24: what happened, in the visitor's language; a line with no note is read from its status. */
function lineText({ status, note, params }: HistoryLine): string {
  const noted = historyNoteText(note, params);
  if (noted) return noted;
  switch (note) {
    default:
      if (status === 'Processing') return m['tracking.historyProcessing']();
      if (status === 'Completed') return m['tracking.historyCompleted']();
      if (status === 'Declined') return m['tracking.historyDeclined']();
      if (status === 'Cancelled') return m['tracking.historyCancelled']();
      return statusLabel(status);
  }
}

/** The dated history lines (status_changes), newest first, times in Manila. */
export function StatusHistory({ history }: { history: HistoryLine[] }) {
  const newestFirst = [...history].reverse();
  return (
    <section aria-labelledby="history-title" className="rounded-2xl border border-brand-100 bg-white p-5 shadow-sm">
      <h2 id="history-title" className="text-lg font-bold">
        {m['tracking.historyTitle']()}
      </h2>
      <ol className="mt-3 space-y-0">
        {newestFirst.map((entry, index) => (
          <li key={`${entry.status}-${entry.at}`} className="relative flex gap-3 pb-4 last:pb-0">
            {index < newestFirst.length - 1 && (
              <span aria-hidden="true" className="absolute top-4 bottom-0 left-[5px] w-0.5 bg-brand-100" />
            )}
            <span
              aria-hidden="true"
              className={cn(
                'relative mt-1.5 size-3 shrink-0 rounded-full',
                index === 0 ? 'bg-brand-600 ring-4 ring-brand-100' : 'bg-brand-200',
              )}
            />
            <div>
              <p className={cn('text-sm', index === 0 ? 'font-bold' : 'font-semibold')}>{lineText(entry)}</p>
              <p className="text-xs text-muted">
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
              </p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
