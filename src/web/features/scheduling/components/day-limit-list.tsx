import { Trash2 } from 'lucide-react';
import { formatDate } from '#src/shared/core/dates.ts';
import { m } from '#src/shared/i18n/messages.ts';
import type { DayLimit } from '#src/shared/scheduling/pickup-slots.ts';
import { Badge } from '#src/web/components/ui/badge.tsx';
import { Button } from '#src/web/components/ui/button.tsx';
import { useDeleteDayLimit } from '#src/web/features/scheduling/api/pickup-windows-api.ts';
import { notifyFailed } from '#src/web/features/scheduling/lib/notify-failed.ts';
import { notify } from '#src/web/lib/toast.ts';

/** The days closed or limited from today on, each with the button that lifts its limit. */
export function DayLimitList({ limits }: { limits: DayLimit[] }) {
  const remove = useDeleteDayLimit();
  if (limits.length === 0) return <p className="text-sm text-muted">{m['scheduling.noDayLimits']()}</p>;
  return (
    <ul className="divide-y divide-brand-50 text-sm">
      {limits.map((l) => (
        <li key={l.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
          <span>
            <span className="font-semibold">{formatDate(l.date)}</span> · {l.city ?? m['scheduling.allCities']()} ·{' '}
            {l.windowLabel ?? m['scheduling.allWindows']()} ·{' '}
            <Badge tone={l.capacity === 0 ? 'red' : 'amber'}>
              {l.capacity === 0 ? m['scheduling.dayClosed']() : m['scheduling.dayLimited']({ capacity: l.capacity })}
            </Badge>
            {l.reason ? ` · ${l.reason}` : ''}
          </span>
          <Button
            size="sm"
            variant="ghost"
            disabled={remove.isPending}
            aria-label={m['scheduling.removeDayLimitOf']({ date: formatDate(l.date) })}
            onClick={() =>
              remove.mutate(l.id, {
                onSuccess: () =>
                  notify.success({
                    title: m['scheduling.dayLimitRemovedTitle'](),
                    description: m['scheduling.dayLimitRemoved'](),
                  }),
                onError: notifyFailed,
              })
            }
          >
            <Trash2 />
            {m['scheduling.removeDayLimit']()}
          </Button>
        </li>
      ))}
    </ul>
  );
}
