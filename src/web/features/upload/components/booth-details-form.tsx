import { Store, Truck } from 'lucide-react';
import { useMemo, useState } from 'react';
import { type Control, type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { describeHandoverSlot, type HandoverSlot, handoverSlotKey } from '#src/shared/core/handover-slots.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { pickupWindow } from '#src/shared/scheduling/pickup-window.ts';
import { isServedNow } from '#src/shared/scheduling/served-now.ts';
import type { BoothDetails, OwnerDetails } from '#src/shared/submissions/submission.schema.ts';
import { ChevronSelect } from '#src/web/components/ui/chevron-select.tsx';
import { Field } from '#src/web/components/ui/field.tsx';
import { usePausedCities } from '#src/web/features/scheduling/api/service-area-api.ts';
import { AddressFields, LocationNotAvailableDialog } from '#src/web/features/scheduling/components/address-fields.tsx';
import { LazyPinField } from '#src/web/features/scheduling/components/lazy-pin-field.tsx';
import {
  OwnerContactFields,
  PickupDateField,
  SubmitFooter,
} from '#src/web/features/upload/components/owner-form-parts.tsx';
import { PickupWindowField } from '#src/web/features/upload/components/pickup-window-field.tsx';
import { type FormProblem, firstFormProblem, problemText } from '#src/web/features/upload/lib/form-problems.ts';
import { useSavedDraft } from '#src/web/features/upload/lib/use-saved-draft.ts';
import { cn } from '#src/web/lib/cn.ts';
import { lazyZodResolver, saysWhenUnreachable } from '#src/web/lib/lazy-zod-resolver.ts';
import { usePaintedForm } from '#src/web/lib/painted-form.ts';
import { notify } from '#src/web/lib/toast.ts';

// The form hydrates without zod (issue 25): its schema comes with the first validation, fetched as
// soon as someone starts on the form so a submit does not wait for it.
const boothResolver = lazyZodResolver(() =>
  import('#src/shared/submissions/submission.schema.ts').then((schemas) => schemas.boothFormSchema),
);

// Issue 23: the booth's owner form. After the photos a visitor gives their contact details, then
// chooses how the items reach us: "Leave it at the booth" (one of the event's hand-over slots, no
// address, no date) or "Pick it up from my home" (the guest form's location, address, date and
// window, in its order, with its rules and texts, and its optional pin). The guest form's own fields
// are reused as they are.

/** What the booth tells its form: the venue, and the hand-over slots a visitor may still choose. */
export interface BoothHandover {
  venue: string;
  slots: readonly HandoverSlot[];
}

const contactFields = ['name', 'email', 'phone'] as const;

/** The first problem in the form's order: contact details, then the slot or the pickup fields, then photos. */
function boothProblem(errors: FieldErrors<BoothDetails>, photoCount: number): FormProblem | null {
  const contact = Object.fromEntries(contactFields.map((field) => [field, errors[field]]));
  const first = firstFormProblem(contact as FieldErrors<OwnerDetails>, 1);
  if (first) return first;
  const slot = errors.eventSlot?.message;
  if (slot) {
    const description = slot === 'events.unknownSlot' ? m['events.unknownSlot']() : m['events.slotRequired']();
    return { kind: 'toast', notice: { title: m['events.slotLabel'](), description } };
  }
  return firstFormProblem(errors as FieldErrors<OwnerDetails>, photoCount);
}

export function BoothDetailsForm({
  defaultValues,
  draft,
  handover,
  photoCount,
  photosBusy,
  submitting,
  onSubmit,
}: {
  /** What the server painted: the empty form. */
  defaultValues: OwnerDetails;
  /** What this browser saved of an earlier visit, set once the painted form is adopted. */
  draft?: OwnerDetails;
  handover: BoothHandover;
  photoCount: number;
  photosBusy: boolean;
  submitting: boolean;
  onSubmit: (values: BoothDetails) => Promise<FormProblem | null>;
}) {
  const dates = useMemo(() => pickupWindow(), []);
  const [locationDialog, setLocationDialog] = useState(false);
  const paused = usePausedCities();
  const canLeave = handover.slots.length > 0;
  const [boothDefaults] = useState<BoothDetails>(() => ({
    ...defaultValues,
    handover: canLeave ? 'booth' : 'pickup',
    eventSlot: '',
  }));
  const {
    register,
    control,
    handleSubmit,
    watch,
    getValues,
    setValue,
    formState: { errors },
  } = useForm<BoothDetails>({
    defaultValues: boothDefaults,
    // The union's branches are both BoothDetails' fields; the resolver's inferred type is the union.
    resolver: boothResolver as unknown as Resolver<BoothDetails>,
  });
  // Issue 36: what was typed or chosen before the app took the painted form over is the form's.
  const painted = usePaintedForm(setValue);
  // Then the saved draft, under what was typed (declared after usePaintedForm: its effect runs later).
  useSavedDraft<BoothDetails>(draft, boothDefaults, { getValues, setValue });
  const mode = watch('handover');

  function show(problem: FormProblem | null) {
    if (!problem) return;
    if (problem.kind === 'location-unavailable') setLocationDialog(true);
    else notify.error(problem.notice);
  }

  const submit = saysWhenUnreachable(
    handleSubmit(
      async (values) => {
        // A home pickup in a city staff paused (issue 23): the dialog, and no submission.
        if (values.handover === 'pickup' && !isServedNow(values.city, paused)) return setLocationDialog(true);
        const problem = firstFormProblem({}, photoCount);
        if (problem) return show(problem);
        show(await onSubmit(values));
      },
      (fieldErrors) => show(boothProblem(fieldErrors, photoCount)),
    ),
  );

  // Issue 40 item 12 (decision 087): every field with a problem is marked at once, as on the guest form.
  const errorOf = (field: keyof BoothDetails) => {
    if (!errors[field]?.message) return undefined;
    if (field === 'eventSlot') return m['events.slotRequired']();
    return problemText(errors[field]?.message);
  };
  const disabled = photoCount === 0 || photosBusy || submitting;

  return (
    <form
      {...painted}
      onSubmit={submit}
      onFocus={boothResolver.prepare}
      noValidate
      className="space-y-5 [&_input]:scroll-mt-36 [&_select]:scroll-mt-36"
      aria-label={m['submissions.ownerDetails']()}
    >
      <OwnerContactFields register={register} control={control} errorOf={errorOf} phone={watch('phone') ?? ''} />

      {canLeave && (
        <fieldset className="space-y-3">
          <legend className="mb-3 text-sm font-semibold text-brand-900">{m['events.handoverQuestion']()}</legend>
          <HandoverChoice
            value="booth"
            checked={mode === 'booth'}
            icon={<Store className="size-5" aria-hidden="true" />}
            title={m['events.handoverBooth']()}
            hint={m['events.handoverBoothHint']({ venue: handover.venue })}
            register={register('handover')}
          />
          <HandoverChoice
            value="pickup"
            checked={mode === 'pickup'}
            icon={<Truck className="size-5" aria-hidden="true" />}
            title={m['events.handoverPickup']()}
            hint={m['events.handoverPickupHint']()}
            register={register('handover')}
          />
        </fieldset>
      )}

      {mode === 'booth' ? (
        <Field label={m['events.slotLabel']()} error={errorOf('eventSlot')}>
          {(fieldProps) => (
            <ChevronSelect {...fieldProps} {...register('eventSlot')}>
              <option value="">{m['events.slotPlaceholder']()}</option>
              {handover.slots.map((slot) => (
                <option key={handoverSlotKey(slot)} value={handoverSlotKey(slot)}>
                  {describeHandoverSlot(handoverSlotKey(slot))}
                </option>
              ))}
            </ChevronSelect>
          )}
        </Field>
      ) : (
        <>
          {/* The guest form's one address part: Others or a paused city opens "Location Not Available". */}
          <AddressFields register={register} errorOf={errorOf} onUnserved={() => setLocationDialog(true)} />
          {/* Issue 37: the guest form's optional pin, in its own chunk (decision 092: the booth's first chunks stay as they were). */}
          <LazyPinField value={watch('pin')} onChange={(pin) => setValue('pin', pin, { shouldDirty: true })} />
          <PickupDateField register={register} error={errorOf('pickupDate')} range={dates} />
          <PickupWindowField
            // The window field reads and sets only the guest form's fields, which this form has too.
            control={control as unknown as Control<OwnerDetails>}
            setValue={setValue as never}
          />
        </>
      )}

      <SubmitFooter disabled={disabled} submitting={submitting} photosBusy={photosBusy} />

      <LocationNotAvailableDialog open={locationDialog} onClose={() => setLocationDialog(false)} />
    </form>
  );
}

function HandoverChoice({
  value,
  checked,
  icon,
  title,
  hint,
  register,
}: {
  value: 'booth' | 'pickup';
  checked: boolean;
  icon: React.ReactNode;
  title: string;
  hint: string;
  register: ReturnType<ReturnType<typeof useForm<BoothDetails>>['register']>;
}) {
  return (
    <label
      className={cn(
        'flex cursor-pointer items-start gap-3 rounded-xl border p-3.5',
        checked ? 'border-brand-500 bg-brand-50 ring-2 ring-brand-200' : 'border-brand-200 bg-white',
      )}
    >
      <input type="radio" value={value} className="mt-1 size-4 accent-brand-600" {...register} />
      <span className="mt-0.5 text-brand-700">{icon}</span>
      <span className="min-w-0">
        <span className="block font-semibold text-ink">{title}</span>
        <span className="block text-sm text-muted">{hint}</span>
      </span>
    </label>
  );
}
