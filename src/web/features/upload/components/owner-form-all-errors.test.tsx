import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Notice } from '#src/shared/core/messages.ts';
import { emptyOwnerDetails } from '#src/web/features/upload/lib/form-draft.ts';
import { OwnerDetailsForm } from './owner-details-form.tsx';

// Issue 40 item 12 (decision 087): the guest form showed its problems one at a time, so it took
// three submits to find everything missing. One submit marks every field with a problem, each
// with its text under it; the toast still names the first, in product.md's order.

const toasts = vi.hoisted(() => [] as Notice[]);
vi.mock('#src/web/lib/toast.ts', () => ({
  notify: {
    error: (notice: Notice) => toasts.push(notice),
    success: () => undefined,
    info: () => undefined,
  },
}));

describe('the guest form on the first submit', () => {
  it('marks every missing field at once, and the toast names the first', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <OwnerDetailsForm
        defaultValues={emptyOwnerDetails()}
        photoCount={1}
        photosBusy={false}
        submitting={false}
        onSubmit={vi.fn(async () => null)}
      />,
      { wrapper: ({ children }) => <QueryClientProvider client={client}>{children}</QueryClientProvider> },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0]).toEqual({ title: 'Missing Information', description: 'Please enter your name' });
    for (const [label, text] of [
      ['Name', 'Please enter your name'],
      ['Email', 'Please enter your email'],
      ['Phone', 'Please enter a valid 10-digit phone number'],
      ['Location', 'Please select a location'],
      ['Street address', 'Please enter your street address with house number'],
      ['Barangay', 'Please enter your barangay'],
    ] as const) {
      expect(screen.getByLabelText(label).getAttribute('aria-invalid'), label).toBe('true');
      expect(screen.getByText(text), label).toBeTruthy();
    }
  });
});
