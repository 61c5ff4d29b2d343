import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate } from '#src/shared/core/dates.ts';
import type { Suspension } from '#src/shared/scheduling/suspensions.ts';
import { answerFetch, json, renderAt } from '#src/web/test/http.ts';
import { SuspendedDaysCard } from './suspended-days-card.tsx';

// Decision 043: staff suspend a typhoon day (one SMS per household booked), see who has not moved
// yet, and lift a suspension. Suspending after confirming is in pickup-windows-page.test.tsx.

const routes = { '/admin-pickup-windows': <SuspendedDaysCard /> };

const typhoon: Suspension = {
  id: 's1',
  date: '2026-12-28',
  reason: 'PAGASA Signal No. 2',
  cities: null,
  asked: 5,
  unanswered: 2,
};
const flood: Suspension = {
  id: 's2',
  date: '2026-12-29',
  reason: 'Flooding',
  cities: ['Marikina'],
  asked: 4,
  unanswered: 0,
};

function answerSuspensions(start: Suspension[], refuse?: { method: string; status: number; message: string }) {
  let suspensions = [...start];
  return answerFetch((r) => {
    if (refuse && r.method === refuse.method) return json(refuse.status, { error: 'REFUSED', message: refuse.message });
    if (r.method === 'DELETE') {
      suspensions = suspensions.filter((s) => r.url !== `/api/admin/pickup-suspensions/${s.id}`);
      return new Response(null, { status: 204 });
    }
    return json(200, { suspensions });
  });
}

async function fillIn(date: string, reason: string) {
  const field = screen.getByLabelText('Date to suspend');
  await userEvent.clear(field);
  await userEvent.type(field, date);
  await userEvent.type(screen.getByLabelText('Reason (goes into the SMS)'), reason);
  await userEvent.click(screen.getByRole('button', { name: 'Suspend the day' }));
}

describe('typhoon and suspension days', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the suspended days with their reason and how many households have not moved yet', async () => {
    answerSuspensions([typhoon, flood]);
    renderAt('/admin-pickup-windows', routes);
    const list = await screen.findByRole('list', { name: 'Typhoon and suspension days' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first!.textContent).toContain(`${formatDate('2026-12-28')} · suspended · All cities · PAGASA Signal No. 2`);
    // Issue 23: a day suspended in some cities names them.
    expect(second!.textContent).toContain(`${formatDate('2026-12-29')} · suspended · Marikina · Flooding`);
    expect(within(first!).getByText('2 of 5 still to reschedule').className).toContain('text-amber-900');
    expect(within(second!).getByText('0 of 4 still to reschedule').className).toContain('text-muted');
  });

  it('lifts a suspension, and the day leaves the list', async () => {
    const seen = answerSuspensions([typhoon, flood]);
    renderAt('/admin-pickup-windows', routes);
    await userEvent.click(
      await screen.findByRole('button', { name: `Lift the suspension on ${formatDate('2026-12-28')}` }),
    );
    expect(await screen.findByText('Suspension lifted')).toBeTruthy();
    expect(seen.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual(['/api/admin/pickup-suspensions/s1']);
    await waitFor(() => expect(screen.queryByText(/PAGASA/)).toBeNull());
    expect(screen.getByText(/Flooding/)).toBeTruthy();
  });

  it('sends nothing when staff cancel the confirmation', async () => {
    const seen = answerSuspensions([]);
    renderAt('/admin-pickup-windows', routes);
    await screen.findByText('No day is suspended.');
    await fillIn('2026-12-30', 'Signal No. 3');
    const dialog = await screen.findByRole('dialog', { name: 'Suspend the day' });
    expect(
      within(dialog).getByText(`Suspend ${formatDate('2026-12-30')}? Every household booked that day gets an SMS.`),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(seen.filter((r) => r.method === 'POST')).toHaveLength(0);
    // What staff typed stays, to try again.
    expect(screen.getByLabelText<HTMLInputElement>('Reason (goes into the SMS)').value).toBe('Signal No. 3');
  });

  it('suspends a day in the cities staff tick, and says so before sending (issue 23)', async () => {
    const flooded: Suspension = { ...flood, date: '2026-12-30', cities: ['Marikina', 'Pasig'], asked: 2 };
    const seen = answerFetch((r) =>
      r.method === 'POST'
        ? json(200, { suspension: flooded, moved: 2, sent: 2 })
        : json(200, { suspensions: seen.some((q) => q.method === 'POST') ? [flooded] : [] }),
    );
    renderAt('/admin-pickup-windows', routes);
    await screen.findByText('No day is suspended.');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Marikina' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pasig' }));
    await fillIn('2026-12-30', 'Flooding');
    const dialog = await screen.findByRole('dialog', { name: 'Suspend the day' });
    expect(
      within(dialog).getByText(
        `Suspend ${formatDate('2026-12-30')} in Marikina, Pasig? Every household booked there that day gets an SMS.`,
      ),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend the day' }));
    await waitFor(() =>
      expect(seen.find((r) => r.method === 'POST')?.body).toEqual({
        date: '2026-12-30',
        reason: 'Flooding',
        cities: ['Marikina', 'Pasig'],
      }),
    );
    expect(await screen.findByText(/Marikina, Pasig · Flooding/)).toBeTruthy();
  });

  it('shows the server’s reason when it refuses the day, and closes the confirmation', async () => {
    answerSuspensions([typhoon], { method: 'POST', status: 409, message: 'This day is already suspended.' });
    renderAt('/admin-pickup-windows', routes);
    await screen.findByRole('list', { name: 'Typhoon and suspension days' });
    await fillIn('2026-12-28', 'Signal No. 3');
    const dialog = await screen.findByRole('dialog', { name: 'Suspend the day' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend the day' }));
    expect(await screen.findByText('This day is already suspended.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the server’s reason when a lift fails, and keeps the day', async () => {
    answerSuspensions([typhoon], { method: 'DELETE', status: 404, message: 'This suspension was not found.' });
    renderAt('/admin-pickup-windows', routes);
    await userEvent.click(await screen.findByRole('button', { name: /^Lift the suspension on/ }));
    expect(await screen.findByText('This suspension was not found.')).toBeTruthy();
    expect(screen.getByText(/PAGASA Signal No. 2/)).toBeTruthy();
  });
});
