import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, Save } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { serviceCities } from '#src/shared/core/cities.ts';
import { makeEventSlug } from '#src/shared/core/event-rules.ts';
import {
  type AdminEvent,
  type CreateEvent,
  type EventForm as EventFormValues,
  eventFormSchema,
  eventFormTexts,
} from '#src/shared/events/event.schema.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { Button } from '#src/web/components/ui/button.tsx';
import { Field, Input, Select } from '#src/web/components/ui/field.tsx';
import { ApiError } from '#src/web/lib/api.ts';
import { fieldError } from '#src/web/lib/field-error.ts';
import { HandoverSlotsField } from './handover-slots-field.tsx';

type FieldName = keyof EventFormValues;

function valuesOf(event: AdminEvent | undefined): EventFormValues {
  return {
    venue: event?.venue ?? '',
    city: event?.city ?? '',
    address: event?.address ?? '',
    startsOn: event?.startsOn ?? '',
    endsOn: event?.endsOn ?? '',
    handoverSlots: event?.handoverSlots.map((slot) => ({ ...slot })) ?? [],
    slug: event?.slug ?? '',
  };
}

/** The form field of an API issue's path ("handoverSlots.2.date" is a slot's day). */
function fieldOf(path: string): FieldName | `handoverSlots.${number}.${'date' | 'start' | 'end'}` {
  const slot = /^handoverSlots\.(\d+)\.(date|start|end)$/.exec(path);
  if (slot) return `handoverSlots.${Number(slot[1])}.${slot[2] as 'date' | 'start' | 'end'}`;
  if (path.startsWith('handoverSlots')) return 'handoverSlots';
  return (['venue', 'city', 'address', 'startsOn', 'endsOn', 'slug'] as const).find((f) => path === f) ?? 'venue';
}

/**
 * Create or edit an event. The browser checks with the server's rules first (`eventFormSchema`);
 * the server's own refusals (a taken or fixed slug, dates against the stored ones) land on the
 * field they name.
 */
export function EventForm({
  event,
  onSubmit,
  onCancel,
}: {
  event?: AdminEvent;
  onSubmit: (input: CreateEvent) => Promise<void>;
  onCancel: () => void;
}) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<EventFormValues, unknown, CreateEvent>({
    defaultValues: valuesOf(event),
    resolver: zodResolver(eventFormSchema),
    reValidateMode: 'onSubmit',
    // Errors show under their fields; the focus stays where staff left it.
    shouldFocusError: false,
  });
  const slugLocked = event?.slugLocked ?? false;
  const errorText = (name: FieldName) => fieldError(errors[name]?.message, eventFormTexts);

  const submit = handleSubmit(async (input) => {
    try {
      await onSubmit(input);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status >= 400 && failure.status < 500) {
        const found = new Map<ReturnType<typeof fieldOf>, string>();
        for (const issue of failure.issues)
          if (!found.has(fieldOf(issue.path))) found.set(fieldOf(issue.path), issue.message);
        if (failure.status === 409) found.set('slug', failure.message);
        if (found.size === 0) found.set('venue', failure.message);
        for (const [name, message] of found) setError(name, { message });
      } else {
        setError('venue', { message: m['events.eventSaveFailed']() });
      }
    }
  });

  const [venue, startsOn] = watch(['venue', 'startsOn']);
  const suggested = venue.trim() ? makeEventSlug(venue, startsOn || null) : 'sm-aura-2026-05-16';

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-4"
      aria-label={event ? m['events.editEvent']() : m['events.newEvent']()}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={m['events.venueLabel']()} error={errorText('venue')}>
          {(props) => <Input {...props} {...register('venue')} placeholder="SM Aura Premier" />}
        </Field>
        <Field label={m['events.cityLabel']()} error={errorText('city')}>
          {(props) => (
            <Select {...props} {...register('city')}>
              <option value="">{m['events.cityPlaceholder']()}</option>
              {serviceCities.map((city) => (
                <option key={city} value={city}>
                  {city}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <Field label={m['events.addressLabel']()} error={errorText('address')}>
        {(props) => <Input {...props} {...register('address')} placeholder={m['events.addressPlaceholder']()} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={m['events.startsOnLabel']()} error={errorText('startsOn')}>
          {(props) => <Input {...props} type="date" {...register('startsOn')} />}
        </Field>
        <Field label={m['events.endsOnLabel']()} error={errorText('endsOn')}>
          {(props) => <Input {...props} type="date" {...register('endsOn')} />}
        </Field>
      </div>
      <HandoverSlotsField control={control} register={register} errors={errors} />
      <Field
        label={m['events.slugLabel']()}
        hint={slugLocked ? m['events.slugLockedHint']() : m['events.slugHint']()}
        error={errorText('slug')}
      >
        {(props) => (
          <Input
            {...props}
            {...register('slug')}
            placeholder={suggested}
            disabled={slugLocked}
            autoCapitalize="none"
            spellCheck={false}
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <LoaderCircle className="animate-spin" /> : <Save />}
          {event ? m['events.saveEvent']() : m['events.createEvent']()}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          {m['events.cancel']()}
        </Button>
      </div>
    </form>
  );
}
