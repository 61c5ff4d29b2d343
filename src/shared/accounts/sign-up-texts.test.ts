import { describe, expect, it } from 'vitest';
import fil from '#src/shared/i18n/translations/fil.ts';
import { accountNotices } from './messages.ts';

// Issue 40 item 14: after sign-up the toast said "You can now sign in", but sign-in is refused until
// the e-mail address is confirmed (design.md §6.11). The toast says what to do next, in both languages.
describe('the sign-up toast', () => {
  it('asks to confirm the e-mail address before signing in', () => {
    const english = accountNotices.accountCreated.description;
    expect(english).not.toMatch(/can now sign in/i);
    expect(english).toMatch(/confirm/);
    expect(fil['accounts.accountCreated']).not.toMatch(/Puwede ka nang mag-sign in/);
    expect(fil['accounts.accountCreated']).toMatch(/kumpirmahin/);
  });
});
