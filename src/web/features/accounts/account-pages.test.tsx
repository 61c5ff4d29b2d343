import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountNotices } from '#src/shared/accounts/messages.ts';
import fil from '#src/shared/i18n/translations/fil.ts';
import { ClaimTracking } from '#src/web/features/accounts/components/claim-tracking.tsx';
import { answerFetch, json, renderAt, type SeenRequest } from '#src/web/test/http.ts';
import SignUpPage from './signup-page.tsx';

// The account screens against the API at the HTTP boundary; the journey (e2e/accounts.spec.ts)
// runs them against the real server.

type Answer = { status: number; body: unknown };

/** Answers each call in turn and records what was sent. */
function answerInTurn(...answers: Answer[]) {
  return answerFetch(() => {
    const next = answers.shift() ?? { status: 500, body: { error: 'INTERNAL', message: 'unexpected call' } };
    return json(next.status, next.body);
  });
}

const sent = (seen: readonly SeenRequest[], call = 0) => seen[call]!.body as Record<string, unknown>;

async function expectToast(title: string, description: string) {
  const toast = (await screen.findByText(description, { selector: '[data-sonner-toast] *' })).closest(
    '[data-sonner-toast]',
  ) as HTMLElement;
  expect(within(toast).getByText(title)).toBeTruthy();
}

describe('/signup', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names the first broken rule in product.md’s order, then registers and goes to /login', async () => {
    const user = userEvent.setup();
    const seen = answerInTurn({ status: 201, body: { email: 'juan@example.ph', verificationSent: true } });
    renderAt('/signup', { '/signup': <SignUpPage /> });
    const signUp = () => user.click(screen.getByRole('button', { name: 'Sign Up' }));

    const steps: [() => Promise<void>, (typeof accountNotices)[keyof typeof accountNotices]][] = [
      [async () => {}, accountNotices.nameRequired],
      [() => user.type(screen.getByLabelText('Full name'), 'Juan  Dela Cruz'), accountNotices.emailRequired],
      [() => user.type(screen.getByLabelText('E-mail'), 'juan@example'), accountNotices.emailInvalid],
      [() => user.type(screen.getByLabelText('E-mail'), '.ph'), accountNotices.passwordRequired],
      [
        () => user.type(screen.getByLabelText('Password', { selector: 'input' }), 'short'),
        accountNotices.passwordTooShort,
      ],
      [
        () => user.type(screen.getByLabelText('Password', { selector: 'input' }), ' but longer'),
        accountNotices.passwordMismatch,
      ],
      [
        () => user.type(screen.getByLabelText('Confirm password', { selector: 'input' }), 'short but longer'),
        accountNotices.phoneInvalid,
      ],
      [() => user.type(screen.getByLabelText('Phone number'), '9171234567'), accountNotices.addressIncomplete],
    ];
    for (const [fix, notice] of steps) {
      await fix();
      await signUp();
      await expectToast(notice.title, notice.description);
    }
    expect(seen).toEqual([]);

    await user.selectOptions(screen.getByLabelText('City'), 'Makati');
    await user.type(screen.getByLabelText('Address'), '12 Jupiter St.');
    // product.md §2: the list keeps at least one row; numbers are trimmed and upper-cased on the server.
    await user.click(screen.getByRole('button', { name: 'Remove tracking number 1' }));
    expect(screen.getByLabelText('Tracking number 1')).toBeTruthy();
    await user.type(screen.getByLabelText('Tracking number 1'), 'ab12cd34');
    await user.click(screen.getByRole('button', { name: 'Add another' }));
    await signUp();

    await expectToast(accountNotices.accountCreated.title, accountNotices.accountCreated.description);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/login'));
    expect(seen[0]!.url).toBe('/api/accounts/sign-up');
    expect(sent(seen)).toMatchObject({
      name: 'Juan  Dela Cruz',
      email: 'juan@example.ph',
      phone: '+63 9171234567',
      city: 'Makati',
      address: '12 Jupiter St.',
      trackingNumbers: ['ab12cd34', ''],
    });
  });

  // Issue 37: an optional pin beside the address, asked for only on the tap, sent with the account.
  it('sends the pin from "Use my location" with the address', async () => {
    const user = userEvent.setup();
    const getCurrentPosition = vi.fn((ok: PositionCallback) =>
      ok({ coords: { latitude: 14.5547, longitude: 121.0244 } } as GeolocationPosition),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    const seen = answerInTurn({ status: 201, body: { email: 'juan@example.ph', verificationSent: true } });
    renderAt('/signup', { '/signup': <SignUpPage /> });
    await user.type(screen.getByLabelText('Full name'), 'Juan Dela Cruz');
    await user.type(screen.getByLabelText('E-mail'), 'juan@example.ph');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'pickup please');
    await user.type(screen.getByLabelText('Confirm password', { selector: 'input' }), 'pickup please');
    await user.type(screen.getByLabelText('Phone number'), '9171234567');
    await user.selectOptions(screen.getByLabelText('City'), 'Makati');
    await user.type(screen.getByLabelText('Address'), '12 Jupiter St.');
    expect(getCurrentPosition).not.toHaveBeenCalled();
    await user.click(await screen.findByRole('button', { name: 'Use my location' }));
    expect(await screen.findByText('Pin placed at 14.5547, 121.0244.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/login'));
    expect(sent(seen)).toMatchObject({
      city: 'Makati',
      address: '12 Jupiter St.',
      pin: { lat: 14.5547, lng: 121.0244 },
    });
  });

  it('says "Email Already Registered" when the address has an account', async () => {
    const user = userEvent.setup();
    answerInTurn({ status: 409, body: { error: 'EMAIL_TAKEN', message: accountNotices.emailTaken.description } });
    renderAt('/signup', { '/signup': <SignUpPage /> });
    await user.type(screen.getByLabelText('Full name'), 'Juan Dela Cruz');
    await user.type(screen.getByLabelText('E-mail'), 'juan@example.ph');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'pickup please');
    await user.type(screen.getByLabelText('Confirm password', { selector: 'input' }), 'pickup please');
    await user.type(screen.getByLabelText('Phone number'), '9171234567');
    await user.selectOptions(screen.getByLabelText('City'), 'Pasig');
    await user.type(screen.getByLabelText('Address'), '3 Kapitolyo');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await expectToast('Email Already Registered', accountNotices.emailTaken.description);
    expect(screen.getByTestId('where').textContent).toBe('/signup');
  });
});

