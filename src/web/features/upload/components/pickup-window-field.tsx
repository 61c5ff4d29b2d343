import { useEffect } from 'react';
import { type Control, type UseFormSetValue, useController, useWatch } from 'react-hook-form';
import { formatDate } from '#src/shared/core/dates.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { isServedNow } from '#src/shared/scheduling/served-now.ts';
import type { OwnerDetails } from '#src/shared/submissions/submission.schema.ts';
import { Button } from '#src/web/components/ui/button.tsx';
import { useAvailability } from '#src/web/features/scheduling/api/availability-api.ts';
import { usePausedCities } from '#src/web/features/scheduling/api/service-area-api.ts';
import { cn } from '#src/web/lib/cn.ts';

// Issue 15: the household picks a window with room on the day they chose; a day without room
// offers the nearest days that have some. The server checks the room again when they submit.

const fewLeft = 2;

export function PickupWindowField({
  control,
  setValue,
}: {
  control: Control<OwnerDetails>;
  /** The date field is the form's own input: a suggested day is set on it. */
  setValue: UseFormSetValue<OwnerDetails>;
}) {
  const city = useWatch({ control, name: 'city' }) ?? '';
  const pickupDate = useWatch({ control, name: 'pickupDate' }) ?? '';
  const { field: window } = useController({ control, name: 'pickupWindowId' });
  // Others and a city staff paused (issue 23) have no windows to offer.
  const serviced = isServedNow(city, usePausedCities());
  const availability = useAvailability(serviced ? city : '');
  const day = availability.data?.days.find((d) => d.date === pickupDate);
  const windows = day?.windows ?? [];

  // Keep the choice while it has room that day; else the first window with room; else none.
  const chosen = window.value;
  const onChange = window.onChange;
  const first = windows[0]?.id;
  const stillOpen = chosen !== undefined && windows.some((w) => w.id === chosen);
  useEffect(() => {
    if (!availability.data || stillOpen || chosen === first) return;
    onChange(first);
  }, [availability.data, stillOpen, chosen, first, onChange]);

  if (!serviced) {
    return city === '' ? <p className="text-sm text-muted">{m['submissions.chooseLocationForWindows']()}</p> : null;
  }
  if (availability.isPending) return <p className="text-sm text-muted">{m['submissions.loadingWindows']()}</p>;
  if (availability.isError) return <p className="text-sm text-muted">{m['submissions.windowsUnavailable']()}</p>;

  if (!day) {
    const nearest = [...availability.data.days]
      .sort((a, b) => distance(a.date, pickupDate) - distance(b.date, pickupDate))
      .slice(0, 4)
      .sort((a, b) => a.date.localeCompare(b.date));
    if (nearest.length === 0) {
      return (
        <p className="text-sm font-semibold text-red-700" role="status">
          {m['submissions.noDaysWithRoom']()}
        </p>
      );
    }
    return (
      <div className="space-y-2" role="status">
        <p className="text-sm font-semibold text-amber-900">
          {m['submissions.dayHasNoRoom']({
            date: /^\d{4}-\d{2}-\d{2}$/.test(pickupDate) ? formatDate(pickupDate) : pickupDate,
          })}
        </p>
        <div className="flex flex-wrap gap-2">
          {nearest.map((d) => (
            <Button
              key={d.date}
              size="sm"
              variant="outline"
              onClick={() => setValue('pickupDate', d.date, { shouldDirty: true })}
            >
              {formatDate(d.date)}
            </Button>
          ))}
        </div>
      </div>
    );
  }

  return (
    <fieldset className="space-y-2">
      <legend className="mb-1.5 block text-sm font-semibold text-ink">{m['submissions.preferredWindow']()}</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {windows.map((w) => (
          <label
            key={w.id}
            className={cn(
              'flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border px-3 py-2 text-sm font-semibold',
              chosen === w.id ? 'border-brand-600 bg-brand-50 text-brand-900' : 'border-brand-200 bg-white text-ink',
            )}
          >
            <input
              type="radio"
              name={window.name}
              value={w.id}
              checked={chosen === w.id}
              onChange={() => onChange(w.id)}
              onBlur={window.onBlur}
              className="size-4 accent-brand-600"
            />
            {w.remaining <= fewLeft
              ? m['submissions.windowFewLeft']({ window: w.label, remaining: w.remaining })
              : w.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Days between two YYYY-MM-DD dates (a date not yet typed sorts the earliest days first). */
function distance(a: string, b: string): number {
  const t = (d: string) => Date.parse(`${d}T00:00:00Z`);
  const gap = Math.abs(t(a) - t(b));
  return Number.isNaN(gap) ? t(a) : gap;
}
