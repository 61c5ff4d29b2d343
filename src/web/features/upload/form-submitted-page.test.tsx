import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notice } from '#src/shared/core/messages.ts';
import { receiptServer } from '#src/web/test/handlers/submissions.ts';
import { server } from '#src/web/test/http.ts';
import FormSubmittedPage from './form-submitted-page.tsx';

const toasts = vi.hoisted(() => [] as { kind: string; notice: Notice | string }[]);
vi.mock('#src/web/lib/toast.ts', () => ({
  notify: {
    error: (notice: Notice) => toasts.push({ kind: 'error', notice }),
    success: (notice: Notice) => toasts.push({ kind: 'success', notice }),
    info: () => undefined,
  },
}));

// The HTTP boundary: what the server would answer for this tracking number (test/handlers).
let receipt: { photoCount: number; resendCount: number };

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/form-submitted']}>
        <Routes>
          <Route path="/form-submitted" element={<FormSubmittedPage />} />
          <Route path="/" element={<p>Landing</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  toasts.length = 0;
  sessionStorage.clear();
  receipt = { photoCount: 3, resendCount: 0 };
  server.use(...receiptServer(receipt));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('FormSubmittedPage', () => {
  it('without a tracking number in the session says so and goes home', async () => {
    renderPage();
    await screen.findByText('Landing');
    expect(toasts[0]).toEqual({
      kind: 'error',
      notice: { title: 'No submission found', description: "We couldn't find your submission data" },
    });
  });

  it('shows the number, the photo count, the links, and allows exactly two resends', async () => {
    sessionStorage.setItem('declutterTrackingNumber', JSON.stringify('AB12CD34'));
    renderPage();
    expect(screen.getByRole('heading', { name: 'Items Submitted!' })).toBeTruthy();
    expect(screen.getByText('AB12CD34')).toBeTruthy();
    await screen.findByText('3 Item photos uploaded');
    expect(screen.getByRole('link', { name: 'view tracking result' }).getAttribute('href')).toBe(
      '/tracking-result/AB12CD34',
    );
    expect(screen.getByRole('link', { name: 'View My Items' }).getAttribute('href')).toBe('/tracking-result/AB12CD34');
    expect(screen.getByRole('link', { name: 'Return Home' }).getAttribute('href')).toBe('/');

    const resend = screen.getByRole('button', { name: 'Resend Tracking Number' });
    fireEvent.click(resend);
    await screen.findByText('You can resend it 1 more time.');
    fireEvent.click(resend);
    await screen.findByText("You've used all resends for this request.");
    expect(resend).toHaveProperty('disabled', true);
    expect(toasts.filter((t) => t.kind === 'success')).toHaveLength(2);
    expect(toasts[0]!.notice).toEqual({
      title: 'Tracking number resent',
      description: "We've resent your tracking information to your email and phone",
    });
  });

  it('says "Maximum resends reached" when the server refuses a third', async () => {
    sessionStorage.setItem('declutterTrackingNumber', JSON.stringify('AB12CD34'));
    receipt.photoCount = 1;
    renderPage();
    await screen.findByText('1 Item photo uploaded');
    receipt.resendCount = 2; // used up meanwhile, e.g. in another tab
    fireEvent.click(screen.getByRole('button', { name: 'Resend Tracking Number' }));
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0]).toEqual({
      kind: 'error',
      notice: {
        title: 'Maximum resends reached',
        description: "You've reached the maximum number of resend attempts.",
      },
    });
    await screen.findByText("You've used all resends for this request.");
  });

  it('confirms a copy and resets the confirmation after 2 s', async () => {
    sessionStorage.setItem('declutterTrackingNumber', JSON.stringify('AB12CD34'));
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    renderPage();
    await screen.findByText('3 Item photos uploaded');
    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy tracking number' }));
    });
    expect(writeText).toHaveBeenCalledWith('AB12CD34');
    expect(screen.getByText('Copied!')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByText('Copied!')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('Copy')).toBeTruthy();
  });
});
