import { LoaderCircle, Send } from 'lucide-react';
import type { ReactNode } from 'react';
import { type Control, Controller, type FieldValues, type Path, type UseFormRegister } from 'react-hook-form';
import { localDigitCount } from '#src/shared/core/phone.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { PrivacyNote } from '#src/web/components/layout/privacy-note.tsx';
import { Button } from '#src/web/components/ui/button.tsx';
import { Field, Input } from '#src/web/components/ui/field.tsx';
import { PhoneInput, phoneDigitCount } from '#src/web/components/ui/phone-input.tsx';

type ContactField = 'name' | 'email' | 'phone';

/**
 * Name, e-mail and phone, as the guest form and the booth ask them (product.md §5 "Guest form"): one
 * problem at a time (`errorOf`), and a phone with the wrong number of digits says so as it is typed.
 */
export function OwnerContactFields<T extends FieldValues & Record<ContactField, string>>({
  register,
  control,
  errorOf,
  phone,
}: {
  register: UseFormRegister<T>;
  control: Control<T>;
  errorOf: (field: ContactField) => string | undefined;
  /** The phone as typed so far (the form's `watch('phone')`). */
  phone: string;
}) {
  const digits = phoneDigitCount(phone);
  const phoneError =
    errorOf('phone') ?? (digits > 0 && digits !== localDigitCount ? m['submissions.phoneInvalid']() : undefined);
  const smsHint = m['submissions.smsHint']();
  return (
    <>
      <Field label={m['submissions.nameLabel']()} error={errorOf('name')}>
        {(fieldProps) => (
          <Input
            {...fieldProps}
            autoComplete="name"
            placeholder={m['submissions.namePlaceholder']()}
            {...register('name' as Path<T>)}
          />
        )}
      </Field>

      <Field label={m['submissions.emailLabel']()} error={errorOf('email')}>
        {(fieldProps) => (
          <Input
            {...fieldProps}
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={m['submissions.emailPlaceholder']()}
            {...register('email' as Path<T>)}
          />
        )}
      </Field>

      <Field label={m['submissions.phoneLabel']()} error={phoneError} hint={smsHint}>
        {(fieldProps) => (
          <Controller
            control={control}
            name={'phone' as Path<T>}
            render={({ field }) => (
              <PhoneInput
                {...fieldProps}
                name={field.name}
                ref={field.ref}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
        )}
      </Field>
      {phoneError && <p className="-mt-3.5 text-sm text-muted">{smsHint}</p>}
    </>
  );
}

/** The pickup date, 7–30 days ahead (the range is `pickupWindow()`, src/shared/scheduling/pickup-window.ts). */
export function PickupDateField<T extends FieldValues & { pickupDate: string }>({
  register,
  error,
  range,
}: {
  register: UseFormRegister<T>;
  error: string | undefined;
  range: { min: string; max: string };
}) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field label={m['submissions.pickupDateLabel']()} error={error} hint={m['submissions.pickupDateHint']()}>
        {(fieldProps) => (
          <Input {...fieldProps} type="date" min={range.min} max={range.max} {...register('pickupDate' as Path<T>)} />
        )}
      </Field>
    </div>
  );
}

/** The privacy note, Submit, and why Submit waits (no photo yet, or one still uploading). */
export function SubmitFooter({
  disabled,
  submitting,
  photosBusy,
  children,
}: {
  disabled: boolean;
  submitting: boolean;
  photosBusy: boolean;
  /** Anything else the form says under the button. */
  children?: ReactNode;
}) {
  return (
    <div className="space-y-2 pt-1">
      <PrivacyNote />
      <Button type="submit" size="lg" className="w-full" disabled={disabled}>
        {submitting ? <LoaderCircle className="animate-spin" /> : <Send />}
        {submitting ? m['submissions.submitting']() : m['submissions.submit']()}
      </Button>
      {!submitting && disabled && (
        <p className="text-center text-sm text-muted" aria-live="polite">
          {photosBusy ? m['submissions.waitingForPhotos']() : m['submissions.addPhotoToSubmit']()}
        </p>
      )}
      {children}
    </div>
  );
}
