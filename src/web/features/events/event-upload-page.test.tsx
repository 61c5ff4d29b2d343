import 'fake-indexeddb/auto';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, manilaDate } from '#src/shared/core/dates.ts';
import { eventMessages as m } from '#src/shared/events/messages.ts';
import type { BoothDetails } from '#src/shared/submissions/submission.schema.ts';
import { closeQueueDb } from '#src/web/features/events/lib/booth-queue.ts';
import { aPublicEvent } from '#src/web/features/events/test/events.ts';
import { answerFetch, json, renderAt, type SeenRequest, writes } from '#src/web/test/http.ts';
import EventUploadPage, { type BoothHooks, type BoothPhoto, type BoothPhotoTools } from './event-upload-page.tsx';

// /event/:venue/upload (issue 14) with its real event check, submit, offline queue and done
// screen. The upload screen itself belongs to features/upload (the router hands it in); here a
// stand-in does what a visitor does there: fill the details and press Submit.

// Issue 23: a visitor who books a pickup from home, and one who leaves the items at the booth.
const visitor: BoothDetails = {
  name: 'Maria Santos',
  email: 'maria@example.ph',
  phone: '+63 9171234567',
  city: 'Taguig',
  address: '12 Mabini St.',
  barangay: 'Poblacion',
  pickupDate: addDays(manilaDate(), 10),
  handover: 'pickup',
  eventSlot: '',
};
const today = manilaDate();
// All of today: a slot that ends in the afternoon has ended by the time a late CI run gets here.
const slotKey = `${today} 00:00-23:59`;
const dropOff: BoothDetails = { ...visitor, handover: 'booth', eventSlot: slotKey };
let details = visitor;

function UploadScreen({ booth }: { booth: BoothHooks }) {
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string>();
  return (
    <div>
      <p>{`${m.badgePrefix}: ${booth.badge}`}</p>
      <p data-testid="slots">{booth.handover.slots.map((slot) => `${slot.date} ${slot.start}`).join(', ')}</p>
      <label>
        Note
        <input value={note} onChange={(event) => setNote(event.target.value)} />
      </label>
      <button
        type="button"
        onClick={async () => {
          const answer = await booth.submit(details);
          setProblem(answer ? `${answer.notice.title}: ${answer.notice.description}` : undefined);
        }}
      >
        Submit
      </button>
      {problem && <p role="alert">{problem}</p>}
    </div>
  );
}

/** The upload screen's photo list as the booth reads it: two photos already on the server. */
function photoTools(photos: BoothPhoto[] = [uploaded('k1', 'p1'), uploaded('k2', 'p2')]) {
  return {
    currentPhotoList: () => ({ photos }),
    clearPhotos: vi.fn(),
    removePhoto: vi.fn(async (_key: string): Promise<unknown> => undefined),
    pendingPhotoBytes: () => undefined,
  } satisfies BoothPhotoTools;
}
function uploaded(key: string, id: string): BoothPhoto {
  return { key, status: 'uploaded', saved: { id } };
}

function renderBooth(path: string, photos = photoTools()) {
  renderAt(path, {
    '/event/:venue/upload': <EventUploadPage UploadScreen={UploadScreen} photos={photos} />,
  });
  return photos;
}

/** The booth's API: the event check answers `event()`, a submit answers `submit()`. */
function boothApi(event: () => Response, submit: (request: SeenRequest) => Response = () => made('AB12CD34')) {
  return answerFetch((request) => (request.url.startsWith('/api/events/') ? event() : submit(request)));
}
const made = (trackingNumber: string) => json(201, { trackingNumber });
const submits = (seen: SeenRequest[]) => writes(seen).filter((request) => request.url === '/api/submissions');

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

