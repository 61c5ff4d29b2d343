import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, json, renderAt } from '#src/web/test/http.ts';
import { type AddressFieldName, AddressFields, LocationNotAvailableDialog } from './address-fields.tsx';

// Issue 23: the one address part, as a form uses it: the city list from the service area (17
// cities, BGC and Others on the upload screens; the 17 on the profile), a city staff paused marked
// and leading to "Location Not Available", and the street lines.

type Address = Record<AddressFieldName, string>;

function AddressForm({ choices }: { choices: 'locations' | 'cities' }) {
  const { register } = useForm<Address>({
    defaultValues: { city: '', address: '', barangay: '', postalCode: '', landmark: '' },
  });
  const [unserved, setUnserved] = useState<string | null>(null);
  return (
    <form aria-label="Address">
      <AddressFields register={register} errorOf={() => undefined} choices={choices} onUnserved={setUnserved} />
      <LocationNotAvailableDialog open={unserved !== null} onClose={() => setUnserved(null)} />
    </form>
  );
}

const optionsOf = (select: HTMLElement) => Array.from(select.querySelectorAll('option')).map((o) => o.textContent);

describe('the one address part', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers the 17 cities, BGC and Others on an upload screen, and marks a paused city', async () => {
    answerFetch((r) => (r.url === '/api/service-area' ? json(200, { paused: ['Valenzuela'] }) : json(404, {})));
    renderAt('/', { '/': <AddressForm choices="locations" /> });
    const location = screen.getByLabelText('Location');
    await waitFor(() => expect(optionsOf(location)).toContain('Valenzuela (not yet served)'));
    const options = optionsOf(location);
    expect(options).toHaveLength(1 + 17 + 2); // the placeholder, the cities, BGC and Others
    expect(options).toContain('Quezon City');
    expect(options).toContain('BGC');
    expect(options.at(-1)).toBe('Others');

    await userEvent.selectOptions(location, 'Quezon City');
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.selectOptions(location, 'Valenzuela');
    expect(await screen.findByRole('dialog', { name: 'Location Not Available' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await userEvent.selectOptions(location, 'Others');
    expect(await screen.findByRole('dialog', { name: 'Location Not Available' })).toBeTruthy();
  });

  it('offers only the 17 cities where a city is asked, with the street lines below', async () => {
    answerFetch(() => json(200, { paused: [] }));
    renderAt('/', { '/': <AddressForm choices="cities" /> });
    const city = screen.getByLabelText('City');
    expect(optionsOf(city)).toHaveLength(1 + 17);
    expect(optionsOf(city)).not.toContain('Others');
    await userEvent.type(screen.getByLabelText(/Street address/), '12 Mapagmahal St.');
    await userEvent.type(screen.getByLabelText(/Barangay/), 'Pinyahan');
    expect((screen.getByLabelText(/Barangay/) as HTMLInputElement).value).toBe('Pinyahan');
  });
});
