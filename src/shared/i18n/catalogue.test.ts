import { describe, expect, it } from 'vitest';
import { englishText, isMessageKey, textFor } from './catalogue.ts';
import * as messages from './paraglide/messages/_index.js';
import { locales } from './paraglide/runtime.js';

type Message = (params?: Record<string, unknown>, options?: { locale?: string }) => string;
const byKey = messages as unknown as Record<string, Message>;

describe('the catalogue as data (issue 25)', () => {
  it("says every text in every language exactly as the page's own message function does", () => {
    const keys = Object.keys(byKey);
    expect(keys.length).toBeGreaterThan(1000);
    const params = new Proxy({}, { get: (_, name) => `<${String(name)}>` }) as Record<string, unknown>;
    for (const locale of locales)
      for (const key of keys)
        expect(textFor(key, params, locale), `${key} in ${locale}`).toBe(byKey[key]!(params, { locale }));
  });

  it('knows its keys, and nothing else', () => {
    expect(isMessageKey('tracking.notFound')).toBe(true);
    expect(isMessageKey('tracking.noSuchText')).toBe(false);
    expect(isMessageKey('constructor')).toBe(false);
    expect(textFor('toString')).toBeUndefined();
  });

  it('fills parameters and speaks English to the API', () => {
    expect(englishText('tracking.submittedOn', { date: 'Mon, Dec 7' })).toBe('Submitted Mon, Dec 7');
    expect(textFor('tracking.submittedOn', { date: 'Mon, Dec 7' }, 'fil')).toBe('Na-submit noong Mon, Dec 7');
  });
});