describe('the event check before the booth', () => {
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('says an unknown event was not found and offers the regular upload', async () => {
    boothApi(() => json(404, { error: 'NOT_FOUND', message: 'This event was not found' }));
    renderBooth('/event/nowhere/upload');
    expect(await screen.findByRole('heading', { name: m.notFoundTitle })).toBeTruthy();
    expect(screen.getByRole('link', { name: m.regularUploadLink }).getAttribute('href')).toBe('/no-login-upload');
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  it('says an event has ended, or has not started, with its dates', async () => {
    let event = aPublicEvent({ phase: 'ended' });
    boothApi(() => json(200, event));
    const first = renderAt('/event/sm-aura-2026-05-16/upload', {
      '/event/:venue/upload': <EventUploadPage UploadScreen={UploadScreen} photos={photoTools()} />,
    });
    expect(await screen.findByRole('heading', { name: m.endedTitle })).toBeTruthy();
    expect(screen.getByText('Sat, May 16, 2026 – Sun, May 17, 2026')).toBeTruthy();
    first.unmount();

    event = aPublicEvent({
      phase: 'not-started',
      startsOn: addDays(manilaDate(), 3),
      endsOn: addDays(manilaDate(), 3),
    });
    renderBooth('/event/sm-aura-2026-05-16/upload');
    expect(await screen.findByRole('heading', { name: m.notStartedTitle })).toBeTruthy();
    expect(screen.getByText(m.notStartedBody)).toBeTruthy();
  });

  it('offers to check again when the check failed', async () => {
    let answer = json(500, { error: 'INTERNAL', message: 'down' });
    boothApi(() => answer);
    renderBooth('/event/sm-aura-2026-05-16/upload');
    expect(await screen.findByText(m.loadFailedTitle)).toBeTruthy();
    answer = json(200, aPublicEvent());
    await userEvent.click(screen.getByRole('button', { name: m.tryAgain }));
    expect(await screen.findByText(`${m.badgePrefix}: SM Aura Premier`)).toBeTruthy();
  });
});

describe('the booth', () => {
  beforeEach(() => {
    setOnline(true);
    details = visitor;
  });
  afterEach(async () => {
    setOnline(true);
    localStorage.clear();
    sessionStorage.clear();
    vi.unstubAllGlobals();
    closeQueueDb();
    await new Promise<void>((resolve) => {
      const request = indexedDB.deleteDatabase('ligpit-booth');
      request.onsuccess = () => resolve();
      request.onerror = () => resolve();
      request.onblocked = () => resolve();
    });
  });

  it('hands the form the slots of today and later, and sends a drop-off with its slot and no address or date', async () => {
    const seen = boothApi(() =>
      json(
        200,
        aPublicEvent({
          handoverSlots: [
            { date: addDays(today, -1), start: '10:00', end: '12:00' },
            { date: today, start: '00:00', end: '23:59' },
          ],
        }),
      ),
    );
    details = dropOff;
    renderBooth('/event/sm-aura-2026-05-16/upload');
    expect((await screen.findByTestId('slots')).textContent).toBe(`${today} 00:00`);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    // Not a kiosk: the visitor's own phone goes on to the confirmation page.
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/form-submitted'));
    expect(submits(seen).map((request) => request.body)).toEqual([
      {
        locale: 'en',
        name: visitor.name,
        email: visitor.email,
        phone: visitor.phone,
        handover: 'booth',
        eventSlot: slotKey,
        photoIds: ['p1', 'p2'],
        eventSlug: 'sm-aura-2026-05-16',
      },
    ]);
    expect(sessionStorage.getItem('declutterTrackingNumber')).toContain('AB12CD34');
  });

  it('sends a pickup from home with the guest form’s address, date and city', async () => {
    const seen = boothApi(() => json(200, aPublicEvent()));
    renderBooth('/event/sm-aura-2026-05-16/upload');
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(submits(seen)).toHaveLength(1));
    const { eventSlot: _slot, ...pickup } = visitor;
    expect(submits(seen)[0]?.body).toEqual({
      locale: 'en',
      ...pickup,
      photoIds: ['p1', 'p2'],
      eventSlug: 'sm-aura-2026-05-16',
    });
  });

  it('refuses to send while a photo the server refused is still in the list', async () => {
    const seen = boothApi(() => json(200, aPublicEvent()));
    renderBooth(
      '/event/sm-aura-2026-05-16/upload',
      photoTools([uploaded('k1', 'p1'), { key: 'k2', status: 'failed', retryable: false }]),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to upload photo: Retry or delete the photo that did not upload, then submit again.',
    );
    expect(submits(seen)).toEqual([]);
  });

  it('shows the tracking number on a kiosk, and clears every trace for the next visitor', async () => {
    boothApi(() => json(200, aPublicEvent()));
    const photos = renderBooth('/event/sm-aura-2026-05-16/upload?kiosk=1');
    await userEvent.type(await screen.findByLabelText('Note'), 'blue bag');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('dialog', { name: m.kioskSubmittedTitle })).toBeTruthy();
    expect(screen.getByTestId('booth-tracking-number').textContent).toBe('AB12CD34');
    expect(screen.getByTestId('where').textContent).toBe('/event/sm-aura-2026-05-16/upload?kiosk=1');
    // The form starts over at once, behind the overlay.
    expect((screen.getByLabelText('Note') as HTMLInputElement).value).toBe('');
    expect(photos.clearPhotos).toHaveBeenCalled();

    sessionStorage.setItem('declutterFormData', '{"name":"Maria Santos"}');
    await userEvent.click(screen.getByRole('button', { name: m.kioskNextVisitor }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(photos.removePhoto.mock.calls.map(([key]) => key)).toEqual(['k1', 'k2']);
    expect(sessionStorage.length).toBe(0);
  });

  it('says why the server refused, and checks the event again when it has closed', async () => {
    let event = aPublicEvent();
    const seen = boothApi(
      () => json(200, event),
      () => {
        event = aPublicEvent({ phase: 'ended' });
        return json(409, { error: 'EVENT_CLOSED', message: m.eventClosed });
      },
    );
    renderBooth('/event/sm-aura-2026-05-16/upload');
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: m.endedTitle })).toBeTruthy();
    expect(seen.filter((request) => request.url === '/api/events/sm-aura-2026-05-16')).toHaveLength(2);
    expect(submits(seen)).toHaveLength(1);
  });

  it('keeps the request on the device without a connection, and sends it when the connection is back', async () => {
    let online = true;
    const seen = boothApi(
      () => json(200, aPublicEvent()),
      () => {
        if (!online) throw new TypeError('Failed to fetch');
        return made('ZX98WV76');
      },
    );
    details = dropOff;
    renderBooth('/event/sm-aura-2026-05-16/upload?kiosk=1');
    const submit = await screen.findByRole('button', { name: 'Submit' });
    online = false;
    setOnline(false);
    expect(screen.getByText(m.offlineBanner)).toBeTruthy();

    await userEvent.click(submit);
    expect(await screen.findByRole('dialog', { name: m.savedTitle })).toBeTruthy();
    expect(screen.getByTestId('booth-reference').textContent).toMatch(/^B-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    expect(screen.getByText(/text your tracking number to \+63 9171234567/)).toBeTruthy();
    expect((await screen.findByTestId('queue-badge')).textContent).toBe(m.queueBadgeOne);

    online = true;
    setOnline(true);
    // The same screen turns into the real tracking number once the request is through.
    expect(await screen.findByRole('dialog', { name: m.kioskSubmittedTitle }, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByTestId('booth-tracking-number').textContent).toBe('ZX98WV76');
    // The queued request kept its way and its slot (issue 23), and nothing of the other way.
    const sent = submits(seen).at(-1)?.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      ...{ name: visitor.name, email: visitor.email, phone: visitor.phone },
      handover: 'booth',
      eventSlot: slotKey,
      photoIds: ['p1', 'p2'],
      eventSlug: 'sm-aura-2026-05-16',
      queuedAt: expect.any(String),
    });
    expect(sent).not.toHaveProperty('pickupDate');
    expect(sent).not.toHaveProperty('address');
    await waitFor(() => expect(screen.queryByTestId('queue-badge')).toBeNull());
    expect(screen.queryByText(m.offlineBanner)).toBeNull();
  });
});
