import type { ReactNode } from 'react';
import { cn } from '#src/web/lib/cn.ts';

export type Tone = 'green' | 'blue' | 'amber' | 'red' | 'gray' | 'yellow' | 'purple';

const tones: Record<Tone, string> = {
  green: 'bg-emerald-100 text-emerald-800 ring-emerald-200',
  blue: 'bg-sky-100 text-sky-800 ring-sky-200',
  amber: 'bg-amber-100 text-amber-900 ring-amber-200',
  yellow: 'bg-yellow-100 text-yellow-900 ring-yellow-200',
  purple: 'bg-violet-100 text-violet-800 ring-violet-200',
  red: 'bg-red-100 text-red-800 ring-red-200',
  gray: 'bg-zinc-100 text-zinc-700 ring-zinc-200',
};

export function Badge({
  tone = 'gray',
  children,
  className,
  wrap = false,
}: {
  tone?: Tone;
  children: ReactNode;
  className?: string;
  /** A badge holding a name (a venue) wraps on a phone instead of pushing the page sideways. */
  wrap?: boolean;
}) {
  return (
    <span
      data-tone={tone}
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        wrap ? 'max-w-full break-words' : 'whitespace-nowrap',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
