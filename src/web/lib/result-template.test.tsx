import { describe, expect, it } from 'vitest';
import { givenName } from '#src/shared/core/item-display.ts';
import { nextStepKeys, submissionStatuses } from '#src/shared/submissions/status.ts';
import type { TrackingResult } from '#src/shared/tracking/tracking.schema.ts';
import {
  forgetFirstPages,
  reactRenders,
  renderTrackingResult,
  renderTrackingResultWithReact,
  templatedShapes,
} from '#src/web/entry-server.tsx';
import { aResult } from '#src/web/features/tracking/test-utils.tsx';
import { cutTemplate, escapeLikeReact, fillTemplate } from './result-template.ts';

// Issue 35, decision 083: a result page made from its shape's template is, byte for byte, the page
// React renders for the same request, whatever its values hold.

/** A small deterministic generator, so a failure names a request that can be made again. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const names = [
  'Maria Santos',
  'Juan <b>dela</b> Cruz & Sons',
  `O'Brien "Bo" Reyes`,
  'Ligaya 🌺 Bautista',
  'Ñino Pañganiban',
  '  spaced  ',
  '<script>alert(1)</script>',
  'qza0000zq',
  'a&amp;b',
  '$& $1 $$',
];
const itemNames = [
  'Electric Fan',
  'Lumang bentilador <luma>',
  '',
  'photo',
  'Silya & mesa "narra"',
  '🪑 chair',
  '  Sofa  ',
];
const conditions = ['Working', 'Needs repair', 'Sira na', ''];
const number = (pick: () => number) =>
  Array.from({ length: 8 }, () => 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'[Math.floor(pick() * 36)]).join('');

function aVariedRequest(seed: number): { url: string; trackingNumber: string; data: TrackingResult; locale: string } {
  const pick = random(seed);
  const one = <T,>(list: readonly T[]): T => list[Math.floor(pick() * list.length)] as T;
  const trackingNumber = number(pick);
  const event = pick() < 0.3;
  const status = one(submissionStatuses);
  const at = (day: number) =>
    new Date(Date.UTC(2026, 10, day, Math.floor(pick() * 24), Math.floor(pick() * 60))).toISOString();
  const photos = Math.floor(pick() * 6);
  // Booked on any day of two months: the day is a value of the page, not part of its shape.
  const day = () => new Date(Date.UTC(2026, 10, 1 + Math.floor(pick() * 61))).toISOString().slice(0, 10);
  const done = pick() < 0.4;
  const data = aResult({
    trackingNumber,
    kind: event ? 'event' : 'regular',
    ...(event ? { eventSlug: 'quezon-fair' } : {}),
    status,
    step: 1 + Math.floor(pick() * 4),
    nextStep: one(nextStepKeys),
    needsRescheduling: pick() < 0.2,
    submittedAt: at(1 + Math.floor(pick() * 28)),
    masked: pick() < 0.8,
    review: done ? 'done' : one(['reviewing', 'none'] as const),
    details: {
      name: pick() < 0.1 ? '' : one(names),
      contact: one(['+63 9•• ••• 4567', '', '0917 <x> 123']),
      email: one(['m•••@gmail.com', 'a&b@example.ph', '']),
      location: one(['Makati', '•••, Quezon City', 'Brgy. "Malinis" & Co.', 'Lungsod ng Maynila 🏙️']),
      pickup: 'Sat, 28 Nov 2026 · All Day',
      ...(event ? { venue: one(['SM North <EDSA>', 'Ayala Malls "Manila Bay"']) } : {}),
      schedule: event
        ? { date: day(), time: null, slot: one(['9:00 AM', '1:00 PM', null]) }
        : one([
            { date: day(), time: 'All Day', slot: null },
            { date: null, time: null, slot: null },
            { date: day(), time: 'Morning', slot: null },
          ]),
    },
    items: Array.from({ length: photos }, (_, index) => ({
      id: `p${seed}-${index}`,
      name: one(itemNames),
      condition: one(conditions),
      thumbUrl: `/api/photos/p${seed}-${index}/thumb?v=1&w=200`,
      url: `/api/photos/p${seed}-${index}/file`,
      ...(done
        ? {
            verdict: {
              verdict: one(['accept', 'reject', null] as const),
              reason: null,
              note: one([null, 'Basag <na>']),
              dropOff: null,
            },
          }
        : {}),
      ...(pick() < 0.3 ? { load: one(['loaded', 'left-behind'] as const) } : {}),
    })),
    history: Array.from({ length: 1 + Math.floor(pick() * 4) }, (_, index) => ({
      status: index === 0 ? 'Submitted' : status,
      at: at(1 + index * 3),
      note: index === 0 ? ('submitted' as const) : null,
      params: {},
    })),
  });
  const url = `${event ? '/event/quezon-fair' : ''}/tracking-result/${trackingNumber}${pick() < 0.2 ? '?kiosk=1' : ''}`;
  return { url, trackingNumber, data, locale: one(['en', 'fil']) };
}

/** Another household's request of the same shape: every value the page shows as itself is another. */
function anotherHousehold(request: ReturnType<typeof aVariedRequest>, seed: number): ReturnType<typeof aVariedRequest> {
  const trackingNumber = number(random(seed + 1000));
  const other = (value: string) => (value ? `${value} (2)` : value);
  const later = (instant: string) => new Date(Date.parse(instant) + 86_400_000 + 7 * 60_000).toISOString();
  const { data } = request;
  return {
    ...request,
    trackingNumber,
    url: request.url.replace(request.trackingNumber, trackingNumber),
    data: {
      ...data,
      trackingNumber,
      submittedAt: later(data.submittedAt),
      details: {
        ...data.details,
        name: other(data.details.name),
        contact: other(data.details.contact),
        email: other(data.details.email),
        location: other(data.details.location),
        pickup: other(data.details.pickup),
        ...(data.details.venue ? { venue: other(data.details.venue) } : {}),
        schedule: {
          ...data.details.schedule,
          date: data.details.schedule.date && later(`${data.details.schedule.date}T00:00:00.000Z`).slice(0, 10),
        },
      },
      items: data.items.map((item) => ({
        ...item,
        id: `${item.id}b`,
        thumbUrl: item.thumbUrl.replace(`/${item.id}/`, `/${item.id}b/`),
        url: item.url.replace(`/${item.id}/`, `/${item.id}b/`),
        // A placeholder name ("photo", none) is part of the shape; a given one is a value.
        name: givenName(item.name) === null ? item.name : other(item.name),
      })),
      history: data.history.map((line) => ({ ...line, at: later(line.at) })),
    },
  };
}

