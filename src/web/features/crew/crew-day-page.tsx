import { ArrowDown, ArrowLeft, ArrowUp, Truck } from 'lucide-react';
import { useState } from 'react';
import { formatDate, manilaDate } from '#src/shared/core/dates.ts';
import type { DayStop } from '#src/shared/crew/crew.schema.ts';
import { crewPages } from '#src/shared/crew/paths.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { RequireAdmin, useSessionLossRedirect } from '#src/web/components/staff/require-admin.tsx';
import { Alert } from '#src/web/components/ui/alert.tsx';
import { Badge } from '#src/web/components/ui/badge.tsx';
import { Button, ButtonLink } from '#src/web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#src/web/components/ui/card.tsx';
import { Field, Input } from '#src/web/components/ui/field.tsx';
import { Skeleton } from '#src/web/components/ui/skeleton.tsx';
import { useCrewDay, useMoveStop } from '#src/web/features/crew/api/crew-api.ts';
import { DayMapPanel } from '#src/web/features/crew/components/day-map-panel.tsx';
import { RouteSummary } from '#src/web/features/crew/components/route-summary.tsx';
import { stateLabel, stateToneOf } from '#src/web/features/crew/components/stop-card.tsx';
import { canChangeTruck, StopTruckSelect } from '#src/web/features/crew/components/stop-truck-select.tsx';
import { useTrucks } from '#src/web/features/scheduling/api/pickup-windows-api.ts';
import { ApiError } from '#src/web/lib/api.ts';
import { notify } from '#src/web/lib/toast.ts';

// Issue 27: the staff's view of the crew's day: each truck's stops and what the crew recorded.

export default function CrewDayPage() {
  return (
    <RequireAdmin fallback={<Skeleton className="container-page my-8 h-80 max-w-5xl" />}>
      <CrewDayView />
    </RequireAdmin>
  );
}

function CrewDayView() {
  const [date, setDate] = useState(manilaDate());
  const day = useCrewDay(date);
  const trucks = useTrucks();
  useSessionLossRedirect(day.error);
  return (
    <div className="container-page max-w-5xl space-y-6 py-8">
      <div>
        <ButtonLink to={crewPages.adminCrew} variant="ghost" size="sm">
          <ArrowLeft />
          {m['crew.manageCrew']()}
        </ButtonLink>
        <h1 className="mt-2 text-2xl font-bold sm:text-3xl">{m['crew.dayTitle']()}</h1>
        <p className="mt-1 text-sm text-muted">{m['crew.dayIntro']()}</p>
        <p className="mt-1 text-sm text-muted">{m['crew.stopTruckHint']()}</p>
        <p className="mt-1 text-sm text-muted">{m['crew.routeOrderHint']()}</p>
      </div>
      <div className="max-w-xs">
        <Field label={m['crew.dateLabel']()}>
          {(p) => <Input {...p} type="date" value={date} onChange={(e) => e.target.value && setDate(e.target.value)} />}
        </Field>
      </div>
      {day.isError && !day.data && (
        <Alert tone="error" title={m['submissions.loadFailedTitle']()}>
          {day.error instanceof ApiError ? day.error.message : m['submissions.pleaseTryAgain']()}
        </Alert>
      )}
      {!day.data ? (
        <Skeleton className="h-60" />
      ) : day.data.trucks.length === 0 ? (
        <p className="text-sm text-muted">{m['crew.dayNoStops']()}</p>
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          {day.data.trucks.map((t) => (
            <Card key={t.truckId ?? 'none'}>
              <CardHeader>
                <CardTitle className="flex items-center gap-2">
                  <Truck className="size-5" />
                  {t.truckName ?? m['crew.noTruck']()}
                </CardTitle>
                <p className="text-sm text-muted">
                  {t.crew.length > 0 ? m['crew.crewOf']({ names: t.crew.join(', ') }) : m['crew.noCrewAssigned']()}
                </p>
                {t.route && t.stops.length > 0 && <RouteSummary route={t.route} />}
                {t.truckId && t.stops.length > 0 && (
                  <DayMapPanel stops={t.stops} depot={t.route?.depot} truck={t.truckName ?? m['crew.noTruck']()} />
                )}
              </CardHeader>
              <CardContent>
                {t.stops.length === 0 ? (
                  <p className="text-sm text-muted">{m['crew.dayNoStops']()}</p>
                ) : (
                  <ol className="divide-y divide-brand-50 text-sm" aria-label={t.truckName ?? m['crew.noTruck']()}>
                    {t.stops.map((s, index) => (
                      <li key={s.trackingNumber} className="flex items-start justify-between gap-2 py-2">
                        <div className="min-w-0">
                          <p className="font-semibold">
                            <span className="text-muted">{index + 1}.</span> <span>{s.name}</span>
                          </p>
                          <p className="text-muted">
                            {s.window ?? '—'} · {s.barangay}, {s.city} · {s.trackingNumber}
                          </p>
                          {(s.noPin || s.byHand) && (
                            <p className="mt-1 flex flex-wrap gap-1">
                              {s.noPin && <Badge tone="amber">{m['crew.noPin']()}</Badge>}
                              {s.byHand && <Badge tone="gray">{m['crew.placedByHand']()}</Badge>}
                            </p>
                          )}
                          {t.truckId && <MoveButtons date={date} stops={t.stops} stop={s} />}
                        </div>
                        <div className="flex flex-col items-end gap-1">
                          <Badge tone={stateToneOf(s.state)}>{stateLabel(s.state)}</Badge>
                          {canChangeTruck(s) && (
                            <StopTruckSelect
                              stop={s}
                              truckId={t.truckId}
                              truckName={t.truckName}
                              trucks={trucks.data?.trucks ?? []}
                            />
                          )}
                          {s.loaded > 0 && (
                            <span className="text-xs text-muted">
                              {m['crew.stateLoaded']({ loaded: s.loaded, total: s.total })}
                            </span>
                          )}
                        </div>
                      </li>
                    ))}
                  </ol>
                )}
              </CardContent>
            </Card>
          ))}
        </div>
      )}
      <p className="text-xs text-muted">{formatDate(date)}</p>
    </div>
  );
}

/** Issue 37: up and down within the stop's window (the route keeps windows in time order). */
function MoveButtons({ date, stops, stop }: { date: string; stops: DayStop[]; stop: DayStop }) {
  const move = useMoveStop(date);
  const window = stops.filter((s) => s.window === stop.window);
  const at = window.findIndex((s) => s.trackingNumber === stop.trackingNumber);
  if (window.length < 2) return null;
  const go = (position: number) =>
    move.mutate(
      { trackingNumber: stop.trackingNumber, position },
      {
        onSuccess: () => notify.success(m['crew.stopMoved']()),
        onError: (error) =>
          notify.error({
            title: m['core.titleError'](),
            description: error instanceof ApiError ? error.message : m['core.somethingWentWrong'](),
          }),
      },
    );
  return (
    <span className="mt-1 flex gap-1">
      <Button
        size="sm"
        variant="outline"
        disabled={at === 0 || move.isPending}
        aria-label={m['crew.moveUpOf']({ name: stop.name })}
        onClick={() => go(at)}
      >
        <ArrowUp />
        {m['crew.moveUp']()}
      </Button>
      <Button
        size="sm"
        variant="outline"
        disabled={at === window.length - 1 || move.isPending}
        aria-label={m['crew.moveDownOf']({ name: stop.name })}
        onClick={() => go(at + 2)}
      >
        <ArrowDown />
        {m['crew.moveDown']()}
      </Button>
    </span>
  );
}
