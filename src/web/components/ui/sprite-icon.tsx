/**
 * A lucide icon drawn from the app's sprite (issue 25, docs/decisions/073): the builds give every
 * `import { Truck } from 'lucide-react'` one of these (scripts/lucide-sprite-plugin.mjs), so a page
 * writes `<svg class="lucide"><use href="/assets/icons-HASH.svg#truck"/></svg>` and the drawing
 * comes once, from a file cached a year. What lucide wrote as attributes on every `<svg>` (size,
 * fill, stroke and its width, caps and joins) is the `.lucide` rule in src/web/styles.css; the
 * symbol's shapes inherit it through `<use>`.
 *
 * A prop that asks for something else than the rule (size, width, height, color, strokeWidth) is
 * written as an inline style: a presentation attribute loses to any CSS rule, so `strokeWidth={3}`
 * as an attribute would draw at the rule's 2.
 */
import { type CSSProperties, createElement, forwardRef, type ReactNode, type SVGProps } from 'react';

export interface SpriteIconProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  size?: string | number;
  children?: ReactNode;
}

/** The rule's values (styles.css `.lucide`). */
const defaultSize = 24;
const defaultStrokeWidth = 2;

function hasAccessibleName(props: Record<string, unknown>): boolean {
  return Object.entries(props).some(
    ([name, value]) => value != null && (name.startsWith('aria-') || name === 'role' || name === 'title'),
  );
}

function length(value: string | number | undefined): string | number | undefined {
  return value === undefined || Number(value) === defaultSize ? undefined : value;
}

/** The component for one symbol of the sprite: `href` is the sprite's address and the symbol's id (lucide's name). */
export function spriteIcon(href: string) {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per icon when the icons' module loads (scripts/lucide-sprite-plugin.mjs), as lucide's own createLucideIcon does; never during a render.
  return forwardRef<SVGSVGElement, SpriteIconProps>(function SpriteIcon(
    { color, size, width, height, strokeWidth, className, children, style, ...rest },
    ref,
  ) {
    const own: CSSProperties = {};
    const drawnWidth = length(width ?? size);
    const drawnHeight = length(height ?? size);
    if (drawnWidth !== undefined) own.width = drawnWidth;
    if (drawnHeight !== undefined) own.height = drawnHeight;
    if (color && color !== 'currentColor') own.stroke = color;
    if (strokeWidth !== undefined && Number(strokeWidth) !== defaultStrokeWidth) own.strokeWidth = strokeWidth;
    const merged = Object.keys(own).length > 0 ? { ...own, ...style } : style;
    return createElement(
      'svg',
      {
        ref,
        className: className ? `lucide ${className}` : 'lucide',
        ...(merged ? { style: merged } : {}),
        ...(children || hasAccessibleName(rest) ? {} : { 'aria-hidden': 'true' }),
        ...rest,
      },
      createElement('use', { href }),
      children,
    );
  });
}
