import { ArrowRight, MapPin } from 'lucide-react';
import { accountNotices } from '#src/shared/accounts/messages.ts';
import { formatDateTime } from '#src/shared/core/dates.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { statusOrDefault, trackingBadgeTone } from '#src/shared/submissions/status.ts';
import { statusLabel } from '#src/shared/submissions/status-label.ts';
import { trackingResultPath } from '#src/shared/tracking/paths.ts';
import { Badge } from '#src/web/components/ui/badge.tsx';
import { ButtonLink } from '#src/web/components/ui/button.tsx';
import { Skeleton } from '#src/web/components/ui/skeleton.tsx';
import { useMySubmissions } from '#src/web/features/accounts/api/account-api.ts';
import { said } from '#src/web/lib/said.ts';
import { LoadFailed } from './load-failed.tsx';
import { useSessionLost } from './require-customer.tsx';

/** product.md §2 "My Submissions": the requests this account owns (made signed in, or claimed). */
export function MySubmissions() {
  const list = useMySubmissions();
  useSessionLost([list.error]);
  if (list.isPending) return <Skeleton className="h-32 w-full" />;
  if (list.isError) {
    return <LoadFailed notice={said(accountNotices.submissionsLoadFailed)} onRetry={() => list.refetch()} />;
  }
  if (list.data.submissions.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-brand-200 p-6 text-center text-muted">
        {m['accounts.noSubmissions']()}
      </p>
    );
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {list.data.submissions.map((submission) => {
        const status = statusOrDefault(submission.status);
        return (
          <li
            key={submission.trackingNumber}
            className="space-y-3 rounded-2xl border border-brand-100 bg-white p-4 shadow-sm"
          >
            <div className="flex items-start justify-between gap-2">
              <p className="font-mono text-lg font-semibold tracking-wider">{submission.trackingNumber}</p>
              <Badge tone={trackingBadgeTone(status)}>{statusLabel(status)}</Badge>
            </div>
            <p className="font-semibold">{submission.name}</p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="flex items-center gap-1 text-muted">
                <MapPin className="size-4" aria-hidden="true" />
                {m['accounts.location']()}
              </dt>
              <dd>{submission.city}</dd>
              <dt className="text-muted">{m['accounts.submittedOn']()}</dt>
              <dd>{formatDateTime(submission.submittedAt)}</dd>
            </dl>
            {/* Issue 27: the verdicts in short; the result page lists each item. */}
            {submission.review === 'reviewing' && (
              <p className="text-sm text-muted">{m['submissions.reviewUnderwayTitle']()}</p>
            )}
            {submission.verdicts && (
              <p className="text-sm font-semibold">{m['submissions.verdictSummary'](submission.verdicts)}</p>
            )}
            <ButtonLink
              to={trackingResultPath(submission.trackingNumber, submission.eventSlug ?? undefined)}
              variant="outline"
              size="sm"
              className="w-full"
              aria-label={`${m['accounts.viewDetails']()} ${submission.trackingNumber}`}
            >
              {m['accounts.viewDetails']()}
              <ArrowRight />
            </ButtonLink>
          </li>
        );
      })}
    </ul>
  );
}
