import { describe, expect, it } from 'vitest';
import { nextStepKeys, submissionStatuses } from '#src/shared/submissions/status.ts';
import type { TrackingResult } from '#src/shared/tracking/tracking.schema.ts';
import { renderTrackingResult, renderTrackingResultWithReact, templatedShapes } from '#src/web/entry-server.tsx';
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

describe('result pages from their shape (issue 35, decision 083)', () => {
  it('gives what React renders, byte for byte, for many varied requests', async () => {
    for (let seed = 1; seed <= 80; seed++) {
      const { url, trackingNumber, data, locale } = aVariedRequest(seed);
      const expected = await renderTrackingResultWithReact(url, trackingNumber, data, locale);
      // A shape's first page is React's own; from its second, the template's.
      for (const visit of ['first', 'again'])
        expect(
          (await renderTrackingResult(url, trackingNumber, data, locale)).html,
          `${seed} ${visit}: ${url} ${locale}`,
        ).toBe(expected);
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
