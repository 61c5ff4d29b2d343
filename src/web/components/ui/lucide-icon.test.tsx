import fs from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Button } from './button.tsx';
import Icon from './lucide-icon.tsx';

// lucide's drawings (its iconNode), rendered through the Icon the builds put in place of lucide's.
const truckNode: [string, Record<string, string>][] = [
  ['path', { d: 'M14 18V6a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2v11a1 1 0 0 0 1 1h2' }],
  ['circle', { cx: '17', cy: '18', r: '2' }],
];
const Truck = (props: Parameters<typeof Icon>[0]) => <Icon icon={{ node: truckNode, size: 24 }} {...props} />;
const Check = (props: Parameters<typeof Icon>[0]) => (
  <Icon icon={{ node: [['path', { d: 'M20 6 9 17l-5-5' }]], size: 24 }} {...props} />
);

it('is the Icon the builds give lucide-react (scripts/lucide-icon-plugin.mjs)', () => {
  const config = fs.readFileSync(path.resolve(import.meta.dirname, '..', '..', '..', '..', 'vite.config.ts'), 'utf8');
  expect(config).toContain('lucideIcon()');
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

describe('lucide icons without their per-icon attributes (decision 067)', () => {
  it('renders the drawing, its viewBox and the lucide class only', () => {
    const svg = renderToStaticMarkup(<Truck className="size-5" />);
    expect(svg).toMatch(/^<svg viewBox="0 0 24 24" class="lucide size-5" aria-hidden="true"><path /);
    for (const attribute of [
      'xmlns',
      'width',
      'height',
      'fill',
      'stroke',
      'stroke-width',
      'stroke-linecap',
      'stroke-linejoin',
    ]) {
      expect(svg).not.toMatch(new RegExp(`<svg[^>]*\\s${attribute}=`));
    }
  });

  it('draws with the stylesheet: the .lucide rule holds what the attributes said, in the base layer', () => {
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
    expect(renderToStaticMarkup(<Check strokeWidth={3} />)).toContain('style="stroke-width:3"');
    expect(renderToStaticMarkup(<Check size={16} color="red" />)).toContain(
      'style="width:16px;height:16px;stroke:red"',
    );
    // absoluteStrokeWidth keeps the stroke 2 px wide whatever the size: 2 × 24 / 48.
    expect(renderToStaticMarkup(<Check size={48} absoluteStrokeWidth />)).toContain('stroke-width:1');
    expect(renderToStaticMarkup(<Check size={24} strokeWidth={2} color="currentColor" />)).not.toContain('style=');
  });

  it('keeps an icon with an accessible name visible to assistive technology', () => {
    const svg = renderToStaticMarkup(<Check aria-label="Done" />);
    expect(svg).toContain('aria-label="Done"');
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
    expect(html).toContain('class="btn [&amp;_svg]:size-5 [&amp;_svg]:shrink-0 border border-brand-200');
    expect(html).toContain('min-h-9 px-3 py-1 text-sm mt-3"');
    expect(html).not.toContain('inline-flex');
  });

  it('defines .btn in the components layer, so a caller’s utility wins', () => {
    const components = styles.slice(styles.indexOf('@layer components'));
    expect(components).toMatch(
      /\.btn \{\s*@apply inline-flex min-w-0 items-center justify-center gap-2 rounded-xl text-center font-semibold transition-colors select-none disabled:cursor-not-allowed disabled:opacity-55;/,
    );
  });
});
