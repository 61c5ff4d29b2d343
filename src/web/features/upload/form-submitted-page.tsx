import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Check,
  CircleCheckBig,
  Copy,
  Home,
  Images,
  LoaderCircle,
  MailCheck,
  MessageCircleQuestion,
  PackageSearch,
  Save,
  Send,
} from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { notices } from '#src/shared/core/messages.ts';
import { staticPages } from '#src/shared/static/paths.ts';
import type { SubmissionReceipt } from '#src/shared/submissions/submission.schema.ts';
import { trackingResultPath } from '#src/shared/tracking/paths.ts';
import { Button, ButtonLink } from '#src/web/components/ui/button.tsx';
import { Card } from '#src/web/components/ui/card.tsx';
import { Skeleton } from '#src/web/components/ui/skeleton.tsx';
import { getReceipt, resendTrackingNumber, submissionKeys } from '#src/web/features/upload/api/submissions-api.ts';
import { readFormDraft } from '#src/web/features/upload/lib/form-draft.ts';
import { ApiError } from '#src/web/lib/api.ts';
import { readSession, storageKeys } from '#src/web/lib/browser-storage.ts';
import { notify } from '#src/web/lib/toast.ts';

// spec §2 "Submitted confirmation"; the copy confirmation resets after 2 s (spec §9).
const copiedResetMs = 2000;

export default function FormSubmittedPage() {
  const navigate = useNavigate();
  const [trackingNumber] = useState(() => readSession<string>(storageKeys.trackingNumber));
  const [eventSlug] = useState(() => readFormDraft()?.eventSlug);

  useEffect(() => {
    if (trackingNumber) return;
    notify.error({ title: 'No submission found', description: "We couldn't find your submission data" });
    navigate(staticPages.home, { replace: true });
  }, [trackingNumber, navigate]);

  if (!trackingNumber) return null;
  return <Submitted trackingNumber={trackingNumber} eventSlug={eventSlug} />;
}

