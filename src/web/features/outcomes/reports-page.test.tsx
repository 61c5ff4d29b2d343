import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OutcomeReport } from '#src/shared/outcomes/outcome.schema.ts';
import { setSessionUser } from '#src/web/lib/session.ts';
import { answerFetch, json, renderAt, staffUser } from '#src/web/test/http.ts';
import ReportsPage from './reports-page.tsx';

// The chart draws on a canvas, which jsdom has not; its figures are the tables' figures.
vi.mock('#src/web/features/outcomes/components/outcomes-chart.tsx', () => ({
  OutcomesChart: ({ months }: { months: unknown[] }) => <p>chart of {months.length} months</p>,
}));

const row = { requests: 3, donated: 4, resold: 1, recycled: 2, disposed: 1, kgDiverted: 1234.5 };
const report: OutcomeReport = {
  range: { from: '2026-01-01', to: '2026-11-30' },
  months: [{ month: '2026-10', ...row }],
  byCity: [{ month: '2026-10', city: 'Makati', ...row }],
  byPartner: [{ month: '2026-10', partner: null, ...row }],
};

describe('Reports page (issue 16)', () => {
  beforeEach(() => setSessionUser(staffUser));
  afterEach(() => vi.unstubAllGlobals());

  it('shows monthly outcomes by city and partner, exports the same range, and refuses a backwards range', async () => {
    const seen = answerFetch(() => json(200, report));
    renderAt('/admin-reports', { '/admin-reports': <ReportsPage /> });
    expect(await screen.findByText('chart of 1 months')).toBeTruthy();
    expect(screen.getByText('2026-10 · Makati')).toBeTruthy();
    expect(screen.getByText('2026-10 · No partner')).toBeTruthy();
    expect(screen.getAllByText('1,234.5')).toHaveLength(3);

    await userEvent.clear(screen.getByLabelText('From'));
    await userEvent.type(screen.getByLabelText('From'), '2026-03-01');
    await userEvent.clear(screen.getByLabelText('To'));
    await userEvent.type(screen.getByLabelText('To'), '2026-02-01');
    await userEvent.click(screen.getByRole('button', { name: 'Show report' }));
    expect(await screen.findByText(/Choose a From date on or before the To date/)).toBeTruthy();

    await userEvent.clear(screen.getByLabelText('To'));
    await userEvent.type(screen.getByLabelText('To'), '2026-06-30');
    await userEvent.click(screen.getByRole('button', { name: 'Show report' }));
    await waitFor(() =>
      expect(seen.map((r) => r.url)).toContain('/api/admin/reports/outcomes?from=2026-03-01&to=2026-06-30'),
    );
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/admin/reports/export.csv?from=2026-03-01&to=2026-06-30',
    );
  });
});
