import type { ReactNode } from 'react';
import { cn } from '#src/web/lib/cn.ts';

export type Tone = 'green' | 'blue' | 'amber' | 'red' | 'gray' | 'yellow' | 'purple';

const tones: Record<Tone, string> = {
  green: 'bg-emerald-100 text-emerald-800 border-emerald-200',
  blue: 'bg-sky-100 text-sky-800 border-sky-200',
  amber: 'bg-amber-100 text-amber-900 border-amber-200',
  yellow: 'bg-yellow-100 text-yellow-900 border-yellow-200',
  purple: 'bg-violet-100 text-violet-800 border-violet-200',
  red: 'bg-red-100 text-red-800 border-red-200',
  gray: 'bg-zinc-100 text-zinc-700 border-zinc-200',
};

// A 1 px border with 1 px less padding: the box of the inset ring it replaced, drawn by two small
// utilities instead of Tailwind's ~300 bytes of ring CSS in every page's inlined styles (decision 073).
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
        'inline-flex items-center rounded-full border px-[9px] py-px text-xs font-semibold',
        wrap ? 'max-w-full break-words' : 'whitespace-nowrap',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
