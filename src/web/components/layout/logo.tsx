import { cn } from '#src/web/lib/cn.ts';

/** The Ligpit mark: a tidy box with a check, under a sun-yellow handle. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={cn('size-9', className)}>
      <rect width="64" height="64" rx="16" fill="#1f6f4a" />
      <path d="M18 26h28l-3 24a4 4 0 0 1-4 3.5H25a4 4 0 0 1-4-3.5z" fill="#f6f7f4" />
      <path d="M14 22h36" stroke="#f6f7f4" strokeWidth="4" strokeLinecap="round" />
      <path d="M26 22c0-4 2.5-7 6-7s6 3 6 7" stroke="#f2b544" strokeWidth="4" fill="none" strokeLinecap="round" />
      <path
        d="M28 36l3 3 6-7"
        stroke="#1f6f4a"
        strokeWidth="3.5"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <LogoMark />
      <span className="text-xl font-extrabold tracking-tight text-brand-700">Ligpit</span>
    </span>
  );
}
