import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventMessages as m } from '#src/shared/events/messages.ts';
import { eventUploadUrl } from '#src/shared/events/paths.ts';
import { adminDashboardForEvent, adminReviewPath } from '#src/shared/submissions/paths.ts';
import { isKiosk } from '#src/web/features/events/lib/kiosk.ts';
import { anAdminEvent, anEventDetail } from '#src/web/features/events/test/events.ts';
import { setSessionUser } from '#src/web/lib/session.ts';
import { answerFetch, customerUser, json, renderAt, staffUser, writes } from '#src/web/test/http.ts';
import AdminEventsPage from './admin-events-page.tsx';

// The staff Events page (issue 14): the list with its figures, one event's detail, open and close.

const routes = { '/admin-events': <AdminEventsPage /> };

const aura = anAdminEvent({ requests: 4, photos: 9, completed: 1 });
const bgc = anAdminEvent({
  id: 'e2',
  slug: 'bgc-flea-2026-06-01',
  venue: 'BGC Flea Market',
  startsOn: '2026-06-01',
  endsOn: '2026-06-01',
  phase: 'not-started',
});
const closed = anAdminEvent({ id: 'e3', slug: 'old-fair', venue: 'Old Fair', active: false, phase: 'ended' });
// Issue 23: the event's hand-over slots, and a request of each way.
const auraWithSlots = {
  ...aura,
  handoverSlots: [
    { date: '2026-05-16', start: '10:00', end: '12:00' },
    { date: '2026-05-17', start: '13:00', end: '15:00' },
  ],
};
const auraDetail = anEventDetail(auraWithSlots, {
  days: [
    { date: '2026-05-16', requests: 3, completed: 1 },
    { date: '2026-05-17', requests: 1, completed: 0 },
  ],
  requests: [
    {
      trackingNumber: 'AB12CD34',
      name: 'Maria Santos',
      status: 'Processing',
      photoCount: 3,
      eventSlot: '2026-05-16 10:00-12:00',
      handover: 'booth',
      createdAt: '2026-05-16T03:15:00.000Z',
    },
    {
      trackingNumber: 'EF56GH78',
      name: 'Jose Reyes',
      status: 'Submitted',
      photoCount: 1,
      eventSlot: null,
      handover: 'pickup',
      createdAt: '2026-05-16T04:00:00.000Z',
    },
  ],
});

const row = (venue: string) => screen.getByRole('button', { name: venue }).closest('tr') as HTMLElement;

