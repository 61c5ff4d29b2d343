import { describe, expect, it } from 'vitest';
import { createEventSchema, eventFormSchema } from './event.schema.ts';

// The staff Events form checks with the API's rules: whatever the form lets through, the API takes
// as it is; whatever it refuses, the API refuses on the same field, with the same text.

const choices = {
  venue: ['', '  ', 'SM Aura', 'x'.repeat(121), ' A '],
  city: ['', 'Taguig', 'Cebu', 'Makati'],
  address: ['', ' Upper Ground ', 'y'.repeat(301)],
  startsOn: ['', '2026-05-17', '2026-05-16', '1999-12-31', '2027-02-29', 'abc'],
  endsOn: ['', '2026-05-17', '2026-05-16', '2101-01-01'],
  slotsText: [
    '',
    'Sat 10:00\n\n Sun 14:00 ',
    'a\na',
    'x'.repeat(41),
    Array.from({ length: 21 }, (_, i) => `s${i}`).join('\n'),
    `${Array.from({ length: 21 }, (_, i) => `s${i}`).join('\n')}\n${'x'.repeat(41)}`,
  ],
  slug: ['', '  ', 'sm aura', 'SM-Aura', 'ok-slug', '-bad', 'z'.repeat(61)],
};
type Form = { [K in keyof typeof choices]: string };

/** The API's body for a form as staff fill it in: one slot per line, an empty slug left out. */
function apiBody(form: Form) {
  const slots = form.slotsText
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const { slotsText: _, slug, ...fields } = form;
  return { ...fields, slots, ...(slug.trim() ? { slug } : {}) };
}

/** The first refusal of each form field; the API's "slots.3" belongs to the time-slot box. */
function refusals(issues: readonly { path: PropertyKey[]; message: string }[], field = (path: string) => path) {
  const found: Record<string, string> = {};
  for (const issue of issues) found[field(String(issue.path[0]))] ??= issue.message;
  return found;
}

describe('the staff event form (issue 22: one schema for the browser and the API)', () => {
  it('refuses what the API refuses, on the same field, and sends what the API stores', () => {
    // Every combination would be 60 k parses; a fixed walk through them covers each value many times.
    let seed = 22;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let run = 0; run < 3000; run++) {
      const form = Object.fromEntries(
        Object.entries(choices).map(([name, values]) => [name, values[next(values.length)]]),
      ) as Form;
      const api = createEventSchema.safeParse(apiBody(form));
      const checked = eventFormSchema.safeParse(form);
      const what = JSON.stringify(form);
      expect(refusals(checked.error?.issues ?? []), what).toEqual(
        refusals(api.error?.issues ?? [], (path) => (path === 'slots' ? 'slotsText' : path)),
      );
      if (checked.success) expect(createEventSchema.parse(checked.data), what).toEqual(api.data);
    }
  });

  it('reads one time slot per line and leaves an empty slug to the server', () => {
    expect(
      eventFormSchema.parse({
        venue: ' SM Aura ',
        city: 'Taguig',
        address: '',
        startsOn: '2026-05-16',
        endsOn: '2026-05-16',
        slotsText: 'Sat 10:00\n\nSat 10:00\n Sun 14:00 ',
        slug: ' ',
      }),
    ).toEqual({
      venue: 'SM Aura',
      city: 'Taguig',
      address: '',
      startsOn: '2026-05-16',
      endsOn: '2026-05-16',
      slots: ['Sat 10:00', 'Sun 14:00'],
    });
  });
});
