import type { ButtonHTMLAttributes, ReactNode } from 'react';
import type { LinkProps } from 'react-router';
import { cn } from '#src/web/lib/cn.ts';
import { Link } from './link.tsx';

// `toned`: no colours of its own; the caller's classes give them (e.g. a selected state).
type Variant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive' | 'toned';
type Size = 'sm' | 'md' | 'lg' | 'icon';

// `btn` (src/web/styles.css, layer components) holds the classes every button shares, and sizes its
// icon; one class, not twelve, in every server-rendered page (docs/decisions/067, 073).
const base = 'btn';
const variants: Record<Variant, string> = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700 active:bg-brand-900 shadow-sm',
  secondary: 'bg-sun-400 text-ink hover:brightness-95 active:brightness-90 shadow-sm',
  outline: 'border border-brand-200 bg-white text-brand-700 hover:bg-brand-50',
  ghost: 'text-brand-700 hover:bg-brand-50',
  destructive: 'bg-red-600 text-white hover:bg-red-700',
  toned: 'border',
};
const sizes: Record<Size, string> = {
  // min-h, not h (issue 24): a long label (Filipino at 390 px) wraps inside its button, never out of it.
  sm: 'min-h-9 px-3 py-1 text-sm',
  md: 'min-h-11 px-4 py-1.5 text-base',
  lg: 'min-h-13 px-6 py-2 text-lg',
  icon: 'size-11',
};

export function buttonClass(variant: Variant = 'primary', size: Size = 'md', extra?: string): string {
  return cn(base, variants[variant], sizes[size], extra);
}

export function Button({
  variant,
  size,
  className,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; size?: Size }) {
  return <button type={type} className={buttonClass(variant, size, className)} {...props} />;
}

export function ButtonLink({
  variant,
  size,
  className,
  children,
  ...props
}: LinkProps & { variant?: Variant; size?: Size; children: ReactNode }) {
  return (
    <Link className={buttonClass(variant, size, className)} {...props}>
      {children}
    </Link>
  );
}
