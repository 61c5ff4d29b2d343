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
  handoverSlots: [
    [],
    [{ date: '2026-05-16', start: '10:00', end: '12:00' }],
    [
      { date: '2026-05-17', start: '13:00', end: '15:00' },
      { date: '2026-05-17', start: '13:00', end: '15:00' },
    ],
    [{ date: '2026-05-18', start: '10:00', end: '12:00' }],
    [{ date: '2026-05-16', start: '12:00', end: '10:00' }],
    [{ date: '2026-05-16', start: '9:00', end: '10:00' }],
    [{ date: '', start: '10:00', end: '12:00' }],
    Array.from({ length: 41 }, (_, i) => ({
      date: '2026-05-16',
      start: `${String(i % 24).padStart(2, '0')}:00`,
      end: '23:59',
    })),
  ],
  slug: ['', '  ', 'sm aura', 'SM-Aura', 'ok-slug', '-bad', 'z'.repeat(61)],
};
type Form = { [K in keyof typeof choices]: (typeof choices)[K][number] };

/** The API's body for a form as staff fill it in: an empty slug left out. */
function apiBody(form: Form) {
  const { slug, ...fields } = form;
  return { ...fields, ...(slug.trim() ? { slug } : {}) };
}

/** The first refusal of each form field. */
function refusals(issues: readonly { path: PropertyKey[]; message: string }[], field = (path: string) => path) {
  const found: Record<string, string> = {};
  for (const issue of issues) found[field(String(issue.path[0]))] ??= issue.message;
  return found;
}

describe('the staff event form (issue 22: one schema for the browser and the API)', () => {
  it('refuses a slot on a day outside the event, or that ends before it starts', () => {
    const base = {
      venue: 'SM Aura',
      city: 'Taguig',
      address: '',
      startsOn: '2026-05-16',
      endsOn: '2026-05-17',
      slug: '',
    };
    const issues = (handoverSlots: unknown) =>
      eventFormSchema.safeParse({ ...base, handoverSlots }).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues([{ date: '2026-05-18', start: '10:00', end: '12:00' }])).toEqual([
      ['handoverSlots.0.date', 'events.slotOutsideDates'],
    ]);
    expect(issues([{ date: '2026-05-16', start: '12:00', end: '10:00' }])).toEqual([
      ['handoverSlots.0.end', 'events.slotEndBeforeStart'],
    ]);
  });

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
      expect(refusals(checked.error?.issues ?? []), what).toEqual(refusals(api.error?.issues ?? []));
      if (checked.success) expect(createEventSchema.parse(checked.data), what).toEqual(api.data);
    }
  });

  it('keeps each hand-over slot once, in time order, and leaves an empty slug to the server', () => {
    expect(
      eventFormSchema.parse({
        venue: ' SM Aura ',
        city: 'Taguig',
        address: '',
        startsOn: '2026-05-16',
        endsOn: '2026-05-16',
        handoverSlots: [
          { date: '2026-05-16', start: '13:00', end: '15:00' },
          { date: '2026-05-16', start: '10:00', end: '12:00' },
          { date: '2026-05-16', start: '13:00', end: '15:00' },
        ],
        slug: ' ',
      }),
    ).toEqual({
      venue: 'SM Aura',
      city: 'Taguig',
      address: '',
      startsOn: '2026-05-16',
      endsOn: '2026-05-16',
      handoverSlots: [
        { date: '2026-05-16', start: '10:00', end: '12:00' },
        { date: '2026-05-16', start: '13:00', end: '15:00' },
      ],
    });
  });
});
