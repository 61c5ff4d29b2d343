import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, json, renderAt, type SeenRequest, writes } from '#src/web/test/http.ts';
import { EraseRequest } from './erase-request.tsx';

// Issue 26 (RA 10173), issue 40: the tracking page's erase panel, its code-then-erase flow at the
// HTTP boundary.

const destinations = {
  destinations: [
    { channel: 'sms', destination: '+63 9•• ••• 4567' },
    { channel: 'email', destination: 'm•••@gmail.com' },
  ],
  preferred: 'email',
};
const codeSent = { channel: 'sms', destination: '+63 9•• ••• 4567', expiresAt: '2026-12-02T07:10:00.000Z' };

/** The privacy API for request AB12CD34; `erase` answers the code. */
function answerErase(erase: (request: SeenRequest) => Response) {
  return answerFetch((request) => {
    if (request.url === '/api/submissions/AB12CD34/owner-code') return json(200, destinations);
    if (request.url === '/api/submissions/AB12CD34/erase-code') return json(200, codeSent);
    if (request.url === '/api/submissions/AB12CD34/erase') return erase(request);
    return json(404, { error: 'NOT_FOUND', message: 'nope' });
  });
}

describe('erasing a request’s personal data from its tracking page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the code where the person chose, then erases with the 6 digits typed', async () => {
    const seen = answerErase(() => new Response(null, { status: 204 }));
    renderAt('/tracking-result/AB12CD34', {
      '/tracking-result/:trackingId': <EraseRequest trackingNumber="AB12CD34" />,
    });
    const user = userEvent.setup();
    const panel = screen.getByRole('region', { name: 'Erase my personal data' });
    // Where a code can go is asked once the person reaches for the panel; the server prefers e-mail.
    await user.hover(panel);
    const bySms = await within(panel).findByRole('radio', { name: 'SMS to +63 9•• ••• 4567' });
    expect(within(panel).getByRole<HTMLInputElement>('radio', { name: 'E-mail to m•••@gmail.com' }).checked).toBe(true);
    await user.click(bySms);
    await user.click(within(panel).getByRole('button', { name: 'Send me a code to erase' }));

    expect((await within(panel).findByRole('status')).textContent).toBe(
      'We sent a code to +63 9•• ••• 4567. It works for 10 minutes.',
    );
    const confirm = within(panel).getByRole<HTMLButtonElement>('button', { name: 'Erase my data' });
    // Only digits are kept, and only six of them erase.
    await user.type(within(panel).getByLabelText('6-digit code'), '12 34a5');
    expect(confirm.disabled).toBe(true);
    await user.type(within(panel).getByLabelText('6-digit code'), '6');
    expect(within(panel).getByLabelText<HTMLInputElement>('6-digit code').value).toBe('123456');
    await user.click(confirm);

    expect(await screen.findByRole('heading', { name: 'Erased' })).toBeTruthy();
    expect(
      within(panel).getByText('The personal data of this request is erased. Only anonymous figures remain.'),
    ).toBeTruthy();
    expect(writes(seen)).toEqual([
      { url: '/api/submissions/AB12CD34/erase-code', method: 'POST', body: { channel: 'sms' } },
      { url: '/api/submissions/AB12CD34/erase', method: 'POST', body: { code: '123456' } },
    ]);
  });

  it('says a wrong code is wrong and erases nothing', async () => {
    const seen = answerErase(() =>
      json(400, {
        error: 'CODE_WRONG',
        message: 'That code is not right. Please check it and try again.',
        key: 'submissions.ownerCodeWrong',
      }),
    );
    renderAt('/tracking-result/AB12CD34', {
      '/tracking-result/:trackingId': <EraseRequest trackingNumber="AB12CD34" />,
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send me a code to erase' }));
    await user.type(await screen.findByLabelText('6-digit code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Erase my data' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'That code is not right. Please check it and try again.',
    );
    expect(screen.getByRole('heading', { name: 'Erase my personal data' })).toBeTruthy();
    await waitFor(() => expect(writes(seen).map((request) => request.url)).toHaveLength(2));
    expect(writes(seen)[1]).toEqual({
      url: '/api/submissions/AB12CD34/erase',
      method: 'POST',
      body: { code: '654321' },
    });
  });
});
