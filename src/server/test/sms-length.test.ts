import { describe, expect, it } from 'vitest';
import { gsm7Length, smsSegments } from '#src/server/features/notifications/gsm.ts';
import {
  dayBeforeReminderSms,
  onTheWaySms,
  ownerCodeSms,
  submissionThankYouSms,
  suspendedDaySms,
} from '#src/server/features/notifications/templates.ts';
import { statusChangeSms } from '#src/server/features/submissions/status-sms.ts';
import { suspensionReasonMax } from '#src/shared/scheduling/suspensions.ts';

// Issue 15: every SMS stays in GSM-7 (never UCS-2) and, where it can, in one 160-character
// segment. Measured with long but real values: the longest first name we accept in a greeting is
// cut at the first space, the tracking URL is production's, the window the longest label.

const url = 'https://ligpit.ph/tracking-result/AB12CD34';
const person = { name: 'Maximiliano Dela Cruz', trackingNumber: 'AB12CD34', trackUrl: url };
const longest = { pickupDateText: 'Wed, Sep 30, 2026', pickupTime: '11:00–14:00' };
const reason = 'We cannot collect mattresses at the moment';

const templates: [string, string, number][] = [
  ['thank-you', submissionThankYouSms({ trackingNumber: 'AB12CD34', contactEmail: 'hello@ligpit.ph' }), 1],
  ['status Processing', statusChangeSms({ ...person, status: 'Processing' }), 1],
  ['status Pickup Scheduled', statusChangeSms({ ...person, status: 'Pickup Scheduled', ...longest }), 1],
  ['status Completed', statusChangeSms({ ...person, status: 'Completed' }), 1],
  // A staff member's reason is free text up to 500 characters: it may take a second segment.
  ['status Declined, with a reason', statusChangeSms({ ...person, status: 'Declined', reason }), 2],
  ['status Cancelled, with a reason', statusChangeSms({ ...person, status: 'Cancelled', reason }), 1],
  ['status Cancelled online', statusChangeSms({ ...person, status: 'Cancelled' }), 1],
  [
    'reminder the day before',
    dayBeforeReminderSms({
      name: person.name,
      trackingNumber: 'AB12CD34',
      pickupDateText: longest.pickupDateText,
      window: longest.pickupTime,
      manageUrl: url,
    }),
    1,
  ],
  ['on the way', onTheWaySms({ name: person.name, trackingNumber: 'AB12CD34', etaMinutes: 120 }), 1],
  // A suspended day (decision 043): the longest reason staff may type, in both languages.
  ...(['en', 'fil'] as const).map((locale): [string, string, number] => [
    `suspended day (${locale})`,
    suspendedDaySms({
      pickupDateText: longest.pickupDateText,
      reason: 'PAGASA Signal No. 2 '.padEnd(suspensionReasonMax, 'x'),
      trackUrl: url,
      locale,
    }),
    1,
  ]),
  // The one-time code (decision 044).
  ...(['en', 'fil'] as const).map((locale): [string, string, number] => [
    `one-time code (${locale})`,
    ownerCodeSms({ trackingNumber: 'AB12CD34', code: '123456', locale }),
    1,
  ]),
];

describe('SMS lengths (GSM-7, 160 per segment)', () => {
  for (const [name, text, segments] of templates) {
    it(`${name}: GSM-7, ${segments} segment${segments > 1 ? 's' : ''} (${gsm7Length(text)} characters)`, () => {
      expect(gsm7Length(text), text).not.toBeNull();
      expect(smsSegments(text), text).toBeLessThanOrEqual(segments);
    });
  }

  it('the reminder and the on-the-way SMS fit one segment', () => {
    for (const [name, text] of templates.filter(([n]) => n.startsWith('reminder') || n === 'on the way')) {
      expect(gsm7Length(text)!, name).toBeLessThanOrEqual(160);
    }
  });

  it('counts an en dash as UCS-2 and the euro sign as two septets', () => {
    expect(gsm7Length('8:00–11:00')).toBeNull();
    expect(gsm7Length('€5')).toBe(3);
    expect(smsSegments('a'.repeat(161))).toBe(2);
  });
});
