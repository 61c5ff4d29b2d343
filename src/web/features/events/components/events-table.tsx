import type { AdminEvent } from '#src/shared/events/event.schema.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { Card } from '#src/web/components/ui/card.tsx';
import { EventRow } from '#src/web/features/events/components/event-row.tsx';

/** Every event with its figures; a venue opens or closes its detail below (`onSelect`). */
export function EventsTable({
  events,
  selectedId,
  onSelect,
}: {
  events: AdminEvent[];
  selectedId: string | undefined;
  onSelect: (id: string | undefined) => void;
}) {
  return (
    <Card className="min-w-0 overflow-x-auto p-0">
      {/* Below 640 px the key columns stay (venue, status, requests; the dates are in the event's detail): no sideways scroll (issue 24). */}
      <table className="w-full text-left text-sm sm:min-w-[44rem]">
        <caption className="sr-only">{m['events.eventsTitle']()}</caption>
        <thead className="border-b border-brand-100 text-xs uppercase tracking-wide text-muted">
          <tr>
            <th className="px-4 py-3">{m['events.venueLabel']()}</th>
            <th className="hidden px-4 py-3 sm:table-cell">{m['events.eventDates']()}</th>
            <th className="px-4 py-3">{m['submissions.colStatus']()}</th>
            <th className="px-4 py-3 text-right">{m['events.requests']()}</th>
            <th className="hidden px-4 py-3 text-right sm:table-cell">{m['events.photos']()}</th>
            <th className="hidden px-4 py-3 text-right sm:table-cell">{m['events.completedShare']()}</th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <EventRow
              key={event.id}
              event={event}
              selected={event.id === selectedId}
              onToggle={() => onSelect(event.id === selectedId ? undefined : event.id)}
            />
          ))}
        </tbody>
      </table>
    </Card>
  );
}