describe('the Events page', () => {
  beforeEach(() => setSessionUser(staffUser));
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('lists each event with its dates, state and figures', async () => {
    answerFetch(() => json(200, [aura, bgc, closed]));
    renderAt('/admin-events', routes);
    expect(screen.getByRole('heading', { name: m.eventsTitle })).toBeTruthy();
    await screen.findByRole('button', { name: aura.venue });

    const auraRow = within(row(aura.venue));
    expect(auraRow.getByText('Sat, May 16, 2026 – Sun, May 17, 2026')).toBeTruthy();
    expect(auraRow.getByText(m.statusOpen)).toBeTruthy();
    expect(auraRow.getByText(`Taguig · /${aura.slug}`)).toBeTruthy();
    const requests = auraRow.getByRole('link', { name: `Requests at ${aura.venue} on the dashboard` });
    expect(requests.textContent).toBe('4');
    expect(requests.getAttribute('href')).toBe(adminDashboardForEvent(aura.slug));
    expect(auraRow.getByText('9')).toBeTruthy();
    expect(auraRow.getByText('25%')).toBeTruthy();

    const bgcRow = within(row(bgc.venue));
    // One day shows once; no requests, no link and no share.
    expect(bgcRow.getByText('Mon, Jun 1, 2026')).toBeTruthy();
    expect(bgcRow.getByText(m.statusNotStarted)).toBeTruthy();
    expect(bgcRow.queryByRole('link')).toBeNull();
    expect(bgcRow.getByText('—')).toBeTruthy();
    expect(within(row(closed.venue)).getByText(m.statusClosed)).toBeTruthy();
  });

  it('says when there are no events yet, and when the list does not load', async () => {
    // A fresh answer per request: the page asks again after a failure.
    let answer = () => json(200, []);
    answerFetch(() => answer());
    const first = renderAt('/admin-events', routes);
    expect(await screen.findByText(m.noEvents)).toBeTruthy();
    first.unmount();

    answer = () => json(500, { error: 'INTERNAL', message: 'down' });
    renderAt('/admin-events', routes);
    // A failure other than a refusal is tried once more before the page says so.
    expect(await screen.findByText(m.eventsLoadFailed, {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.queryByText(m.noEvents)).toBeNull();
  });

  it('opens an event: its requests, the figures per day, and the booth links', async () => {
    const seen = answerFetch((request) =>
      request.url === '/api/admin/events' ? json(200, [aura, bgc]) : json(200, auraDetail),
    );
    renderAt('/admin-events', routes);
    await userEvent.click(await screen.findByRole('button', { name: aura.venue }));
    const detail = await screen.findByRole('region', { name: aura.venue });
    expect(seen.at(-1)?.url).toBe('/api/admin/events/e1');
    expect(screen.getByRole('button', { name: aura.venue, expanded: true })).toBeTruthy();

    const requests = within(detail).getByRole('list', { name: `${m.requests}: ${aura.venue}` });
    const [request, pickup] = within(requests).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(request).getByRole('link', { name: 'AB12CD34' }).getAttribute('href')).toBe(
      adminReviewPath('AB12CD34'),
    );
    // Which way each request's items come: left at the booth in its slot, or picked up at home.
    expect(request.textContent).toContain('Maria Santos · Left at the booth · Sat, May 16, 2026 · 10:00–12:00');
    expect(pickup.textContent).toContain('Jose Reyes · Pickup from home');
    expect(within(request).getByText('Processing')).toBeTruthy();
    const slots = within(detail).getByRole('list', { name: m.slotsLabel });
    expect([...slots.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Sat, May 16, 2026 · 10:00–12:00',
      'Sun, May 17, 2026 · 13:00–15:00',
    ]);
    expect(request.textContent).toContain('3 photos · May 16, 2026, 11:15 AM');

    const days = within(detail)
      .getAllByRole('row')
      .map((tr) => tr.textContent);
    expect(days).toEqual(['DayRequestsCompleted', 'Sat, May 16, 2026333%', 'Sun, May 17, 202610%']);
    expect(within(detail).getByText(`${m.completedShare}: 25% · ${m.photos}: 9`)).toBeTruthy();

    // A second click folds the event away, a third opens it again.
    await userEvent.click(screen.getByRole('button', { name: aura.venue, expanded: true }));
    expect(screen.queryByRole('region', { name: aura.venue })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: aura.venue, expanded: false }));
    const again = await screen.findByRole('region', { name: aura.venue });

    expect(within(again).getByRole('link', { name: m.openBoothPage }).getAttribute('href')).toBe(
      eventUploadUrl(aura.slug),
    );
    const kiosk = within(again).getByRole('link', { name: m.useAsKiosk });
    expect(kiosk.getAttribute('href')).toBe(eventUploadUrl(aura.slug, { kiosk: true }));
    // Staff turn this device into the booth's kiosk: it stays one without ?kiosk=1.
    expect(isKiosk(aura.slug, '')).toBe(false);
    await userEvent.click(kiosk);
    expect(isKiosk(aura.slug, '')).toBe(true);
    expect(screen.getByTestId('where').textContent).toBe(eventUploadUrl(aura.slug, { kiosk: true }));
  });

  it('says when an event has no requests yet', async () => {
    answerFetch((request) => json(200, request.url === '/api/admin/events' ? [bgc] : anEventDetail(bgc)));
    renderAt('/admin-events', routes);
    await userEvent.click(await screen.findByRole('button', { name: bgc.venue }));
    const detail = await screen.findByRole('region', { name: bgc.venue });
    expect(within(detail).getAllByText(m.noRequests)).toHaveLength(2);
  });

  it('closes an open event and opens it again', async () => {
    let current = aura;
    const seen = answerFetch((request) => {
      if (request.method === 'PATCH') current = { ...current, ...(request.body as object) };
      if (request.url === '/api/admin/events') return json(200, [current]);
      return json(200, request.method === 'PATCH' ? current : anEventDetail(current));
    });
    renderAt('/admin-events', routes);
    await userEvent.click(await screen.findByRole('button', { name: aura.venue }));
    await userEvent.click(await screen.findByRole('button', { name: m.closeEvent }));

    expect(await screen.findByText(m.eventSaved, { selector: '[data-sonner-toast] *' })).toBeTruthy();
    expect(writes(seen)).toEqual([{ url: '/api/admin/events/e1', method: 'PATCH', body: { active: false } }]);
    await userEvent.click(await screen.findByRole('button', { name: m.openEvent }));
    await waitFor(() => expect(writes(seen).at(-1)?.body).toEqual({ active: true }));
    expect(await screen.findByRole('button', { name: m.closeEvent })).toBeTruthy();
  });

  it('says when closing failed', async () => {
    answerFetch((request) => {
      if (request.method === 'PATCH') return json(500, { error: 'INTERNAL', message: 'down' });
      return json(200, request.url === '/api/admin/events' ? [aura] : anEventDetail(aura));
    });
    renderAt('/admin-events', routes);
    await userEvent.click(await screen.findByRole('button', { name: aura.venue }));
    await userEvent.click(await screen.findByRole('button', { name: m.closeEvent }));
    expect(await screen.findByText(m.eventSaveFailed, { selector: '[data-sonner-toast] *' })).toBeTruthy();
    expect(screen.getByRole('button', { name: m.closeEvent })).toBeTruthy();
  });

  it('sends someone who is not staff to the staff sign-in', async () => {
    setSessionUser(customerUser);
    const seen = answerFetch(() => json(200, [aura]));
    renderAt('/admin-events', routes);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/admin-access'));
    expect(seen).toEqual([]);
  });

  it('goes to the staff sign-in when the session ended meanwhile', async () => {
    answerFetch(() => json(401, { error: 'UNAUTHENTICATED', message: 'Please sign in to continue.' }));
    renderAt('/admin-events', routes);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/admin-access'), { timeout: 3000 });
  });
});