describe('Claim Tracking', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('cleans the number, asks for proof, and goes back a step when the number does not exist', async () => {
    const user = userEvent.setup();
    const seen = answerInTurn({
      status: 404,
      body: { error: 'NOT_FOUND', message: accountNotices.claimNotFound.description },
    });
    renderAt('/dashboard', { '/dashboard': <ClaimTracking /> });

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await expectToast('Claim Failed', 'Please enter a tracking number');
    await user.type(screen.getByLabelText('Tracking number'), 'ab12 cd34');
    expect((screen.getByLabelText('Tracking number') as HTMLInputElement).value).toBe('AB12CD34');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await user.click(screen.getByRole('button', { name: 'Claim' }));
    await expectToast(
      accountNotices.claimVerificationRequired.title,
      accountNotices.claimVerificationRequired.description,
    );
    expect(seen).toEqual([]);

    await user.type(screen.getByLabelText('E-mail used at submission'), 'Maria.Santos@gmail.com');
    await user.click(screen.getByRole('button', { name: 'Claim' }));
    await expectToast('Claim Failed', accountNotices.claimNotFound.description);
    // product.md §4: the verification step closes on "does not exist".
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
    expect(seen[0]!.url).toBe('/api/me/claims');
    expect(sent(seen)).toEqual({
      trackingNumber: 'AB12CD34',
      email: 'Maria.Santos@gmail.com',
      phone: '',
      code: '',
    });
  });

  it('asks for the code sent to the request’s own contact, and claims with it (issue 26)', async () => {
    const user = userEvent.setup();
    const seen = answerInTurn(
      {
        status: 202,
        body: {
          trackingNumber: 'AB12CD34',
          status: 'code-sent',
          message: 'We sent a code to m•••@gmail.com. Enter it to finish claiming this request.',
          codeSent: { channel: 'email', destination: 'm•••@gmail.com', expiresAt: '2026-11-23T02:10:00.000Z' },
        },
      },
      {
        status: 200,
        body: { trackingNumber: 'AB12CD34', status: 'claimed', message: accountNotices.claimSuccess.description },
      },
    );
    renderAt('/dashboard', { '/dashboard': <ClaimTracking /> });
    await user.type(screen.getByLabelText('Tracking number'), 'AB12CD34');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(screen.getByLabelText('E-mail used at submission'), 'maria@gmail.com');
    await user.click(screen.getByRole('button', { name: 'Claim' }));
    expect(
      await screen.findByText('We sent a code to m•••@gmail.com. Enter it to finish claiming this request.'),
    ).toBeTruthy();
    await user.type(screen.getByLabelText('Code from the message'), '123456');
    await user.click(screen.getByRole('button', { name: 'Claim' }));
    await expectToast(accountNotices.claimSuccess.title, accountNotices.claimSuccess.description);
    expect(sent(seen, 1)).toEqual({
      trackingNumber: 'AB12CD34',
      email: 'maria@gmail.com',
      phone: '',
      code: '123456',
    });
  });

  it('keeps the verification step open on a mismatch, which never says which half was wrong', async () => {
    const user = userEvent.setup();
    answerInTurn({
      status: 422,
      body: { error: 'VERIFICATION_MISMATCH', message: accountNotices.claimMismatch.description },
    });
    renderAt('/dashboard', { '/dashboard': <ClaimTracking /> });
    await user.type(screen.getByLabelText('Tracking number'), 'AB12CD34');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(screen.getByLabelText('Phone used at submission'), '9170000000');
    await user.click(screen.getByRole('button', { name: 'Claim' }));
    await expectToast('Claim Failed', accountNotices.claimMismatch.description);
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });
});

describe('the account screens in Filipino (issue 16)', () => {
  afterEach(() => {
    document.cookie = 'ligpit_lang=; path=/; max-age=0';
    vi.unstubAllGlobals();
  });

  it('/signup labels its fields and names a broken rule in Filipino, toast and field alike', async () => {
    document.cookie = 'ligpit_lang=fil; path=/';
    const user = userEvent.setup();
    const seen = answerInTurn();
    renderAt('/signup', { '/signup': <SignUpPage /> });
    expect(screen.getByRole('heading', { name: fil['accounts.signUpTitle'] })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: fil['accounts.signUp'] }));
    await expectToast(fil['accounts.nameRequiredTitle']!, fil['accounts.nameRequired']!);
    expect(screen.getAllByText(fil['accounts.nameRequired']!).length).toBeGreaterThan(0);
    expect(screen.queryByText(accountNotices.nameRequired.description)).toBeNull();
    expect(screen.getByLabelText(fil['accounts.fullName']!)).toBeTruthy();
    expect(seen).toEqual([]);
  });
});
