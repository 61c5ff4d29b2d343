import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { assembleCatalogue, loadCatalogue } from './catalogue.ts';
import { compileCatalogue, toPattern } from './compile.ts';

const root = path.resolve(import.meta.dirname, '..', '..');

describe('the message catalogue (docs/decisions/006)', () => {
  it('takes every flat object of a messages module as <subject>.<key>, and nothing else', () => {
    const catalogue = assembleCatalogue({
      tracking: {
        trackingMessages: { notFound: "We couldn't find it." },
        derivedPairs: { notFound: { title: 'Tracking error', description: "We couldn't find it." } },
        helper: () => 'not a text',
      },
      events: { eventMessages: { closed: 'This event is closed.' } },
    });
    expect([...catalogue.texts.keys()]).toEqual(['events.closed', 'tracking.notFound']);
    expect(catalogue.texts.get('tracking.notFound')?.get('en')).toBe("We couldn't find it.");
  });

  it('refuses a key defined twice in a subject, a stray translation and a translation with other parameters', () => {
    const english = {
      photos: {
        a: { tooLarge: 'At most {max} MB.' },
        b: { tooLarge: 'Too large.', 'not-camel': 'x' },
      },
    };
    expect(() =>
      assembleCatalogue(english, {
        fil: { 'photos.tooLarge': 'Hanggang {limit} MB lang.', 'photos.gone': 'Wala na.' },
      }),
    ).toThrowError(
      /photos\.tooLarge is defined twice[\s\S]*camelCase[\s\S]*has parameters \{limit\}; English has \{max\}[\s\S]*photos\.gone is not a key/,
    );
  });

  it('holds product.md’s texts verbatim, from the modules beside each subject', async () => {
    const catalogue = await loadCatalogue(root);
    const english = (key: string) => catalogue.texts.get(key)?.get('en');
    expect(english('tracking.notFound')).toBe("We couldn't find a submission with this tracking number.");
    expect(english('submissions.locationNotAvailable')).toBe(
      "Unfortunately, we currently don't service this location. We'll be expanding soon!",
    );
    expect(english('tracking.nextStepComplete')).toBe('Your decluttering process is complete. Thank you!');
    expect(english('accounts.claimTakenByOther')).toBe('This tracking number has already been claimed by another user');
    expect(catalogue.locales).toEqual(['en', 'fil']); // issue 16: Filipino
  });

  it('reads parameters in braces', () => {
    expect(toPattern('No data found for tracking number {trackingNumber}')).toEqual([
      { type: 'text', value: 'No data found for tracking number ' },
      { type: 'expression', arg: { type: 'variable-reference', name: 'trackingNumber' } },
    ]);
  });

  it('makes a second language a matter of adding its catalogue: its texts, English where it has none', async () => {
    const catalogue = assembleCatalogue(
      {
        tracking: {
          trackingMessages: {
            notFound: "We couldn't find it.",
            submittedOn: 'Submitted {date}',
            copyLink: 'Copy Link',
          },
        },
      },
      { fil: { 'tracking.notFound': 'Hindi namin ito mahanap.', 'tracking.submittedOn': 'Ipinasa noong {date}' } },
    );
    const files = await compileCatalogue(catalogue);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ligpit-catalogue-'));
    try {
      for (const [file, content] of Object.entries(files)) {
        fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        fs.writeFileSync(path.join(dir, file), content);
      }
      const { m } = await import(pathToFileURL(path.join(dir, 'messages.js')).href);
      expect(m['tracking.notFound']()).toBe("We couldn't find it.");
      expect(m['tracking.notFound']({}, { locale: 'fil' })).toBe('Hindi namin ito mahanap.');
      expect(m['tracking.submittedOn']({ date: '1 Dis' }, { locale: 'fil' })).toBe('Ipinasa noong 1 Dis');
      expect(m['tracking.copyLink']({}, { locale: 'fil' })).toBe('Copy Link');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
