import { describe, expect, it } from 'vitest';
import { cookieName, getLocale } from '#src/shared/i18n/messages.ts';

// A visitor who never used the switch, with a phone set to Filipino.
Object.defineProperty(navigator, 'languages', { value: ['fil-PH', 'en-US'], configurable: true });
await import('./locale-strategy.ts');

describe('the language of a visitor who never chose one', () => {
  it("is the phone's, and nothing is remembered for them", () => {
    expect(getLocale()).toBe('fil');
    expect(document.cookie).not.toContain(`${cookieName}=`);
  });
});