function Submitted({ trackingNumber, eventSlug }: { trackingNumber: string; eventSlug?: string }) {
  const queryClient = useQueryClient();
  const receipt = useQuery({
    queryKey: submissionKeys.receipt(trackingNumber),
    queryFn: () => getReceipt(trackingNumber),
  });

  useEffect(() => {
    if (receipt.isError) notify.error({ title: 'Error', description: 'Could not find your submission data.' });
  }, [receipt.isError]);

  const resend = useMutation({
    mutationFn: () => resendTrackingNumber(trackingNumber),
    onSuccess: ({ resendsLeft }) => {
      queryClient.setQueryData<SubmissionReceipt>(submissionKeys.receipt(trackingNumber), (old) =>
        old ? { ...old, resendsLeft, resendCount: old.resendCount + 1 } : old,
      );
      notify.success(notices.resendDone);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'RESEND_LIMIT') {
        queryClient.setQueryData<SubmissionReceipt>(submissionKeys.receipt(trackingNumber), (old) =>
          old ? { ...old, resendsLeft: 0 } : old,
        );
        notify.error(notices.resendMaxed);
      } else {
        notify.error(notices.resendFailed);
      }
    },
  });

  const resendsLeft = receipt.data?.resendsLeft;
  const photoCount = receipt.data?.photoCount;
  const resultPath = trackingResultPath(trackingNumber, eventSlug);

  return (
    <div className="container-page pb-10 pt-8 sm:pt-14">
      <div className="mx-auto max-w-xl">
        <div className="text-center">
          <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-brand-600 text-white shadow-md">
            <CircleCheckBig className="size-9" aria-hidden="true" />
          </span>
          <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">Items Submitted!</h1>
          <figure className="mx-auto mt-3 max-w-md">
            <blockquote className="text-lg italic text-muted">
              “Clutter is nothing more than postponed decisions.”
            </blockquote>
            <figcaption className="mt-1 text-sm text-muted">— Barbara Hemphill</figcaption>
          </figure>
        </div>

        <Card className="mt-8 p-5 sm:p-6">
          <p className="text-center text-sm font-semibold uppercase tracking-wide text-muted">Your tracking number</p>
          <TrackingNumberCopy trackingNumber={trackingNumber} />

          <div
            className="mt-4 flex items-center justify-center gap-2 text-sm font-semibold text-brand-700"
            aria-live="polite"
          >
            <Images className="size-5" aria-hidden="true" />
            {photoCount === undefined ? (
              <Skeleton className="h-5 w-40" />
            ) : (
              `${photoCount} ${photoCount === 1 ? 'Item photo uploaded' : 'Item photos uploaded'}`
            )}
          </div>

          <ul className="mt-6 space-y-3 text-sm">
            <Note icon={<Save />}>
              Your tracking number has been saved on this device. Keep it to follow your pickup.
            </Note>
            <Note icon={<MailCheck />}>
              Please check your e-mail and your phone: we've sent your tracking number there, and that's how our team
              will contact you.
            </Note>
            <Note icon={<MessageCircleQuestion />}>
              Changed your mind about an item? No problem — just tell us when we contact you to schedule the pickup.
            </Note>
          </ul>

          <div className="mt-6 space-y-3">
            <Button
              size="lg"
              variant="secondary"
              className="w-full"
              onClick={() => resend.mutate()}
              // The server enforces the cap; the receipt only tells us early.
              disabled={resend.isPending || receipt.isPending || (resendsLeft !== undefined && resendsLeft <= 0)}
            >
              {resend.isPending ? <LoaderCircle className="animate-spin" /> : <Send />}
              Resend Tracking Number
            </Button>
            {resendsLeft !== undefined && (
              <p className="text-center text-sm text-muted" aria-live="polite">
                {resendsLeft > 0
                  ? `You can resend it ${resendsLeft} more ${resendsLeft === 1 ? 'time' : 'times'}.`
                  : "You've used all resends for this request."}
              </p>
            )}
            <div className="grid gap-3 sm:grid-cols-2">
              <ButtonLink to={resultPath} size="lg" className="w-full">
                <PackageSearch />
                View My Items
              </ButtonLink>
              <ButtonLink to={staticPages.home} size="lg" variant="outline" className="w-full">
                <Home />
                Return Home
              </ButtonLink>
            </div>
          </div>
        </Card>

        <p className="mt-5 text-center text-sm text-muted">
          Want to check on it later? You can{' '}
          <Link to={resultPath} className="font-semibold text-brand-700 underline underline-offset-4">
            view tracking result
          </Link>{' '}
          any time.
        </p>
      </div>
    </div>
  );
}

function Note({ icon, children }: { icon: React.ReactNode; children: React.ReactNode }) {
  return (
    <li className="flex gap-3 rounded-xl bg-brand-50 p-3 text-brand-900">
      <span className="mt-0.5 shrink-0 text-brand-600 [&_svg]:size-5" aria-hidden="true">
        {icon}
      </span>
      <span>{children}</span>
    </li>
  );
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Older browsers, or a page not in a secure context.
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  }
}

function TrackingNumberCopy({ trackingNumber }: { trackingNumber: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  async function copy() {
    if (!(await copyText(trackingNumber))) return;
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), copiedResetMs);
  }

  return (
    <div className="mt-2 flex flex-wrap items-center justify-center gap-2 sm:gap-3">
      <output
        className="rounded-xl bg-paper px-3 py-2 font-mono text-2xl font-bold tracking-[0.12em] text-brand-900 ring-1 ring-brand-100 sm:px-4 sm:text-3xl sm:tracking-[0.18em]"
        data-testid="tracking-number"
      >
        {trackingNumber}
      </output>
      <Button
        variant="outline"
        onClick={copy}
        aria-label={copied ? 'Tracking number copied' : 'Copy tracking number'}
        className={copied ? 'w-[6.75rem] border-brand-500 bg-brand-50 px-3' : 'w-[6.75rem] px-3'}
      >
        {copied ? <Check /> : <Copy />}
        <span aria-live="polite">{copied ? 'Copied!' : 'Copy'}</span>
      </Button>
    </div>
  );
}
