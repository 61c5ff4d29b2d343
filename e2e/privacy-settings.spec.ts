import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from './harness.ts';

// Issue 36: /privacy was pre-rendered at build time with the default retention (180 days) and
// contact, so an operator's RETENTION_DAYS and PRIVACY_CONTACT reached only browsers running the
// app. Fetched as curl does (no JavaScript, no Accept-Encoding), the notice states the settings.
describe('the privacy notice states the settings the server runs with', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer({ RETENTION_DAYS: '30', PRIVACY_CONTACT: 'dpo@example.ph' });
  });

  afterAll(async () => {
    await server?.stop();
  });

  it('in English and in Filipino, with JavaScript off', async () => {
    const english = await fetch(`${server.url}/privacy`);
    expect(english.status).toBe(200);
    const html = await english.text();
    expect(html).toContain('Until 30 days after your request');
    expect(html).toContain('dpo@example.ph');
    expect(html).not.toContain('180 days');

    const filipino = await (await fetch(`${server.url}/privacy`, { headers: { cookie: 'ligpit_lang=fil' } })).text();
    expect(filipino).toContain('<html lang="fil"');
    expect(filipino).toContain('Hanggang 30 araw');
    expect(filipino).toContain('Sumulat sa dpo@example.ph');
  });
});
