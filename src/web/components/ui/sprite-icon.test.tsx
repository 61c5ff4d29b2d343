import fs from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Button } from './button.tsx';
import { spriteIcon } from './sprite-icon.tsx';

const Truck = spriteIcon('/assets/icons-T3st.svg#truck');

it('is what the builds give `lucide-react` (scripts/lucide-sprite-plugin.mjs)', () => {
  const config = fs.readFileSync(path.resolve(import.meta.dirname, '..', '..', '..', '..', 'vite.config.ts'), 'utf8');
  expect(config).toContain('lucideIconSprite()');
  expect(config).toMatch(/noExternal: \['lucide-react'\]/);
});

const styles = fs.readFileSync(path.resolve(import.meta.dirname, '..', '..', 'styles.css'), 'utf8');

/** The declarations of the first block whose selector is exactly `selector`. */
function declarations(selector: string): Record<string, string> {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const body = new RegExp(`(?:^|[\\s}])${escaped}\\s*\\{([^}]*)\\}`).exec(styles)?.[1] ?? '';
  return Object.fromEntries(
    body
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => d.split(':').map((part) => part.trim()) as [string, string]),
  );
}

describe('an icon from the sprite (decision 073)', () => {
  it('draws by reference: the lucide class and the symbol, nothing of the drawing', () => {
    expect(renderToStaticMarkup(<Truck className="size-5" />)).toBe(
      '<svg class="lucide size-5" aria-hidden="true"><use href="/assets/icons-T3st.svg#truck"></use></svg>',
    );
  });

  it('draws with the stylesheet: the .lucide rule holds what lucide wrote as attributes, in the base layer', () => {
    expect(declarations('.lucide')).toEqual({
      width: '24px',
      height: '24px',
      fill: 'none',
      stroke: 'currentColor',
      'stroke-width': '2',
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    });
    // In `@layer base`, so a utility on the icon (size-4) or its button ([&_svg]:size-5) wins.
    const base = styles.slice(styles.indexOf('@layer base'), styles.indexOf('@layer components'));
    expect(base).toContain('.lucide {');
  });

  it('writes what differs from the rule as a style, which a CSS rule cannot override', () => {
    expect(renderToStaticMarkup(<Truck strokeWidth={3} />)).toContain('style="stroke-width:3"');
    expect(renderToStaticMarkup(<Truck size={16} color="red" />)).toContain(
      'style="width:16px;height:16px;stroke:red"',
    );
    expect(renderToStaticMarkup(<Truck size={24} strokeWidth={2} color="currentColor" />)).not.toContain('style=');
  });

  it('keeps an icon with an accessible name visible to assistive technology', () => {
    const svg = renderToStaticMarkup(<Truck aria-label="Pickup" />);
    expect(svg).toContain('aria-label="Pickup"');
    expect(svg).not.toContain('aria-hidden');
  });
});

describe('Button classes (decision 067)', () => {
  it('carries the shared classes as one component class, and its variant, size and extra classes', () => {
    const html = renderToStaticMarkup(
      <Button variant="outline" size="sm" className="mt-3">
        Go
      </Button>,
    );
    expect(html).toContain('class="btn border border-brand-200');
    expect(html).toContain('min-h-9 px-3 py-1 text-sm mt-3"');
    expect(html).not.toContain('inline-flex');
  });

  it('sizes its icon over a size class on the icon itself, as the button’s [&_svg]:size-5 did', () => {
    const utilities = styles.slice(styles.lastIndexOf('@layer utilities'));
    expect(utilities).toMatch(/\.btn svg \{\s*@apply size-5 shrink-0;/);
  });

  it('defines .btn in the components layer, so a caller’s utility wins', () => {
    const components = styles.slice(styles.indexOf('@layer components'));
    expect(components).toMatch(
      /\.btn \{\s*@apply inline-flex min-w-0 items-center justify-center gap-2 rounded-xl text-center font-semibold transition-colors select-none disabled:cursor-not-allowed disabled:opacity-55;/,
    );
  });
});
