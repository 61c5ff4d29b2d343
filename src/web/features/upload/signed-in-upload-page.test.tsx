import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Profile } from '#src/shared/accounts/profile.schema.ts';
import type { PhotoAnalysis } from '#src/shared/photos/analysis.schema.ts';
import type { Availability } from '#src/shared/scheduling/pickup-slots.ts';
import { pickupWindow } from '#src/shared/scheduling/pickup-window.ts';
import { savePhotoState } from '#src/web/features/upload/lib/photo-state.ts';
import { resetPhotoStore } from '#src/web/features/upload/lib/photo-store.ts';
import { setSessionUser } from '#src/web/lib/session.ts';
import { answerFetch, json, renderAt } from '#src/web/test/http.ts';
import SignedInUploadPage from './signed-in-upload-page.tsx';

// The signed-in upload against the API at the HTTP boundary (the journey, e2e/login-upload.spec.ts,
// runs it against the real server and a vision peer).

const photoId = '7f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';

const completeProfile: Profile = {
  email: 'ana@example.ph',
  name: 'Ana Cruz',
  firstName: 'Ana',
  lastName: 'Cruz',
  phone: '+639171234567',
  city: 'Pasig',
  address: '12 Shaw Blvd.',
  barangay: 'Kapitolyo',
  postalCode: '1603',
  landmark: '',
  pin: null,
  trackingNumbers: [],
};

const notConfigured: PhotoAnalysis = {
  photoId,
  available: false,
  status: 'none',
  itemName: null,
  description: null,
  categories: [],
  condition: null,
  acceptable: null,
  source: null,
  model: null,
  analysedAt: null,
};

const morning = '0b6f5a1e-2c3d-4e5f-8a9b-0c1d2e3f4a5b';
const afternoon = '1c7a6b2f-3d4e-4f60-9bac-1d2e3f4a5b6c';
// product.md §7: the signed-in request is for 7 days from today, in one of that day's windows with room.
const pickupDate = pickupWindow().default;
const availability: Availability = {
  city: 'Pasig',
  days: [
    {
      date: pickupDate,
      windows: [
        { id: morning, label: '8:00 AM – 11:00 AM', remaining: 5 },
        { id: afternoon, label: '1:00 PM – 4:00 PM', remaining: 5 },
      ],
    },
  ],
};

/** Answers by path, whatever the order the screen asks in; records what was sent. */
function serve(
  profile: Profile,
  analysis: PhotoAnalysis = notConfigured,
  area: { paused: string[]; availability?: Availability } = { paused: [] },
) {
  return answerFetch(({ url: path, method }) => {
    if (path === '/api/me/profile') return json(200, profile);
    if (path === '/api/service-area') return json(200, { cities: [], paused: area.paused });
    if (path === '/api/pickup-availability?city=Pasig') return json(200, availability);
    if (
      area.availability &&
      path === `/api/pickup-availability?${new URLSearchParams({ city: area.availability.city })}`
    )
      return json(200, area.availability);
    if (path === `/api/photos/${photoId}/analysis`) return json(200, analysis);
    if (path === '/api/submissions' && method === 'POST') return json(201, { trackingNumber: 'AB12CD34' });
    return json(500, { error: 'INTERNAL', message: `unexpected ${path}` });
  });
}

async function expectToast(title: string, description: string) {
  const toast = (await screen.findByText(description, { selector: '[data-sonner-toast] *' })).closest(
    '[data-sonner-toast]',
  ) as HTMLElement;
  expect(within(toast).getByText(title)).toBeTruthy();
}

const routes = { '/login-upload': <SignedInUploadPage />, '/profile': <p>profile page</p> };

beforeEach(() => {
  sessionStorage.clear();
  setSessionUser({ id: 'u1', email: 'ana@example.ph', name: 'Ana Cruz', role: 'customer' });
  savePhotoState({
    photos: [
      {
        id: photoId,
        url: `/api/photos/${photoId}/file`,
        thumbUrl: `/api/photos/${photoId}/thumb`,
        label: 'Item 1',
        brand: 'Random Item',
        condition: 'Unspecified',
        timestamp: Date.now(),
      },
    ],
    currentIndex: 0,
  });
  resetPhotoStore();
});

