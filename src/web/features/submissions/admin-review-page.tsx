import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { isEndedStatus } from '#src/shared/core/ended-statuses.ts';
import { cleanTrackingNumber } from '#src/shared/core/tracking-number.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { adminReviewPath, submissionPages } from '#src/shared/submissions/paths.ts';
import { RequireAdmin, useSessionLossRedirect } from '#src/web/components/staff/require-admin.tsx';
import { Alert } from '#src/web/components/ui/alert.tsx';
import { Badge } from '#src/web/components/ui/badge.tsx';
import { Button, ButtonLink } from '#src/web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#src/web/components/ui/card.tsx';
import { Skeleton } from '#src/web/components/ui/skeleton.tsx';
import { PhotoViewer } from '#src/web/features/photos/components/photo-viewer.tsx';
import { useAdminSubmission } from '#src/web/features/submissions/api/submissions-admin-api.ts';
import { AdminNotesForm } from '#src/web/features/submissions/components/admin-notes-form.tsx';
import { AdminStatusBadge } from '#src/web/features/submissions/components/admin-status-badge.tsx';
import { DropOffsCard } from '#src/web/features/submissions/components/drop-offs-card.tsx';
import { RefusalPanel } from '#src/web/features/submissions/components/refusal-form.tsx';
import { NotificationList, StatusHistory } from '#src/web/features/submissions/components/review-activity.tsx';
import { StatusActions } from '#src/web/features/submissions/components/status-actions.tsx';
import { SubmissionDetailsCard } from '#src/web/features/submissions/components/submission-details-card.tsx';
import type { CompletionPanel } from '#src/web/features/submissions/lib/completion-panel.ts';
import { ApiError } from '#src/web/lib/api.ts';
import { notify } from '#src/web/lib/toast.ts';

function ReviewSkeleton() {
  return (
    <div className="container-page max-w-7xl space-y-4 py-8">
      <Skeleton className="h-10 w-72" />
      <div className="grid gap-4 lg:grid-cols-5">
        <Skeleton className="h-[28rem] lg:col-span-3" />
        <Skeleton className="h-[28rem] lg:col-span-2" />
      </div>
    </div>
  );
}

/** `completion`: outcomes' panel, joined in router.tsx (see CompletionPanel). */
export default function AdminReviewPage({ completion }: { completion?: CompletionPanel }) {
  return (
    <RequireAdmin fallback={<ReviewSkeleton />}>
      <Review completion={completion} />
    </RequireAdmin>
  );
}

/** product.md §2 "/admin-to-review/{trackingId}": photos, details, notes and the actions that change the status. */
function Review({ completion }: { completion?: CompletionPanel }) {
  const params = useParams();
  const trackingNumber = cleanTrackingNumber(params.trackingId ?? '');
  const navigate = useNavigate();
  const query = useAdminSubmission(trackingNumber);
  useSessionLossRedirect(query.error);

  const notFound =
    query.error instanceof ApiError && (query.error.code === 'SUBMISSION_NOT_FOUND' || query.error.status === 400);
  useEffect(() => {
    if (!notFound) return;
    // product.md §8: "No data found for tracking number {x}", then back to the dashboard.
    notify.error({ title: m['core.titleError'](), description: m['submissions.noDataFor']({ trackingNumber }) });
    navigate(submissionPages.adminDashboard, { replace: true });
  }, [notFound, trackingNumber, navigate]);

  if (query.isError && !notFound) {
    return (
      <div className="container-page py-8">
        <Alert tone="error" title={m['submissions.loadFailedTitle']()}>
          {query.error instanceof ApiError ? query.error.message : m['submissions.pleaseTryAgain']()}
          <div className="mt-3">
            <Button size="sm" variant="outline" onClick={() => query.refetch()}>
              {m['core.tryAgain']()}
            </Button>
          </div>
        </Alert>
      </div>
    );
  }
  const detail = query.data;
  if (!detail) return <ReviewSkeleton />;
  const s = detail.submission;

  return (
    <div className="container-page max-w-7xl space-y-5 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ButtonLink to={submissionPages.adminDashboard} variant="ghost" size="sm">
          <ArrowLeft />
          {m['submissions.backToDashboard']()}
        </ButtonLink>
        <Button
          variant="outline"
          size="sm"
          disabled={!detail.nextTrackingNumber}
          onClick={() => detail.nextTrackingNumber && navigate(adminReviewPath(detail.nextTrackingNumber))}
          title={detail.nextTrackingNumber ? undefined : m['submissions.oldestRequest']()}
        >
          {m['submissions.nextApplication']()}
          <ArrowRight />
        </Button>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold sm:text-3xl">
          {m['submissions.reviewTitle']()} <span className="font-mono">{s.trackingNumber}</span>
        </h1>
        <AdminStatusBadge status={s.status} />
        {/* Decision 043: the pickup day was suspended and the household has not picked a new window. */}
        {s.needsRescheduleSince && <Badge tone="amber">{m['submissions.needsRescheduling']()}</Badge>}
      </div>

      <div className="grid gap-5 lg:grid-cols-5">
        <div className="min-w-0 space-y-5 lg:col-span-3">
          <PhotoViewer
            key={s.trackingNumber}
            photos={detail.photos}
            below={(photo) => <RefusalPanel trackingNumber={s.trackingNumber} photo={photo} />}
            ended={isEndedStatus(s.status)}
            erased={s.erasedAfterDays !== null}
          />
          <Card>
            <CardHeader>
              <CardTitle>{m['submissions.decision']()}</CardTitle>
            </CardHeader>
            <CardContent>
              <StatusActions detail={detail} completion={completion} />
            </CardContent>
          </Card>
          {completion && <completion.Panel detail={detail} />}
        </div>
        <div className="min-w-0 space-y-5 lg:col-span-2">
          <SubmissionDetailsCard detail={detail} />
          <AdminNotesForm key={s.trackingNumber} trackingNumber={s.trackingNumber} note={detail.note} />
          <StatusHistory history={detail.history} />
          <NotificationList notifications={detail.notifications} />
          <DropOffsCard />
        </div>
      </div>
    </div>
  );
}
