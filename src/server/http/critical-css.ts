/**
 * The part of the app's stylesheet one page's markup uses (issue 25, docs/decisions/062): the
 * rules whose classes and elements all appear in the page, the theme variables and keyframes
 * those rules name, inside the same `@layer`/`@media` blocks. The server inlines it in the page's
 * head and links the whole stylesheet (hashed, cached a year) at the end of the body, so the first
 * paint waits for the HTML alone without every page carrying the whole stylesheet.
 *
 * It reads the stylesheet the build made (Tailwind's output, minified), not any CSS: selectors are
 * judged by their classes and type names only; a rule is kept when unsure. The whole stylesheet
 * that follows repeats every rule in the same order, so the cascade ends the same.
 */

import { blockEnd, type CssNode, parse, splitSelectors, unescapeIdent } from './css-parse.ts';

/** Removes `:not(…)` (what it names need not be present) and attribute selectors. */
function withoutNegations(selector: string): string {
  let out = '';
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i];
    if (c === '\\') {
      out += selector.slice(i, i + 2);
      i++;
    } else if (c === '[' || selector.startsWith(':not(', i)) {
      let depth = 0;
      for (; i < selector.length; i++) {
        const d = selector[i];
        if (d === '\\') i++;
        else if (d === '(' || d === '[') depth++;
        else if (d === ')' || d === ']') {
          depth--;
          if (depth === 0) break;
        }
      }
    } else {
      out += c;
    }
  }
  return out;
}

const classPattern = /\.((?:\\[0-9a-fA-F]{1,6}\s?|\\[\s\S]|[\w-])+)/g;
// A type name starts a compound selector: at the start, or after a combinator or an opening bracket.
const typePattern = /(?:^|[\s>+~(,])([a-zA-Z][a-zA-Z0-9-]*)/g;

interface PageTokens {
  classes: Set<string>;
  tags: Set<string>;
  dateFields: boolean;
  /** Whether an element has the `hidden` attribute (preflight's `[hidden]` rule). */
  hiddenElements: boolean;
}

function selectorMatches(selector: string, page: PageTokens): boolean {
  const plain = withoutNegations(selector.trim());
  for (const [, name] of plain.matchAll(classPattern)) {
    if (name && !page.classes.has(unescapeIdent(name))) return false;
  }
  // Pseudo-classes and pseudo-elements are not type names (`::before`, `:hover`): drop them first.
  const types = plain.replace(/::?[\w-]+/g, ' ').replace(classPattern, ' ');
  for (const [, tag] of types.matchAll(typePattern)) {
    if (tag && !page.tags.has(tag.toLowerCase())) return false;
  }
  return true;
}

function decodeAttribute(value: string): string {
  return value.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, entity: string) =>
    entity === 'amp' ? '&' : entity === 'lt' ? '<' : entity === 'gt' ? '>' : entity === 'quot' ? '"' : "'",
  );
}

/**
 * The markup without what is hidden until asked for: an element with the `popover` attribute (the
 * header's plain menu) is not in the first paint; the whole stylesheet is there by the time it opens,
 * and before that it opens styled by the browser's defaults.
 */
function withoutPopovers(html: string): string {
  let out = html;
  for (let open = /<(\w+)\s[^>]*\bpopover\b[^>]*>/.exec(out); open; open = /<(\w+)\s[^>]*\bpopover\b[^>]*>/.exec(out)) {
    const tag = open[1] ?? '';
    const tags = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'g');
    tags.lastIndex = open.index + open[0].length;
    let depth = 1;
    let end = out.length;
    for (let match = tags.exec(out); match; match = tags.exec(out)) {
      depth += match[1] ? -1 : 1;
      if (depth === 0) {
        end = match.index + match[0].length;
        break;
      }
    }
    out = out.slice(0, open.index) + out.slice(end);
  }
  // A closed <details> paints its summary only.
  return out.replace(/(<details(?![^>]*\bopen\b)[^>]*>[\s\S]*?<\/summary>)[\s\S]*?(<\/details>)/g, '$1$2');
}

/** The classes and element names a page's markup holds (the document's own elements included). */
function pageTokens(markup: string): PageTokens {
  const html = withoutPopovers(markup);
  const classes = new Set<string>();
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of decodeAttribute(value ?? '').split(/\s+/)) if (name) classes.add(name);
  }
  const tags = new Set(['html', 'body', 'head']);
  for (const [, tag] of html.matchAll(/<([a-zA-Z][a-zA-Z0-9-]*)/g)) if (tag) tags.add(tag.toLowerCase());
  return {
    classes,
    tags,
    dateFields: /<input[^>]*type="(date|time|datetime-local|number)"/.test(html),
    hiddenElements: /<[a-zA-Z][^>]*\shidden(?=[\s=>/])/.test(html),
  };
}