describe('/login-upload', () => {
  it('sends a profile without a phone to /profile with "Missing Phone Number"', async () => {
    serve({ ...completeProfile, phone: '+630000000000' });
    renderAt('/login-upload', routes);
    await expectToast(
      'Missing Phone Number',
      'Please update your profile with a valid phone number for SMS notifications.',
    );
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/profile'));
  });

  it('sends a profile without a street address to /profile, never saving a placeholder', async () => {
    serve({ ...completeProfile, address: '' });
    renderAt('/login-upload', routes);
    await expectToast(
      'Missing Address',
      'Please update your profile with your city and street address so our crew can find you.',
    );
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/profile'));
  });

  it('without a vision provider, lets the person name the item (inferred from the description) and submits it', async () => {
    const user = userEvent.setup();
    const seen = serve(completeProfile);
    renderAt('/login-upload', { ...routes, '/form-submitted': <p>submitted</p> });
    await screen.findByRole('heading', { name: 'Ready to declutter?' });
    expect(screen.getByText("Just tell us what we're picking up!")).toBeTruthy();
    // product.md's configuration error stays readable in the debug section.
    expect(await screen.findByText('API Configuration Error')).toBeTruthy();

    // The address comes from the profile and can be changed for this request.
    expect((screen.getByLabelText('Street address') as HTMLInputElement).value).toBe('12 Shaw Blvd.');
    expect((screen.getByLabelText('Barangay') as HTMLInputElement).value).toBe('Kapitolyo');
    await user.type(screen.getByLabelText('Landmark or delivery notes (optional)'), 'Blue gate');

    await user.type(screen.getByLabelText('Description'), 'An old wooden chair, a bit wobbly');
    expect((screen.getByLabelText('Item') as HTMLInputElement).value).toBe('Chair');
    await user.click(screen.getByRole('button', { name: 'Open in Google Lens' }));
    expect(await screen.findByText('This feature is in development.')).toBeTruthy();

    // The pickup window, as on the guest form: the first with room is chosen until another is.
    const windows = await screen.findByRole('group', { name: 'Preferred pickup window' });
    expect((within(windows).getByLabelText('8:00 AM – 11:00 AM') as HTMLInputElement).checked).toBe(true);
    await user.click(within(windows).getByLabelText('1:00 PM – 4:00 PM'));

    await user.click(screen.getByRole('button', { name: 'Declutter For Me' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/form-submitted'));
    const sent = seen.find((request) => request.url === '/api/submissions')!;
    expect(sent.body).toMatchObject({
      pickupDate,
      pickupWindowId: afternoon,
      name: 'Ana Cruz',
      email: 'ana@example.ph',
      phone: '+63 9171234567',
      city: 'Pasig',
      address: '12 Shaw Blvd.',
      barangay: 'Kapitolyo',
      landmark: 'Blue gate',
      postalCode: '1603',
      photoIds: [photoId],
      items: [{ photoId, itemName: 'Chair', description: 'An old wooden chair, a bit wobbly' }],
    });
  });

  it('fills the panel with the recogniser’s answer, which the person may change', async () => {
    const user = userEvent.setup();
    serve(completeProfile, {
      ...notConfigured,
      available: true,
      status: 'done',
      itemName: 'Rice cooker',
      description: 'A white rice cooker with its lid',
      categories: ['Rice cooker', 'Appliance'],
      source: 'vision-api',
      model: 'test-model',
    });
    renderAt('/login-upload', routes);
    const item = (await screen.findByDisplayValue('Rice cooker')) as HTMLInputElement;
    expect(screen.getByDisplayValue('A white rice cooker with its lid')).toBeTruthy();
    expect(screen.queryByText('API Configuration Error')).toBeNull();
    await user.clear(item);
    await user.type(item, 'Rice cooker (3 cups)');
    expect(item.value).toBe('Rice cooker (3 cups)');
  });

  it('prefills a Quezon City profile, shows the day above its windows, and lets the day change (issue 23)', async () => {
    const user = userEvent.setup();
    const later = pickupWindow().max;
    const qc: Availability = {
      city: 'Quezon City',
      days: [
        { date: pickupDate, windows: [{ id: morning, label: '8:00–11:00', remaining: 5 }] },
        { date: later, windows: [{ id: afternoon, label: '14:00–17:00', remaining: 5 }] },
      ],
    };
    const seen = serve(
      { ...completeProfile, city: 'Quezon City', address: '12 Mapagmahal St.', barangay: 'Pinyahan', postalCode: '' },
      notConfigured,
      { paused: ['Valenzuela'], availability: qc },
    );
    renderAt('/login-upload', { ...routes, '/form-submitted': <p>submitted</p> });
    await screen.findByRole('heading', { name: 'Ready to declutter?' });
    expect((screen.getByLabelText('Location') as HTMLSelectElement).value).toBe('Quezon City');
    expect((screen.getByLabelText('Street address') as HTMLInputElement).value).toBe('12 Mapagmahal St.');
    expect((screen.getByLabelText('Barangay') as HTMLInputElement).value).toBe('Pinyahan');
    const date = screen.getByLabelText('Pickup date') as HTMLInputElement;
    expect(date.value).toBe(pickupDate);
    expect(date.min).toBe(pickupWindow().min);
    expect(date.max).toBe(later);
    // The day comes before its windows on the page.
    const windows = await screen.findByRole('group', { name: 'Preferred pickup window' });
    expect(date.compareDocumentPosition(windows) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(windows).getByLabelText('8:00–11:00')).toBeTruthy();

    // Another day shows that day's windows.
    await user.clear(date);
    await user.type(date, later);
    await waitFor(() =>
      expect(
        within(screen.getByRole('group', { name: 'Preferred pickup window' })).getByLabelText('14:00–17:00'),
      ).toBeTruthy(),
    );

    // A paused city stays listed, marked, and opens "Location Not Available".
    const valenzuela = await screen.findByRole('option', { name: 'Valenzuela (not yet served)' });
    expect(valenzuela).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Location'), 'Valenzuela');
    expect(await screen.findByRole('dialog', { name: 'Location Not Available' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await user.selectOptions(screen.getByLabelText('Location'), 'Quezon City');

    await user.click(screen.getByRole('button', { name: 'Declutter For Me' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/form-submitted'));
    const sent = seen.find((request) => request.url === '/api/submissions')!;
    expect(sent.body).toMatchObject({
      city: 'Quezon City',
      address: '12 Mapagmahal St.',
      barangay: 'Pinyahan',
      pickupDate: later,
      pickupWindowId: afternoon,
    });
  });
  // Issue 37: the profile's pin starts the request's pin, as its address starts the address.
  it('starts from the profile’s pin and sends it with the address', async () => {
    const user = userEvent.setup();
    const seen = serve({ ...completeProfile, pin: { lat: 14.57632, lng: 121.06054 } });
    renderAt('/login-upload', { ...routes, '/form-submitted': <p>submitted</p> });
    expect(await screen.findByText('Pin placed at 14.57632, 121.06054.')).toBeTruthy();
    await screen.findByRole('group', { name: 'Preferred pickup window' });
    await user.click(screen.getByRole('button', { name: 'Declutter For Me' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/form-submitted'));
    const sent = seen.find((request) => request.url === '/api/submissions')!;
    expect(sent.body).toMatchObject({
      address: '12 Shaw Blvd.',
      pin: { lat: 14.57632, lng: 121.06054 },
    });
  });

  it('a profile without a pin places none', async () => {
    const user = userEvent.setup();
    const seen = serve(completeProfile);
    renderAt('/login-upload', { ...routes, '/form-submitted': <p>submitted</p> });
    await screen.findByRole('group', { name: 'Preferred pickup window' });
    expect(screen.queryByText(/Pin placed/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Declutter For Me' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/form-submitted'));
    const sent = seen.find((request) => request.url === '/api/submissions')!;
    expect(sent.body).not.toHaveProperty('pin');
  });
});
