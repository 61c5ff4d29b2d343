import { describe, expect, it } from 'vitest';
import { gsm7Length } from './gsm.ts';
import { claimCodeEmail, eraseCodeEmail, eraseCodeSms, ownerCodeEmail } from './templates.ts';

// Issue 39 (also noted): the erase-code e-mail read word for word like the owner-code e-mail, a
// social engineering aid. Each code's e-mail now says what it does and never to read it to anyone.
describe('the e-mails that carry a one-time code', () => {
  const values = { trackingNumber: 'AB12CD34', code: '123456', account: 'stranger@example.ph' };
  const never = {
    en: 'Never read this code to anyone',
    fil: 'Huwag kailanman basahin o sabihin ang code na ito kaninuman',
  };

  for (const locale of ['en', 'fil'] as const) {
    it(`say what each code does and what never to do with it (${locale})`, () => {
      const owner = ownerCodeEmail({ ...values, locale });
      const erase = eraseCodeEmail({ ...values, locale });
      const claim = claimCodeEmail({ ...values, locale });
      for (const mail of [owner, erase, claim]) {
        expect(mail.text).toContain(never[locale]);
        expect(mail.html).toContain(never[locale]);
        expect(mail.subject).toContain('123456');
      }
      expect(new Set([owner.subject, erase.subject, claim.subject]).size).toBe(3);
      const firstParagraph = (text: string) => text.split('\n\n')[0]!;
      expect(new Set([owner, erase, claim].map((m) => firstParagraph(m.text))).size).toBe(3);
      expect(erase.subject).toMatch(locale === 'en' ? /ERASE/ : /BURAHIN/);
      expect(firstParagraph(claim.text)).toContain('stranger@example.ph');
    });

    it(`sends the erase code by SMS in one GSM-7 segment that says it erases (${locale})`, () => {
      const sms = eraseCodeSms({ ...values, locale });
      expect(sms).toMatch(locale === 'en' ? /ERASES/ : /BUBURA/);
      expect(gsm7Length(sms)).toBeLessThanOrEqual(160);
    });
  }
});
