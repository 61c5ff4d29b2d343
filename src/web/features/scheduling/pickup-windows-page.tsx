import { ArrowLeft } from 'lucide-react';
import { m } from '#src/shared/i18n/messages.ts';
import { submissionPages } from '#src/shared/submissions/pages.ts';
import { RequireAdmin, useSessionLossRedirect } from '#src/web/components/staff/require-admin.tsx';
import { Alert } from '#src/web/components/ui/alert.tsx';
import { ButtonLink } from '#src/web/components/ui/button.tsx';
import { Skeleton } from '#src/web/components/ui/skeleton.tsx';
import { usePickupSetup } from '#src/web/features/scheduling/api/pickup-windows-api.ts';
import { DayLimitsCard } from '#src/web/features/scheduling/components/day-limits-card.tsx';
import { PickupWindowsSkeleton } from '#src/web/features/scheduling/components/pickup-windows-skeleton.tsx';
import { ServiceAreaCard } from '#src/web/features/scheduling/components/service-area-card.tsx';
import { SuspendedDaysCard } from '#src/web/features/scheduling/components/suspended-days-card.tsx';
import { TrucksCard } from '#src/web/features/scheduling/components/trucks-card.tsx';
import { WeeklyWindowsCard } from '#src/web/features/scheduling/components/weekly-windows-card.tsx';
import { ApiError } from '#src/web/lib/api.ts';

// Issue 15: staff set the weekly pickup windows and their room, close or limit a day, suspend a
// typhoon day, and record the trucks whose number coding Schedule Pickup warns about.

export default function PickupWindowsPage() {
  return (
    <RequireAdmin fallback={<PickupWindowsSkeleton />}>
      <PickupWindows />
    </RequireAdmin>
  );
}

function PickupWindows() {
  const setup = usePickupSetup();
  useSessionLossRedirect(setup.error);

  return (
    <div className="container-page max-w-5xl space-y-6 py-8">
      <div>
        <ButtonLink to={submissionPages.adminDashboard} variant="ghost" size="sm">
          <ArrowLeft />
          {m['submissions.backToDashboard']()}
        </ButtonLink>
        <h1 className="mt-2 text-2xl font-bold sm:text-3xl">{m['scheduling.pickupWindowsTitle']()}</h1>
        <p className="mt-1 max-w-2xl text-sm text-muted">{m['scheduling.pickupWindowsIntro']()}</p>
      </div>
      {setup.isError && !setup.data && (
        <Alert tone="error" title={m['submissions.loadFailedTitle']()}>
          {setup.error instanceof ApiError ? setup.error.message : m['submissions.pleaseTryAgain']()}
        </Alert>
      )}
      {!setup.data ? (
        <Skeleton className="h-80" />
      ) : (
        <>
          <SuspendedDaysCard />
          <WeeklyWindowsCard windows={setup.data.windows} />
          <DayLimitsCard limits={setup.data.dayLimits} windows={setup.data.windows} />
          <TrucksCard />
          <ServiceAreaCard />
        </>
      )}
    </div>
  );
}
