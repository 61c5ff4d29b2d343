/**
 * lucide-react's `Icon`, rendering only what differs between icons (issue 25, docs/decisions/067).
 * lucide-react writes nine attributes on every `<svg>` (xmlns, width, height, fill, stroke,
 * stroke-width, stroke-linecap, stroke-linejoin and a `lucide-NAME` class), ~200 bytes per icon in
 * every server-rendered page; here they are one CSS rule on `.lucide` (src/web/styles.css, layer
 * base, so a utility such as `size-4` still wins). `scripts/lucide-icon-plugin.mjs` puts this module in
 * place of lucide-react's own in the client build and the SSR build alike, so the server's markup and
 * the client's first render stay identical (the web tests render lucide's own; see the plugin).
 *
 * A prop that asks for something else than the rule (size, width, height, color, strokeWidth,
 * absoluteStrokeWidth) is written as an inline style, not as an attribute: a presentation attribute
 * loses to any CSS rule, so `strokeWidth={3}` as an attribute would draw at the rule's 2.
 */
import { type CSSProperties, createElement, forwardRef, type ReactNode, type SVGProps } from 'react';

type IconNode = [tag: string, attributes: Record<string, string | number>][];

interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  size?: string | number;
  absoluteStrokeWidth?: boolean;
  nonScalingStroke?: boolean;
  iconNode?: IconNode;
  icon?: { node: IconNode; size?: number; width?: number; height?: number };
  children?: ReactNode;
}

/** The rule's values (styles.css `.lucide`), and lucide's own defaults. */
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

const Icon = forwardRef<SVGSVGElement, IconProps>(function Icon(
  {
    color,
    size,
    width,
    height,
    strokeWidth,
    absoluteStrokeWidth,
    nonScalingStroke,
    className,
    children,
    iconNode = [],
    icon = { node: iconNode, size: defaultSize },
    style,
    ...rest
  },
  ref,
) {
  const viewWidth = icon.size ?? icon.width ?? defaultSize;
  const viewHeight = icon.size ?? icon.height ?? defaultSize;
  const drawnWidth = length(width ?? size);
  const drawnHeight = length(height ?? size);
  const stroke = Number(strokeWidth ?? defaultStrokeWidth);
  const scaledStroke = absoluteStrokeWidth ? (stroke * viewWidth) / Number(size ?? width ?? defaultSize) : stroke;
  const own: CSSProperties = {};
  if (drawnWidth !== undefined) own.width = drawnWidth;
  if (drawnHeight !== undefined) own.height = drawnHeight;
  if (color && color !== 'currentColor') own.stroke = color;
  if (scaledStroke !== defaultStrokeWidth) own.strokeWidth = scaledStroke;
  const merged = Object.keys(own).length > 0 ? { ...own, ...style } : style;
  return createElement(
    'svg',
    {
      ref,
      viewBox: `0 0 ${viewWidth} ${viewHeight}`,
      className: className ? `lucide ${className}` : 'lucide',
      ...(merged ? { style: merged } : {}),
      ...(children || hasAccessibleName(rest) ? {} : { 'aria-hidden': 'true' }),
      ...rest,
    },
    ...icon.node.map(([tag, attributes]) =>
      createElement(tag, nonScalingStroke ? { vectorEffect: 'non-scaling-stroke', ...attributes } : attributes),
    ),
    ...(Array.isArray(children) ? children : [children]),
  );
});

export default Icon;
