import { formatDate, formatDateTime, manilaDate } from '#src/shared/core/dates.ts';
import { conditionText, givenName } from '#src/shared/core/item-display.ts';
import { isTrackingNumber } from '#src/shared/core/tracking-number.ts';
import type { TrackingResult } from '#src/shared/tracking/tracking.schema.ts';

/**
 * One render per page shape (issue 35, decision 083). A tracking result page's markup depends on its
 * request through a few values shown as they are (the tracking number, the masked details, photo
 * addresses and names, dates), and on everything else (status, language, photo count, verdicts…)
 * through its structure. The page is rendered once per shape, with stand-in values (sentinels) in
 * the places of those values; each request's page is that markup with its own values, HTML-escaped
 * as React escapes them, put back in. Everything that is not one of those values is the shape's key,
 * so two requests of one key differ only in the values put back.
 *
 * A template is cut from the render with one set of stand-ins, and trusted only when another render
 * with other values (the shape's first page, or the other stand-ins: entry-server.tsx, decision 101)
 * is, byte for byte, what the template gives filled with them: a value the page shows transformed
 * (encoded, cut, counted) where the template does not expect it makes the two differ, and that shape
 * is rendered by React per request instead. result-template.test.tsx compares the template's pages
 * with React's for many requests.
 */

/** How a value shows in the markup: the texts React writes for it, in no particular order. */
type Shows = (value: string) => string[];

const asItself: Shows = (value) => [value];
/** The "Submitted on" line: the day in Manila (tracking-result-page.tsx). */
const asSubmittedDay: Shows = (value) => [formatDate(manilaDate(new Date(value)))];
/** The booked pickup day: the page's "Thu, Dec 10, 2026 · All Day" line (pickup-text.ts), and the day as it is. */
const asPickupDay: Shows = (value) => [value, formatDate(value)];
/** A history line's instant: the `<time dateTime>` and its text (status-history.tsx). */
const asInstant: Shows = (value) => [value, formatDateTime(value)];
/** A photo's name as the list shows it (item-display.ts): trimmed. */
const asItemName: Shows = (value) => [givenName(value) ?? value];
/** A photo's condition as the list shows it (item-display.ts): in the page's language when it is a known one. */
const asCondition: Shows = (value) => [conditionText(value) ?? value];

interface Slot {
  shows: Shows;
  /** The request's own value. */
  value: string;
}

type Variant = 'a' | 'b';

