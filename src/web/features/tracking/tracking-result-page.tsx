import { useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, ArrowLeft, CircleX, Link2, PackageSearch, RefreshCw, SearchX, Truck } from 'lucide-react';
import {
  type ComponentProps,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { formatDate, manilaDate } from '#src/shared/core/dates.ts';
import { cleanTrackingNumber } from '#src/shared/core/tracking-number.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { canTransition, isSubmissionStatus, trackingBadgeTone } from '#src/shared/submissions/status.ts';
import { nextStepText, statusLabel } from '#src/shared/submissions/status-label.ts';
import { trackingPages, trackingResultPath, trackPath } from '#src/shared/tracking/paths.ts';
import type { TrackingResult } from '#src/shared/tracking/tracking.schema.ts';
import { Badge } from '#src/web/components/ui/badge.tsx';
import { Button, ButtonLink, buttonClass } from '#src/web/components/ui/button.tsx';
import { Skeleton } from '#src/web/components/ui/skeleton.tsx';
import { ImpactReceiptCard } from '#src/web/features/outcomes/components/impact-receipt.tsx';
import { prefetchTrackingFromUrl, trackingKeys, useTracking } from '#src/web/features/tracking/api/get-tracking.ts';
import { useManageOptions } from '#src/web/features/tracking/api/self-service-api.ts';
import { EraseRequest } from '#src/web/features/tracking/components/erase-request.tsx';
import { StatusHistory } from '#src/web/features/tracking/components/status-history.tsx';
import { StatusProgress } from '#src/web/features/tracking/components/status-progress.tsx';
import { TrackedItems } from '#src/web/features/tracking/components/tracked-items.tsx';
import { TrackingDetails } from '#src/web/features/tracking/components/tracking-details.tsx';
import { ApiError } from '#src/web/lib/api.ts';
import { cn } from '#src/web/lib/cn.ts';
import { notify } from '#src/web/lib/toast.ts';
import { useLive } from '#src/web/lib/use-live.ts';
import { readSavedSubmission, type SavedSubmission } from './saved-submission.ts';

// Not in the page's scripts (issue 25): the owner's panel brings the dialogs, the one-time-code form
// with react-hook-form and zod, and the pickup windows' API. It shows nothing until the manage query
// has answered on the client (the server renders it empty), so its chunk is fetched only then, and
// only if it has something to show: the query itself starts as the page hydrates, as before.
const ManagePickup = lazy(() =>
  import('#src/web/features/tracking/components/manage-pickup.tsx').then((module) => ({
    default: module.ManagePickup,
  })),
);

function OwnerPanel(props: ComponentProps<typeof ManagePickup>) {
  const options = useManageOptions(props.trackingNumber).data;
  // What ManagePickup itself renders nothing for: no answer yet, or neither the owner nor a code to ask.
  if (options === undefined || (options === null && !props.open)) return null;
  return (
    <Suspense fallback={null}>
      <ManagePickup {...props} />
    </Suspense>
  );
}

if (typeof window !== 'undefined') prefetchTrackingFromUrl(window.location.pathname);

/** product.md §2 "Tracking result screen" (/tracking-result/:trackingId and its event route). */
export default function TrackingResultPage() {
  const { trackingId = '', venue } = useParams();
  const trackingNumber = cleanTrackingNumber(trackingId);
  if (!trackingNumber) {
    return (
      <Frame venue={venue}>
        <ErrorCard icon={<SearchX />} title={m['tracking.noNumber']()} venue={venue} />
      </Frame>
    );
  }
  return <TrackingResultView trackingNumber={trackingNumber} venue={venue} />;
}

function TrackingResultView({ trackingNumber, venue }: { trackingNumber: string; venue: string | undefined }) {
  const query = useTracking(trackingNumber);

  if (query.isPending) {
    return (
      <Frame venue={venue}>
        <ResultSkeleton />
      </Frame>
    );
  }
  if (query.isError) {
    const error = query.error;
    const saved = error instanceof ApiError && error.isNetwork ? readSavedSubmission(trackingNumber) : undefined;
    return (
      <Frame venue={venue}>
        {saved ? (
          <SavedOnDevice saved={saved} retrying={query.isFetching} onRetry={() => void query.refetch()} />
        ) : error instanceof ApiError && error.code === 'TRACKING_NOT_FOUND' ? (
          <ErrorCard icon={<SearchX />} title={m['tracking.noData']()} venue={venue}>
            {m['tracking.noDataHint']()}
          </ErrorCard>
        ) : error instanceof ApiError && error.status === 429 ? (
          <ErrorCard icon={<AlertTriangle />} title={m['core.titleTooManyRequests']()} venue={venue}>
            {error.message}
          </ErrorCard>
        ) : (
          <ErrorCard
            icon={<AlertTriangle />}
            title={m['core.titleError']()}
            venue={venue}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          >
            {error instanceof ApiError && error.isNetwork ? error.message : m['tracking.requestFailed']()}
          </ErrorCard>
        )}
      </Frame>
    );
  }
  const data = query.data;
  return (
    <Frame venue={venue}>
      <ResultBody result={data} />
    </Frame>
  );
}

/** The page around every state: the back button and the width. */
function Frame({ venue, children }: { venue: string | undefined; children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  // Opened from a shared link there is no page to go back to inside the app: go to the lookup instead.
  const back = () => (location.key === 'default' ? navigate(trackPath(venue)) : navigate(-1));
  // The server renders this page; its buttons wait for the JavaScript behind them (src/web/lib/use-live.ts).
  const live = useLive();
  return (
    <div className="container-page max-w-4xl py-5 sm:py-8">
      <Button variant="ghost" size="sm" className="-ml-2 print:hidden" onClick={back} disabled={!live}>
        <ArrowLeft />
        {m['core.back']()}
      </Button>
      <div className="mt-3">{children}</div>
    </div>
  );
}

/**
 * Issue 40 item 14: a page painted by the server is the masked view (no cookie reaches it). When
 * this browser turns out to own the request (its draft key or a one-time code), the lookup, which
 * is sent the draft-key cookie, is asked again once and answers with its details in full.
 */
function useOwnDetails(result: TrackingResult) {
  const owner = useManageOptions(result.trackingNumber).data;
  const client = useQueryClient();
  const asked = useRef(false);
  useEffect(() => {
    if (!result.masked || !owner || asked.current) return;
    asked.current = true;
    void client.invalidateQueries({ queryKey: trackingKeys.detail(result.trackingNumber) });
  }, [result.masked, result.trackingNumber, owner, client]);
}

function ResultBody({ result }: { result: TrackingResult }) {
  useOwnDetails(result);
  const tone = trackingBadgeTone(result.status);
  return (
    <div className="space-y-4">
      <section className="rounded-2xl border border-brand-100 bg-white p-5 shadow-sm">
        <Summary
          trackingNumber={result.trackingNumber}
          subline={m['tracking.submittedOn']({ date: formatDate(manilaDate(new Date(result.submittedAt))) })}
          badge={
            <Badge tone={tone} className="text-sm">
              {/* Issue 40: after "Nobody home" or a suspended day, not "Pickup Scheduled". */}
              {result.needsRescheduling ? m['submissions.needsRescheduling']() : statusLabel(result.status)}
            </Badge>
          }
        />
        <div className="mt-6">
          <StatusProgress status={result.status} step={result.step} tone={tone} />
        </div>
        <div
          className={cn(
            'mt-6 flex gap-3 rounded-xl p-4',
            tone === 'red' ? 'bg-red-50 text-red-950' : 'bg-brand-50 text-brand-900',
          )}
        >
          {tone === 'red' ? (
            <CircleX className="mt-0.5 size-5 shrink-0 text-red-600" />
          ) : (
            <Truck className="mt-0.5 size-5 shrink-0 text-brand-600" />
          )}
          <div>
            <h2 className="font-bold">{m['tracking.statusUpdate']()}</h2>
            <p className="mt-0.5 text-sm">{nextStepText(result.nextStep)}</p>
          </div>
        </div>
      </section>

      {result.receipt && (
        <ImpactReceiptCard
          receipt={result.receipt}
          ownerTrackingNumber={result.masked ? undefined : result.trackingNumber}
        />
      )}

      <div className="grid gap-4 md:grid-cols-2 md:items-start [&>*]:min-w-0" data-print-hide>
        <div className="space-y-4">
          <TrackingDetails
            details={result.details}
            kind={result.kind}
            masked={result.masked}
            erased={result.erased === true}
          />
          <Actions trackingNumber={result.trackingNumber} eventSlug={result.eventSlug} />
          <OwnerPanel
            trackingNumber={result.trackingNumber}
            items={result.items}
            open={
              result.kind === 'regular' &&
              isSubmissionStatus(result.status) &&
              canTransition(result.status, 'Cancelled')
            }
          />
        </div>
        <div className="space-y-4">
          <TrackedItems
            erased={result.erased === true}
            items={result.items}
            review={result.review}
            dropOff={
              result.details.venue && result.details.schedule.slot
                ? { venue: result.details.venue, slot: result.details.schedule.slot }
                : undefined
            }
            trackingNumber={result.kind === 'regular' ? result.trackingNumber : undefined}
          />
          <StatusHistory history={result.history} />
          {result.details.name !== '' && <EraseRequest trackingNumber={result.trackingNumber} />}
        </div>
      </div>
    </div>
  );
}

function Summary({ trackingNumber, subline, badge }: { trackingNumber: string; subline: string; badge: ReactNode }) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div>
        <p className="text-xs font-semibold tracking-wide text-muted uppercase">{m['tracking.numberLabel']()}</p>
        <h1 className="mt-0.5 font-mono text-2xl font-bold tracking-[0.12em] text-brand-900 sm:text-3xl">
          {trackingNumber}
        </h1>
        <p className="mt-1 text-sm text-muted">{subline}</p>
      </div>
      {badge}
    </div>
  );
}

