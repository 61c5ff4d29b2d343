import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { m } from '#src/shared/i18n/messages.ts';
import { pickupWindow } from '#src/shared/scheduling/pickup-window.ts';
import { isServedNow } from '#src/shared/scheduling/served-now.ts';
import type { OwnerDetails } from '#src/shared/submissions/submission.schema.ts';
import { usePausedCities } from '#src/web/features/scheduling/api/service-area-api.ts';
import { AddressFields, LocationNotAvailableDialog } from '#src/web/features/scheduling/components/address-fields.tsx';
import { PinField } from '#src/web/features/scheduling/components/pin-field.tsx';
import { PickupWindowField } from '#src/web/features/upload/components/pickup-window-field.tsx';
import { saveFormValues } from '#src/web/features/upload/lib/form-draft.ts';
import { type FormProblem, firstFormProblem, problemText } from '#src/web/features/upload/lib/form-problems.ts';
import { useSavedDraft } from '#src/web/features/upload/lib/use-saved-draft.ts';
import { lazyZodResolver } from '#src/web/lib/lazy-zod-resolver.ts';
import { usePaintedForm } from '#src/web/lib/painted-form.ts';
import { notify } from '#src/web/lib/toast.ts';
import { OwnerContactFields, PickupDateField, SubmitFooter } from './owner-form-parts.tsx';

// The form hydrates without zod (issue 25): its schema comes with the first validation, fetched as
// soon as someone starts on the form so a submit does not wait for it.
const ownerResolver = lazyZodResolver(() =>
  import('#src/shared/submissions/submission.schema.ts').then((schemas) => schemas.ownerDetailsSchema),
);

/**
 * product.md §5 "Guest form": owner details checked on submit with the server's own schema; the first
 * problem (in product.md's order, photos last) is shown as a toast, "Others" opens the
 * "Location Not Available" dialog. Every keystroke is kept in sessionStorage.
 */
export function OwnerDetailsForm({
  defaultValues,
  draft,
  photoCount,
  photosBusy,
  submitting,
  onSubmit,
}: {
  /** What the server painted: the empty form. */
  defaultValues: OwnerDetails;
  /** What this browser saved of an earlier visit, set once the painted form is adopted. */
  draft?: OwnerDetails;
  /** Photos uploaded and ready to submit. */
  photoCount: number;
  /** A photo is still being prepared or uploaded. */
  photosBusy: boolean;
  submitting: boolean;
  /** Resolves with a problem to show (e.g. the server's validation), or null. */
  onSubmit: (values: OwnerDetails) => Promise<FormProblem | null>;
}) {
  const dates = useMemo(() => pickupWindow(), []);
  const [locationDialog, setLocationDialog] = useState(false);
  const paused = usePausedCities();
  const {
    register,
    control,
    handleSubmit,
    watch,
    getValues,
    setValue,
    formState: { errors, isSubmitted },
  } = useForm<OwnerDetails>({
    defaultValues,
    resolver: ownerResolver,
  });

  // Issue 36: what was typed or chosen before the app took the painted form over is the form's.
  const painted = usePaintedForm(setValue);
  // Then the saved draft, under what was typed (declared after usePaintedForm: its effect runs later).
  useSavedDraft(draft, defaultValues, { getValues, setValue });

  useEffect(() => {
    const subscription = watch((values) => saveFormValues({ ...defaultValues, ...values } as OwnerDetails));
    return () => subscription.unsubscribe();
  }, [watch, defaultValues]);

  function show(problem: FormProblem | null) {
    if (!problem) return;
    if (problem.kind === 'location-unavailable') setLocationDialog(true);
    else notify.error(problem.notice);
  }

  const submit = handleSubmit(
    async (values) => {
      // A city staff paused (issue 23): the dialog, and no submission, as for Others.
      if (!isServedNow(values.city, paused)) return setLocationDialog(true);
      const problem = firstFormProblem({}, photoCount);
      if (problem) return show(problem);
      show(await onSubmit(values));
    },
    (fieldErrors) => show(firstFormProblem(fieldErrors, photoCount)),
  );

  // Issue 40 item 12 (decision 087): every field with a problem is marked at once, so one submit
  // shows all that is missing; the toast names the first, in product.md's order.
  const errorOf = (field: keyof OwnerDetails) => problemText(errors[field]?.message);
  const disabled = photoCount === 0 || photosBusy || submitting;

  return (
    <form
      {...painted}
      onSubmit={submit}
      onFocus={ownerResolver.prepare}
      noValidate
      // A focused field scrolls clear of the sticky header and the toast.
      className="space-y-5 [&_input]:scroll-mt-36 [&_select]:scroll-mt-36"
      aria-label={m['submissions.ownerDetails']()}
    >
      <OwnerContactFields register={register} control={control} errorOf={errorOf} phone={watch('phone') ?? ''} />

      {/* Issue 23: the one address form; Others or a paused city opens "Location Not Available". */}
      <AddressFields register={register} errorOf={errorOf} onUnserved={() => setLocationDialog(true)} />
      {/* Issue 37: an optional pin beside the address. */}
      <PinField value={watch('pin')} onChange={(pin) => setValue('pin', pin, { shouldDirty: true })} />

      <PickupDateField register={register} error={errorOf('pickupDate')} range={dates} />
      <PickupWindowField control={control} setValue={setValue} />

      <SubmitFooter disabled={disabled} submitting={submitting} photosBusy={photosBusy}>
        {isSubmitted && Object.keys(errors).length > 0 && (
          <p className="sr-only" role="status">
            {m['submissions.checkHighlighted']()}
          </p>
        )}
      </SubmitFooter>

      <LocationNotAvailableDialog open={locationDialog} onClose={() => setLocationDialog(false)} />
    </form>
  );
}
