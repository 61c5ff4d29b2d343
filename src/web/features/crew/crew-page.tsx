import { CloudOff, LoaderCircle, Truck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { accountPages } from '#src/shared/accounts/paths.ts';
import { formatDate, formatDateTime } from '#src/shared/core/dates.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { PageLoading } from '#src/web/components/layout/page-loading.tsx';
import { Alert } from '#src/web/components/ui/alert.tsx';
import { Button } from '#src/web/components/ui/button.tsx';
import { CrewSignIn } from '#src/web/features/crew/components/crew-sign-in.tsx';
import { DayMapPanel } from '#src/web/features/crew/components/day-map-panel.tsx';
import { RouteSummary } from '#src/web/features/crew/components/route-summary.tsx';
import { StopCard } from '#src/web/features/crew/components/stop-card.tsx';
import { withWaitingSteps } from '#src/web/features/crew/lib/crew-sync.ts';
import { useCrewDay } from '#src/web/features/crew/lib/use-crew-day.ts';
import { useCurrentUser } from '#src/web/lib/session.ts';
import { notify } from '#src/web/lib/toast.ts';

// Issue 27: the crew's day on a phone (390 × 844 first). Today's stops of its truck, kept on the
// phone; each step is queued and sent in order, and the screen says plainly what still waits.

export default function CrewPage() {
  const { user, isPending } = useCurrentUser();
  const navigate = useNavigate();
  const sent = useRef(false);
  const allowed = !isPending && user?.role === 'crew';
  // Issue 40: signed out, the crew signs in here (below); another account is sent to the staff page.
  const otherAccount = !isPending && user !== null && !allowed;
  useEffect(() => {
    if (!otherAccount || sent.current) return;
    sent.current = true;
    notify.error(m['crew.crewOnly']());
    navigate(accountPages.adminLogin, { replace: true });
  }, [otherAccount, navigate]);
  if (!isPending && !user) return <CrewSignIn />;
  if (!allowed || !user) return <PageLoading />;
  return <CrewDay userId={user.id} />;
}

function CrewDay({ userId }: { userId: string }) {
  const day = useCrewDay(userId);
  const { today, steps } = day;

  if (day.refused) {
    return (
      <div className="mx-auto max-w-md px-4 py-6">
        <Alert tone="error" title={m['crew.refusedTitle']()}>
          {day.refused.message}
        </Alert>
      </div>
    );
  }
  if (!today) {
    return day.loadFailed ? (
      <div className="mx-auto max-w-md space-y-3 px-4 py-6">
        <Alert tone="error" title={m['crew.todayTitle']()}>
          {m['crew.loadFailed']()}
        </Alert>
        <Button onClick={() => void day.retry()}>{m['core.tryAgain']()}</Button>
      </div>
    ) : (
      <PageLoading />
    );
  }

  return (
    <div className="mx-auto max-w-md space-y-4 px-4 py-4">
      <header>
        <h1 className="text-2xl font-bold">{m['crew.todayTitle']()}</h1>
        {today.truck && (
          <p className="flex items-center gap-2 text-sm text-muted">
            <Truck className="size-4" />
            {m['crew.todayIntro']({ truck: today.truck.name, date: formatDate(today.date) })}
          </p>
        )}
        {today.route && today.stops.length > 0 && <RouteSummary route={today.route} />}
      </header>
      {today.truck && today.stops.length > 0 && (
        <DayMapPanel stops={today.stops} depot={today.route?.depot} truck={today.truck.name} />
      )}

      {day.fromDevice && (
        <p role="status" className="flex items-start gap-2 rounded-xl bg-zinc-100 p-3 text-sm">
          <CloudOff className="mt-0.5 size-4 shrink-0" />
          <span>
            {m['crew.offlineCopy']()}
            {day.savedAt && <> {m['crew.savedAt']({ time: formatDateTime(day.savedAt) })}</>}
          </span>
        </p>
      )}
      <div aria-live="polite">
        {steps.length > 0 && (
          <div role="status" className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
            <p className="flex items-center gap-2 font-bold">
              {day.sending && <LoaderCircle className="size-4 animate-spin" />}
              {steps.length === 1 ? m['crew.waitingOne']() : m['crew.waitingMany']({ count: steps.length })}
            </p>
            <p>{day.sending ? m['crew.sendingNow']() : m['crew.waitingHint']()}</p>
          </div>
        )}
      </div>

      {!today.truck ? (
        <p className="rounded-xl bg-brand-50 p-4 text-sm">{m['crew.noTruckToday']()}</p>
      ) : today.stops.length === 0 ? (
        <p className="rounded-xl bg-brand-50 p-4 text-sm">{m['crew.noStops']()}</p>
      ) : (
        <ol className="space-y-4">
          {today.stops.map((stop, index) => {
            const waiting = steps.filter((s) => s.action.trackingNumber === stop.trackingNumber);
            return (
              <li key={stop.trackingNumber}>
                <StopCard
                  stop={withWaitingSteps(stop, waiting)}
                  number={index + 1}
                  waiting={waiting.length}
                  onStep={(step) => void day.record({ trackingNumber: stop.trackingNumber, ...step }, stop.name)}
                />
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
