// Issue 16: both catalogues have the same keys and the same parameters, so no Filipino screen falls
// back to English text unnoticed, and no Filipino text names a key English no longer has.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import fil from '#src/shared/i18n/translations/fil.ts';

const shared = path.resolve(import.meta.dirname, '..');

/** The English catalogue as `npm run messages` builds it: every flat object of strings in a messages module. */
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

const parameters = (text: string) =>
  [...new Set([...text.matchAll(/\{([A-Za-z][A-Za-z0-9]*)\}/g)].map((m) => m[1]))].sort();

// GSM 03.38 basic set (an SMS of these characters holds 160 of them); the extension set counts twice.
const gsmBasic = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
const gsmExtension = new Set('^{}\\[~]|€');
function gsmLength(text: string): number | undefined {
  let length = 0;
  for (const char of text) {
    if (gsmBasic.has(char)) length += 1;
    else if (gsmExtension.has(char)) length += 2;
    else return undefined;
  }
  return length;
}

describe('the Filipino catalogue', () => {
  it('has exactly the English keys: none missing, none stray', async () => {
    const english = await englishTexts();
    const missing = [...english.keys()].filter((key) => !Object.hasOwn(fil, key));
    const stray = Object.keys(fil).filter((key) => !english.has(key));
    expect(missing).toEqual([]);
    expect(stray).toEqual([]);
    expect(Object.keys(fil).length).toBe(english.size);
  });

  it('names the same parameters as English in every text', async () => {
    const english = await englishTexts();
    const differing = Object.entries(fil)
      .filter(
        ([key, text]) => english.has(key) && parameters(text).join() !== parameters(english.get(key) ?? '').join(),
      )
      .map(([key]) => key);
    expect(differing).toEqual([]);
  });

  it('leaves no text empty that English fills', async () => {
    const english = await englishTexts();
    const empty = Object.entries(fil)
      .filter(([key, text]) => text.trim() === '' && (english.get(key) ?? '').trim() !== '')
      .map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it('keeps each SMS in GSM-7 and within one SMS (160) wherever the English fits in one', async () => {
    const english = await englishTexts();
    // Typical values: a first name, a tracking number, a long date and window, the tracking link.
    const sample: Record<string, string> = {
      first: 'Maria',
      trackingNumber: 'AB12CD34',
      reason: '',
      window: '',
      date: 'Sab, 28 Nob',
      status: 'Processing',
      trackUrl: 'https://ligpit.ph/t/AB12CD34',
      contactEmail: 'hello@ligpit.ph',
    };
    const fill = (text: string) => text.replace(/\{(\w+)\}/g, (_, name: string) => sample[name] ?? '');
    const smsKeys = Object.keys(fil).filter((key) => /^notifications\.(sms|thankYouSms)/.test(key));
    expect(smsKeys.length).toBeGreaterThan(5);
    for (const key of smsKeys) {
      const filipino = gsmLength(fill(fil[key] as string));
      expect(filipino, `${key} is not GSM-7`).toBeDefined();
      const englishLength = gsmLength(fill(english.get(key) ?? ''));
      if (englishLength !== undefined && englishLength <= 160)
        expect(filipino, `${key}: ${filipino} characters, English ${englishLength}`).toBeLessThanOrEqual(160);
    }
  });
});
