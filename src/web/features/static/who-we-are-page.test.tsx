import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, json, renderAt } from '#src/web/test/http.ts';
import WhoWeArePage from './who-we-are-page.tsx';

// Issue 40 item 16: Who We Are named hello@ligpit.ph whatever MAIL_FROM said. It names the address
// the server is configured with (GET /api/privacy's contactEmail).
describe('/who-we-are', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('names the configured address for questions and the newsletter', async () => {
    answerFetch(({ url }) =>
      url.startsWith('/api/privacy')
        ? json(200, { contact: 'dpo@ligpit-pasig.ph', retentionDays: 180, contactEmail: 'tanong@ligpit-pasig.ph' })
        : json(404, { error: 'NOT_FOUND', message: 'Not found' }),
    );
    renderAt('/who-we-are', { '/who-we-are': <WhoWeArePage /> });
    const link = await screen.findByRole('link', { name: 'tanong@ligpit-pasig.ph' });
    expect(link.getAttribute('href')).toBe('mailto:tanong@ligpit-pasig.ph?subject=Newsletter');
    expect(screen.queryByText('hello@ligpit.ph')).toBeNull();
  });
});
