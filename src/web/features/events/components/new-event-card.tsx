import { m } from '#src/shared/i18n/messages.ts';
import { Card, CardContent, CardHeader, CardTitle } from '#src/web/components/ui/card.tsx';
import { useCreateEvent } from '#src/web/features/events/api/events-api.ts';
import { EventForm } from '#src/web/features/events/components/event-form.tsx';
import { notify } from '#src/web/lib/toast.ts';

/** The form that creates an event; `onCreated` gets the new event's id. */
export function NewEventCard({ onCancel, onCreated }: { onCancel: () => void; onCreated: (id: string) => void }) {
  const create = useCreateEvent();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{m['events.newEvent']()}</CardTitle>
      </CardHeader>
      <CardContent>
        <EventForm
          onCancel={onCancel}
          onSubmit={async (input) => {
            const event = await create.mutateAsync(input);
            notify.success(m['events.eventCreated']());
            onCreated(event.id);
          }}
        />
      </CardContent>
    </Card>
  );
}
