import { CalendarClock, CalendarX2, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDate } from '#src/shared/core/dates.ts';
import type { PublicEvent } from '#src/shared/events/event.schema.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { submissionPages } from '#src/shared/submissions/pages.ts';
import { ButtonLink } from '#src/web/components/ui/button.tsx';
import { Card } from '#src/web/components/ui/card.tsx';

// The screens an event route shows instead of the camera (issue 14): before any photo is taken.

function Screen({
  icon,
  title,
  body,
  children,
}: {
  icon: ReactNode;
  title: string;
  body: string;
  children?: ReactNode;
}) {
  return (
    <div className="container-page flex justify-center py-10 sm:py-16">
      <Card className="w-full max-w-lg space-y-4 p-6 text-center sm:p-8">
        <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700 [&_svg]:size-7">
          {icon}
        </div>
        <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
        <p className="text-muted">{body}</p>
        {children}
        <ButtonLink to={submissionPages.guestUpload} size="lg" className="w-full">
          {m['events.regularUploadLink']()}
        </ButtonLink>
      </Card>
    </div>
  );
}

export function EventNotFound() {
  return <Screen icon={<SearchX />} title={m['events.notFoundTitle']()} body={m['events.notFoundBody']()} />;
}

function EventDates({ event }: { event: PublicEvent }) {
  if (!event.startsOn || !event.endsOn) return null;
  const range =
    event.startsOn === event.endsOn
      ? formatDate(event.startsOn)
      : `${formatDate(event.startsOn)} – ${formatDate(event.endsOn)}`;
  return (
    <dl className="rounded-xl bg-paper px-4 py-3 text-sm">
      <dt className="font-semibold text-ink">{event.venue}</dt>
      <dd className="text-muted">
        <span className="sr-only">{m['events.eventDates']()}: </span>
        {range}
      </dd>
    </dl>
  );
}

export function EventNotOpen({ event }: { event: PublicEvent }) {
  const ended = event.phase === 'ended';
  return (
    <Screen
      icon={ended ? <CalendarX2 /> : <CalendarClock />}
      title={ended ? m['events.endedTitle']() : m['events.notStartedTitle']()}
      body={ended ? m['events.endedBody']() : m['events.notStartedBody']()}
    >
      <EventDates event={event} />
    </Screen>
  );
}
