import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { m } from '#src/shared/i18n/messages.ts';
import {
  isoWeekdays,
  type PickupWindowForm,
  pickupFormTexts,
  pickupWindowFormSchema,
} from '#src/shared/scheduling/pickup-slots.ts';
import { Button } from '#src/web/components/ui/button.tsx';
import { Field, Input, Select } from '#src/web/components/ui/field.tsx';
import { useCreatePickupWindow } from '#src/web/features/scheduling/api/pickup-windows-api.ts';
import { notifyFailed } from '#src/web/features/scheduling/lib/notify-failed.ts';
import { weekdayName } from '#src/web/features/scheduling/lib/weekdays.ts';
import { fieldError } from '#src/web/lib/field-error.ts';
import { notify } from '#src/web/lib/toast.ts';

export function AddWindowForm() {
  const create = useCreatePickupWindow();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<PickupWindowForm, unknown, { weekday: number; startsAt: string; endsAt: string; capacity: number }>({
    defaultValues: { weekday: '1', startsAt: '17:00', endsAt: '19:00', capacity: '5' },
    resolver: zodResolver(pickupWindowFormSchema),
    reValidateMode: 'onSubmit',
  });
  const submit = handleSubmit((input) =>
    create.mutate(input, {
      onSuccess: (w) => {
        notify.success({
          title: m['scheduling.windowAddedTitle'](),
          description: m['scheduling.windowAdded']({ day: weekdayName(w.weekday), window: w.label }),
        });
        reset();
      },
      onError: notifyFailed,
    }),
  );
  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <h3 className="font-semibold">{m['scheduling.addWindow']()}</h3>
      <div className="grid gap-3 sm:grid-cols-5">
        <Field label={m['scheduling.weekday']()} error={fieldError(errors.weekday?.message, pickupFormTexts)}>
          {(p) => (
            <Select {...p} {...register('weekday')}>
              {isoWeekdays.map((d) => (
                <option key={d} value={d}>
                  {weekdayName(d)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={m['scheduling.startsAt']()} error={fieldError(errors.startsAt?.message, pickupFormTexts)}>
          {(p) => <Input {...p} type="time" step={900} {...register('startsAt')} />}
        </Field>
        <Field label={m['scheduling.endsAt']()} error={fieldError(errors.endsAt?.message, pickupFormTexts)}>
          {(p) => <Input {...p} type="time" step={900} {...register('endsAt')} />}
        </Field>
        <Field label={m['scheduling.capacity']()} error={fieldError(errors.capacity?.message, pickupFormTexts)}>
          {(p) => <Input {...p} type="number" min={0} max={1000} inputMode="numeric" {...register('capacity')} />}
        </Field>
        <div className="flex items-end">
          <Button type="submit" disabled={create.isPending} className="w-full">
            <Plus />
            {m['scheduling.addWindow']()}
          </Button>
        </div>
      </div>
    </form>
  );
}
