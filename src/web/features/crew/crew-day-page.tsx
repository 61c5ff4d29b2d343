import { ArrowLeft, Truck } from 'lucide-react';
import { useState } from 'react';
import { formatDate, manilaDate } from '#src/shared/core/dates.ts';
import { crewPages } from '#src/shared/crew/paths.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { RequireAdmin, useSessionLossRedirect } from '#src/web/components/staff/require-admin.tsx';
import { Alert } from '#src/web/components/ui/alert.tsx';
import { Badge } from '#src/web/components/ui/badge.tsx';
import { ButtonLink } from '#src/web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#src/web/components/ui/card.tsx';
import { Field, Input } from '#src/web/components/ui/field.tsx';
import { Skeleton } from '#src/web/components/ui/skeleton.tsx';
import { useCrewDay } from '#src/web/features/crew/api/crew-api.ts';
import { stateLabel, stateToneOf } from '#src/web/features/crew/components/stop-card.tsx';
import { canChangeTruck, StopTruckSelect } from '#src/web/features/crew/components/stop-truck-select.tsx';
import { useTrucks } from '#src/web/features/scheduling/api/pickup-windows-api.ts';
import { ApiError } from '#src/web/lib/api.ts';

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
              </CardHeader>
              <CardContent>
                {t.stops.length === 0 ? (
                  <p className="text-sm text-muted">{m['crew.dayNoStops']()}</p>
                ) : (
                  <ol className="divide-y divide-brand-50 text-sm" aria-label={t.truckName ?? m['crew.noTruck']()}>
                    {t.stops.map((s) => (
                      <li key={s.trackingNumber} className="flex items-start justify-between gap-2 py-2">
                        <div className="min-w-0">
                          <p className="font-semibold">{s.name}</p>
                          <p className="text-muted">
                            {s.window ?? '—'} · {s.barangay}, {s.city} · {s.trackingNumber}
                          </p>
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
