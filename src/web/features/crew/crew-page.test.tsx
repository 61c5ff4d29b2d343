import 'fake-indexeddb/auto';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CrewStop, CrewToday } from '#src/shared/crew/crew.schema.ts';
import { closeCrewDb } from '#src/web/features/crew/lib/crew-store.ts';
import { setSessionUser } from '#src/web/lib/session.ts';
import { answerFetch, json, renderAt, type SeenRequest } from '#src/web/test/http.ts';
import CrewPage from './crew-page.tsx';

// /crew (issue 27) with its real store (fake IndexedDB), queue and sync; only the server is a stand-in.

const crewUser = { id: 'c1', email: '639175550199@crew.ligpit.invalid', name: 'Mang Ramon', role: 'crew' as const };
const routes = { '/crew': <CrewPage /> };

function aStop(overrides: Partial<CrewStop>): CrewStop {
  return {
    trackingNumber: 'AAAA1111',
    name: 'Ana Reyes',
    phone: '+639175550101',
    address: '5 Shaw Blvd.',
    barangay: 'Kapitolyo',
    city: 'Pasig',
    landmark: 'Beside the sari-sari store',
    postalCode: null,
    window: '8:00–11:00',
    status: 'Pickup Scheduled',
    state: 'scheduled',
    items: [
      {
        id: '11111111-1111-4111-8111-111111111111',
        name: 'Electric fan',
        verdict: 'accept',
        verdictNote: null,
        thumbUrl: '/api/photos/1/thumb',
        url: '/api/photos/1',
        load: null,
        leftReason: null,
      },
      {
        id: '22222222-2222-4222-8222-222222222222',
        name: 'Old paint cans',
        verdict: 'reject',
        verdictNote: 'Hazardous',
        thumbUrl: '/api/photos/2/thumb',
        url: '/api/photos/2',
        load: null,
        leftReason: null,
      },
    ],
    ...overrides,
  };
}

const today: CrewToday = {
  date: '2026-11-27',
  truck: { id: 't1', name: 'Truck 1' },
  stops: [
    aStop({}),
    aStop({ trackingNumber: 'BBBB2222', name: 'Ben Cruz', window: '11:00–14:00', barangay: 'Oranbo' }),
  ],
};

let offline = false;
/** Issue 37: a day other than `today`, when a test changes what the server answers. */
let served: CrewToday | null = null;
let seen: SeenRequest[] = [];

beforeEach(() => {
  offline = false;
  served = null;
  seen = [];
  setSessionUser(crewUser);
  // Only what reached the server is in `seen`: a request sent while offline never arrived.
  answerFetch((request) => {
    if (offline) throw new TypeError('Failed to fetch');
    seen.push(request);
    if (request.url === '/api/crew/today') return json(200, served ?? today);
    if (request.url === '/api/crew/actions') return json(200, { duplicate: false, stop: null });
    return json(404, {});
  });
});

afterEach(async () => {
  closeCrewDb();
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase('ligpit-crew');
    request.onsuccess = () => resolve();
    request.onerror = () => resolve();
    request.onblocked = () => resolve();
  });
});