describe('result pages from their shape (issue 35, decision 083)', () => {
  it('gives what React renders, byte for byte, for many varied requests', async () => {
    for (let seed = 1; seed <= 80; seed++) {
      const request = aVariedRequest(seed);
      const sibling = anotherHousehold(request, seed);
      // A shape's first page is React's own; from its second, the template's: here first cut from
      // the first household's page, which must show nothing of it to the second.
      for (const [visit, { url, trackingNumber, data, locale }] of [
        ['first', request],
        ['another household', sibling],
        ['again', request],
      ] as const)
        expect(
          (await renderTrackingResult(url, trackingNumber, data, locale)).html,
          `${seed} ${visit}: ${url} ${locale}`,
        ).toBe(await renderTrackingResultWithReact(url, trackingNumber, data, locale));
    }
    // They were made from templates, not rendered by React each: no shape fell back.
    const shapes = await templatedShapes();
    expect(shapes.templated).toBeGreaterThan(10);
    expect(shapes.byReact).toBe(0);
  }, 120_000);

  it('serves another request of one shape from the same template', async () => {
    const first = aResult({ trackingNumber: 'AAAA1111' });
    const second = aResult({
      trackingNumber: 'BBBB2222',
      details: { ...first.details, name: 'Jose <Rizal> & "Co"', location: 'Pasig' },
    });
    await renderTrackingResult('/tracking-result/AAAA1111', 'AAAA1111', first, 'fil');
    const one = await renderTrackingResult('/tracking-result/AAAA1111', 'AAAA1111', first, 'fil');
    const other = await renderTrackingResult('/tracking-result/BBBB2222', 'BBBB2222', second, 'fil');
    expect(other.shape).toBeDefined();
    expect(other.shape).toBe(one.shape);
    expect(other.html).toContain('Jose &lt;Rizal&gt; &amp; &quot;Co&quot;');
    expect(other.html).not.toContain('AAAA1111');
    expect(other.html).toBe(
      await renderTrackingResultWithReact('/tracking-result/BBBB2222', 'BBBB2222', second, 'fil'),
    );
  });

  it('serves households booked on different days from one template', async () => {
    const booked = (trackingNumber: string, date: string, pickup: string) =>
      aResult({
        trackingNumber,
        details: { ...aResult().details, pickup, schedule: { date, time: 'All Day', slot: null } },
      });
    const first = booked('DDDD4444', '2026-12-10', 'Thu, Dec 10, 2026 · All Day');
    const second = booked('EEEE5555', '2027-01-04', 'Mon, Jan 4, 2027 · All Day');
    await renderTrackingResult('/tracking-result/DDDD4444', 'DDDD4444', first);
    const one = await renderTrackingResult('/tracking-result/DDDD4444', 'DDDD4444', first);
    const other = await renderTrackingResult('/tracking-result/EEEE5555', 'EEEE5555', second);
    expect(other.shape).toBeDefined();
    expect(other.shape).toBe(one.shape);
    expect(other.html).toContain('Mon, Jan 4, 2027');
    expect(other.html).not.toContain('Dec 10, 2026');
    expect(other.html).toBe(await renderTrackingResultWithReact('/tracking-result/EEEE5555', 'EEEE5555', second));
  });

  it("confirms a shape's template with its first page: one more render, or two without it", async () => {
    // Seven photos: a shape no other test here makes.
    const household = (trackingNumber: string, name: string, itemName: string) =>
      aResult({
        trackingNumber,
        details: { ...aResult().details, name },
        items: Array.from({ length: 7 }, (_, index) => ({
          id: `${trackingNumber}-${index}`,
          name: index === 0 ? itemName : '',
          condition: 'Working',
          thumbUrl: `/api/photos/${trackingNumber}-${index}/thumb`,
          url: `/api/photos/${trackingNumber}-${index}/file`,
        })),
      });
    const rendersFor = async (data: TrackingResult, locale: string) => {
      const before = reactRenders();
      const path = `/tracking-result/${data.trackingNumber}`;
      const { html } = await renderTrackingResult(path, data.trackingNumber, data, locale);
      const renders = reactRenders() - before;
      expect(html).toBe(await renderTrackingResultWithReact(path, data.trackingNumber, data, locale));
      return renders;
    };
    // The first household's own render, then one with stand-ins that confirms its cut, then none.
    expect(await rendersFor(household('FFFF6666', 'Ana Reyes', 'Aparador'), 'en')).toBe(1);
    expect(await rendersFor(household('GGGG7777', 'Ben Cruz', 'Lamesa'), 'en')).toBe(1);
    expect(await rendersFor(household('HHHH8888', 'Cora Lim', 'Kama'), 'en')).toBe(0);
    // Without the first page (a busy server keeps a few), the second costs both stand-in renders.
    expect(await rendersFor(household('JJJJ9999', 'Dina Go', 'Aparador'), 'fil')).toBe(1);
    forgetFirstPages();
    expect(await rendersFor(household('KKKK1111', 'Eli Tan', 'Silya'), 'fil')).toBe(2);
    expect(await rendersFor(household('LLLL2222', 'Fe Uy', 'Kabinet'), 'fil')).toBe(0);
  });

  it('leaves a page whose number is not in its address as itself to React', async () => {
    const data = aResult({ trackingNumber: 'CCCC3333' });
    const made = await renderTrackingResult('/tracking-result/cccc3333', 'CCCC3333', data);
    expect(made.shape).toBeUndefined();
    expect(made.html).toBe(await renderTrackingResultWithReact('/tracking-result/cccc3333', 'CCCC3333', data));
  });

  it('cuts markup where its stand-ins are, and refuses stand-ins that coincide', () => {
    const template = cutTemplate('<p title="X1">X1 and Y2</p>', [['X1'], ['Y2']]);
    expect(template && fillTemplate(template, [['<a>'], ['"b"']])).toBe(
      '<p title="&lt;a&gt;">&lt;a&gt; and &quot;b&quot;</p>',
    );
    expect(cutTemplate('<p>X1</p>', [['X1'], ['X1']])).toBeUndefined();
    expect(escapeLikeReact(`<&>"'`)).toBe('&lt;&amp;&gt;&quot;&#x27;');
  });
});
