import { describe, expect, it } from 'vitest';
import { submissionThankYouSms } from '#src/server/features/notifications/templates.ts';
import { statusChangeSms } from '#src/server/features/submissions/status-sms.ts';

// Issue 16: a request's messages are in the language it was made in, English when it has none.
describe('message templates in the request’s language', () => {
  const scheduled = {
    name: 'Maria Santos',
    trackingNumber: 'AB12CD34',
    status: 'Pickup Scheduled',
    pickupDateText: 'Sab, Nob 28, 2026',
    pickupTime: '9:00 AM – 12:00 PM',
    trackUrl: 'https://ligpit.ph/tracking-result/AB12CD34',
  };

  it('writes a status SMS in Filipino for a Filipino request, no longer than the English', () => {
    const sms = statusChangeSms({ ...scheduled, locale: 'fil' });
    expect(sms).toBe(
      'Ligpit: Hi Maria! Pickup AB12CD34: Sab, Nob 28, 2026, 9:00 AM - 12:00 PM. Cancel o lipat hanggang 24h bago: https://ligpit.ph/tracking-result/AB12CD34',
    );
    // One SMS in both languages (issue 15), and the Filipino is not the longer one.
    expect(sms.length).toBeLessThanOrEqual(160);
    expect(sms.length).toBeLessThanOrEqual(statusChangeSms(scheduled).length);
    expect(statusChangeSms({ ...scheduled, status: 'Declined', reason: 'Sira na', locale: 'fil' })).toBe(
      'Ligpit: Hi Maria. Pasensya na, hindi namin makukuha ang mga gamit sa request AB12CD34. Dahilan: Sira na. Puwede kang mag-submit ulit anumang oras.',
    );
  });

  it('writes English when the request has no language or an unknown one, and does not leak a language', async () => {
    const [filipino, english, unknown] = await Promise.all([
      Promise.resolve().then(() =>
        submissionThankYouSms({ trackingNumber: 'AB12CD34', contactEmail: 'a@b.ph', locale: 'fil' }),
      ),
      Promise.resolve().then(() => submissionThankYouSms({ trackingNumber: 'AB12CD34', contactEmail: 'a@b.ph' })),
      Promise.resolve().then(() => statusChangeSms({ ...scheduled, status: 'Completed', locale: 'xx' })),
    ]);
    expect(filipino).toMatch(/^Salamat sa pagligpit/);
    expect(english).toMatch(/^Thank you for decluttering with Ligpit!/);
    expect(unknown).toMatch(/Your decluttering process is complete/);
    expect(statusChangeSms({ ...scheduled, status: 'Completed' })).toMatch(/Your decluttering process is complete/);
  });
});
