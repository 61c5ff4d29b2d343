import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, formatDate, manilaDate } from '#src/shared/core/dates.ts';
import type { Availability } from '#src/shared/scheduling/pickup-slots.ts';
import type { OwnerDetails } from '#src/shared/submissions/submission.schema.ts';
import { pickupAvailability } from '#src/web/test/handlers/scheduling.ts';
import { type SeenRequest, seenRequests, server } from '#src/web/test/http.ts';
import { PickupWindowField } from './pickup-window-field.tsx';

// Issue 15: the upload screen offers the windows with room on the chosen day, and days with room.
// The field sits in the upload form (owner-details-form.tsx); here in a form with the two fields it reads.

const today = manilaDate();
const first = addDays(today, 7);
const full = addDays(today, 8);
const later = addDays(today, 9);
const availability: Availability = {
  city: 'Makati',
  days: [
    {
      date: first,
      windows: [
        { id: '00000000-0000-4000-8000-000000000001', label: '8:00–11:00', remaining: 6 },
        { id: '00000000-0000-4000-8000-000000000002', label: '11:00–14:00', remaining: 1 },
      ],
    },
    { date: later, windows: [{ id: '00000000-0000-4000-8000-000000000003', label: '14:00–17:00', remaining: 9 }] },
  ],
};

/** The location and date fields as the upload form has them, and the field under test. */
function WindowForm({ onSubmit }: { onSubmit: (values: OwnerDetails) => void }) {
  const { control, register, setValue, handleSubmit } = useForm<OwnerDetails>({
    defaultValues: { city: '', pickupDate: first },
  });
  return (
    <form onSubmit={handleSubmit(onSubmit)}>
      <label>
        Location
        <select {...register('city')}>
          <option value="">Choose</option>
          <option value="Makati">Makati</option>
        </select>
      </label>
      <label>
        Pickup date
        <input type="date" {...register('pickupDate')} />
      </label>
      <PickupWindowField control={control} setValue={setValue} />
      <button type="submit">Submit</button>
    </form>
  );
}

function renderForm() {
  const onSubmit = vi.fn((_values: OwnerDetails) => undefined);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <WindowForm onSubmit={onSubmit} />
    </QueryClientProvider>,
  );
  return onSubmit;
}

describe('PickupWindowField', () => {
  let seen: SeenRequest[];
  beforeEach(() => {
    sessionStorage.clear();
    server.use(pickupAvailability(availability));
    seen = seenRequests();
  });

  it('asks for a location first, then offers the day’s windows and sends the one picked', async () => {
    const onSubmit = renderForm();
    expect(screen.getByText('Choose your location to see the pickup windows.')).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Location'), 'Makati');

    const group = await screen.findByRole('group', { name: 'Preferred pickup window' });
    expect(seen.map((request) => request.url)).toContain('/api/pickup-availability?city=Makati');
    // The first window with room is proposed; a window nearly full says so.
    await waitFor(() => expect(screen.getByRole<HTMLInputElement>('radio', { name: '8:00–11:00' }).checked).toBe(true));
    await userEvent.click(screen.getByRole('radio', { name: '11:00–14:00 (only 1 left)' }));
    expect(group).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      city: 'Makati',
      pickupDate: first,
      pickupWindowId: '00000000-0000-4000-8000-000000000002',
    });
  });

  it('offers the days with room when the chosen day has none', async () => {
    renderForm();
    await userEvent.selectOptions(screen.getByLabelText('Location'), 'Makati');
    await screen.findByRole('group', { name: 'Preferred pickup window' });
    fireEvent.change(screen.getByLabelText('Pickup date'), { target: { value: full } });

    expect(await screen.findByText(`No pickup window is left on ${formatDate(full)}. Days with room:`)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: formatDate(later) }));
    expect(screen.getByLabelText<HTMLInputElement>('Pickup date').value).toBe(later);
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('radio', { name: '14:00–17:00' }).checked).toBe(true),
    );
  });
});
