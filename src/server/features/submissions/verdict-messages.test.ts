import { describe, expect, it } from 'vitest';
import { verdictsEmail } from './verdict-messages.ts';
import type { HouseholdItem } from './verdicts.service.ts';

// Issue 40 item 4: the verdict e-mail read "- : We can't take it" for an item the household did not
// name; with two items the household could not tell which one was refused.

const items: HouseholdItem[] = [
  { id: 'a', name: '', verdict: { verdict: 'accept', reason: null, note: null, dropOff: null } },
  { id: 'b', name: 'Item 2', verdict: { verdict: 'reject', reason: 'size', note: null, dropOff: null } },
  { id: 'c', name: 'Wooden chair', verdict: { verdict: 'reject', reason: 'condition', note: null, dropOff: null } },
];

function email(locale: string) {
  return verdictsEmail({
    name: 'Ana Cruz',
    trackingNumber: 'AB12CD34',
    pickupDateText: 'Wed, Dec 2, 2026',
    items,
    trackUrl: 'http://localhost/tracking-result/AB12CD34',
    locale,
  });
}

describe('the verdict e-mail (issue 40 item 4)', () => {
  it('names an unnamed item by its photo number, in English', () => {
    const { text, html } = email('en');
    expect(text).toContain("- Photo 1: We'll take it");
    expect(text).toContain("- Photo 2: We can't take it");
    expect(text).toContain("- Wooden chair: We can't take it");
    expect(text).not.toMatch(/^- :/m);
    expect(html).toContain('Photo 2:');
  });

  it('names an unnamed item by its photo number, in Filipino', () => {
    const { text } = email('fil');
    expect(text).toContain('- Litrato 1: Kukunin namin');
    expect(text).toContain('- Litrato 2: Hindi namin ito makukuha');
    expect(text).not.toMatch(/^- :/m);
  });
});
