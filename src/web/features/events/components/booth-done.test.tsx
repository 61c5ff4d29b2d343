import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate, manilaDate } from '#src/shared/core/dates.ts';
import { eventMessages as m } from '#src/shared/events/messages.ts';
import { m as texts } from '#src/shared/i18n/messages.ts';
import { trackingResultPath } from '#src/shared/tracking/paths.ts';
import { answerFetch, json, renderAt } from '#src/web/test/http.ts';
import { BoothDone, type BoothOutcome } from './booth-done.tsx';

// What a visitor sees at the booth after a submit (issue 14): the tracking number with its QR code
// and slip, or an honest "saved on this device" with a provisional reference.

function renderDone(outcome: BoothOutcome, kiosk = false) {
  const onNext = vi.fn();
  renderAt('/event/sm-aura/upload', {
    '/event/sm-aura/upload': (
      <BoothDone outcome={outcome} eventSlug="sm-aura" venue="SM Aura Premier" kiosk={kiosk} onNext={onNext} />
    ),
  });
  return onNext;
}

const submitted: BoothOutcome = { kind: 'submitted', trackingNumber: 'AB12CD34' };
const resend = { url: '/api/submissions/AB12CD34/resend', method: 'POST', body: undefined };

describe('the booth after a submit', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the tracking number with a QR code of its tracking page, and starts on "Next visitor"', async () => {
    const onNext = renderDone(submitted);
    const dialog = screen.getByRole('dialog', { name: m.kioskSubmittedTitle });
    expect(screen.getByTestId('booth-tracking-number').textContent).toBe('AB12CD34');
    const url = `${window.location.origin}${trackingResultPath('AB12CD34', 'sm-aura')}`;
    const codes = screen.getAllByRole('img', { name: m.kioskScanHint });
    expect(codes.map((code) => code.getAttribute('data-qr-value'))).toEqual([url, url]);
    // The printed slip: venue, today, the number and where to track it.
    expect(dialog.textContent).toContain(`SM Aura Premier · ${formatDate(manilaDate())}`);
    expect(dialog.textContent).toContain(`${m.slipTrackAt} ${url}`);

    const next = screen.getByRole('button', { name: m.kioskNextVisitor });
    await waitFor(() => expect(document.activeElement).toBe(next));
    await userEvent.click(next);
    expect(onNext).toHaveBeenCalledOnce();
    // Not a kiosk: no countdown.
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('prints the slip', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderDone(submitted);
    await userEvent.click(screen.getByRole('button', { name: m.kioskPrint }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('texts the tracking number again once, on request', async () => {
    const seen = answerFetch(() => json(200, { sent: true }));
    renderDone(submitted);
    const sms = screen.getByRole('button', { name: m.kioskSendSms }) as HTMLButtonElement;
    await userEvent.click(sms);
    expect((await screen.findByText(m.kioskSmsSent)).getAttribute('role')).toBe('status');
    expect(seen).toEqual([resend]);
    expect(sms.disabled).toBe(true);
  });

  it('says when the text could not be sent, and lets the visitor try again', async () => {
    const seen = answerFetch(() => json(502, { error: 'SMS_FAILED', message: 'down' }));
    renderDone(submitted);
    const sms = screen.getByRole('button', { name: m.kioskSendSms }) as HTMLButtonElement;
    await userEvent.click(sms);
    expect((await screen.findByRole('alert')).textContent).toBe(m.kioskSmsFailed);
    expect(sms.disabled).toBe(false);
    await userEvent.click(sms);
    await waitFor(() => expect(seen).toEqual([resend, resend]));
  });

  it('says when the number was already sent again twice', async () => {
    answerFetch(() => json(429, { error: 'RESEND_LIMIT', message: 'limit' }));
    renderDone(submitted);
    const sms = screen.getByRole('button', { name: m.kioskSendSms }) as HTMLButtonElement;
    await userEvent.click(sms);
    expect((await screen.findByRole('alert')).textContent).toBe(m.kioskSmsLimit);
    expect(sms.disabled).toBe(true);
  });

  it('counts down to the next visitor on a kiosk, and starts again on a touch', async () => {
    renderDone(submitted, true);
    expect(screen.getByRole('timer').textContent).toBe(texts['events.kioskCountdown']({ seconds: 90 }));
    await waitFor(() => expect(screen.getByRole('timer').textContent).toContain('89 s'), { timeout: 2500 });
    await userEvent.click(screen.getByText(m.kioskYourNumber));
    expect(screen.getByRole('timer').textContent).toContain('90 s');
  });

  it('says a request kept on the device is saved, not sent, with a reference that is not a tracking number', () => {
    const onNext = renderDone({ kind: 'saved', reference: 'P-7K3Q', phone: '+63 9171234567' }, true);
    expect(screen.getByRole('dialog', { name: m.savedTitle })).toBeTruthy();
    expect(screen.getByText(texts['events.savedBody']({ phone: '+63 9171234567' }))).toBeTruthy();
    expect(screen.getByTestId('booth-reference').textContent).toBe('P-7K3Q');
    expect(screen.getByText(m.savedReferenceHint)).toBeTruthy();
    expect(screen.queryByTestId('booth-tracking-number')).toBeNull();
    expect(screen.queryByRole('button', { name: m.kioskSendSms })).toBeNull();
    expect(screen.getByRole('timer')).toBeTruthy();
    expect(onNext).not.toHaveBeenCalled();
  });
});
