// A small CSS reader for the critical-CSS pruner (critical-css.ts): rules and the groups around
// them (@media, @supports, @layer…), with strings, comments and brackets skipped, enough for the
// one stylesheet the build makes. Not a general CSS parser.

export interface Leaf {
  kind: 'leaf';
  prelude: string;
  text: string;
}
export interface Group {
  kind: 'group';
  prelude: string;
  children: CssNode[];
}
export type CssNode = Leaf | Group;

/** The index after the block that opens at `open` (a `{`), skipping strings and comments. */
export function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const c = css[i];
    if (c === '"' || c === "'") {
      i = stringEnd(css, i);
    } else if (c === '/' && css[i + 1] === '*') {
      i = css.indexOf('*/', i + 2) + 1 || css.length;
    } else if (c === '{') {
      depth++;
    } else if (c === '}') {
      depth--;
      if (depth === 0) return i + 1;
    }
  }
  return css.length;
}

function stringEnd(css: string, start: number): number {
  const quote = css[start];
  for (let i = start + 1; i < css.length; i++) {
    if (css[i] === '\\') i++;
    else if (css[i] === quote) return i;
  }
  return css.length;
}

/** The next `{` or `;` at this level, outside strings and brackets. */
function preludeEnd(css: string, start: number): number {
  let parens = 0;
  for (let i = start; i < css.length; i++) {
    const c = css[i];
    if (c === '"' || c === "'") i = stringEnd(css, i);
    else if (c === '(' || c === '[') parens++;
    else if (c === ')' || c === ']') parens--;
    else if (parens === 0 && (c === '{' || c === ';' || c === '}')) return i;
  }
  return css.length;
}

export const groupRules = /^@(media|supports|layer|container|scope)\b/i;

export function parse(css: string): CssNode[] {
  const nodes: CssNode[] = [];
  let i = 0;
  while (i < css.length) {
    while (i < css.length && /\s/.test(css[i] ?? '')) i++;
    if (css.startsWith('/*', i)) {
      i = (css.indexOf('*/', i + 2) + 2 || css.length + 1) - 0;
      continue;
    }
    if (i >= css.length) break;
    const end = preludeEnd(css, i);
    const prelude = css.slice(i, end).trim();
    if (css[end] !== '{') {
      // A statement (`@layer a,b;`, `@charset`), kept as it is.
      if (prelude) nodes.push({ kind: 'leaf', prelude, text: `${prelude};` });
      i = end + 1;
      continue;
    }
    const close = blockEnd(css, end);
    if (groupRules.test(prelude)) {
      nodes.push({ kind: 'group', prelude, children: parse(css.slice(end + 1, close - 1)) });
    } else {
      nodes.push({ kind: 'leaf', prelude, text: css.slice(i, close) });
    }
    i = close;
  }
  return nodes;
}

/** A CSS identifier with its escapes undone (`md\:flex` → `md:flex`, `\32 xl` → `2xl`). */
export function unescapeIdent(ident: string): string {
  return ident.replace(/\\([0-9a-fA-F]{1,6})\s?|\\([\s\S])/g, (_, hex: string | undefined, char: string | undefined) =>
    hex ? String.fromCodePoint(Number.parseInt(hex, 16)) : (char ?? ''),
  );
}

/** Splits a selector list at its top-level commas. */
export function splitSelectors(prelude: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < prelude.length; i++) {
    const c = prelude[i];
    if (c === '\\') i++;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(prelude.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(prelude.slice(start));
  return parts;
}
