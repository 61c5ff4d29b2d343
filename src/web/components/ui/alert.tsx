import type { ReactNode } from 'react';
import { cn } from '#src/web/lib/cn.ts';

export function Alert({
  tone = 'info',
  title,
  children,
  icon,
  className,
}: {
  tone?: 'info' | 'warning' | 'error';
  title: string;
  children?: ReactNode;
  icon?: ReactNode;
  className?: string;
}) {
  const tones = {
    info: 'border-brand-200 bg-brand-50 text-brand-900',
    warning: 'border-amber-200 bg-sun-100 text-amber-950',
    error: 'border-red-200 bg-red-50 text-red-900',
  };
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-2xl border p-4', tones[tone], className)}
    >
      {icon && <div className="mt-0.5 shrink-0 [&_svg]:size-5">{icon}</div>}
      <div className="space-y-1">
        <p className="font-semibold">{title}</p>
        {children && <div className="text-sm opacity-90">{children}</div>}
      </div>
    </div>
  );
}
