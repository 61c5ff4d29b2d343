import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { addDays, formatDate, manilaDate } from '#src/shared/core/dates.ts';
import type { Availability } from '#src/shared/scheduling/pickup-slots.ts';
import { pickupWindow } from '#src/shared/scheduling/pickup-window.ts';
import EventUploadPage from '#src/web/features/events/event-upload-page.tsx';
import { closeQueueDb } from '#src/web/features/events/lib/booth-queue.ts';
import { aPublicEvent } from '#src/web/features/events/test/events.ts';
import GuestUploadPage from '#src/web/features/upload/guest-upload-page.tsx';
import { savePhotoState } from '#src/web/features/upload/lib/photo-state.ts';
import * as photoStore from '#src/web/features/upload/lib/photo-store.ts';
import { answerFetch, json, renderAt, type SeenRequest, writes } from '#src/web/test/http.ts';

// Issue 23: the booth as the router composes it (the events feature's booth around the upload
// feature's screen, with its real form), against the API at the fetch boundary. After the photos a
// visitor chooses "Leave it at the booth" (a hand-over slot, nothing of a pickup) or "Pick it up
// from my home" (the guest form's location, address, date and window, with its texts).

const photoId = '7f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';
const today = manilaDate();
const tomorrow = addDays(today, 1);
const event = aPublicEvent({
  slug: 'sm-north-2026',
  venue: 'SM North EDSA',
  startsOn: today,
  endsOn: tomorrow,
  handoverSlots: [
    { date: addDays(today, -1), start: '09:00', end: '10:00' },
    // Open all day, so the test does not depend on the hour it runs (an ended slot is not offered).
    { date: today, start: '00:00', end: '23:59' },
    { date: tomorrow, start: '13:00', end: '15:00' },
  ],
});
const morning = '0b6f5a1e-2c3d-4e5f-8a9b-0c1d2e3f4a5b';
const pickupDate = pickupWindow().default;
const availability: Availability = {
  city: 'Makati',
  days: [{ date: pickupDate, windows: [{ id: morning, label: '8:00 AM – 11:00 AM', remaining: 5 }] }],
};

function serve(): SeenRequest[] {
  return answerFetch((request) => {
    if (request.url === `/api/events/${event.slug}`) return json(200, event);
    if (request.url === '/api/pickup-availability?city=Makati') return json(200, availability);
    if (request.url === '/api/submissions' && request.method === 'POST')
      return json(201, { trackingNumber: 'AB12CD34' });
    return json(500, { error: 'INTERNAL', message: `unexpected ${request.url}` });
  });
}

function renderBooth() {
  renderAt(`/event/${event.slug}/upload`, {
    '/event/:venue/upload': <EventUploadPage UploadScreen={GuestUploadPage} photos={photoStore} />,
    '/form-submitted': <p>submitted</p>,
  });
}

/** The toast of the form's first problem (each step's text differs, so older toasts do not match). */
async function expectToast(description: string) {
  expect((await screen.findAllByText(description, { selector: '[data-sonner-toast] *' })).length).toBeGreaterThan(0);
}

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  // The form is its own chunk (decision 053): the first load in a test run takes a while.
  await user.type(await screen.findByLabelText('Name', {}, { timeout: 10_000 }), 'Lorna Dizon');
  await user.type(screen.getByLabelText('Email'), 'lorna@example.ph');
  await user.type(screen.getByLabelText('Phone'), '9171234567');
}

const submitButton = () => screen.getByRole('button', { name: 'Submit' });
const submits = (seen: SeenRequest[]) => writes(seen).filter((request) => request.url === '/api/submissions');

beforeEach(() => {
  sessionStorage.clear();
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
  photoStore.resetPhotoStore();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  closeQueueDb();
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase('ligpit-booth');
    request.onsuccess = () => resolve();
    request.onerror = () => resolve();
  });
});

