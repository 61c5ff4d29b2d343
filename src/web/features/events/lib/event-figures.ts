import { formatDate } from '#src/shared/core/dates.ts';

/** An event's days as staff read them: one date, or first – last; a dash when not set. */
export function formatEventDates(event: { startsOn: string | null; endsOn: string | null }): string {
  if (!event.startsOn || !event.endsOn) return '—';
  return event.startsOn === event.endsOn
    ? formatDate(event.startsOn)
    : `${formatDate(event.startsOn)} – ${formatDate(event.endsOn)}`;
}

/** `part` of `whole` as a rounded percentage; a dash when there is no whole. */
export function formatShare(part: number, whole: number): string {
  return whole === 0 ? '—' : `${Math.round((part / whole) * 100)}%`;
}
