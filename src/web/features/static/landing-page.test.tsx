import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { trackUpload } from '#src/web/lib/upload-activity.ts';
import LandingPage from './landing-page.tsx';

function renderLanding() {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<LandingPage />} />
        <Route path="/no-login-upload" element={<p>guest upload screen</p>} />
        <Route path="/login-upload" element={<p>signed-in upload screen</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

// Nobody is signed in: the tests' server says so (test/handlers/session.ts).

describe('landing screen (product.md §2)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    vi.resetModules();
  });

  it('says "No Account Required!" to visitors and sends them to the guest upload screen with the webcam flag set', async () => {
    renderLanding();
    expect(await screen.findByText('No Account Required!')).toBeTruthy();
    expect(screen.getByText('Camera access required.')).toBeTruthy();
    // Issue 25: a link to the upload screen with the camera flag, which works before the app runs.
    const start = screen.getByRole('link', { name: 'Start Taking Photos' });
    expect(start.getAttribute('href')).toBe('/no-login-upload?camera=open');
    await userEvent.click(start);
    expect(await screen.findByText('guest upload screen')).toBeTruthy();
    expect(sessionStorage.getItem('autoOpenWebcam')).toBe('true');
  });

  it('shows "Uploading..." and turns the start link off while a photo upload runs', async () => {
    renderLanding();
    let finish: () => void = () => {};
    void trackUpload(new Promise<void>((resolve) => (finish = resolve)));
    const link = await screen.findByRole('link', { name: 'Uploading...' });
    expect(link.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(link);
    expect(screen.queryByText('guest upload screen')).toBeNull();
    finish();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Start Taking Photos' })).toBeTruthy());
  });

  it('opens the four-step How it works dialog', async () => {
    renderLanding();
    await userEvent.click(screen.getByRole('button', { name: 'How it works' }));
    const dialog = await screen.findByRole('dialog', { name: 'How it works' });
    expect(dialog.querySelectorAll('li')).toHaveLength(4);
  });
});
