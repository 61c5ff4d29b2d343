import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, json, renderAt } from '#src/web/test/http.ts';
import { ServiceAreaCard } from './service-area-card.tsx';

// Issue 23: staff pause a city while no truck covers it, and resume it, on the Pickup windows page.

const routes = { '/admin-pickup-windows': <ServiceAreaCard /> };

function answerArea(start: string[]) {
  let paused = [...start];
  return answerFetch((r) => {
    if (r.method === 'PUT') {
      const city = decodeURIComponent(r.url.split('/').at(-1)!);
      const body = r.body as { paused: boolean };
      paused = body.paused ? [...new Set([...paused, city])] : paused.filter((c) => c !== city);
    }
    return json(200, { cities: [], paused });
  });
}

describe('the service area card', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the 17 cities, pauses Valenzuela and resumes it', async () => {
    const seen = answerArea([]);
    renderAt('/admin-pickup-windows', routes);
    const list = await screen.findByRole('list', { name: 'Service area' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(17);
    const pause = await screen.findByRole('button', { name: 'Pause Valenzuela' });
    await waitFor(() => expect((pause as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(pause);
    expect(await screen.findByText('City paused')).toBeTruthy();
    expect(seen.find((r) => r.method === 'PUT')).toEqual({
      url: '/api/admin/service-area/Valenzuela',
      method: 'PUT',
      body: { paused: true },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Resume Valenzuela' }));
    expect(await screen.findByText('Households in Valenzuela can book again.')).toBeTruthy();
    expect(seen.filter((r) => r.method === 'PUT').at(-1)?.body).toEqual({ paused: false });
    expect(await screen.findByRole('button', { name: 'Pause Valenzuela' })).toBeTruthy();
  });
});
