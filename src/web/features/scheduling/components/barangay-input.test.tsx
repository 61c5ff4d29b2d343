import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, json, renderAt } from '#src/web/test/http.ts';
import { type AddressFieldName, AddressFields } from './address-fields.tsx';

// Issue 37: the barangay field offers the chosen city's barangays from the PSGC list and fills the
// postal code the list knows; it stays the form's registered field.

type Address = Record<AddressFieldName, string>;
let submitted: Address | null = null;

function AddressForm() {
  const { register, handleSubmit } = useForm<Address>({
    defaultValues: { city: '', address: '', barangay: '', postalCode: '', landmark: '' },
  });
  return (
    <form
      aria-label="Address"
      onSubmit={handleSubmit((v) => {
        submitted = v;
      })}
    >
      <AddressFields register={register} errorOf={() => undefined} />
      <button type="submit">Save</button>
    </form>
  );
}

const postalCode = () => (screen.getByLabelText('Postal code (optional)') as HTMLInputElement).value;
const suggestions = (input: HTMLElement) => {
  const list = document.getElementById(input.getAttribute('list') ?? '');
  return Array.from(list?.querySelectorAll('option') ?? []).map((o) => o.value);
};

describe('the barangay field', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    submitted = null;
  });

  it("suggests the chosen city's barangays, fills the postal code the list knows, and submits the pick", async () => {
    answerFetch((r) => (r.url === '/api/service-area' ? json(200, { paused: [] }) : json(404, {})));
    const user = userEvent.setup();
    renderAt('/', { '/': <AddressForm /> });
    await user.selectOptions(screen.getByLabelText('Location'), 'Quezon City');
    const barangay = screen.getByLabelText('Barangay');
    await user.click(barangay);
    await waitFor(() => expect(suggestions(barangay)).toHaveLength(142));
    expect(suggestions(barangay)).toContain('Pinyahan');
    expect(suggestions(barangay)).not.toContain('Bel-Air');

    await user.type(barangay, 'kamuning');
    await user.tab();
    await waitFor(() => expect(postalCode()).toBe('1103'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(submitted).toMatchObject({ city: 'Quezon City', barangay: 'kamuning', postalCode: '1103' }),
    );
  });

  it('offers another list when the city changes, and leaves a postal code the person typed', async () => {
    answerFetch((r) => (r.url === '/api/service-area' ? json(200, { paused: [] }) : json(404, {})));
    const user = userEvent.setup();
    renderAt('/', { '/': <AddressForm /> });
    await user.selectOptions(screen.getByLabelText('Location'), 'Makati');
    await user.type(screen.getByLabelText('Postal code (optional)'), '1299');
    const barangay = screen.getByLabelText('Barangay');
    await user.click(barangay);
    await waitFor(() => expect(suggestions(barangay)).toHaveLength(23));
    expect(suggestions(barangay)).toContain('Bel-Air');
    await user.type(barangay, 'Bel-Air');
    await user.tab();
    expect(postalCode()).toBe('1299');
  });
});