describe('the booth’s two ways (issue 23)', () => {
  // The form's schema comes with its first validation (issue 25), which Vitest compiles on first
  // import: done here, so a submit waits for the form, not for the compiler on a busy machine.
  beforeAll(() => import('#src/shared/submissions/submission.schema.ts'), 60_000);
  it('"Leave it at the booth" asks for a slot of today or later and nothing of a pickup, and sends it', async () => {
    const user = userEvent.setup();
    const seen = serve();
    renderBooth();
    await fillContact(user);

    const choice = screen.getByRole('group', { name: 'How do we get your items?' });
    expect((within(choice).getByRole('radio', { name: /Leave it at the booth/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    for (const label of ['Location', 'Street address', 'Barangay', 'Pickup date']) {
      expect(screen.queryByLabelText(label), label).toBeNull();
    }
    // Yesterday's slot is gone; the others read as days and times.
    const slot = screen.getByLabelText('Time slot') as HTMLSelectElement;
    expect([...slot.options].map((option) => option.textContent)).toEqual([
      'Select a time slot',
      `${formatDate(today)} · 00:00–23:59`,
      `${formatDate(tomorrow)} · 13:00–15:00`,
    ]);

    await user.click(submitButton());
    await expectToast('Please choose a time slot');
    expect(submits(seen)).toEqual([]);

    await user.selectOptions(slot, `${tomorrow} 13:00-15:00`);
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/form-submitted'));
    expect(submits(seen).map((request) => request.body)).toEqual([
      {
        locale: 'en',
        name: 'Lorna Dizon',
        email: 'lorna@example.ph',
        phone: '+63 9171234567',
        handover: 'booth',
        eventSlot: `${tomorrow} 13:00-15:00`,
        eventSlug: event.slug,
        photoIds: [photoId],
      },
    ]);
  });

  it('"Pick it up from my home" asks for the guest form’s location, address, date and window, with its texts', async () => {
    const user = userEvent.setup();
    const seen = serve();
    renderBooth();
    await fillContact(user);
    await user.click(screen.getByRole('radio', { name: /Pick it up from my home/ }));
    expect(screen.queryByLabelText('Time slot')).toBeNull();

    await user.click(submitButton());
    await expectToast('Please select a location');
    await user.selectOptions(screen.getByLabelText('Location'), 'Makati');
    await user.click(submitButton());
    await expectToast('Please enter your street address with house number');
    await user.type(screen.getByLabelText('Street address'), '12 Mabini St.');
    await user.click(submitButton());
    await expectToast('Please enter your barangay');
    await user.type(screen.getByLabelText('Barangay'), 'Poblacion');
    await user.clear(screen.getByLabelText('Pickup date'));
    await user.click(submitButton());
    await expectToast('Please select a pickup date');
    expect(submits(seen)).toEqual([]);

    await user.type(screen.getByLabelText('Pickup date'), pickupDate);
    // The guest form's window picker: the day's first window with room is chosen.
    await waitFor(() =>
      expect((screen.getByRole('radio', { name: /8:00 AM – 11:00 AM/ }) as HTMLInputElement).checked).toBe(true),
    );
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/form-submitted'));
    expect(submits(seen)[0]?.body).toEqual({
      locale: 'en',
      name: 'Lorna Dizon',
      email: 'lorna@example.ph',
      phone: '+63 9171234567',
      handover: 'pickup',
      eventSlug: event.slug,
      photoIds: [photoId],
      city: 'Makati',
      address: '12 Mabini St.',
      barangay: 'Poblacion',
      landmark: '',
      postalCode: '1210', // filled from Poblacion, Makati (issue 37)
      pickupDate,
      pickupWindowId: morning,
    });
  });
  // Issue 37: the guest form's "Use my location" beside the address, sent with the home pickup
  // (decision 092: in its own chunk, fetched once the app runs).
  it('"Pick it up from my home" sends the pin from "Use my location" with the address', async () => {
    const getCurrentPosition = vi.fn((ok: PositionCallback) =>
      ok({ coords: { latitude: 14.5663012, longitude: 121.0315049 } } as GeolocationPosition),
    );
    // Only the location is faked: the booth reads the rest of navigator (onLine) as it is.
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
    onTestFinished(() => {
      Reflect.deleteProperty(navigator, 'geolocation');
    });
    const user = userEvent.setup();
    const seen = serve();
    renderBooth();
    await fillContact(user);
    await user.click(screen.getByRole('radio', { name: /Pick it up from my home/ }));
    await user.selectOptions(screen.getByLabelText('Location'), 'Makati');
    await user.type(screen.getByLabelText('Street address'), '12 Mabini St.');
    await user.type(screen.getByLabelText('Barangay'), 'Poblacion');
    expect(getCurrentPosition).not.toHaveBeenCalled();
    await user.click(await screen.findByRole('button', { name: 'Use my location' }));
    await screen.findByText('Pin placed at 14.5663, 121.0315.');
    await waitFor(() =>
      expect((screen.getByRole('radio', { name: /8:00 AM – 11:00 AM/ }) as HTMLInputElement).checked).toBe(true),
    );
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/form-submitted'));
    expect(submits(seen)[0]?.body).toMatchObject({
      handover: 'pickup',
      city: 'Makati',
      address: '12 Mabini St.',
      barangay: 'Poblacion',
      pin: { lat: 14.5663, lng: 121.0315 },
    });
  });
});
