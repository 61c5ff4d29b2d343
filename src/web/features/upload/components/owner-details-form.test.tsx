import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, manilaDate } from '#src/shared/core/dates.ts';
import type { Notice } from '#src/shared/core/messages.ts';
import { pickupWindow } from '#src/shared/scheduling/pickup-window.ts';
import type { OwnerDetails } from '#src/shared/submissions/submission.schema.ts';
import { emptyOwnerDetails } from '#src/web/features/upload/lib/form-draft.ts';
import { serviceArea } from '#src/web/test/handlers/scheduling.ts';
import { server } from '#src/web/test/http.ts';
import { OwnerDetailsForm } from './owner-details-form.tsx';

const toasts = vi.hoisted(() => [] as Notice[]);
vi.mock('#src/web/lib/toast.ts', () => ({
  notify: {
    error: (notice: Notice) => toasts.push(notice),
    success: () => undefined,
    info: () => undefined,
  },
}));

function renderForm(props: { photoCount?: number; onSubmit?: (v: OwnerDetails) => Promise<null> } = {}) {
  const onSubmit = vi.fn(props.onSubmit ?? (async () => null));
  // The window picker (issue 15) asks the server for the days with room.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <OwnerDetailsForm
      defaultValues={emptyOwnerDetails()}
      photoCount={props.photoCount ?? 2}
      photosBusy={false}
      submitting={false}
      onSubmit={onSubmit}
    />,
    { wrapper: ({ children }) => <QueryClientProvider client={client}>{children}</QueryClientProvider> },
  );
  return { ...view, onSubmit };
}

async function submitAndReadToast(): Promise<Notice | undefined> {
  const before = toasts.length;
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(toasts.length).toBeGreaterThan(before));
  return toasts.at(-1);
}

async function fillAddress(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Street address'), '7 Mabini St.');
  await user.type(screen.getByLabelText('Barangay'), 'Poblacion');
}

beforeEach(() => {
  toasts.length = 0;
  sessionStorage.clear();
});