function Actions({ trackingNumber, eventSlug }: { trackingNumber: string; eventSlug?: string }) {
  const live = useLive();
  // Issue 36: a Copy Link opened before the app took over stays open, with its link, rather than
  // turning into the button under the person's finger. Read as React adopts it, before the button.
  const painted = useRef<HTMLDetailsElement>(null);
  const [keptOpen, setKeptOpen] = useState(false);
  useLayoutEffect(() => {
    if (painted.current?.open) setKeptOpen(true);
  }, []);
  async function copyLink() {
    const url = `${window.location.origin}${trackingResultPath(trackingNumber, eventSlug)}`;
    try {
      await navigator.clipboard.writeText(url);
      notify.success({ title: m['core.titleSuccess'](), description: m['tracking.linkCopied']() });
    } catch {
      notify.error({ title: m['core.titleError'](), description: m['tracking.copyFailed']() });
    }
  }
  return (
    // Side by side where both labels fit on one line (most phones), stacked on the narrowest.
    <div className="grid grid-cols-1 gap-3 min-[380px]:grid-cols-2">
      {live && !keptOpen ? (
        <Button variant="outline" className="px-3" onClick={copyLink}>
          <Link2 />
          {m['tracking.copyLink']()}
        </Button>
      ) : (
        // Before the clipboard script is there (issue 25): the button opens the link, to select and copy.
        <details ref={painted}>
          <summary className={buttonClass('outline', 'md', 'w-full list-none px-3')}>
            <Link2 />
            {m['tracking.copyLink']()}
          </summary>
          <a
            href={trackingResultPath(trackingNumber, eventSlug)}
            className="mt-2 block break-all rounded-lg border border-brand-200 bg-white p-2 font-mono text-sm select-all"
          >
            {trackingResultPath(trackingNumber, eventSlug)}
          </a>
        </details>
      )}
      <ButtonLink to={trackingPages.track} className="px-3">
        <PackageSearch />
        {m['tracking.trackAnother']()}
      </ButtonLink>
    </div>
  );
}