/**
 * Blocks the first paint does without, which the whole stylesheet brings a moment later: the
 * fallback layer for browsers without `@property`, colour upgrades to `color-mix()`/`lab()` over
 * the sRGB values kept before them, and styles only hovering can show.
 */
const notForFirstPaint =
  /^@layer properties$|^@supports \(color:(color-mix|lab)\(|^@supports \(\(-webkit-backdrop-filter|^@media \(hover:hover\)$|^@media print$/;
/**
 * A selector the first paint cannot need: one only an interaction matches (hover, focus, a press),
 * the utilities that only say how a later change moves or what the pointer looks like, the
 * header's backdrop blur, which shows only once the page scrolls under it, and the backdrop of a
 * dialog or popover, which shows only once one is opened.
 */
const notPainted =
  /:(hover|focus|focus-visible|focus-within|active|-moz-focusring|-moz-ui-invalid)\b|^\.(transition|duration-|ease-|cursor-|select-none|disabled\\:cursor-|backdrop-)|^::backdrop$/;
/**
 * Declarations the first paint does without, in a rule kept for its others: how a later change
 * moves, what the pointer looks like, whether a press selects text, the colour a tap flashes (a
 * component class such as `.btn` mixes them with what it paints; docs/decisions/067).
 */
const unpaintedNames = '(transition(-[\\w-]+)?|cursor|(-webkit-)?user-select|-webkit-tap-highlight-color)';
const unpaintedDeclaration = new RegExp(`^${unpaintedNames}:`);
/** Whether a rule's body may hold one: most rules hold none and are kept as they are. */
const mayHoldUnpainted = new RegExp(`(^|;)${unpaintedNames}`);

/** A rule's text without its unpainted declarations; '' when none is left. */
function paintedPart(text: string): string {
  const open = text.indexOf('{');
  const body = text.slice(open + 1, -1);
  if (!mayHoldUnpainted.test(body)) return text;
  // Split at the semicolons outside brackets and strings (`url(a;b)`, `"a;b"`).
  const declarations: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c === '"' || c === "'") {
      const end = body.indexOf(c, i + 1);
      i = end < 0 ? body.length : end;
    } else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === ';' && depth === 0) {
      declarations.push(body.slice(start, i));
      start = i + 1;
    }
  }
  declarations.push(body.slice(start));
  const kept = declarations.filter((d) => d.trim() && !unpaintedDeclaration.test(d.trim()));
  return kept.length ? `${text.slice(0, open)}{${kept.join(';')}}` : '';
}

/** The browsers' own parts of form fields: needed only where the page has a field. */
const fieldParts = /::?(-webkit-|-moz-|file-selector-button|placeholder)/;
/** The parts of date, time and number fields. */
const dateParts = /::-webkit-(date|calendar|inner-spin|outer-spin)/;

function keep(nodes: readonly CssNode[], page: PageTokens): string {
  let out = '';
  for (const node of nodes) {
    if (node.kind === 'group') {
      if (notForFirstPaint.test(node.prelude)) continue;
      // `@layer a, b;` is a leaf; a `@layer x {…}` block is a group like `@media`.
      const inner = keep(node.children, page);
      if (inner) out += `${node.prelude}{${inner}}`;
    } else if (node.prelude.startsWith('@')) {
      // Statements, @font-face, @property, @keyframes: decided after the rules (see criticalCss).
      out += node.text;
    } else if (
      splitSelectors(node.prelude).some(
        (selector) =>
          !notPainted.test(selector.trim()) &&
          (!fieldParts.test(selector) || page.tags.has('input') || page.tags.has('textarea')) &&
          (!dateParts.test(selector) || page.dateFields) &&
          (!selector.trim().startsWith('[hidden]') || page.hiddenElements) &&
          selectorMatches(selector, page),
      )
    ) {
      out += paintedPart(node.text);
    }
  }
  return out;
}

/** Custom properties a text reads. */
function readVariables(text: string): Set<string> {
  return new Set([...text.matchAll(/var\((--[\w-]+)/g)].map((match) => match[1] ?? ''));
}

/**
 * Drops what nothing kept refers to: theme variables no kept rule reads (followed through the
 * variables that read others), `@property` and `@keyframes` of names no kept rule uses.
 */
function prune(css: string, setInMarkup: ReadonlySet<string>): string {
  const atRule = /@(property|keyframes)\s+([\w-]+)\s*\{/g;
  const spans: { kind: string; name: string; start: number; end: number }[] = [];
  for (const match of css.matchAll(atRule)) {
    const open = (match.index ?? 0) + match[0].length - 1;
    spans.push({ kind: match[1] ?? '', name: match[2] ?? '', start: match.index ?? 0, end: blockEnd(css, open) });
  }
  let body = css;
  for (const span of [...spans].reverse()) body = body.slice(0, span.start) + body.slice(span.end);
  // The theme's declarations (`--name:value;` in `:root,:host{…}`) are kept when something reads them.
  const declaration = /(--[\w-]+):([^;{}]*)(;|(?=\}))/g;
  const used = readVariables(body.replace(declaration, ''));
  let grew = true;
  while (grew) {
    grew = false;
    for (const [, name, value] of body.matchAll(declaration)) {
      if (name && used.has(name)) {
        for (const read of readVariables(value ?? '')) {
          if (!used.has(read)) {
            used.add(read);
            grew = true;
          }
        }
      }
    }
  }
  body = body.replace(declaration, (whole, name: string) => (used.has(name) ? whole : ''));
  // Blocks left empty, innermost first (`@media x{.a{}}` → `@media x{}` → ``).
  for (let before = ''; before !== body; ) {
    before = body;
    body = body.replace(/(^|[{};])[^{};]*\{\}/g, '$1');
  }
  // A declaration repeated at once (the base layer's prefixed copies) says nothing new.
  body = body.replace(/;\}/g, '}').replace(/([;{])([^;{}]+)(?:;\2)+(?=[;}])/g, '$1$2');
  // A registered property matters here for its initial value only (the others change how it
  // animates and inherits): that value, set on every element in the first layer, reads the same.
  const initial: string[] = [];
  for (const span of spans) {
    const rule = css.slice(span.start, span.end);
    let value = /initial-value:([^;}]*)/.exec(rule)?.[1];
    // Unregistered, a bare 0 is a number, which calc() cannot add to a length.
    if (value === '0' && /syntax:"<length/.test(rule)) value = '0px';
    if (value === '0' && /syntax:"<percentage/.test(rule)) value = '0%';
    if (span.kind === 'property' && value !== undefined && body.includes(span.name))
      initial.push(`${span.name}:${value}`);
  }
  const keyframes = spans
    .filter((span) => span.kind === 'keyframes' && new RegExp(`[\\s:,]${span.name}[\\s;,}]`).test(body))
    .map((span) => css.slice(span.start, span.end));
  // `var(--tw-name,fallback)` → `fallback` where nothing in the part (no kept rule, no registered
  // initial value, no style attribute of the page) sets `--tw-name`: it can only read its fallback
  // in the first paint (`line-height:var(--tw-leading,1.5)` on a page without `leading-*`), and the
  // whole stylesheet that follows brings the `var()` back for what the app renders later. Tailwind's
  // own variables only: the theme's are folded by foldTheme().
  const set = new Set([...declaredNames(body), ...initial.map((d) => d.split(':')[0] ?? ''), ...setInMarkup]);
  body = resolveVariables(body, (name) => (name.startsWith('--tw-') && !set.has(name) ? useFallback : undefined));
  const defaults = initial.length ? `@layer properties{*,:before,:after,::backdrop{${initial.join(';')}}}` : '';
  return defaults + body + keyframes.join('');
}

function declaredNames(css: string): Set<string> {
  return new Set([...css.matchAll(/[{;](--[\w-]+):/g)].map((match) => match[1] ?? ''));
}

/** The index of the `)` closing the `(` at `open`, or -1. */
function blockEndParen(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    if (css[i] === '(') depth++;
    else if (css[i] === ')' && --depth === 0) return i;
  }
  return -1;
}

/** Numbers as CSS writes them: no trailing zeros, no leading zero. */
function cssNumber(value: number): string {
  return String(Number(value.toFixed(4))).replace(/^(-?)0\./, '$1.');
}

/**
 * Writes the theme's constants into the rules that read them (`calc(var(--spacing) * 4)` → `1rem`,
 * `var(--color-ink)` → `#1f2a24`), the same values in fewer bytes; prune() then drops the theme
 * declarations nothing reads any more. Only plain `var(--name)` of a theme variable whose value is
 * a constant, and products and quotients of plain numbers, are folded.
 */
function foldTheme(css: string): string {
  const theme = /:root,:host\{([^{}]*)\}/.exec(css);
  if (!theme) return css;
  const values = new Map<string, string>();
  const declared = [...(theme[1] ?? '').matchAll(/(--[\w-]+):([^;]*)/g)];
  // Twice: a variable that reads another (`--default-font-family:var(--font-sans)`) is a constant too.
  for (let pass = 0; pass < 2; pass++) {
    for (const [, name, value] of declared) {
      const resolved = (value ?? '')
        .trim()
        .replace(/var\((--[\w-]+)\)/g, (whole, read: string) => values.get(read) ?? whole);
      if (name && !resolved.includes('var(')) values.set(name, resolved);
    }
  }
  const start = theme.index + theme[0].length;
  // `var(--known,fallback)` → the known value: the fallback is never used; the preflight's
  // `--default-*` hooks the theme leaves unset read their fallback.
  const rest = resolveVariables(
    css.slice(start),
    (name) => values.get(name) ?? (name.startsWith('--default-') ? useFallback : undefined),
  )
    .replace(/var\((--[\w-]+)\)/g, (whole, name: string) => values.get(name) ?? whole)
    .replace(
      /calc\((-?[\d.]+)(rem|px|em|%)? ([*/]) (-?[\d.]+)\)/g,
      (_, a: string, unit = '', op: string, b: string) => {
        const result = op === '*' ? Number(a) * Number(b) : Number(a) / Number(b);
        return `${cssNumber(result)}${result === 0 ? '' : unit}`;
      },
    );
  return css.slice(0, start) + rest;
}

/** What resolveVariables() does with one `var(--name,fallback)`. */
const useFallback = Symbol('fallback');
type Resolution = string | typeof useFallback | undefined;

/**
 * `var(--name,fallback)` → what `resolve(name)` says: a value, the fallback (`useFallback`), or
 * left as it is (undefined). A fallback that itself reads a variable (`var(--tw-a,var(--tw-b,1))`)
 * is resolved too. Each pass removes a `var(`, so it ends.
 */
function resolveVariables(css: string, resolve: (name: string) => Resolution): string {
  let out = '';
  let at = 0;
  for (const match of css.matchAll(/var\((--[\w-]+),/g)) {
    const start = match.index ?? 0;
    if (start < at) continue;
    const value = resolve(match[1] ?? '');
    const close = value === undefined ? -1 : blockEndParen(css, start + 3);
    if (close < 0) continue;
    out += css.slice(at, start) + (value === useFallback ? css.slice(start + match[0].length, close) : value);
    at = close + 1;
  }
  out += css.slice(at);
  return out === css ? out : resolveVariables(out, resolve);
}

/** `a, b` → `a,b` outside strings (the minifier keeps the space in values and font lists). */
function withoutCommaSpaces(css: string): string {
  let out = '';
  let quote = '';
  for (let i = 0; i < css.length; i++) {
    const c = css[i] ?? '';
    if (quote) {
      if (c === '\\') {
        out += c + (css[i + 1] ?? '');
        i++;
        continue;
      }
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") {
      quote = c;
    } else if (c === ' ' && css[i - 1] === ',') {
      continue;
    }
    out += c;
  }
  return out;
}

/** Prepares a stylesheet once; the function it returns gives one page's part of it. */
export function criticalCssFor(stylesheet: string): (html: string) => string {
  const tree = parse(stylesheet);
  // The layers in the stylesheet's order, named first: a layer the part leaves out (the theme,
  // folded away) must not come after the others when the whole stylesheet declares it.
  const layers = new Set<string>();
  for (const node of tree) {
    const names = /^@layer\s+([\w\s,-]+)$/.exec(node.prelude)?.[1];
    for (const name of names?.split(',') ?? []) layers.add(name.trim());
  }
  const order = layers.size ? `@layer ${[...layers].join(',')};` : '';
  // One page's part depends only on its shape: the classes, elements and variables its markup names
  // (pageTokens). Pages of one shape (a status, a language, a number of photos) get the part chosen
  // for the first of them; choosing it cost more than rendering the page (issue 35, decision 082).
  const chosen = new Map<string, string>();
  return (html) => {
    const tokens = pageTokens(html);
    const setInMarkup = new Set([...html.matchAll(/style="[^"]*?(--[\w-]+)/g)].map((match) => match[1] ?? ''));
    const shape = [
      [...tokens.classes].sort().join(' '),
      [...tokens.tags].sort().join(' '),
      [...setInMarkup].sort().join(' '),
      tokens.dateFields,
      tokens.hiddenElements,
    ].join('\n');
    const known = chosen.get(shape);
    if (known !== undefined) return known;
    const part = order + withoutCommaSpaces(prune(foldTheme(keep(tree, tokens)), setInMarkup));
    chosen.set(shape, part);
    if (chosen.size > shapesKept) chosen.delete(chosen.keys().next().value as string);
    return part;
  };
}

/** Page shapes whose part is kept: every status, language and booth of a busy day, ~8 KB each. */
const shapesKept = 256;
