import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSessionUser } from '#src/web/lib/session.ts';
import { answerFetch, json, renderAt, staffUser } from '#src/web/test/http.ts';
import AdminCrewPage from './admin-crew-page.tsx';

// Issue 40 item 6: "Assign a truck for a day" showed an empty truck list and did not say where
// trucks are added. It says so, and links there.

describe('staff: where the trucks of "Assign a truck for a day" come from (issue 40 item 6)', () => {
  beforeEach(() => setSessionUser(staffUser));
  afterEach(() => vi.unstubAllGlobals());

  it('with no trucks yet, says so and links to the page where trucks are added', async () => {
    answerFetch((r) => {
      if (r.url.startsWith('/api/admin/trucks')) return json(200, { trucks: [] });
      return json(200, { crew: [{ id: 'c1', name: 'Mang Ramon', login: '+63 9175550199' }], assignments: [] });
    });
    renderAt('/admin/crew', { '/admin/crew': <AdminCrewPage /> });
    expect(await screen.findByText(/No trucks yet\./)).toBeTruthy();
    expect(screen.getByText(/Trucks are added under "Trucks and number coding"/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add a truck' }).getAttribute('href')).toBe('/admin-pickup-windows');
  });
});