function SavedOnDevice({
  saved,
  retrying,
  onRetry,
}: {
  saved: SavedSubmission;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <div className="space-y-4">
      <section className="rounded-2xl border border-brand-100 bg-white p-5 shadow-sm">
        <Summary
          trackingNumber={saved.trackingNumber}
          subline={m['tracking.savedOnDevice']()}
          badge={
            <Badge tone="gray" className="text-sm">
              {m['tracking.savedOnDevice']()}
            </Badge>
          }
        />
        <div className="mt-5 flex gap-3 rounded-xl bg-sun-100 p-4 text-amber-950">
          <AlertTriangle className="mt-0.5 size-5 shrink-0 text-amber-700" />
          <div className="text-sm">
            <p className="font-bold">{m['tracking.offlineTitle']()}</p>
            <p className="mt-0.5">{m['tracking.offlineBody']()}</p>
          </div>
        </div>
        <Button variant="outline" className="mt-4 w-full" onClick={onRetry} disabled={retrying}>
          <RefreshCw className={retrying ? 'animate-spin' : undefined} />
          {m['core.tryAgain']()}
        </Button>
      </section>
      <TrackingDetails details={saved.details} kind={saved.kind} masked={false} />
      <Actions trackingNumber={saved.trackingNumber} eventSlug={saved.eventSlug} />
    </div>
  );
}

