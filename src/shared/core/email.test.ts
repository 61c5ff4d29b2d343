import { describe, expect, it } from 'vitest';
import { canonicalEmail, isOrdinaryEmail } from './email.ts';

// Issue 26 (M1): each spelling a mail server delivers to one mailbox, and the one rule's answer.
describe('the one e-mail rule', () => {
  it.each([
    ['a quoted local part', '"victim8"@victim.test'],
    ['a quoted local part with an escape', '"v\\ictim8"@victim.test'],
    ['another escape', '"vi\\ctim8"@victim.test'],
    ['a quoted part beside a dot-atom', '"victim"8@victim.test'],
    ['a comment before the @', 'victim8(x)@victim.test'],
    ['a comment at the start', '(x)victim8@victim.test'],
    ['a comment in the domain', 'victim8@(x)victim.test'],
    ['an IPv4 literal', 'victim8@[127.0.0.1]'],
    ['an IPv6 literal', 'victim8@[IPv6:::1]'],
    ['a bare IP address as the domain', 'victim8@127.0.0.1'],
    ['a space inside', 'vic tim8@victim.test'],
    ['two @', 'victim8@evil@victim.test'],
    ['a leading dot', '.victim8@victim.test'],
    ['two dots in a row', 'vic..tim8@victim.test'],
    ['a backslash', 'v\\ictim8@victim.test'],
    ['no top-level name', 'victim8@victim'],
    ['a 65-character local part', `${'a'.repeat(65)}@victim.test`],
    ['a non-Latin local part', 'жертва@victim.test'],
  ])('refuses %s', (_, spelling) => {
    expect(isOrdinaryEmail(spelling)).toBe(false);
  });

  it.each([
    'victim8@victim.test',
    'maria.santos@example.ph',
    'juan+ligpit@gmail.com',
    "o'brien@example.co.uk",
    'a_b-c@sub-domain.example.ph',
    'user@xn--bcher-kva.example',
  ])('accepts the ordinary address %s', (address) => {
    expect(isOrdinaryEmail(address)).toBe(true);
  });

  it('folds case, padding and Unicode compatibility forms into one spelling', () => {
    for (const spelling of [' Victim8@Victim.TEST ', 'VICTIM8@victim.test', 'ｖｉｃｔｉｍ８@ｖｉｃｔｉｍ.ｔｅｓｔ']) {
      expect(isOrdinaryEmail(spelling)).toBe(true);
      expect(canonicalEmail(spelling)).toBe('victim8@victim.test');
    }
  });
});
