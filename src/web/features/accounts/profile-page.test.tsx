import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountNotices } from '#src/shared/accounts/messages.ts';
import fil from '#src/shared/i18n/translations/fil.ts';
import { aProfile, meServer } from '#src/web/features/accounts/test/account.ts';
import { setSessionUser } from '#src/web/lib/session.ts';
import { answerFetch, customerUser, expectToast, json, renderAt, setLanguage, writes } from '#src/web/test/http.ts';
import ProfilePage from './profile-page.tsx';

// /profile (product.md §2 "Profile", §5 "Profile form") with its real hooks; only fetch is replaced.

const routes = { '/profile': <ProfilePage /> };
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const errorOf = (label: string) => {
  const describedBy = input(label).getAttribute('aria-describedby');
  return describedBy ? document.getElementById(describedBy)?.textContent : undefined;
};
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));

describe('/profile', () => {
  beforeEach(() => setSessionUser(customerUser));
  afterEach(() => {
    setLanguage();
    vi.unstubAllGlobals();
  });

  it('shows the saved details, ready to change', async () => {
    answerFetch(meServer({ profile: aProfile() }));
    renderAt('/profile', routes);
    expect(screen.getByRole('heading', { name: 'Edit Profile' })).toBeTruthy();
    expect(((await screen.findByLabelText('Full name')) as HTMLInputElement).value).toBe('Juan Dela Cruz');
    // The stored +639171234567 shows in the field's own form.
    expect(input('Phone number').value).toBe('+63 9171234567');
    expect((screen.getByLabelText('City') as HTMLSelectElement).value).toBe('Pasig');
    // Issue 23: one address block, the street line once.
    expect(input('Street address').value).toBe('3 Kapitolyo St.');
    expect(screen.getAllByLabelText(/address/i).filter((e) => e.tagName === 'INPUT')).toHaveLength(1);
    expect(input('Barangay').value).toBe('Kapitolyo');
    expect(input('Postal code (optional)').value).toBe('1603');
    expect(input('Landmark or delivery notes (optional)').value).toBe('');
    expect(screen.getByRole('heading', { name: 'My Tracking Numbers' })).toBeTruthy();
  });

  it('names the first broken rule in a toast and each one under its field, and saves nothing', async () => {
    const seen = answerFetch(meServer({ profile: aProfile() }));
    renderAt('/profile', routes);
    await userEvent.clear(await screen.findByLabelText('Full name'));
    await userEvent.clear(input('Street address'));
    await userEvent.clear(input('Postal code (optional)'));
    await userEvent.type(input('Postal code (optional)'), '16');
    await save();

    await expectToast(accountNotices.nameRequired.title, accountNotices.nameRequired.description);
    expect(errorOf('Full name')).toBe(accountNotices.nameRequired.description);
    expect(errorOf('Street address')).toBe(accountNotices.addressIncomplete.description);
    expect(errorOf('Postal code (optional)')).toBe(accountNotices.postalCodeInvalid.description);
    expect(errorOf('Phone number')).toBeUndefined();
    expect(writes(seen)).toEqual([]);

    // The toast follows product.md's order: with the name back, the address is next.
    await userEvent.type(input('Full name'), 'Juan Dela Cruz');
    await save();
    await expectToast(accountNotices.addressIncomplete.title, accountNotices.addressIncomplete.description);
    expect(errorOf('Full name')).toBeUndefined();
    expect(writes(seen)).toEqual([]);
  });

  it('asks for ten digits after +63 and a city with the address', async () => {
    answerFetch(meServer({ profile: aProfile({ city: '' }) }));
    renderAt('/profile', routes);
    const phone = await screen.findByLabelText('Phone number');
    await userEvent.clear(phone);
    await userEvent.type(phone, '917123');
    await save();
    await expectToast(accountNotices.phoneInvalid.title, accountNotices.phoneInvalid.description);
    expect(errorOf('Phone number')).toBe(accountNotices.phoneInvalid.description);
    // No city: the rule lands on the city, not on the address.
    expect(errorOf('City')).toBe(accountNotices.addressIncomplete.description);
    expect(errorOf('Street address')).toBeUndefined();
  });

  it('saves the whole form and says so', async () => {
    const seen = answerFetch(meServer({ profile: aProfile() }));
    renderAt('/profile', routes);
    await userEvent.clear(await screen.findByLabelText('Street address'));
    await userEvent.type(input('Street address'), '5 Rizal Ave.');
    await userEvent.selectOptions(screen.getByLabelText('City'), 'Makati');
    await save();

    await expectToast(accountNotices.profileUpdated.title, accountNotices.profileUpdated.description);
    expect(writes(seen)).toEqual([
      {
        url: '/api/me/profile',
        method: 'PATCH',
        body: {
          name: 'Juan Dela Cruz',
          phone: '+63 9171234567',
          city: 'Makati',
          address: '5 Rizal Ave.',
          barangay: 'Kapitolyo',
          postalCode: '1603',
          landmark: '',
          pin: null,
        },
      },
    ]);
  });

  // Issue 37: the pin beside the address, placed by "Use my location", shown, removed.
  it('places a pin with "Use my location" and saves it with the address', async () => {
    const getCurrentPosition = vi.fn((ok: PositionCallback) =>
      ok({ coords: { latitude: 14.5763211, longitude: 121.0605411 } } as GeolocationPosition),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    const seen = answerFetch(meServer({ profile: aProfile() }));
    renderAt('/profile', routes);
    await userEvent.click(await screen.findByRole('button', { name: 'Use my location' }));
    expect(await screen.findByText('Pin placed at 14.57632, 121.06054.')).toBeTruthy();
    await save();
    await expectToast(accountNotices.profileUpdated.title, accountNotices.profileUpdated.description);
    expect(writes(seen)[0]?.body).toMatchObject({ address: '3 Kapitolyo St.', pin: { lat: 14.57632, lng: 121.06054 } });
  });

  it('shows the saved pin, and removing it saves none', async () => {
    const seen = answerFetch(meServer({ profile: aProfile({ pin: { lat: 14.57632, lng: 121.06054 } }) }));
    renderAt('/profile', routes);
    expect(await screen.findByText('Pin placed at 14.57632, 121.06054.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove pin' }));
    expect(screen.queryByText(/Pin placed/)).toBeNull();
    await save();
    await expectToast(accountNotices.profileUpdated.title, accountNotices.profileUpdated.description);
    expect(writes(seen)[0]?.body).toMatchObject({ pin: null });
  });

  it('says when saving failed, and keeps what was typed', async () => {
    answerFetch(
      meServer({ profile: aProfile() }, (request) =>
        request.method === 'PATCH' ? json(500, { error: 'INTERNAL', message: 'Something went wrong' }) : undefined,
      ),
    );
    renderAt('/profile', routes);
    await userEvent.type(await screen.findByLabelText('Barangay'), ' Norte');
    await save();
    await expectToast(accountNotices.profileUpdateFailed.title, accountNotices.profileUpdateFailed.description);
    expect(input('Barangay').value).toBe('Kapitolyo Norte');
  });

  it('offers to try again when the profile does not load', async () => {
    let fail = true;
    answerFetch(
      meServer({ profile: aProfile() }, (request) =>
        request.url === '/api/me/profile' && fail ? json(500, { error: 'INTERNAL', message: 'down' }) : undefined,
      ),
    );
    renderAt('/profile', routes);
    expect(await screen.findByText(accountNotices.profileUnavailable.description)).toBeTruthy();
    expect(screen.queryByLabelText('Full name')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByLabelText('Full name')).toBeTruthy();
  });

  it('sends someone signed out to /login', async () => {
    setSessionUser(null);
    answerFetch(meServer({}));
    renderAt('/profile', routes);
    await expectToast(accountNotices.authRequired.title, accountNotices.authRequired.description);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/login'));
  });

  it('names a broken rule in Filipino under the field and in the toast (issue 16)', async () => {
    setLanguage('fil');
    answerFetch(meServer({ profile: aProfile() }));
    renderAt('/profile', routes);
    await userEvent.clear(await screen.findByLabelText(fil['accounts.fullName']!));
    await userEvent.click(screen.getByRole('button', { name: fil['accounts.saveProfile'] }));
    await expectToast(fil['accounts.nameRequiredTitle']!, fil['accounts.nameRequired']!);
    expect(errorOf(fil['accounts.fullName']!)).toBe(fil['accounts.nameRequired']);
  });
});
