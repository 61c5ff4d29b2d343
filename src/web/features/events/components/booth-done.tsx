import { CircleCheckBig, CloudOff, MessageSquare, Printer, UserRoundPlus } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { formatDate, manilaDate } from '#src/shared/core/dates.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { trackingResultPath } from '#src/shared/tracking/paths.ts';
import { Button } from '#src/web/components/ui/button.tsx';
import { useResendTrackingNumber } from '#src/web/features/events/api/booth-api.ts';
import { onQueuedSent } from '#src/web/features/events/lib/booth-sync.ts';
import { kioskIdleSeconds, useIdleCountdown } from '#src/web/features/events/lib/kiosk.ts';
import { ApiError } from '#src/web/lib/api.ts';
import { QrCode } from './qr-code.tsx';

// What the booth shows after a submit (issue 14), full screen: the tracking number with its QR
// code, or — when the request is saved on the device — an honest "saved" screen with a provisional
// reference. "Next visitor" (or 90 s without a touch, in kiosk mode) clears every trace.

export type BoothOutcome =
  | { kind: 'submitted'; trackingNumber: string }
  | { kind: 'saved'; reference: string; phone: string };

// Only the slip is printed (print slip): everything else on the page is hidden from the printer.
const printCss = `@media print {
  body * { visibility: hidden !important; }
  #booth-slip, #booth-slip * { visibility: visible !important; }
  #booth-slip { position: absolute; inset: 0; display: block !important; padding: 12mm; color: #000; }
}`;

function Overlay({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby={labelledBy}
      className="fixed inset-0 z-50 overflow-y-auto bg-white print:static"
    >
      <div className="container-page flex min-h-full max-w-2xl flex-col items-center justify-center gap-6 py-8 text-center">
        {children}
      </div>
    </div>
  );
}

function Countdown({ kiosk, onNext }: { kiosk: boolean; onNext: () => void }) {
  const left = useIdleCountdown(kiosk, kioskIdleSeconds, onNext);
  if (left === null) return null;
  return (
    <p className="text-sm text-muted" role="timer" aria-live="off">
      {m['events.kioskCountdown']({ seconds: left })}
    </p>
  );
}

function NextVisitorButton({ onNext }: { onNext: () => void }) {
  // Focus starts on "Next visitor", so a keyboard or switch user is not left behind the overlay.
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.querySelector('button')?.focus(), []);
  return (
    <div ref={ref} className="w-full max-w-sm">
      <Button size="lg" className="w-full" onClick={onNext}>
        <UserRoundPlus />
        {m['events.kioskNextVisitor']()}
      </Button>
    </div>
  );
}

export function BoothDone({
  outcome,
  eventSlug,
  venue,
  kiosk,
  onNext,
}: {
  outcome: BoothOutcome;
  eventSlug: string;
  venue: string;
  kiosk: boolean;
  onNext: () => void;
}) {
  const [sent, setSent] = useState<string>();
  const reference = outcome.kind === 'saved' ? outcome.reference : undefined;
  useEffect(() => {
    if (!reference) return;
    return onQueuedSent((done) => {
      if (done.reference === reference) setSent(done.trackingNumber);
    });
  }, [reference]);

  const trackingNumber = outcome.kind === 'submitted' ? outcome.trackingNumber : sent;
  if (trackingNumber) {
    return (
      <Submitted trackingNumber={trackingNumber} eventSlug={eventSlug} venue={venue} kiosk={kiosk} onNext={onNext} />
    );
  }
  return <Saved outcome={outcome as Extract<BoothOutcome, { kind: 'saved' }>} kiosk={kiosk} onNext={onNext} />;
}

