import { type Control, Controller, type UseFormRegisterReturn } from 'react-hook-form';
import { serviceCities } from '#src/shared/core/cities.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { ChevronSelect } from '#src/web/components/ui/chevron-select.tsx';
import { Field, Input } from '#src/web/components/ui/field.tsx';
import { PhoneInput } from '#src/web/components/ui/phone-input.tsx';

// The contact fields /signup and /profile share (product.md §5: the same 17 cities, the "+63 " phone).

/** The phone as a controlled "+63 " field in a react-hook-form form whose field is named `phone`. */
export function PhoneField<Values extends { phone: string }>({
  control,
  error,
}: {
  control: Control<Values>;
  /** The text to show (see web/lib/field-error.ts). */
  error?: string;
}) {
  return (
    <Field label={m['accounts.phone']()} error={error}>
      {(p) => (
        <Controller
          // react-hook-form cannot see that "phone" is a path of a generic Values; the bound says it is.
          control={control as unknown as Control<{ phone: string }>}
          name="phone"
          render={({ field }) => (
            <PhoneInput
              {...p}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
      )}
    </Field>
  );
}

/** City (one of the 17) and the address line. */
export function CityAndAddressFields({
  city,
  address,
  errors,
}: {
  city: UseFormRegisterReturn;
  address: UseFormRegisterReturn;
  /** The texts to show (see web/lib/field-error.ts). */
  errors: { city?: string; address?: string };
}) {
  return (
    <>
      <Field label={m['accounts.city']()} error={errors.city}>
        {(p) => (
          <ChevronSelect {...p} autoComplete="address-level2" {...city}>
            <option value="">{m['accounts.chooseCity']()}</option>
            {serviceCities.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </ChevronSelect>
        )}
      </Field>
      <Field label={m['accounts.addressLabel']()} hint={m['accounts.addressHint']()} error={errors.address}>
        {(p) => <Input {...p} autoComplete="street-address" {...address} />}
      </Field>
    </>
  );
}
