import { cn } from '#src/web/lib/cn.ts';

export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-xl bg-brand-100/70', className)} />;
}
