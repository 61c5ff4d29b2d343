import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sameAsEnglish } from '#src/shared/i18n/translations/fil/same-as-english.ts';
import fil from '#src/shared/i18n/translations/fil.ts';

// Issue 40 item 15: English was left on Filipino screens ("Street address", "Submit", the /terms
// heading…). A Filipino text may equal its English one only if the catalogue lists it, with a reason.

const shared = path.resolve(import.meta.dirname, '..');

/** The English catalogue as `npm run messages` builds it (as fil-catalogue.test.ts reads it). */
async function englishTexts(): Promise<Map<string, string>> {
  const texts = new Map<string, string>();
  for (const subject of fs.readdirSync(shared).sort()) {
    const file = path.join(shared, subject, 'messages.ts');
    if (!fs.existsSync(file)) continue;
    const exports: Record<string, unknown> = await import(pathToFileURL(file).href);
    for (const value of Object.values(exports)) {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) continue;
      const entries = Object.entries(value);
      if (entries.length === 0 || !entries.every(([, text]) => typeof text === 'string')) continue;
      for (const [key, text] of entries) texts.set(`${subject}.${key}`, text as string);
    }
  }
  return texts;
}

describe('English on Filipino screens', () => {
  it('is only where the catalogue lists it, each with a reason', async () => {
    const english = await englishTexts();
    const texts = fil as Record<string, string>;
    const same = [...english].filter(([key, text]) => texts[key] === text).map(([key]) => key);
    expect(same.filter((key) => !Object.hasOwn(sameAsEnglish, key))).toEqual([]);
    // A listed text that is now translated, or no longer exists: the list says what is true.
    expect(Object.keys(sameAsEnglish).filter((key) => !same.includes(key))).toEqual([]);
    for (const [key, reason] of Object.entries(sameAsEnglish)) expect(reason.length, key).toBeGreaterThan(10);
  });

  it('translates the screens the issue found in English', () => {
    for (const key of [
      'submissions.streetLabel',
      'submissions.postalCodeLabel',
      'submissions.phoneLabel',
      'submissions.submit',
      'submissions.locationOthers',
      'submissions.eventBooth',
      'static.termsTitle',
    ]) {
      expect(Object.hasOwn(sameAsEnglish, key), key).toBe(false);
    }
    // The privacy notice names the button as it reads.
    const texts = fil as Record<string, string>;
    expect(texts['static.privacyRightsBody']).toContain(texts['accounts.editProfile']);
  });
});
