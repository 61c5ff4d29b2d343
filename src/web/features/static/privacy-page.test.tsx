import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import fil from '#src/shared/i18n/translations/fil.ts';
import { siteSettings } from '#src/web/test/handlers/static.ts';
import { renderAt, server } from '#src/web/test/http.ts';
import PrivacyPage from './privacy-page.tsx';

// Issue 26: the privacy notice, in English and Filipino, naming the data protection officer's
// address and the retention period the server is configured with.
describe('/privacy', () => {
  afterEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the language cookie is what the app reads
    document.cookie = 'ligpit_lang=; path=/; max-age=0';
  });

  it('says what is collected, who sees it, how long it is kept and whom to write to', async () => {
    server.use(siteSettings({ contact: 'dpo@ligpit.ph', retentionDays: 90 }));
    renderAt('/privacy', { '/privacy': <PrivacyPage /> });
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeTruthy();
    for (const heading of ['What we collect', 'Why', 'Who sees it', 'How long we keep it', 'Your rights']) {
      expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
    }
    expect(await screen.findByText(/Write to dpo@ligpit\.ph/)).toBeTruthy();
    expect(screen.getByText(/Until 90 days after your request/)).toBeTruthy();
    expect(screen.getByText(/SMS and e-mail providers/)).toBeTruthy();
  });

  it('is in Filipino too', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the language cookie is what the app reads
    document.cookie = 'ligpit_lang=fil; path=/';
    server.use(siteSettings({ contact: 'dpo@ligpit.ph', retentionDays: 180 }));
    renderAt('/privacy', { '/privacy': <PrivacyPage /> });
    expect(screen.getByRole('heading', { name: fil['static.privacyWhoTitle'] })).toBeTruthy();
    expect(await screen.findByText(/Sumulat sa dpo@ligpit\.ph/)).toBeTruthy();
  });
});
