import { formatDate } from '#src/shared/core/dates.ts';
import type { HistoryNote, HistoryNoteParams } from '#src/shared/core/history-notes.ts';
import { m } from '#src/shared/i18n/messages.ts';

/**
 * What a history line's note says happened, in the reader's language: the household's tracking page
 * and staff's review history (issue 40 item 14: a move or an added photo, not "Submitted → Submitted").
 */
export function historyNoteText(note: HistoryNote | null | undefined, params: HistoryNoteParams): string | null {
  const date = params.date ? formatDate(params.date) : '';
  const window = params.window ?? '';
  const count = params.count ?? 0;
  switch (note) {
    case 'submitted':
      return m['tracking.historySubmitted']();
    case 'scheduled':
      return window ? m['tracking.historyScheduled']({ date, window }) : m['tracking.historyScheduledDay']({ date });
    case 'moved':
      return window ? m['tracking.historyMoved']({ date, window }) : m['tracking.historyMovedDay']({ date });
    case 'photoAdded':
      return m['tracking.historyPhotoAdded']({ count });
    case 'photoRemoved':
      return m['tracking.historyPhotoRemoved']({ count });
    case 'daySuspended':
      return m['tracking.historyDaySuspended']();
    case 'onTheWay':
      return m['tracking.historyOnTheWay']({ minutes: params.minutes ?? 0 });
    default:
      return null;
  }
}
