import { useMutation, useQueryClient } from '@tanstack/react-query';
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
  Store,
} from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { describeHandoverSlot } from '#src/shared/core/handover-slots.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { staticPages } from '#src/shared/static/paths.ts';
import type { SubmissionReceipt } from '#src/shared/submissions/submission.schema.ts';
import { trackingResultPath } from '#src/shared/tracking/paths.ts';
import { Button, ButtonLink } from '#src/web/components/ui/button.tsx';
import { Card } from '#src/web/components/ui/card.tsx';
import { Link } from '#src/web/components/ui/link.tsx';
import { Skeleton } from '#src/web/components/ui/skeleton.tsx';
import { resendTrackingNumber, submissionKeys, useReceipt } from '#src/web/features/upload/api/submissions-api.ts';
import { readFormDraft } from '#src/web/features/upload/lib/form-draft.ts';
import { ApiError } from '#src/web/lib/api.ts';
import { readSession, storageKeys } from '#src/web/lib/browser-storage.ts';
import { notify } from '#src/web/lib/toast.ts';

// product.md §2 "Submitted confirmation"; the copy confirmation resets after 2 s (product.md §9).
const copiedResetMs = 2000;

export default function FormSubmittedPage() {
  const navigate = useNavigate();
  const [trackingNumber] = useState(() => readSession<string>(storageKeys.trackingNumber));
  const [eventSlug] = useState(() => readFormDraft()?.eventSlug);

  useEffect(() => {
    if (trackingNumber) return;
    notify.error({ title: m['submissions.noSubmissionTitle'](), description: m['submissions.noSubmission']() });
    navigate(staticPages.home, { replace: true });
  }, [trackingNumber, navigate]);

  if (!trackingNumber) return null;
  return <Submitted trackingNumber={trackingNumber} eventSlug={eventSlug} />;
}

function Submitted({ trackingNumber, eventSlug }: { trackingNumber: string; eventSlug?: string }) {
  const queryClient = useQueryClient();
  const receipt = useReceipt(trackingNumber);

  useEffect(() => {
    if (receipt.isError) notify.error({ title: m['core.titleError'](), description: m['submissions.receiptFailed']() });
  }, [receipt.isError]);

  const resend = useMutation({
    mutationFn: () => resendTrackingNumber(trackingNumber),
    onSuccess: ({ resendsLeft }) => {
      queryClient.setQueryData<SubmissionReceipt>(submissionKeys.receipt(trackingNumber), (old) =>
        old ? { ...old, resendsLeft, resendCount: old.resendCount + 1 } : old,
      );
      notify.success({ title: m['submissions.resendDoneTitle'](), description: m['submissions.resendDone']() });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'RESEND_LIMIT') {
        queryClient.setQueryData<SubmissionReceipt>(submissionKeys.receipt(trackingNumber), (old) =>
          old ? { ...old, resendsLeft: 0 } : old,
        );
        notify.error({ title: m['submissions.resendMaxedTitle'](), description: m['submissions.resendMaxed']() });
      } else {
        notify.error({ title: m['submissions.resendFailedTitle'](), description: m['submissions.resendFailed']() });
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
          <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">
            {m['submissions.itemsSubmitted']()}
          </h1>
          <figure className="mx-auto mt-3 max-w-md">
            <blockquote className="text-lg italic text-muted">{m['submissions.quote']()}</blockquote>
            <figcaption className="mt-1 text-sm text-muted">{m['submissions.quoteAuthor']()}</figcaption>
          </figure>
        </div>

        <Card className="mt-8 p-5 sm:p-6">
          <p className="text-center text-sm font-semibold uppercase tracking-wide text-muted">
            {m['submissions.yourTrackingNumber']()}
          </p>
          <TrackingNumberCopy trackingNumber={trackingNumber} />

          <div
            className="mt-4 flex items-center justify-center gap-2 text-sm font-semibold text-brand-700"
            aria-live="polite"
          >
            <Images className="size-5" aria-hidden="true" />
            {photoCount === undefined ? (
              <Skeleton className="h-5 w-40" />
            ) : (
              (photoCount === 1 ? m['submissions.photoUploadedOne'] : m['submissions.photoUploadedMany'])({
                count: photoCount,
              })
            )}
          </div>

          <ul className="mt-6 space-y-3 text-sm">
            <Note icon={<Save />}>{m['submissions.noteSaved']()}</Note>
            <Note icon={<MailCheck />}>{m['submissions.noteCheckContact']()}</Note>
            {receipt.data?.dropOff ? (
              // Issue 40: items left at a booth are handed over there, not picked up.
              <Note icon={<Store />}>
                {m['submissions.noteDropOff']({
                  venue: receipt.data.dropOff.venue,
                  slot: describeHandoverSlot(receipt.data.dropOff.slot),
                })}
              </Note>
            ) : (
              <Note icon={<MessageCircleQuestion />}>{m['submissions.noteChangeMind']()}</Note>
            )}
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
              {m['submissions.resendTrackingNumber']()}
            </Button>
            {resendsLeft !== undefined && (
              <p className="text-center text-sm text-muted" aria-live="polite">
                {resendsLeft > 0
                  ? (resendsLeft === 1 ? m['submissions.resendsLeftOne'] : m['submissions.resendsLeftMany'])({
                      count: resendsLeft,
                    })
                  : m['submissions.resendsUsed']()}
              </p>
            )}
            <div className="grid gap-3 sm:grid-cols-2">
              <ButtonLink to={resultPath} size="lg" className="w-full">
                <PackageSearch />
                {m['submissions.viewMyItems']()}
              </ButtonLink>
              <ButtonLink to={staticPages.home} size="lg" variant="outline" className="w-full">
                <Home />
                {m['submissions.returnHome']()}
              </ButtonLink>
            </div>
          </div>
        </Card>

        <p className="mt-5 text-center text-sm text-muted">
          {m['submissions.checkLaterBefore']()}{' '}
          <Link to={resultPath} className="font-semibold text-brand-700 underline underline-offset-4">
            {m['submissions.viewTrackingResult']()}
          </Link>{' '}
          {m['submissions.checkLaterAfter']()}
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
        aria-label={copied ? m['submissions.trackingNumberCopied']() : m['submissions.copyTrackingNumber']()}
        className={copied ? 'border-brand-500 bg-brand-50 px-3' : 'px-3'}
      >
        {copied ? <Check /> : <Copy />}
        {/* Issue 40 item 15: as wide as the longer of its two labels in this language (not a fixed
            width "Kopyahin" overran), so it does not change width when it says it copied. */}
        <span className="grid">
          <span aria-live="polite" className="col-start-1 row-start-1">
            {copied ? m['submissions.copied']() : m['submissions.copy']()}
          </span>
          <span aria-hidden="true" className="invisible col-start-1 row-start-1">
            {copied ? m['submissions.copy']() : m['submissions.copied']()}
          </span>
        </span>
      </Button>
    </div>
  );
}
