import { MapPinOff } from 'lucide-react';
import type { ChangeEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { guestLocations, serviceCities, unservicedLocation } from '#src/shared/core/cities.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { isServedNow } from '#src/shared/scheduling/served-now.ts';
import { Button } from '#src/web/components/ui/button.tsx';
import { ChevronSelect } from '#src/web/components/ui/chevron-select.tsx';
import { Dialog } from '#src/web/components/ui/dialog.tsx';
import { Field, Input } from '#src/web/components/ui/field.tsx';
import { usePausedCities } from '#src/web/features/scheduling/api/service-area-api.ts';
import { BarangayInput } from './barangay-input.tsx';

// Issue 23: the one pickup address form (src/shared/scheduling/pickup-address.ts is its schema):
// city, street with house number, barangay, postal code (optional), landmark (optional). The guest
// upload, the signed-in upload and the profile use it; an event booth's at-home choice can too.
// It binds to any react-hook-form form whose fields carry these names.

export type AddressFieldName = 'city' | 'address' | 'barangay' | 'postalCode' | 'landmark';

export interface AddressFieldsProps {
  /** The form's `register`, for the five fields. */
  register: (name: AddressFieldName) => UseFormRegisterReturn<AddressFieldName>;
  /** The text to show under a field, or undefined (one problem at a time is the forms' rule). */
  errorOf: (field: AddressFieldName) => string | undefined;
  /**
   * 'locations' (the upload screens): the 17 cities, BGC and Others. 'cities' (the profile, sign-up):
   * the 17 cities only. Either way a city staff paused is marked "(not yet served)".
   */
  choices?: 'locations' | 'cities';
  /** Called when the person picks a location that cannot be booked now (Others, a paused city). */
  onUnserved?: (location: string) => void;
  /** Leave out the street lines (an event booth's hand-over asks only the city). */
  cityOnly?: boolean;
  /** The heading over the street lines; the upload screens' "Pickup address" when left out. */
  legend?: string;
}

export function AddressFields({
  register,
  errorOf,
  choices = 'locations',
  onUnserved,
  cityOnly = false,
  legend,
}: AddressFieldsProps) {
  return (
    <>
      <CityField register={register} error={errorOf('city')} choices={choices} onUnserved={onUnserved} />
      {!cityOnly && <AddressLines register={register} errorOf={errorOf} legend={legend} />}
    </>
  );
}

/** The Location select (product.md §2), from the one list of the service area (decision 057). */
export function CityField({
  register,
  error,
  choices = 'locations',
  onUnserved,
}: Pick<AddressFieldsProps, 'register' | 'choices' | 'onUnserved'> & { error: string | undefined }) {
  const paused = usePausedCities();
  const field = register('city');
  const options: readonly string[] = choices === 'locations' ? guestLocations : serviceCities;
  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const value = event.target.value;
    if (value !== '' && !isServedNow(value, paused)) onUnserved?.(value);
    return field.onChange(event);
  };
  return (
    // The upload screens' select is product.md's "Location"; the profile's holds a city.
    <Field label={choices === 'locations' ? m['submissions.locationLabel']() : m['accounts.city']()} error={error}>
      {(fieldProps) => (
        <ChevronSelect {...fieldProps} autoComplete="address-level2" {...field} onChange={onChange}>
          <option value="">{m['submissions.locationPlaceholder']()}</option>
          {options.map((location) => (
            <option key={location} value={location}>
              {isPausedChoice(location, paused)
                ? m['submissions.cityNotYetServed']({ city: location })
                : location === unservicedLocation
                  ? m['submissions.locationOthers']()
                  : location}
            </option>
          ))}
        </ChevronSelect>
      )}
    </Field>
  );
}

/** A city (or BGC, which follows Taguig) staff paused; "Others" keeps its own name. */
function isPausedChoice(location: string, paused: readonly string[]): boolean {
  return location !== unservicedLocation && !isServedNow(location, paused);
}

/** Street with house number and barangay (required), postal code and landmark (optional): issue 12. */
export function AddressLines({
  register,
  errorOf,
  legend,
}: Pick<AddressFieldsProps, 'register' | 'errorOf' | 'legend'>) {
  return (
    <fieldset className="space-y-5">
      <legend className="mb-3 text-sm font-semibold text-brand-900">
        {legend ?? m['submissions.pickupAddress']()}
      </legend>
      <Field label={m['submissions.streetLabel']()} error={errorOf('address')}>
        {(fieldProps) => (
          <Input
            {...fieldProps}
            autoComplete="street-address"
            placeholder={m['submissions.streetPlaceholder']()}
            {...register('address')}
          />
        )}
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label={m['submissions.barangayLabel']()}
          hint={m['submissions.barangayHint']()}
          error={errorOf('barangay')}
        >
          {(fieldProps) => (
            <BarangayInput
              control={fieldProps}
              field={register('barangay')}
              placeholder={m['submissions.barangayPlaceholder']()}
            />
          )}
        </Field>
        <Field label={m['submissions.postalCodeLabel']()} error={errorOf('postalCode')}>
          {(fieldProps) => (
            <Input
              {...fieldProps}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={4}
              placeholder={m['submissions.postalCodePlaceholder']()}
              {...register('postalCode')}
            />
          )}
        </Field>
      </div>
      <Field label={m['submissions.landmarkLabel']()} error={errorOf('landmark')}>
        {(fieldProps) => (
          <Input {...fieldProps} placeholder={m['submissions.landmarkPlaceholder']()} {...register('landmark')} />
        )}
      </Field>
    </fieldset>
  );
}

/** product.md §5: "Location Not Available", for Others and (issue 23) a city staff paused. */
export function LocationNotAvailableDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={m['submissions.locationNotAvailableTitle']()}
      footer={
        <Button className="w-full" onClick={onClose}>
          {m['core.ok']()}
        </Button>
      }
    >
      <div className="flex items-start gap-3">
        <MapPinOff className="mt-0.5 size-6 shrink-0 text-amber-600" aria-hidden="true" />
        <p>{m['submissions.locationNotAvailable']()}</p>
      </div>
    </Dialog>
  );
}
