import { useForm } from 'react-hook-form';
import { m } from '#src/shared/i18n/messages.ts';
import type { PickupWindow } from '#src/shared/scheduling/pickup-slots.ts';
import { Badge } from '#src/web/components/ui/badge.tsx';
import { Button } from '#src/web/components/ui/button.tsx';
import { Input } from '#src/web/components/ui/field.tsx';
import { useUpdatePickupWindow } from '#src/web/features/scheduling/api/pickup-windows-api.ts';
import { notifyFailed } from '#src/web/features/scheduling/lib/notify-failed.ts';
import { weekdayName } from '#src/web/features/scheduling/lib/weekdays.ts';
import { notify } from '#src/web/lib/toast.ts';

/** One weekly window: its room per city, saved on its own, and whether it is offered. */
export function WindowRow({ window: w }: { window: PickupWindow }) {
  const update = useUpdatePickupWindow();
  const day = weekdayName(w.weekday);
  const { register, handleSubmit, formState } = useForm<{ capacity: string }>({
    values: { capacity: String(w.capacity) },
  });
  const save = handleSubmit(({ capacity }) => {
    const value = Number(capacity);
    if (!Number.isInteger(value) || value < 0 || value > 1000) {
      notify.error({ title: m['core.titleError'](), description: m['scheduling.capacityInvalid']() });
      return;
    }
    update.mutate(
      { id: w.id, changes: { capacity: value } },
      {
        onSuccess: (saved) =>
          notify.success({
            title: m['scheduling.windowSavedTitle'](),
            description: m['scheduling.windowSaved']({ day, window: saved.label, capacity: saved.capacity }),
          }),
        onError: notifyFailed,
      },
    );
  });
  return (
    <tr className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 align-middle sm:table-row sm:py-0">
      <td className="py-2 pr-3 whitespace-nowrap font-semibold">{day}</td>
      <td className="py-2 pr-3 whitespace-nowrap">
        {w.label} {!w.active && <Badge tone="gray">{m['scheduling.notOffered']()}</Badge>}
      </td>
      <td className="py-2 pr-3">
        <form className="flex items-center gap-2" onSubmit={save} noValidate>
          <Input
            type="number"
            min={0}
            max={1000}
            inputMode="numeric"
            className="h-9 w-24"
            aria-label={m['scheduling.capacityOf']({ day, window: w.label })}
            {...register('capacity')}
          />
          <Button type="submit" size="sm" variant="outline" disabled={update.isPending || !formState.isDirty}>
            {m['scheduling.saveCapacity']()}
          </Button>
        </form>
      </td>
      <td className="py-2 whitespace-nowrap">
        <Button
          size="sm"
          variant="ghost"
          disabled={update.isPending}
          onClick={() => update.mutate({ id: w.id, changes: { active: !w.active } }, { onError: notifyFailed })}
        >
          {w.active ? m['scheduling.stopOffering']() : m['scheduling.offerAgain']()}
        </Button>
      </td>
    </tr>
  );
}
