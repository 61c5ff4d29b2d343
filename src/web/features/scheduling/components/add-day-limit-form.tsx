import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { serviceCities } from '#src/shared/core/cities.ts';
import { addDays, formatDate, manilaDate } from '#src/shared/core/dates.ts';
import { m } from '#src/shared/i18n/messages.ts';
import {
  type DayLimitForm,
  dayLimitFormSchema,
  isoWeekday,
  type PickupWindow,
  pickupFormTexts,
} from '#src/shared/scheduling/pickup-slots.ts';
import { Button } from '#src/web/components/ui/button.tsx';
import { Field, Input, Select } from '#src/web/components/ui/field.tsx';
import { useCreateDayLimit } from '#src/web/features/scheduling/api/pickup-windows-api.ts';
import { notifyFailed } from '#src/web/features/scheduling/lib/notify-failed.ts';
import { fieldError } from '#src/web/lib/field-error.ts';
import { notify } from '#src/web/lib/toast.ts';

/** Closes a day, or lowers its room, for every city or one, every window or one (issue 15). */
export function AddDayLimitForm({ windows }: { windows: PickupWindow[] }) {
  const create = useCreateDayLimit();
  const today = manilaDate();
  const {
    register,
    handleSubmit,
    watch,
    reset,
    formState: { errors },
  } = useForm<
    DayLimitForm,
    unknown,
    { date: string; city: string; windowId: string; capacity: number; reason: string }
  >({
    defaultValues: { date: addDays(today, 7), city: '', windowId: '', capacity: '0', reason: '' },
    resolver: zodResolver(dayLimitFormSchema),
    reValidateMode: 'onSubmit',
  });
  const date = watch('date');
  const dayWindows = /^\d{4}-\d{2}-\d{2}$/.test(date)
    ? windows.filter((w) => w.weekday === isoWeekday(date) && w.active)
    : [];
  const submit = handleSubmit((input) =>
    create.mutate(
      {
        date: input.date,
        city: input.city || null,
        windowId: input.windowId || null,
        capacity: input.capacity,
        ...(input.reason ? { reason: input.reason } : {}),
      },
      {
        onSuccess: (saved) => {
          notify.success({
            title: m['scheduling.dayLimitSavedTitle'](),
            description: m['scheduling.dayLimitSaved']({ date: formatDate(saved.date) }),
          });
          reset();
        },
        onError: notifyFailed,
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <Field label={m['scheduling.limitDate']()} error={fieldError(errors.date?.message, pickupFormTexts)}>
          {(p) => <Input {...p} type="date" min={today} {...register('date')} />}
        </Field>
        <Field label={m['scheduling.limitCity']()}>
          {(p) => (
            <Select {...p} {...register('city')}>
              <option value="">{m['scheduling.allCities']()}</option>
              {serviceCities.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={m['scheduling.limitWindow']()}>
          {(p) => (
            <Select {...p} {...register('windowId')}>
              <option value="">{m['scheduling.allWindows']()}</option>
              {dayWindows.map((w) => (
                <option key={w.id} value={w.id}>
                  {w.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={m['scheduling.limitCapacity']()} error={fieldError(errors.capacity?.message, pickupFormTexts)}>
          {(p) => <Input {...p} type="number" min={0} max={1000} inputMode="numeric" {...register('capacity')} />}
        </Field>
        <Field label={m['scheduling.limitReason']()} error={fieldError(errors.reason?.message, pickupFormTexts)}>
          {(p) => (
            <Input
              {...p}
              maxLength={200}
              placeholder={m['scheduling.limitReasonPlaceholder']()}
              {...register('reason')}
            />
          )}
        </Field>
      </div>
      <Button type="submit" disabled={create.isPending}>
        {m['scheduling.saveDayLimit']()}
      </Button>
    </form>
  );
}