function ErrorCard({
  icon,
  title,
  venue,
  children,
  onRetry,
  retrying,
}: {
  icon: ReactNode;
  title: string;
  venue: string | undefined;
  children?: ReactNode;
  onRetry?: () => void;
  retrying?: boolean;
}) {
  return (
    <section
      role="alert"
      className="mx-auto flex max-w-md flex-col items-center rounded-2xl border border-brand-100 bg-white px-6 py-10 text-center shadow-sm"
    >
      <div className="flex size-14 items-center justify-center rounded-full bg-sun-100 text-amber-700 [&_svg]:size-7">
        {icon}
      </div>
      <h1 className="mt-4 text-xl font-bold text-ink">{title}</h1>
      {children && <p className="mt-2 text-sm text-muted">{children}</p>}
      <div className="mt-6 flex w-full flex-col gap-3">
        {onRetry && (
          <Button variant="outline" onClick={onRetry} disabled={retrying}>
            <RefreshCw className={retrying ? 'animate-spin' : undefined} />
            {m['core.tryAgain']()}
          </Button>
        )}
        <ButtonLink to={trackPath(venue)}>
          <ArrowLeft />
          {m['tracking.backToTracking']()}
        </ButtonLink>
      </div>
    </section>
  );
}

function ResultSkeleton() {
  return (
    <div className="space-y-4" role="status" aria-label={m['tracking.loadingDetails']()}>
      <div className="rounded-2xl border border-brand-100 bg-white p-5 shadow-sm">
        <div className="flex justify-between gap-3">
          <div className="space-y-2">
            <Skeleton className="h-3 w-28" />
            <Skeleton className="h-8 w-44" />
            <Skeleton className="h-4 w-36" />
          </div>
          <Skeleton className="h-6 w-20 rounded-full" />
        </div>
        <Skeleton className="mt-7 h-14 w-full" />
        <Skeleton className="mt-6 h-16 w-full" />
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <Skeleton className="h-64 w-full rounded-2xl" />
        <Skeleton className="h-64 w-full rounded-2xl" />
      </div>
    </div>
  );
}
