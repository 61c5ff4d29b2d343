import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Truck } from '#src/shared/scheduling/trucks.ts';
import { answerFetch, json, renderAt } from '#src/web/test/http.ts';
import { TrucksCard } from './trucks-card.tsx';

// Issue 15: staff record the trucks and their plate's last digit, for the number-coding warning.

const routes = { '/admin-pickup-windows': <TrucksCard /> };

/** A small server: the trucks list, add and remove, each call recorded. */
function answerTrucks(start: Truck[], refuse?: { method: string; status: number; message: string }) {
  let trucks = [...start];
  return answerFetch((r) => {
    if (refuse && r.method === refuse.method) return json(refuse.status, { error: 'REFUSED', message: refuse.message });
    if (r.url === '/api/admin/trucks' && r.method === 'POST') {
      const truck = { id: `t${trucks.length + 1}`, ...(r.body as Omit<Truck, 'id'>) };
      trucks = [...trucks, truck];
      return json(201, truck);
    }
    if (r.method === 'PUT') {
      const { depot } = r.body as Pick<Truck, 'depot'>;
      trucks = trucks.map((t) => (r.url === `/api/admin/trucks/${t.id}/depot` ? { ...t, depot } : t));
      return json(
        200,
        trucks.find((t) => r.url.startsWith(`/api/admin/trucks/${t.id}/`)),
      );
    }
    if (r.method === 'DELETE') {
      trucks = trucks.filter((t) => r.url !== `/api/admin/trucks/${t.id}`);
      return new Response(null, { status: 204 });
    }
    return json(200, { trucks });
  });
}

const elf: Truck = { id: 't1', name: 'Truck 1 (Isuzu Elf)', plateEnding: 1 };
const canter: Truck = { id: 't2', name: 'Truck 2 (Canter)', plateEnding: 0 };

describe('trucks and number coding', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists each truck with the weekday its plate is coded on', async () => {
    answerTrucks([elf, canter]);
    renderAt('/admin-pickup-windows', routes);
    const list = await screen.findByRole('list', { name: 'Trucks and number coding' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first!.textContent).toContain('Truck 1 (Isuzu Elf) · Plate ending digit 1 · coded on Monday');
    expect(second!.textContent).toContain('Truck 2 (Canter) · Plate ending digit 0 · coded on Friday');
  });

  it('says when no truck is recorded', async () => {
    answerTrucks([]);
    renderAt('/admin-pickup-windows', routes);
    expect(await screen.findByText('No truck recorded yet.')).toBeTruthy();
  });

  it('adds a truck with its plate digit as a number, then empties the form', async () => {
    const seen = answerTrucks([]);
    renderAt('/admin-pickup-windows', routes);
    await screen.findByText('No truck recorded yet.');
    await userEvent.type(screen.getByLabelText('Truck'), 'Truck 3 (L300)');
    await userEvent.type(screen.getByLabelText('Plate ending digit'), '7');
    await userEvent.click(screen.getByRole('button', { name: 'Add truck' }));

    expect(await screen.findByText('Truck 3 (L300) is recorded.')).toBeTruthy();
    expect(seen.filter((r) => r.method === 'POST')).toEqual([
      { url: '/api/admin/trucks', method: 'POST', body: { name: 'Truck 3 (L300)', plateEnding: 7 } },
    ]);
    const list = await screen.findByRole('list', { name: 'Trucks and number coding' });
    expect(within(list).getByText(/coded on Thursday/)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Truck').value).toBe('');
    expect(screen.getByLabelText<HTMLInputElement>('Plate ending digit').value).toBe('');
  });

  it('refuses a truck without a name or a plate digit, without asking the server', async () => {
    const seen = answerTrucks([]);
    renderAt('/admin-pickup-windows', routes);
    await screen.findByText('No truck recorded yet.');
    await userEvent.type(screen.getByLabelText('Plate ending digit'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Add truck' }));

    expect(await screen.findByText('Please enter the truck’s name')).toBeTruthy();
    expect(screen.getByText('Please enter the last digit of the plate, 0 to 9')).toBeTruthy();
    expect(seen.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('removes a truck by its name', async () => {
    const seen = answerTrucks([elf, canter]);
    renderAt('/admin-pickup-windows', routes);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Truck 1 (Isuzu Elf)' }));

    expect(await screen.findByText('Truck removed')).toBeTruthy();
    expect(seen.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual(['/api/admin/trucks/t1']);
    await waitFor(() => expect(screen.queryByText(/Truck 1 \(Isuzu Elf\)/)).toBeNull());
    expect(screen.getByText(/Truck 2 \(Canter\)/)).toBeTruthy();
  });

  it('shows the server’s reason when it refuses a truck', async () => {
    answerTrucks([], { method: 'POST', status: 409, message: 'A truck with this name exists.' });
    renderAt('/admin-pickup-windows', routes);
    await screen.findByText('No truck recorded yet.');
    await userEvent.type(screen.getByLabelText('Truck'), 'Truck 1 (Isuzu Elf)');
    await userEvent.type(screen.getByLabelText('Plate ending digit'), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Add truck' }));
    expect(await screen.findByText('A truck with this name exists.')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Truck').value).toBe('Truck 1 (Isuzu Elf)');
  });

  // Issue 37: the depot is where the truck's route starts.
  it('sets a truck’s depot as two numbers and shows it', async () => {
    const seen = answerTrucks([elf, canter]);
    renderAt('/admin-pickup-windows', routes);
    const form = await screen.findByRole('form', { name: 'Depot: Truck 1 (Isuzu Elf)' });
    expect(form.textContent).toContain('No depot yet');
    await userEvent.type(within(form).getByLabelText('Depot latitude'), '14.6507');
    await userEvent.type(within(form).getByLabelText('Depot longitude'), ' 121.0494 ');
    await userEvent.click(within(form).getByRole('button', { name: 'Save depot' }));

    expect(await screen.findByText('The depot of Truck 1 (Isuzu Elf) is saved.')).toBeTruthy();
    expect(seen.filter((r) => r.method === 'PUT')).toEqual([
      { url: '/api/admin/trucks/t1/depot', method: 'PUT', body: { depot: { lat: 14.6507, lng: 121.0494 } } },
    ]);
    await waitFor(() => expect(form.textContent).toContain('Depot: 14.6507, 121.0494'));
    const other = screen.getByRole('form', { name: 'Depot: Truck 2 (Canter)' });
    expect(other.textContent).toContain('No depot yet');
  });

  it('refuses a depot outside Metro Manila (a swapped point) without asking the server', async () => {
    const seen = answerTrucks([elf]);
    renderAt('/admin-pickup-windows', routes);
    const form = await screen.findByRole('form', { name: 'Depot: Truck 1 (Isuzu Elf)' });
    await userEvent.type(within(form).getByLabelText('Depot latitude'), '121.0494');
    await userEvent.type(within(form).getByLabelText('Depot longitude'), '14.6507');
    await userEvent.click(within(form).getByRole('button', { name: 'Save depot' }));

    expect(
      await within(form).findByText('Enter a latitude and longitude inside Metro Manila, e.g. 14.6507 and 121.0494'),
    ).toBeTruthy();
    expect(seen.filter((r) => r.method === 'PUT')).toHaveLength(0);
  });
});