/** React's escaping of text and attribute values (react-dom's escapeTextForBrowser). */
export function escapeLikeReact(text: string): string {
  if (!/["'&<>]/.test(text)) return text;
  return text.replace(/["'&<>]/g, (character) => escapes[character] ?? character);
}
const escapes: Record<string, string> = { '"': '&quot;', "'": '&#x27;', '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/** A page's shape: its key, and how to make its stand-in request in either variant. */
export interface ResultShape {
  key: string;
  /** The address and answer to render, with stand-ins where the request's values go. */
  standIn(variant: Variant): { url: string; data: TrackingResult };
  /** The texts each slot shows, in slot order: for the stand-ins of a variant, or for the request. */
  texts(variant: Variant | 'request'): string[][];
}

// Stand-ins: letters and digits React writes as they are, unlike anything else on the page, and
// none a part of another (fixed width). Dates in years no request has.
const numberStandIn: Record<Variant, string> = { a: 'QZXQZXQA', b: 'QZXQZXQB' };
const textStandIn = (variant: Variant, index: number) => `qz${variant}${String(index).padStart(4, '0')}zq`;
const instantStandIn = (variant: Variant, index: number) =>
  new Date(Date.UTC(variant === 'a' ? 2071 : 2083, 0, 1 + index, 1, index % 60)).toISOString();
const dayStandIn: Record<Variant, string> = { a: '2072-03-03T04:00:00.000Z', b: '2084-05-05T04:00:00.000Z' };
const pickupDayStandIn: Record<Variant, string> = { a: '2075-06-07', b: '2087-08-09' };

/** Most history lines and photos a templated page holds (the stand-in days stay in one year). */
const mostLines = 300;

/**
 * The shape of a result page for `url` and `data`, or undefined when it is not templated (the number
 * is not in the address as itself, or the answer is not one this module knows the shape of).
 */
export function resultShape(
  url: string,
  trackingNumber: string,
  data: unknown,
  locale: string,
): ResultShape | undefined {
  const result = data as TrackingResult;
  if (!result || typeof result !== 'object' || result.trackingNumber !== trackingNumber) return undefined;
  if (!isTrackingNumber(trackingNumber) || !Array.isArray(result.items) || !Array.isArray(result.history))
    return undefined;
  if (result.items.length > mostLines || result.history.length > mostLines) return undefined;
  const [pathname = '', query] = url.split(/\?(.*)/s);
  const segments = pathname.split('/');
  if (segments.filter((segment) => segment === trackingNumber).length !== 1 || query?.includes(trackingNumber))
    return undefined;
  const place = segments.indexOf(trackingNumber);
  const urlFor = (variant: Variant) => {
    const named = segments.slice();
    named[place] = numberStandIn[variant];
    return named.join('/') + (query === undefined ? '' : `?${query}`);
  };

  // The slots, in the order the answer is walked; the same walk makes each variant's answer.
  const slots: Slot[] = [];
  const standIns: Record<Variant, string[]> = { a: [], b: [] };
  const build = (variant: Variant): TrackingResult => {
    let text = 0;
    let instant = 0;
    const slot = (value: string, shows: Shows, standIn: string) => {
      if (variant === 'a') slots.push({ shows, value });
      standIns[variant].push(standIn);
      return standIn;
    };
    // An empty value shows nothing (and changes what React writes around it): it is part of the shape.
    const free = (value: string | undefined, shows: Shows = asItself) =>
      value ? slot(value, shows, textStandIn(variant, text++)) : value;
    return {
      ...result,
      trackingNumber: slot(trackingNumber, asItself, numberStandIn[variant]),
      submittedAt: slot(result.submittedAt, asSubmittedDay, dayStandIn[variant]),
      details: {
        ...result.details,
        // The booked day is a value, not a shape: a wave's households are booked across many days.
        pickup: free(result.details.pickup) ?? '',
        schedule: {
          ...result.details.schedule,
          date: result.details.schedule.date
            ? slot(result.details.schedule.date, asPickupDay, pickupDayStandIn[variant])
            : result.details.schedule.date,
        },
        name: free(result.details.name) ?? '',
        contact: free(result.details.contact) ?? '',
        email: free(result.details.email) ?? '',
        location: free(result.details.location) ?? '',
        venue: free(result.details.venue),
      },
      items: result.items.map((item) => ({
        ...item,
        id: free(item.id) ?? '',
        thumbUrl: free(item.thumbUrl) ?? '',
        url: free(item.url) ?? '',
        // A placeholder name shows "Photo 2": only a given name is the request's own text.
        name: givenName(item.name) === null ? item.name : (free(item.name, asItemName) ?? ''),
        condition: conditionText(item.condition) === null ? item.condition : (free(item.condition, asCondition) ?? ''),
      })),
      history: result.history.map((line) => ({
        ...line,
        at: slot(line.at, asInstant, instantStandIn(variant, instant++)),
      })),
    };
  };
  const answers = { a: build('a'), b: build('b') };
  return {
    key: `${locale}\n${urlFor('a')}\n${JSON.stringify(answers.a)}`,
    standIn: (variant) => ({ url: urlFor(variant), data: answers[variant] }),
    texts: (variant) =>
      slots.map((slot, index) => {
        if (variant === 'request') return slot.shows(slot.value);
        return slot.shows(standIns[variant][index] as string);
      }),
  };
}

/** A page's markup cut where its values go: `parts[i]`, value `holes[i]`, `parts[i + 1]`… */
export interface ResultTemplate {
  parts: string[];
  /** Per hole: the slot and which of its texts. */
  holes: Array<[slot: number, text: number]>;
}

const regexpEscape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The template of markup rendered with the stand-ins `texts` (one variant's). Undefined if two texts coincide. */
export function cutTemplate(html: string, texts: string[][]): ResultTemplate | undefined {
  const where = new Map<string, [number, number]>();
  for (const [slot, shown] of texts.entries())
    for (const [text, value] of shown.entries()) {
      const escaped = escapeLikeReact(value);
      if (where.has(escaped)) return undefined;
      where.set(escaped, [slot, text]);
    }
  if (where.size === 0) return { parts: [html], holes: [] };
  const pattern = new RegExp(
    [...where.keys()]
      .sort((x, y) => y.length - x.length)
      .map(regexpEscape)
      .join('|'),
    'g',
  );
  const parts: string[] = [];
  const holes: Array<[number, number]> = [];
  let from = 0;
  for (const match of html.matchAll(pattern)) {
    parts.push(html.slice(from, match.index));
    holes.push(where.get(match[0]) as [number, number]);
    from = match.index + match[0].length;
  }
  parts.push(html.slice(from));
  return { parts, holes };
}

/** The template filled with `texts` (the request's, or a variant's stand-ins), each escaped as React does. */
export function fillTemplate(template: ResultTemplate, texts: string[][]): string {
  let html = template.parts[0] as string;
  for (const [index, [slot, text]] of template.holes.entries())
    html += escapeLikeReact(texts[slot]?.[text] ?? '') + template.parts[index + 1];
  return html;
}
