import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountNotices } from '#src/shared/accounts/messages.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { answerFetch, expectToast, json, renderAt, type SeenRequest, writes } from '#src/web/test/http.ts';
import { ClaimTracking } from './claim-tracking.tsx';

// Claim Tracking (product.md §2, §4 "Claim flow", §5 "Claim"): the number first, then the e-mail or the
// phone used at submission. More in account-pages.test.tsx (a number that does not exist, a mismatch).

const routes = { '/dashboard': <ClaimTracking /> };
const claims = (seen: SeenRequest[]) => writes(seen).filter((request) => request.url === '/api/me/claims');
const errorOf = (label: string) => {
  const describedBy = screen.getByLabelText(label).getAttribute('aria-describedby');
  return describedBy ? document.getElementById(describedBy)?.textContent : undefined;
};

async function toProof(trackingNumber: string) {
  await userEvent.type(screen.getByLabelText('Tracking number'), trackingNumber);
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('Claim Tracking', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('claims with the phone alone and the code sent to the request, says so, and starts again empty', async () => {
    const seen = answerFetch((request) =>
      (request.body as { code?: string }).code
        ? json(200, { trackingNumber: 'AB12CD34', status: 'claimed', message: accountNotices.claimSuccess.description })
        : json(202, {
            trackingNumber: 'AB12CD34',
            status: 'code-sent',
            message: 'sent',
            codeSent: { channel: 'sms', destination: '+63 9•• ••• 4567', expiresAt: '2026-11-27T03:00:00.000Z' },
          }),
    );
    renderAt('/dashboard', routes);
    await toProof('AB12CD34');
    // The number being claimed stays in view.
    expect(screen.getByText('AB12CD34')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Phone used at submission'), '9171234567');
    await userEvent.click(screen.getByRole('button', { name: 'Claim' }));

    // Issue 26: knowing the phone is not enough; the code sent to the request's own phone claims.
    expect(await screen.findByText(/\+63 9•• ••• 4567/)).toBeTruthy();
    await userEvent.type(screen.getByLabelText(m['accounts.claimCodeLabel']()), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Claim' }));

    await expectToast(accountNotices.claimSuccess.title, accountNotices.claimSuccess.description);
    expect(claims(seen).map((request) => request.body)).toEqual([
      { trackingNumber: 'AB12CD34', email: '', phone: '+63 9171234567', code: '' },
      { trackingNumber: 'AB12CD34', email: '', phone: '+63 9171234567', code: '123456' },
    ]);
    expect((screen.getByLabelText('Tracking number') as HTMLInputElement).value).toBe('');
  });

  it('keeps what was typed when going back a step', async () => {
    answerFetch(() => json(500, { error: 'INTERNAL', message: 'down' }));
    renderAt('/dashboard', routes);
    await toProof('AB12CD34');
    await userEvent.type(screen.getByLabelText('E-mail used at submission'), 'maria@example.ph');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect((screen.getByLabelText('Tracking number') as HTMLInputElement).value).toBe('AB12CD34');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((screen.getByLabelText('E-mail used at submission') as HTMLInputElement).value).toBe('maria@example.ph');
  });

  it('puts a refusal under the e-mail, or under the number when the number is the problem', async () => {
    let answer = json(429, { error: 'CLAIM_LIMIT', message: accountNotices.claimTooMany.description });
    answerFetch(() => answer);
    renderAt('/dashboard', routes);
    await toProof('AB12CD34');
    await userEvent.type(screen.getByLabelText('E-mail used at submission'), 'maria@example.ph');
    await userEvent.click(screen.getByRole('button', { name: 'Claim' }));
    await expectToast(accountNotices.claimTooMany.title, accountNotices.claimTooMany.description);
    expect(errorOf('E-mail used at submission')).toBe(accountNotices.claimTooMany.description);

    answer = json(409, { error: 'ALREADY_CLAIMED', message: accountNotices.claimAlreadyYours.description });
    await userEvent.click(screen.getByRole('button', { name: 'Claim' }));
    await expectToast(accountNotices.claimAlreadyYours.title, accountNotices.claimAlreadyYours.description);
    expect(errorOf('Tracking number')).toBe(accountNotices.claimAlreadyYours.description);
  });
});