describe('the crew’s day on a phone (/crew)', () => {
  // Issue 37: the order, km and minutes are the server's; the phone keeps them for the offline copy.
  it('shows the route’s km and minutes, opens the map at a pin, marks a stop with no pin', async () => {
    served = {
      ...today,
      stops: [
        aStop({ trackingNumber: 'BBBB2222', name: 'Ben Cruz', pin: { lat: 14.642, lng: 121.047 }, noPin: false }),
        aStop({ pin: null, noPin: true }),
      ],
      route: { km: 6.3, minutes: 29, fromDepot: true },
    };
    renderAt('/crew', routes);
    const stops = await screen.findAllByRole('article');
    expect(screen.getByText('Route: 6.3 km, about 29 min of driving')).toBeTruthy();
    expect(within(stops[0]!).getByRole('link', { name: 'Map' }).getAttribute('href')).toBe(
      'https://www.google.com/maps/search/?api=1&query=14.642,121.047',
    );
    expect(within(stops[0]!).queryByText('No pin')).toBeNull();
    expect(within(stops[1]!).getByText('No pin')).toBeTruthy();
  });

  it('the offline copy follows the order of the last sync', async () => {
    const first = renderAt('/crew', routes);
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    first.unmount();
    // Staff moved Ben first; the next sync brings that order.
    served = { ...today, stops: [today.stops[1]!, today.stops[0]!], route: { km: 4, minutes: 19, fromDepot: true } };
    const second = renderAt('/crew', routes);
    await waitFor(async () =>
      expect(within((await screen.findAllByRole('article'))[0]!).getByRole('heading', { level: 2 }).textContent).toBe(
        'Ben Cruz',
      ),
    );
    second.unmount();
    offline = true;
    renderAt('/crew', routes);
    expect(await screen.findByText('No signal. Showing the stops saved on this phone.', { exact: false })).toBeTruthy();
    const stops = await screen.findAllByRole('article');
    expect(stops.map((s) => within(s).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Ben Cruz',
      'Ana Reyes',
    ]);
    expect(screen.getByText('Route: 4 km, about 19 min of driving')).toBeTruthy();
  });

  it('lists today’s stops in order, each with map, call and SMS, the window and the items’ verdicts', async () => {
    renderAt('/crew', routes);
    const stops = await screen.findAllByRole('article');
    expect(stops.map((s) => within(s).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Ana Reyes',
      'Ben Cruz',
    ]);
    const first = within(stops[0]!);
    expect(first.getByText('Window: 8:00–11:00')).toBeTruthy();
    expect(first.getByText('Landmark: Beside the sari-sari store')).toBeTruthy();
    expect(first.getByRole('link', { name: 'Call' }).getAttribute('href')).toBe('tel:+639175550101');
    expect(first.getByRole('link', { name: 'SMS' }).getAttribute('href')).toBe('sms:+639175550101');
    expect(first.getByRole('link', { name: 'Map' }).getAttribute('href')).toBe(
      'https://www.google.com/maps/search/?api=1&query=5%20Shaw%20Blvd.%2C%20Kapitolyo%2C%20Pasig%2C%20Beside%20the%20sari-sari%20store',
    );
    expect(first.getByText('Accept')).toBeTruthy();
    expect(first.getByText("Can't take")).toBeTruthy();
    expect(first.getByText('Hazardous')).toBeTruthy();
    expect(first.getByRole('img', { name: 'Electric fan' }).getAttribute('src')).toBe('/api/photos/1/thumb');
  });

  it('without signal: the steps wait on the phone, the screen says so, and they go out in order once, when it returns', async () => {
    const user = userEvent.setup();
    renderAt('/crew', routes);
    const stop = within((await screen.findAllByRole('article'))[0]!);
    offline = true;
    await user.click(stop.getByRole('button', { name: 'Arrived' }));
    await user.click(
      within(stop.getByRole('listitem', { name: 'Electric fan' })).getByRole('button', { name: 'Loaded' }),
    );
    expect(await screen.findByText('2 actions waiting to be sent')).toBeTruthy();
    // The stop shows what was tapped already.
    expect(stop.getByText('Arrived', { selector: '[data-tone]' })).toBeTruthy();
    expect(seen.filter((r) => r.url === '/api/crew/actions')).toHaveLength(0);

    offline = false;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(screen.queryByText(/waiting to be sent/)).toBeNull());
    const sent = seen.filter((r) => r.url === '/api/crew/actions').map((r) => r.body as Record<string, string>);
    expect(sent.map((b) => b.kind)).toEqual(['arrived', 'loaded']);
    expect(sent[1]).toMatchObject({ trackingNumber: 'AAAA1111', photoId: '11111111-1111-4111-8111-111111111111' });
    expect(new Set(sent.map((b) => b.idempotencyKey)).size).toBe(2);
  });

  it('a step the server refuses is set aside and said; Left behind asks why', async () => {
    const user = userEvent.setup();
    answerFetch((request) => {
      seen.push(request);
      if (request.url === '/api/crew/today') return json(200, today);
      return json(422, {
        error: 'TRANSITION_NOT_ALLOWED',
        message: 'This step does not fit the stop as it is now (Picked Up)',
        key: 'crew.actionNotAllowed',
        params: { status: 'Picked Up' },
      });
    });
    renderAt('/crew', routes);
    const stop = within((await screen.findAllByRole('article'))[1]!);
    const item = within(stop.getByRole('listitem', { name: 'Old paint cans' }));
    await user.click(item.getByRole('button', { name: 'Left behind' }));
    await user.click(item.getByRole('button', { name: 'Refused at the door' }));
    expect(await screen.findByText(/Left behind for Ben Cruz was not recorded/)).toBeTruthy();
    expect(seen.find((r) => r.url === '/api/crew/actions')?.body).toMatchObject({
      kind: 'left-behind',
      reason: 'refused',
    });
    await waitFor(() => expect(screen.queryByText(/waiting to be sent/)).toBeNull());
  });

  describe('against a server that keeps the stop (its answers are what it holds when asked)', () => {
    let held: CrewToday;
    let release: Array<() => void> = [];
    let holdNext: 'today' | 'actions' | null = null;

    function apply(action: { kind: string; trackingNumber: string; photoId?: string }): CrewStop {
      const stops = held.stops.map((s) => {
        if (s.trackingNumber !== action.trackingNumber) return s;
        if (action.kind === 'arrived') return { ...s, state: 'arrived' as const, status: 'Arrived' };
        if (action.kind === 'done') return { ...s, state: 'done' as const, status: 'Picked Up' };
        if (action.kind === 'loaded') {
          return { ...s, items: s.items.map((i) => (i.id === action.photoId ? { ...i, load: 'loaded' as const } : i)) };
        }
        return s;
      });
      held = { ...held, stops };
      return stops.find((s) => s.trackingNumber === action.trackingNumber)!;
    }

    beforeEach(() => {
      held = today;
      release = [];
      holdNext = null;
      answerFetch((request) => {
        const { url, body } = request;
        seen.push(request);
        const kind = url === '/api/crew/today' ? 'today' : 'actions';
        // The answer is made when the request arrives; a held one is delivered when released.
        const answer =
          kind === 'today'
            ? json(200, held)
            : json(200, { duplicate: false, stop: apply(body as Parameters<typeof apply>[0]) });
        if (holdNext !== kind) return answer;
        holdNext = null;
        return new Promise<Response>((resolve) => release.push(() => resolve(answer)));
      });
    });

    const badgeOf = (stop: HTMLElement) => within(stop).getAllByText(/./, { selector: '[data-tone]' })[0]!.textContent;

    it('a step tapped while another is being sent goes out in the same run, not at the next retry', async () => {
      const user = userEvent.setup();
      renderAt('/crew', routes);
      const stop = within((await screen.findAllByRole('article'))[0]!);
      holdNext = 'actions';
      await user.click(stop.getByRole('button', { name: 'Arrived' }));
      await waitFor(() => expect(release).toHaveLength(1));
      await user.click(
        within(stop.getByRole('listitem', { name: 'Electric fan' })).getByRole('button', { name: 'Loaded' }),
      );
      await act(async () => release[0]!());
      await waitFor(() => expect(screen.queryByText(/waiting to be sent/)).toBeNull());
      const sent = seen.filter((r) => r.url === '/api/crew/actions').map((r) => (r.body as { kind: string }).kind);
      expect(sent).toEqual(['arrived', 'loaded']);
    });

    it('a day asked for before a step was answered, and delivered after, does not take the stop back', async () => {
      const user = userEvent.setup();
      renderAt('/crew', routes);
      const article = (await screen.findAllByRole('article'))[0]!;
      // The phone asks for the day (the signal came back) and the answer is slow ...
      holdNext = 'today';
      await act(async () => {
        window.dispatchEvent(new Event('online'));
      });
      await waitFor(() => expect(release).toHaveLength(1));
      // ... meanwhile the crew taps Arrived, which the server answers at once.
      await user.click(within(article).getByRole('button', { name: 'Arrived' }));
      await waitFor(() => expect(screen.queryByText(/waiting to be sent/)).toBeNull());
      await waitFor(() => expect(seen.filter((r) => r.url === '/api/crew/today').length).toBeGreaterThanOrEqual(3));
      // The day as it was before Arrived arrives last.
      await act(async () => release[0]!());
      await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(badgeOf(article)).toBe('Arrived');
      expect(within(article).getByRole('button', { name: 'Done' })).toBeTruthy();
    });

    it('the stop never goes back a state on the way from one step to the next', async () => {
      const user = userEvent.setup();
      renderAt('/crew', routes);
      const article = (await screen.findAllByRole('article'))[0]!;
      const shown: string[] = [];
      const watch = new MutationObserver(() => {
        const now = badgeOf(article) ?? '';
        if (shown.at(-1) !== now) shown.push(now);
      });
      watch.observe(article, { subtree: true, childList: true, characterData: true });
      await user.click(within(article).getByRole('button', { name: 'Arrived' }));
      for (const name of ['Electric fan', 'Old paint cans']) {
        await user.click(within(article).getByRole('listitem', { name }).querySelector('button')!);
      }
      // As a person would: Done is tapped once it is enabled, when the phone holds both items' steps.
      const done = within(article).getByRole('button', { name: 'Done' }) as HTMLButtonElement;
      await waitFor(() => expect(done.disabled).toBe(false));
      await user.click(done);
      await waitFor(() => expect(screen.queryByText(/waiting to be sent/)).toBeNull());
      await waitFor(() => expect(badgeOf(article)).toBe('Picked up'));
      watch.disconnect();
      expect(shown).toEqual(['Arrived', 'Picked up']);
      expect(seen.filter((r) => r.url === '/api/crew/actions').map((r) => (r.body as { kind: string }).kind)).toEqual([
        'arrived',
        'loaded',
        'loaded',
        'done',
      ]);
    });
  });

  it('sends anyone else to the sign-in', async () => {
    setSessionUser({ id: 'u2', email: 'juan@example.ph', name: 'Juan', role: 'customer' });
    renderAt('/crew', routes);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/admin-access'));
  });
});
