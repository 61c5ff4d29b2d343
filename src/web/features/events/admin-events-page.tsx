import { CalendarRange, ExternalLink, MonitorSmartphone, Pencil, Power } from 'lucide-react';
import { useState } from 'react';
import { formatDate, formatDateTime } from '#src/shared/core/dates.ts';
import { describeHandoverSlot, handoverSlotKey } from '#src/shared/core/handover-slots.ts';
import { eventUploadUrl } from '#src/shared/events/paths.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { adminReviewPath } from '#src/shared/submissions/paths.ts';
import { statusLabel } from '#src/shared/submissions/status-label.ts';
import { RequireAdmin, useSessionLossRedirect } from '#src/web/components/staff/require-admin.tsx';
import { Alert } from '#src/web/components/ui/alert.tsx';
import { Badge } from '#src/web/components/ui/badge.tsx';
import { Button, ButtonLink } from '#src/web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#src/web/components/ui/card.tsx';
import { Link } from '#src/web/components/ui/link.tsx';
import { Skeleton } from '#src/web/components/ui/skeleton.tsx';
import { notify } from '#src/web/lib/toast.ts';
import { useAdminEvent, useAdminEvents, useUpdateEvent } from './api/events-api.ts';
import { EventForm } from './components/event-form.tsx';
import { EventsHeader } from './components/events-header.tsx';
import { EventsTable } from './components/events-table.tsx';
import { NewEventCard } from './components/new-event-card.tsx';
import { PhaseBadge } from './components/phase-badge.tsx';
import { formatEventDates, formatShare } from './lib/event-figures.ts';
import { rememberKiosk } from './lib/kiosk.ts';

function PageSkeleton() {
  return (
    <div className="container-page space-y-4 py-8">
      <Skeleton className="h-10 w-48" />
      <Skeleton className="h-64" />
    </div>
  );
}

export default function AdminEventsPage() {
  return (
    <RequireAdmin fallback={<PageSkeleton />}>
      <EventsScreen />
    </RequireAdmin>
  );
}

function EventsScreen() {
  const list = useAdminEvents();
  useSessionLossRedirect(list.error);
  const [selectedId, setSelectedId] = useState<string>();
  const [creating, setCreating] = useState(false);

  return (
    <div className="container-page max-w-7xl space-y-6 py-8">
      <EventsHeader creating={creating} onNew={() => setCreating(true)} />

      {creating && (
        <NewEventCard
          onCancel={() => setCreating(false)}
          onCreated={(id) => {
            setCreating(false);
            setSelectedId(id);
          }}
        />
      )}

      {list.isError && <Alert tone="error" title={m['events.eventsLoadFailed']()} />}

      {!list.data ? (
        list.isError ? null : (
          <Skeleton className="h-48" />
        )
      ) : list.data.length === 0 ? (
        <p className="text-sm text-muted">{m['events.noEvents']()}</p>
      ) : (
        <EventsTable events={list.data} selectedId={selectedId} onSelect={setSelectedId} />
      )}

      {selectedId && <EventDetail id={selectedId} />}
    </div>
  );
}

