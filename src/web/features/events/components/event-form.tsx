import { LoaderCircle, Save } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { serviceCities } from '#src/shared/core/cities.ts';
import { makeEventSlug } from '#src/shared/core/event-rules.ts';
import {
  type AdminEvent,
  type CreateEvent,
  createEventSchema,
  updateEventSchema,
} from '#src/shared/events/event.schema.ts';
import { eventMessages as m } from '#src/shared/events/messages.ts';
import { Button } from '#src/web/components/ui/button.tsx';
import { Field, Input, Select, Textarea } from '#src/web/components/ui/field.tsx';
import { ApiError } from '#src/web/lib/api.ts';

export interface EventFormValues {
  venue: string;
  city: string;
  address: string;
  startsOn: string;
  endsOn: string;
  slotsText: string;
  slug: string;
}

type Errors = Partial<Record<keyof EventFormValues, string>>;

function valuesOf(event: AdminEvent | undefined): EventFormValues {
  return {
    venue: event?.venue ?? '',
    city: event?.city ?? '',
    address: event?.address ?? '',
    startsOn: event?.startsOn ?? '',
    endsOn: event?.endsOn ?? '',
    slotsText: event?.slots.join('\n') ?? '',
    slug: event?.slug ?? '',
  };
}

function toInput(values: EventFormValues): CreateEvent {
  const slots = values.slotsText
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return {
    venue: values.venue,
    city: values.city as CreateEvent['city'],
    address: values.address,
    startsOn: values.startsOn,
    endsOn: values.endsOn,
    slots,
    ...(values.slug.trim() ? { slug: values.slug } : {}),
  };
}

function fieldOf(path: string): keyof EventFormValues {
  if (path.startsWith('slots')) return 'slotsText';
  return (['venue', 'city', 'address', 'startsOn', 'endsOn', 'slug'] as const).find((f) => path === f) ?? 'venue';
}

/**
 * Create or edit an event. The browser checks with the server's schema first; the server's own
 * refusals (a taken or fixed slug, dates against the stored ones) land on the field they name.
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
  const [values, setValues] = useState(() => valuesOf(event));
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const slugLocked = event?.slugLocked ?? false;

  const set = (key: keyof EventFormValues) => (e: { target: { value: string } }) =>
    setValues((old) => ({ ...old, [key]: e.target.value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const input = toInput(values);
    const check = (event ? updateEventSchema : createEventSchema).safeParse(input);
    if (!check.success) {
      const found: Errors = {};
      for (const issue of check.error.issues) found[fieldOf(issue.path.join('.'))] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await onSubmit(input);
    } catch (error) {
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        const found: Errors = {};
        for (const issue of error.issues ?? []) found[fieldOf(issue.path)] ??= issue.message;
        if (error.status === 409) found.slug = error.message;
        if (Object.keys(found).length === 0) found.venue = error.message;
        setErrors(found);
      } else {
        setErrors({ venue: m.eventSaveFailed });
      }
    } finally {
      setSaving(false);
    }
  }

  const suggested = values.venue.trim() ? makeEventSlug(values.venue, values.startsOn || null) : 'sm-aura-2026-05-16';

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={event ? m.editEvent : m.newEvent}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={m.venueLabel} error={errors.venue}>
          {(props) => <Input {...props} value={values.venue} onChange={set('venue')} placeholder="SM Aura Premier" />}
        </Field>
        <Field label={m.cityLabel} error={errors.city}>
          {(props) => (
            <Select {...props} value={values.city} onChange={set('city')}>
              <option value="">{m.cityPlaceholder}</option>
              {serviceCities.map((city) => (
                <option key={city} value={city}>
                  {city}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <Field label={m.addressLabel} error={errors.address}>
        {(props) => (
          <Input
            {...props}
            value={values.address}
            onChange={set('address')}
            placeholder="Upper Ground, near the Sky Park entrance"
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={m.startsOnLabel} error={errors.startsOn}>
          {(props) => <Input {...props} type="date" value={values.startsOn} onChange={set('startsOn')} />}
        </Field>
        <Field label={m.endsOnLabel} error={errors.endsOn}>
          {(props) => <Input {...props} type="date" value={values.endsOn} onChange={set('endsOn')} />}
        </Field>
      </div>
      <Field label={m.slotsLabel} hint={m.slotsHint} error={errors.slotsText}>
        {(props) => <Textarea {...props} value={values.slotsText} onChange={set('slotsText')} rows={3} />}
      </Field>
      <Field label={m.slugLabel} hint={slugLocked ? m.slugLockedHint : m.slugHint} error={errors.slug}>
        {(props) => (
          <Input
            {...props}
            value={values.slug}
            onChange={set('slug')}
            placeholder={suggested}
            disabled={slugLocked}
            autoCapitalize="none"
            spellCheck={false}
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={saving}>
          {saving ? <LoaderCircle className="animate-spin" /> : <Save />}
          {event ? m.saveEvent : m.createEvent}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          {m.cancel}
        </Button>
      </div>
    </form>
  );
}
