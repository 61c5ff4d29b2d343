import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { addDays, formatDate, manilaDate, manilaTime } from '#src/shared/core/dates.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { codingOverlaps, windowTimes } from '#src/shared/scheduling/number-coding.ts';
import { isoWeekday, type WindowRoom } from '#src/shared/scheduling/pickup-slots.ts';
import type { PickupTimeWindow } from '#src/shared/scheduling/pickup-window.ts';
import {
  type AdminSubmissionDetail,
  type SchedulePickupForm,
  schedulePickupFormSchema,
  staffFormTexts,
} from '#src/shared/submissions/review.schema.ts';
import { Button } from '#src/web/components/ui/button.tsx';
import { Dialog } from '#src/web/components/ui/dialog.tsx';
import { Field, Input, Select } from '#src/web/components/ui/field.tsx';
import { useDayRoom, useTrucks } from '#src/web/features/scheduling/api/pickup-windows-api.ts';
import { weekdayName } from '#src/web/features/scheduling/lib/weekdays.ts';
import { fieldError } from '#src/web/lib/field-error.ts';

const allDay = 'All Day';

/** One option of the window select: the window with what is left, or a full one marked so. */
function slotText(w: WindowRoom): string {
  return w.remaining > 0
    ? m['submissions.windowRoom']({ window: w.label, remaining: w.remaining, capacity: w.capacity })
    : m['submissions.windowFullRoom']({ window: w.label, booked: w.booked, capacity: w.capacity });
}

/** A window of today whose end has passed (Manila). */
function windowHasEnded(date: string, label: string): boolean {
  const end = windowTimes(label)?.endsAt;
  return date === manilaDate() && end !== undefined && end.padStart(5, '0') <= manilaTime();
}

/**
 * Issue 40 item 14: what the household asked for, not the day staff set since; a request staff
 * scheduled before that was kept (migration 0020) says only when it is booked.
 */
function askedFor(current: AdminSubmissionDetail['submission']): string {
  const when = (date: string, time: string | null | undefined) => `${formatDate(date)}${time ? `, ${time}` : ''}`;
  if (current.requestedPickupDate) {
    return m['submissions.askedFor']({
      name: current.name,
      date: when(current.requestedPickupDate, current.requestedPickupTime),
    });
  }
  if (current.pickupDate) {
    return m['submissions.bookedFor']({ name: current.name, date: when(current.pickupDate, current.pickupTime) });
  }
  return m['submissions.askedFor']({ name: current.name, date: m['submissions.noParticularDate']() });
}

/**
 * Issue 15: proposes the household's preferred window and shows each window's room that day in
 * their city. Staff may still book a full window (they know the crew); the option says it is full.
 */
export function ScheduleDialog({
  open,
  onOpenChange,
  current,
  busy,
  onSchedule,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  current: AdminSubmissionDetail['submission'];
  busy: boolean;
  onSchedule: (
    date: string,
    slot: { pickupWindowId: string; label: string } | { pickupTime: PickupTimeWindow },
    truckId: string | null,
  ) => void;
}) {
  const today = manilaDate();
  // Staff are not bound by the customer's 7–30 day rule (issue 5), only by "not in the past".
  const initialDate = current.pickupDate && current.pickupDate >= today ? current.pickupDate : addDays(today, 1);
  const schema = useMemo(() => schedulePickupFormSchema(today), [today]);
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    getValues,
    formState: { errors },
  } = useForm<SchedulePickupForm>({
    defaultValues: { pickupDate: initialDate, slot: current.pickupWindowId ?? '' },
    resolver: zodResolver(schema),
    reValidateMode: 'onSubmit',
  });
  const date = watch('pickupDate');
  const room = useDayRoom(date, current.city, open);
  // Issue 40 item 10: today's windows that have ended are not offered (the server refuses them too).
  const windows = useMemo(
    () => (room.data?.date === date ? room.data.windows.filter((w) => !windowHasEnded(date, w.label)) : []),
    [room.data, date],
  );
  // Once the day's windows are in: keep the choice if it is one of them, else the preferred window,
  // else the first with room, else "All Day". Set on the select itself, as its options just arrived.
  useEffect(() => {
    if (!room.data || room.data.date !== date) return;
    const chosen = getValues('slot');
    const keep = chosen === allDay || windows.some((w) => w.id === chosen);
    const preferred = windows.find((w) => w.id === current.pickupWindowId) ?? windows.find((w) => w.remaining > 0);
    setValue('slot', keep ? chosen : (preferred?.id ?? allDay));
  }, [room.data, date, windows, current.pickupWindowId, getValues, setValue]);

  const submit = handleSubmit(({ pickupDate, slot }) => {
    const w = windows.find((x) => x.id === slot);
    onSchedule(pickupDate, w ? { pickupWindowId: w.id, label: w.label } : { pickupTime: allDay }, truckId || null);
  });
  const chosen = windows.find((w) => w.id === watch('slot'));
  const trucks = useTrucks(open);
  const [truckId, setTruckId] = useState(current.pickupTruckId ?? '');
  const truck = trucks.data?.trucks.find((t) => t.id === truckId);
  // "All Day" spans the coding hours as much as any window does.
  const times = chosen ? windowTimes(chosen.label) : { startsAt: '0:00', endsAt: '23:59' };
  const coded =
    truck && times && /^\d{4}-\d{2}-\d{2}$/.test(date)
      ? codingOverlaps({ plateEnding: truck.plateEnding, weekday: isoWeekday(date), ...times })
      : [];

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={m['submissions.schedulePickup']()}
      description={askedFor(current)}
    >
      <form className="space-y-4" onSubmit={submit} noValidate>
        <Field
          label={m['submissions.staffPickupDateLabel']()}
          error={fieldError(errors.pickupDate?.message, staffFormTexts)}
        >
          {(fieldProps) => <Input {...fieldProps} type="date" min={today} {...register('pickupDate')} />}
        </Field>
        <Field
          label={m['submissions.pickupWindowLabel']()}
          hint={
            chosen && chosen.remaining <= 0
              ? m['submissions.windowFullHint']({ city: current.city })
              : m['submissions.roomIn']({ city: current.city })
          }
          error={fieldError(errors.slot?.message, staffFormTexts)}
        >
          {(fieldProps) => (
            <Select {...fieldProps} {...register('slot')}>
              {windows.map((w) => (
                <option key={w.id} value={w.id}>
                  {slotText(w)}
                </option>
              ))}
              <option value={allDay}>{allDay}</option>
            </Select>
          )}
        </Field>
        <Field label={m['submissions.scheduleTruck']()}>
          {(fieldProps) => (
            <Select {...fieldProps} value={truckId} onChange={(event) => setTruckId(event.target.value)}>
              <option value="">{m['submissions.noTruck']()}</option>
              {(trucks.data?.trucks ?? []).map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name} ({t.plateEnding})
                </option>
              ))}
            </Select>
          )}
        </Field>
        {truck && coded.length > 0 && (
          // Decision 087: the warning blocks the booking with this truck (the server refuses it too).
          <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm font-semibold text-amber-900">
            {m['submissions.codingWarning']({
              truck: truck.name,
              day: weekdayName(isoWeekday(date)),
              hours: coded.map((h) => `${h.from}–${h.to}`).join(', '),
            })}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {m['core.back']()}
          </Button>
          <Button type="submit" disabled={busy || (truck !== undefined && coded.length > 0)}>
            {busy ? m['submissions.scheduling']() : m['submissions.scheduleAndSend']()}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
