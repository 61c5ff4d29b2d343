import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary, isLoadFailure, PageNotShown } from './error-boundary.tsx';

function Throws({ error }: { error: Error }): never {
  throw error;
}

describe('a page that cannot render', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says it did not load when its chunk did not arrive, with a way to try again', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught error
    render(
      <ErrorBoundary fallback={(error) => <PageNotShown error={error} />}>
        <Throws
          error={new TypeError('Failed to fetch dynamically imported module: https://ligpit.ph/assets/track-page.js')}
        />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain('This page did not load');
    expect(screen.getByRole('alert').textContent).toContain(
      'We could not reach Ligpit. Check your connection and try again.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('says something went wrong when the page itself failed', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorBoundary fallback={(error) => <PageNotShown error={error} />}>
        <Throws error={new RangeError('Invalid time value')} />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Error');
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong. Please try again.');
  });

  it('shows the page when nothing failed', () => {
    render(
      <ErrorBoundary fallback={(error) => <PageNotShown error={error} />}>
        <p>Track your pickup</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('Track your pickup')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('knows a missing chunk in the words of Chromium, Safari, Firefox and Vite', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://ligpit.ph/assets/a.js',
      'Importing a module script failed.',
      'error loading dynamically imported module: https://ligpit.ph/assets/a.js',
      'Unable to preload CSS for /assets/a.css',
    ]) {
      expect(isLoadFailure(new TypeError(message))).toBe(true);
    }
    expect(isLoadFailure(new TypeError("Cannot read properties of undefined (reading 'name')"))).toBe(false);
  });
});
