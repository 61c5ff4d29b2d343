import type { AdminEvent } from '#src/shared/events/event.schema.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { adminDashboardForEvent } from '#src/shared/submissions/paths.ts';
import { Link } from '#src/web/components/ui/link.tsx';
import { PhaseBadge } from '#src/web/features/events/components/phase-badge.tsx';
import { formatEventDates, formatShare } from '#src/web/features/events/lib/event-figures.ts';

/** One event of the list: its venue (which opens its detail), dates, phase and figures. */
export function EventRow({
  event,
  selected,
  onToggle,
}: {
  event: AdminEvent;
  selected: boolean;
  onToggle: () => void;
}) {
  return (
    <tr className={selected ? 'bg-brand-50' : 'border-t border-brand-50'} data-event={event.slug}>
      <td className="px-4 py-3">
        <button
          type="button"
          className="text-left font-semibold text-brand-800 hover:underline"
          aria-expanded={selected}
          onClick={onToggle}
        >
          {event.venue}
        </button>
        <div className="text-xs text-muted [overflow-wrap:anywhere]">
          {event.city} · /{event.slug}
        </div>
      </td>
      <td className="hidden px-4 py-3 whitespace-nowrap sm:table-cell">{formatEventDates(event)}</td>
      <td className="px-4 py-3">
        <PhaseBadge event={event} />
      </td>
      <td className="px-4 py-3 text-right tabular-nums">
        {event.requests > 0 ? (
          <Link
            to={adminDashboardForEvent(event.slug)}
            aria-label={m['events.requestsOfEvent']({ venue: event.venue })}
            className="font-semibold text-brand-700 hover:underline"
          >
            {event.requests}
          </Link>
        ) : (
          event.requests
        )}
      </td>
      <td className="hidden px-4 py-3 text-right tabular-nums sm:table-cell">{event.photos}</td>
      <td className="hidden px-4 py-3 text-right tabular-nums sm:table-cell">
        {formatShare(event.completed, event.requests)}
      </td>
    </tr>
  );
}
