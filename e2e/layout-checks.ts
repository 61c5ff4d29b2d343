import path from 'node:path';
import type { Page } from 'playwright-core';
import { loadCatalogue } from '../scripts/messages/catalogue.ts';

// Issue 24: what the layout journey checks on each page, in the page itself.

/**
 * The page scrolls sideways, or a button, link, badge or table cell holds content wider than its
 * box. Elements that scroll on purpose (overflow auto/scroll) and those cut on purpose with an
 * ellipsis are left alone; inline elements have no box of their own to overflow.
 */
export function findOverflows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) {
      // Name the innermost elements that reach past the right edge: those are what to fix.
      const past = (el: Element) => el.getBoundingClientRect().right > root.clientWidth + 1;
      const culprits = [...document.body.querySelectorAll('*')]
        .filter((el) => past(el) && ![...el.children].some(past))
        .slice(0, 3)
        .map(
          (el) =>
            `<${el.tagName.toLowerCase()}> "${((el as HTMLElement).innerText ?? '').replace(/\s+/g, ' ').trim().slice(0, 60)}"`,
        );
      found.push(
        `the page scrolls sideways (${root.scrollWidth} px in ${root.clientWidth} px): ${culprits.join(', ')}`,
      );
    }
    // A staff table on a phone becomes cards or keeps its key columns: none scrolls sideways in
    // its box (issue 24), even where the box would let it.
    for (const table of document.querySelectorAll<HTMLElement>('table')) {
      const box = table.parentElement;
      if (table.getClientRects().length === 0 || !box) continue;
      if (table.offsetWidth > box.clientWidth + 1) {
        const head = (table.querySelector('caption, th') as HTMLElement | null)?.innerText ?? '';
        found.push(
          `<table> "${head.replace(/\s+/g, ' ').trim()}" is ${table.offsetWidth} px wide in a ${box.clientWidth} px box`,
        );
      }
    }
    const boxes = document.querySelectorAll<HTMLElement>('button, a, [role="button"], [data-tone], td, th');
    for (const el of boxes) {
      if (el.getClientRects().length === 0 || el.clientWidth === 0) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden') continue;
      if (['auto', 'scroll'].includes(style.overflowX) || style.textOverflow === 'ellipsis') continue;
      if (el.scrollWidth > el.clientWidth + 1) {
        const text = (el.innerText || el.getAttribute('aria-label') || el.tagName).replace(/\s+/g, ' ').trim();
        found.push(
          `<${el.tagName.toLowerCase()}> "${text}" is ${el.scrollWidth} px wide in a ${el.clientWidth} px box`,
        );
      }
    }
    return found;
  });
}

/**
 * Issue 40 item 15: a button whose label (with its icon) comes closer than `inset` px to its left or
 * right border, or runs past it ("Kopyahin" in a box sized for "Copy"). Only the buttons the app
 * draws (`.btn`) that hold text; a label wrapping inside its padding is fine.
 */
export function findCrampedLabels(page: Page, inset = 6): Promise<string[]> {
  return page.evaluate((inset) => {
    const found: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('.btn')) {
      if (el.getClientRects().length === 0 || !(el.innerText ?? '').trim()) continue;
      if (getComputedStyle(el).visibility === 'hidden') continue;
      const box = el.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(el);
      const label = range.getBoundingClientRect();
      const left = Math.round(label.left - box.left);
      const right = Math.round(box.right - label.right);
      if (left < inset || right < inset) {
        found.push(
          `"${el.innerText.replace(/\s+/g, ' ').trim()}" is ${left} px from its left border, ${right} px from its right`,
        );
      }
    }
    return found;
  }, inset);
}

/** The visible lines of text on the page (innerText leaves out what is not rendered). */
export function visibleLines(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    document.body.innerText
      .split('\n')
      .map((line) => line.replace(/\s+/g, ' ').trim())
      .filter(Boolean),
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

export interface EnglishLeak {
  key: string;
  line: string;
}

/**
 * A matcher for lines of a Filipino page that are English catalogue texts whose Filipino differs.
 * A text with parameters matches with any value in their place, when enough of it is fixed words
 * to be recognisable; a text of several lines matches line by line.
 */
export async function englishLeakFinder(): Promise<(lines: string[]) => EnglishLeak[]> {
  // The catalogue as `npm run messages` reads it: English beside each subject, Filipino by key.
  const catalogue = await loadCatalogue(path.resolve(import.meta.dirname, '..'));
  const exact = new Map<string, string>();
  const patterns: { key: string; pattern: RegExp }[] = [];
  for (const [key, byLocale] of catalogue.texts) {
    const text = byLocale.get('en');
    const filipino = byLocale.get('fil');
    if (text === undefined || filipino === undefined || squash(filipino) === squash(text)) continue;
    for (const line of text.split('\n').map(squash)) {
      // A line Filipino keeps as is (a brand, a word both use) is no leak.
      if (line.length < 3 || filipino.split('\n').map(squash).includes(line)) continue;
      if (!/[A-Za-z]{3}/.test(line)) continue;
      if (!line.includes('{')) {
        exact.set(line, key);
        continue;
      }
      const fixed = line.replace(/\{[^}]*\}/g, '');
      if (/\{[^}]*,/.test(line) || fixed.replace(/[^A-Za-z]/g, '').length < 8) continue;
      const source = line
        .split(/\{[A-Za-z][A-Za-z0-9]*\}/)
        .map(escapeRegExp)
        .join('.+');
      patterns.push({ key, pattern: new RegExp(`^${source}$`) });
    }
  }
  return (lines) => {
    const leaks: EnglishLeak[] = [];
    for (const line of lines) {
      const key = exact.get(line) ?? patterns.find((p) => p.pattern.test(line))?.key;
      if (key) leaks.push({ key, line });
    }
    return leaks;
  };
}