describe('OwnerDetailsForm', () => {
  it('shows one error toast at a time in product.md order, with its words, then submits', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    fireEvent.change(screen.getByLabelText('Pickup date'), { target: { value: '' } });

    expect(await submitAndReadToast()).toEqual({ title: 'Missing Information', description: 'Please enter your name' });
    await user.type(screen.getByLabelText('Name'), 'Maria Clara');

    expect(await submitAndReadToast()).toEqual({
      title: 'Missing Information',
      description: 'Please enter your email',
    });
    await user.type(screen.getByLabelText('Email'), 'maria@example.ph');

    expect(await submitAndReadToast()).toEqual({
      title: 'Invalid Phone Number',
      description: 'Please enter a valid 10-digit phone number',
    });
    await user.type(screen.getByLabelText('Phone'), '9171234567');

    expect(await submitAndReadToast()).toEqual({
      title: 'Missing Information',
      description: 'Please select a location',
    });
    await user.selectOptions(screen.getByLabelText('Location'), 'Pasig');

    // The pickup address (issue 12): street with house number, barangay; the postal code is 4 digits or none.
    expect(await submitAndReadToast()).toEqual({
      title: 'Missing Information',
      description: 'Please enter your street address with house number',
    });
    await user.type(screen.getByLabelText('Street address'), '12 Shaw Blvd.');
    expect(await submitAndReadToast()).toEqual({
      title: 'Missing Information',
      description: 'Please enter your barangay',
    });
    await user.type(screen.getByLabelText('Barangay'), 'Kapitolyo');
    // A barangay of the list fills its postal code (issue 37); the person types over it.
    await waitFor(() =>
      expect((screen.getByLabelText('Postal code (optional)') as HTMLInputElement).value).toBe('1603'),
    );
    await user.clear(screen.getByLabelText('Postal code (optional)'));
    await user.type(screen.getByLabelText('Postal code (optional)'), '16');
    expect(await submitAndReadToast()).toEqual({
      title: 'Invalid Postal Code',
      description: 'Please enter a 4-digit postal code, or leave it empty',
    });
    await user.type(screen.getByLabelText('Postal code (optional)'), '03');
    await user.type(screen.getByLabelText('Landmark or delivery notes (optional)'), 'Blue gate');

    expect(await submitAndReadToast()).toEqual({
      title: 'Missing Information',
      description: 'Please select a pickup date',
    });
    fireEvent.change(screen.getByLabelText('Pickup date'), { target: { value: pickupWindow().min } });

    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      name: 'Maria Clara',
      email: 'maria@example.ph',
      phone: '+63 9171234567',
      city: 'Pasig',
      address: '12 Shaw Blvd.',
      barangay: 'Kapitolyo',
      landmark: 'Blue gate',
      postalCode: '1603',
      pickupDate: pickupWindow().min,
    });
    expect(toasts).toHaveLength(8);
  });

  it('opens "Location Not Available" for Others and submits nothing', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await user.type(screen.getByLabelText('Name'), 'Jose');
    await user.type(screen.getByLabelText('Email'), 'jose@example.ph');
    await user.type(screen.getByLabelText('Phone'), '9181234567');
    await user.selectOptions(screen.getByLabelText('Location'), 'Others');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    const dialog = await screen.findByRole('dialog', { name: 'Location Not Available' });
    expect(dialog.textContent).toContain(
      "Unfortunately, we currently don't service this location. We'll be expanding soon!",
    );
    expect(toasts).toHaveLength(0);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('offers all 17 cities and BGC; a city staff paused is marked, opens the dialog, and is never submitted (issue 23)', async () => {
    server.use(serviceArea(['Valenzuela']));
    const user = userEvent.setup();
    const { onSubmit } = renderForm({ photoCount: 1 });
    const location = screen.getByLabelText('Location') as HTMLSelectElement;
    const values = [...location.options].map((o) => o.value).filter(Boolean);
    expect(values).toHaveLength(19);
    expect(values).toEqual(expect.arrayContaining(['Quezon City', 'Valenzuela', 'Caloocan', 'Pateros', 'BGC']));
    expect(values.at(-1)).toBe('Others');
    expect(await screen.findByRole('option', { name: 'Valenzuela (not yet served)' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Quezon City' })).toBeTruthy();

    await user.type(screen.getByLabelText('Name'), 'Jose');
    await user.type(screen.getByLabelText('Email'), 'jose@example.ph');
    await user.type(screen.getByLabelText('Phone'), '9181234567');
    await fillAddress(user);
    await user.selectOptions(location, 'Valenzuela');
    expect(await screen.findByRole('dialog', { name: 'Location Not Available' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('dialog', { name: 'Location Not Available' })).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'OK' }));
    await user.selectOptions(location, 'Quezon City');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ city: 'Quezon City', address: '7 Mabini St.' });
  });

  it('refuses a pickup date less than 7 days ahead', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await user.type(screen.getByLabelText('Name'), 'Jose');
    await user.type(screen.getByLabelText('Email'), 'jose@example.ph');
    await user.type(screen.getByLabelText('Phone'), '9181234567');
    await user.selectOptions(screen.getByLabelText('Location'), 'Makati');
    await fillAddress(user);
    fireEvent.change(screen.getByLabelText('Pickup date'), { target: { value: addDays(manilaDate(), 3) } });

    expect(await submitAndReadToast()).toEqual({
      title: 'Invalid Pickup Date',
      description: 'Please choose a pickup date at least 1 week in advance and within 30 days',
    });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('defaults the pickup date to 7 days ahead in Manila, within the allowed window', () => {
    renderForm();
    const input = screen.getByLabelText('Pickup date') as HTMLInputElement;
    const window = pickupWindow();
    expect(input.value).toBe(window.default);
    expect(input.min).toBe(addDays(manilaDate(), 7));
    expect(input.max).toBe(addDays(manilaDate(), 30));
  });

  it('disables Submit without photos, and says "Missing Photos" if submitted anyway', async () => {
    const user = userEvent.setup();
    const { container, onSubmit } = renderForm({ photoCount: 0 });
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('Name'), 'Jose');
    await user.type(screen.getByLabelText('Email'), 'jose@example.ph');
    await user.type(screen.getByLabelText('Phone'), '9181234567');
    await user.selectOptions(screen.getByLabelText('Location'), 'Manila');
    await fillAddress(user);

    // The rule holds even for a submit that does not come through the (disabled) button.
    fireEvent.submit(container.querySelector('form')!);
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0]).toEqual({ title: 'Missing Photos', description: 'Please add at least one photo of your items' });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps what was typed in sessionStorage', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Name'), 'Ana');
    const stored = JSON.parse(sessionStorage.getItem('declutterFormData') ?? '{}');
    expect(stored.values.name).toBe('Ana');
    expect(stored.values.phone).toBe('+63 ');
  });

  it('shows the server problem it is handed back, like its own', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm({
      onSubmit: async () =>
        ({ kind: 'toast', notice: { title: 'Submission Failed', description: 'Server said no' } }) as never,
    });
    await user.type(screen.getByLabelText('Name'), 'Jose');
    await user.type(screen.getByLabelText('Email'), 'jose@example.ph');
    await user.type(screen.getByLabelText('Phone'), '9181234567');
    await user.selectOptions(screen.getByLabelText('Location'), 'BGC');
    await fillAddress(user);
    expect(await submitAndReadToast()).toEqual({ title: 'Submission Failed', description: 'Server said no' });
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
