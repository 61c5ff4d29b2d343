import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CrewStop, CrewToday } from '#src/shared/crew/crew.schema.ts';
import { closeCrewDb } from '#src/web/features/crew/lib/crew-store.ts';
import { setSessionUser } from '#src/web/lib/session.ts';
import { answerFetch, json, renderAt } from '#src/web/test/http.ts';
import CrewPage from './crew-page.tsx';

// Issue 40 item 8 (decision 086): an item staff marked "Can't take" is left at the door for staff's
// verdict, not for a made-up reason, and Done does not wait for it.

const crewUser = { id: 'c1', email: '639175550199@crew.ligpit.invalid', name: 'Mang Ramon', role: 'crew' as const };
const item = (id: string, name: string, verdict: 'accept' | 'reject', load: 'loaded' | null) => ({
  id,
  name,
  verdict,
  verdictNote: null,
  thumbUrl: `/api/photos/${id}/thumb`,
  url: `/api/photos/${id}`,
  load,
  leftReason: null,
});
const stop: CrewStop = {
  trackingNumber: 'AAAA1111',
  name: 'Ana Reyes',
  phone: '+639175550101',
  address: '5 Shaw Blvd.',
  barangay: 'Kapitolyo',
  city: 'Pasig',
  landmark: null,
  postalCode: null,
  window: '8:00–11:00',
  status: 'Arrived',
  state: 'arrived',
  items: [
    item('11111111-1111-4111-8111-111111111111', 'Electric fan', 'accept', 'loaded'),
    item('22222222-2222-4222-8222-222222222222', 'Old paint cans', 'reject', null),
  ],
};
const today: CrewToday = { date: '2026-11-27', truck: { id: 't1', name: 'Truck 1' }, stops: [stop] };

beforeEach(() => {
  setSessionUser(crewUser);
  answerFetch((request) => {
    if (request.url === '/api/crew/today') return json(200, today);
    return json(200, { duplicate: false, stop: null });
  });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  closeCrewDb();
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase('ligpit-crew');
    request.onsuccess = () => resolve();
    request.onerror = () => resolve();
    request.onblocked = () => resolve();
  });
});

describe('an item staff marked "Can’t take", on the crew’s phone (issue 40 item 8)', () => {
  it('Done does not wait for it, and Left behind offers staff’s verdict first, only for it', async () => {
    const user = userEvent.setup();
    renderAt('/crew', { '/crew': <CrewPage /> });
    const card = within((await screen.findAllByRole('article'))[0]!);
    expect(card.getByRole('button', { name: 'Done' }).hasAttribute('disabled')).toBe(false);

    const refused = within(card.getByRole('listitem', { name: 'Old paint cans' }));
    await user.click(refused.getByRole('button', { name: 'Left behind' }));
    const reasons = within(refused.getByRole('group'))
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(reasons[0]).toBe("We don't take it (staff's verdict)");
    expect(reasons).toContain('Refused at the door');

    const taken = within(card.getByRole('listitem', { name: 'Electric fan' }));
    await user.click(taken.getByRole('button', { name: 'Left behind' }));
    const takenReasons = within(taken.getByRole('group'))
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(takenReasons).not.toContain("We don't take it (staff's verdict)");
  });
});