function Submitted({
  trackingNumber,
  eventSlug,
  venue,
  kiosk,
  onNext,
}: {
  trackingNumber: string;
  eventSlug: string;
  venue: string;
  kiosk: boolean;
  onNext: () => void;
}) {
  const url = `${window.location.origin}${trackingResultPath(trackingNumber, eventSlug)}`;
  const resend = useResendTrackingNumber();
  const sms = resend.isPending
    ? 'sending'
    : resend.isSuccess
      ? 'sent'
      : resend.error instanceof ApiError && resend.error.code === 'RESEND_LIMIT'
        ? 'limit'
        : resend.isError
          ? 'failed'
          : 'idle';
  const sendSms = () => resend.mutate(trackingNumber);

  return (
    <Overlay labelledBy="booth-done-title">
      <style>{printCss}</style>
      <CircleCheckBig className="size-14 text-brand-600" aria-hidden="true" />
      <h2 id="booth-done-title" className="text-3xl font-extrabold text-brand-900">
        {m['events.kioskSubmittedTitle']()}
      </h2>
      <div>
        <p className="text-muted">{m['events.kioskYourNumber']()}</p>
        <p
          className="font-mono text-5xl font-extrabold tracking-[0.15em] text-ink sm:text-6xl"
          data-testid="booth-tracking-number"
        >
          {trackingNumber}
        </p>
      </div>
      <QrCode value={url} label={m['events.kioskScanHint']()} className="size-52" />
      <p className="text-sm text-muted">{m['events.kioskScanHint']()}</p>
      <NextVisitorButton onNext={onNext} />
      <div className="flex flex-wrap justify-center gap-3">
        <Button variant="outline" onClick={() => window.print()}>
          <Printer />
          {m['events.kioskPrint']()}
        </Button>
        <Button variant="outline" onClick={sendSms} disabled={sms === 'sending' || sms === 'sent' || sms === 'limit'}>
          <MessageSquare />
          {m['events.kioskSendSms']()}
        </Button>
      </div>
      {sms === 'sent' && <p role="status">{m['events.kioskSmsSent']()}</p>}
      {sms === 'failed' && <p role="alert">{m['events.kioskSmsFailed']()}</p>}
      {sms === 'limit' && <p role="alert">{m['events.kioskSmsLimit']()}</p>}
      <Countdown kiosk={kiosk} onNext={onNext} />

      <div id="booth-slip" className="hidden text-left">
        <p style={{ fontSize: '14pt', fontWeight: 700 }}>{m['events.slipTitle']()}</p>
        <p>
          {venue} · {formatDate(manilaDate())}
        </p>
        <p style={{ fontSize: '28pt', fontFamily: 'monospace', fontWeight: 800, margin: '6mm 0' }}>{trackingNumber}</p>
        <QrCode value={url} label={m['events.kioskScanHint']()} className="h-[40mm] w-[40mm]" />
        <p>
          {m['events.slipTrackAt']()} {url}
        </p>
      </div>
    </Overlay>
  );
}

function Saved({
  outcome,
  kiosk,
  onNext,
}: {
  outcome: Extract<BoothOutcome, { kind: 'saved' }>;
  kiosk: boolean;
  onNext: () => void;
}) {
  return (
    <Overlay labelledBy="booth-saved-title">
      <CloudOff className="size-14 text-amber-600" aria-hidden="true" />
      <h2 id="booth-saved-title" className="text-2xl font-extrabold text-brand-900 sm:text-3xl">
        {m['events.savedTitle']()}
      </h2>
      <p className="max-w-lg text-muted">{m['events.savedBody']({ phone: outcome.phone })}</p>
      <div className="rounded-2xl border border-amber-200 bg-sun-100 px-6 py-4">
        <p className="text-sm font-semibold text-amber-950">{m['events.savedReference']()}</p>
        <p className="font-mono text-3xl font-bold tracking-wider text-ink" data-testid="booth-reference">
          {outcome.reference}
        </p>
        <p className="mt-1 text-xs text-amber-950">{m['events.savedReferenceHint']()}</p>
      </div>
      <NextVisitorButton onNext={onNext} />
      <Countdown kiosk={kiosk} onNext={onNext} />
    </Overlay>
  );
}
