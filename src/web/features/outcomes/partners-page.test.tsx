import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Partner } from '#src/shared/outcomes/outcome.schema.ts';
import { setSessionUser } from '#src/web/lib/session.ts';
import { answerFetch, json, renderAt, staffUser } from '#src/web/test/http.ts';
import PartnersPage from './partners-page.tsx';

// Issue 16: staff keep the list of partners; one that received items can only be made inactive.
// Adding a partner is in outcomes.test.tsx.

const routes = { '/admin-partners': <PartnersPage /> };

const charity: Partner = {
  id: 'p1',
  name: 'Bahay Kalinga Foundation',
  kind: 'donation',
  city: 'Quezon City',
  active: true,
  itemCount: 3,
};
const junkshop: Partner = {
  id: 'p2',
  name: 'Junkshop ni Mang Ben',
  kind: 'recycling',
  city: 'Pasig',
  active: false,
  itemCount: 0,
};

/** A small server for /api/admin/partners: list, change and remove, each call recorded. */
function answerPartners(start: Partner[], refuse?: { method: string; status: number; message: string }) {
  let partners = [...start];
  return answerFetch((r) => {
    if (refuse && r.method === refuse.method) return json(refuse.status, { error: 'REFUSED', message: refuse.message });
    const id = r.url.split('/').at(-1);
    if (r.method === 'PATCH') {
      partners = partners.map((p) => (p.id === id ? { ...p, ...(r.body as object) } : p));
      return json(
        200,
        partners.find((p) => p.id === id),
      );
    }
    if (r.method === 'DELETE') {
      partners = partners.filter((p) => p.id !== id);
      return new Response(null, { status: 204 });
    }
    return json(200, partners);
  });
}

const rowOf = (name: string) => screen.getByText(name).closest('li')!;

describe('Partners page (issue 16)', () => {
  beforeEach(() => setSessionUser(staffUser));
  afterEach(() => vi.unstubAllGlobals());

  it('lists each partner with its kind, city, items received and whether it is active', async () => {
    answerPartners([charity, junkshop]);
    renderAt('/admin-partners', routes);
    await screen.findByText('Bahay Kalinga Foundation');
    const first = rowOf('Bahay Kalinga Foundation');
    expect(within(first).getByText('Donation · Quezon City · 3 Items')).toBeTruthy();
    expect(within(first).getByRole<HTMLInputElement>('checkbox', { name: 'Active' }).checked).toBe(true);
    expect(within(first).queryByText('Inactive')).toBeNull();

    const second = rowOf('Junkshop ni Mang Ben');
    expect(within(second).getByText('Inactive')).toBeTruthy();
    expect(within(second).getByRole<HTMLInputElement>('checkbox', { name: 'Active' }).checked).toBe(false);
    // Only a partner that has received nothing can be removed.
    expect(within(first).queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(within(second).getByRole('button', { name: 'Remove: Junkshop ni Mang Ben' })).toBeTruthy();
  });

  it('makes a partner inactive and active again', async () => {
    const seen = answerPartners([charity]);
    renderAt('/admin-partners', routes);
    await screen.findByText('Bahay Kalinga Foundation');
    const active = () => within(rowOf('Bahay Kalinga Foundation')).getByRole<HTMLInputElement>('checkbox');

    await userEvent.click(active());
    expect(await screen.findByText('Partner saved.')).toBeTruthy();
    await waitFor(() => expect(active().checked).toBe(false));
    expect(within(rowOf('Bahay Kalinga Foundation')).getByText('Inactive')).toBeTruthy();

    await userEvent.click(active());
    await waitFor(() => expect(active().checked).toBe(true));
    expect(seen.filter((r) => r.method === 'PATCH')).toEqual([
      { url: '/api/admin/partners/p1', method: 'PATCH', body: { active: false } },
      { url: '/api/admin/partners/p1', method: 'PATCH', body: { active: true } },
    ]);
  });

  it('removes a partner that received nothing', async () => {
    const seen = answerPartners([charity, junkshop]);
    renderAt('/admin-partners', routes);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove: Junkshop ni Mang Ben' }));
    expect(await screen.findByText('Partner removed.')).toBeTruthy();
    expect(seen.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual(['/api/admin/partners/p2']);
    await waitFor(() => expect(screen.queryByText('Junkshop ni Mang Ben')).toBeNull());
    expect(screen.getByText('Bahay Kalinga Foundation')).toBeTruthy();
  });

  it('shows the server’s reason when it refuses a removal', async () => {
    answerPartners([junkshop], {
      method: 'DELETE',
      status: 409,
      message: 'This partner has received items, so it cannot be removed. Make it inactive instead.',
    });
    renderAt('/admin-partners', routes);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove: Junkshop ni Mang Ben' }));
    expect(
      await screen.findByText('This partner has received items, so it cannot be removed. Make it inactive instead.'),
    ).toBeTruthy();
    expect(screen.getByText('Junkshop ni Mang Ben')).toBeTruthy();
  });

  it('shows the server’s reason when a name is taken, and keeps what was typed', async () => {
    answerPartners([charity], { method: 'POST', status: 409, message: 'A partner with this name already exists.' });
    renderAt('/admin-partners', routes);
    await screen.findByText('Bahay Kalinga Foundation');
    await userEvent.type(screen.getByLabelText('Name'), 'Bahay Kalinga Foundation');
    await userEvent.click(screen.getAllByRole('button', { name: 'Add partner' }).at(-1)!);
    expect(await screen.findByText('A partner with this name already exists.')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Bahay Kalinga Foundation');
  });

  it('says when there are no partners yet', async () => {
    answerPartners([]);
    renderAt('/admin-partners', routes);
    expect(await screen.findByText('No partners yet. Add the first one above.')).toBeTruthy();
  });

  it('says the partners could not be loaded when the server fails', async () => {
    answerFetch(() => json(500, { error: 'INTERNAL', message: 'boom' }));
    renderAt('/admin-partners', routes);
    expect(
      await screen.findByText('Could not load the partners. Please try again.', {}, { timeout: 5000 }),
    ).toBeTruthy();
  });
});