function EventDetail({ id }: { id: string }) {
  const detail = useAdminEvent(id);
  const update = useUpdateEvent();
  const [editing, setEditing] = useState(false);
  useSessionLossRedirect(detail.error);

  if (!detail.data)
    return detail.isError ? (
      <Alert tone="error" title={m['events.eventsLoadFailed']()} />
    ) : (
      <Skeleton className="h-64" />
    );
  const { event, days, requests } = detail.data;

  async function toggle() {
    try {
      await update.mutateAsync({ id, changes: { active: !event.active } });
      notify.success(m['events.eventSaved']());
    } catch {
      notify.error(m['events.eventSaveFailed']());
    }
  }

  return (
    <section aria-label={event.venue} className="grid gap-4 lg:grid-cols-3">
      <Card className="min-w-0 lg:col-span-2">
        <CardHeader className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <CardTitle>{event.venue}</CardTitle>
            <p className="mt-1 text-sm text-muted">
              {[event.address, event.city].filter(Boolean).join(', ')} · {formatEventDates(event)}
            </p>
            {event.handoverSlots.length > 0 && (
              <div className="mt-2 text-sm">
                <p className="font-semibold text-ink">{m['events.slotsLabel']()}</p>
                <ul aria-label={m['events.slotsLabel']()} className="text-muted">
                  {event.handoverSlots.map((slot) => (
                    <li key={handoverSlotKey(slot)}>{describeHandoverSlot(handoverSlotKey(slot))}</li>
                  ))}
                </ul>
              </div>
            )}
          </div>
          <PhaseBadge event={event} />
        </CardHeader>
        <CardContent className="space-y-4">
          {editing ? (
            <EventForm
              event={event}
              onCancel={() => setEditing(false)}
              onSubmit={async (input) => {
                await update.mutateAsync({ id, changes: input });
                notify.success(m['events.eventSaved']());
                setEditing(false);
              }}
            />
          ) : (
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
                <Pencil />
                {m['events.editEvent']()}
              </Button>
              <Button
                variant={event.active ? 'destructive' : 'primary'}
                size="sm"
                onClick={toggle}
                disabled={update.isPending}
              >
                <Power />
                {event.active ? m['events.closeEvent']() : m['events.openEvent']()}
              </Button>
              <ButtonLink to={eventUploadUrl(event.slug)} variant="outline" size="sm">
                <ExternalLink />
                {m['events.openBoothPage']()}
              </ButtonLink>
              <ButtonLink
                to={eventUploadUrl(event.slug, { kiosk: true })}
                variant="outline"
                size="sm"
                onClick={() => rememberKiosk(event.slug)}
              >
                <MonitorSmartphone />
                {m['events.useAsKiosk']()}
              </ButtonLink>
            </div>
          )}

          <h3 className="pt-2 font-semibold">
            {m['events.requests']()} ({event.requests})
          </h3>
          {requests.length === 0 ? (
            <p className="text-sm text-muted">{m['events.noRequests']()}</p>
          ) : (
            <ul className="divide-y divide-brand-50" aria-label={`${m['events.requests']()}: ${event.venue}`}>
              {requests.map((r) => (
                <li key={r.trackingNumber} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                  <span>
                    <Link to={adminReviewPath(r.trackingNumber)} className="font-mono font-semibold text-brand-700">
                      {r.trackingNumber}
                    </Link>{' '}
                    {r.name}
                    <span className="text-muted">
                      {' · '}
                      {r.handover === 'pickup'
                        ? m['submissions.handoverAtHome']()
                        : r.eventSlot
                          ? m['submissions.handoverAtBoothSlot']({ slot: describeHandoverSlot(r.eventSlot) })
                          : m['submissions.handoverAtBooth']()}
                    </span>
                  </span>
                  <span className="flex items-center gap-2 text-muted">
                    {r.photoCount} {m['events.photos']().toLowerCase()} · {formatDateTime(r.createdAt)}{' '}
                    <Badge tone="gray">{statusLabel(r.status)}</Badge>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>

      <Card className="min-w-0">
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <CalendarRange className="size-5" />
            {m['events.byDay']()}
          </CardTitle>
        </CardHeader>
        <CardContent>
          {days.length === 0 ? (
            <p className="text-sm text-muted">{m['events.noRequests']()}</p>
          ) : (
            <table className="w-full text-sm">
              <thead className="text-xs uppercase tracking-wide text-muted">
                <tr>
                  <th className="py-1 text-left">{m['events.slotDayLabel']()}</th>
                  <th className="py-1 text-right">{m['events.requests']()}</th>
                  <th className="py-1 text-right">{m['events.completedShare']()}</th>
                </tr>
              </thead>
              <tbody>
                {days.map((d) => (
                  <tr key={d.date} className="border-t border-brand-50">
                    <td className="py-1.5">{formatDate(d.date)}</td>
                    <td className="py-1.5 text-right tabular-nums">{d.requests}</td>
                    <td className="py-1.5 text-right tabular-nums">{formatShare(d.completed, d.requests)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <p className="mt-3 text-sm text-muted">
            {m['events.completedShare']()}: {formatShare(event.completed, event.requests)} · {m['events.photos']()}:{' '}
            {event.photos}
          </p>
        </CardContent>
      </Card>
    </section>
  );
}
