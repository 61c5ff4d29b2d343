import { Plus, Trash2 } from 'lucide-react';
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray, useWatch } from 'react-hook-form';
import { addDays, formatDate, isCalendarDate } from '#src/shared/core/dates.ts';
import { type CreateEvent, type EventForm, eventFormTexts } from '#src/shared/events/event.schema.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { Button } from '#src/web/components/ui/button.tsx';
import { Field, Input, Select } from '#src/web/components/ui/field.tsx';
import { fieldError } from '#src/web/lib/field-error.ts';

// Issue 23: staff set the event's hand-over slots — a day of the event and a time span each — when
// a visitor may leave the items at the booth. Without slots the booth books pickups from home only.

/** The event's days, first to last (at most two months, as no booth runs longer). */
function eventDays(startsOn: string, endsOn: string): string[] {
  if (!isCalendarDate(startsOn) || !isCalendarDate(endsOn) || startsOn > endsOn) return [];
  const days: string[] = [];
  for (let day = startsOn; day <= endsOn && days.length < 62; day = addDays(day, 1)) days.push(day);
  return days;
}

export function HandoverSlotsField({
  control,
  register,
  errors,
}: {
  control: Control<EventForm, unknown, CreateEvent>;
  register: UseFormRegister<EventForm>;
  errors: FieldErrors<EventForm>;
}) {
  const { fields, append, remove } = useFieldArray({ control, name: 'handoverSlots' });
  const [startsOn = '', endsOn = ''] = useWatch({ control, name: ['startsOn', 'endsOn'] });
  const days = eventDays(startsOn, endsOn);
  const listError = fieldError(errors.handoverSlots?.message ?? errors.handoverSlots?.root?.message, eventFormTexts);

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-ink">{m['events.slotsLabel']()}</legend>
      <p className="text-sm text-muted">{m['events.slotsHint']()}</p>
      {fields.map((row, i) => {
        const rowErrors = errors.handoverSlots?.[i];
        const text = (name: 'date' | 'start' | 'end') => fieldError(rowErrors?.[name]?.message, eventFormTexts);
        return (
          <div
            key={row.id}
            role="group"
            aria-label={`${m['events.slotsLabel']()} ${i + 1}`}
            className="grid grid-cols-2 items-end gap-3 sm:grid-cols-[1fr_7rem_7rem_auto]"
          >
            <Field className="col-span-2 sm:col-span-1" label={m['events.slotDayLabel']()} error={text('date')}>
              {(props) => (
                <Select {...props} {...register(`handoverSlots.${i}.date`)}>
                  <option value="">{m['events.slotDayRequired']()}</option>
                  {/* A day already chosen stays listed even if the dates changed, so staff see what to fix. */}
                  {[...new Set([...days, row.date].filter(Boolean))].map((day) => (
                    <option key={day} value={day}>
                      {formatDate(day)}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label={m['events.slotStartLabel']()} error={text('start')}>
              {(props) => <Input {...props} type="time" step={900} {...register(`handoverSlots.${i}.start`)} />}
            </Field>
            <Field label={m['events.slotEndLabel']()} error={text('end')}>
              {(props) => <Input {...props} type="time" step={900} {...register(`handoverSlots.${i}.end`)} />}
            </Field>
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="col-span-2 mb-1 sm:col-span-1"
              onClick={() => remove(i)}
              aria-label={m['events.removeSlot']()}
            >
              <Trash2 />
            </Button>
          </div>
        );
      })}
      {listError && (
        <p className="text-sm text-red-700" role="alert">
          {listError}
        </p>
      )}
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => append({ date: days[0] ?? '', start: '10:00', end: '12:00' })}
      >
        <Plus />
        {m['events.addSlot']()}
      </Button>
    </fieldset>
  );
}
