import { type FocusEvent, useId, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { Barangay } from '#src/shared/scheduling/barangays.ts';
import type { FieldControlProps } from '#src/web/components/ui/field.tsx';
import { Input } from '#src/web/components/ui/field.tsx';

// Issue 37 (decision 076): the barangay field offers the chosen city's barangays from the PSGC list.
// It stays a plain registered react-hook-form input (what the DOM holds is the form's value, as for
// its neighbours), with the browser's own suggestion list (<datalist>): searchable by typing on a
// phone, in any language, and it works before the list arrives or without it. The list is its own
// chunk, fetched when the field is first focused; the city is read from the same form's City select,
// so no form has to pass it. A barangay picked whose postal code the list knows fills an empty
// postal code field.

type BarangayList = typeof import('#src/shared/scheduling/barangays.ts');
let loading: Promise<BarangayList> | undefined;
const loadList = () => {
  loading ??= import('#src/shared/scheduling/barangays.ts');
  return loading;
};

const formControl = (input: HTMLInputElement, name: string) => {
  const found = input.form?.elements.namedItem(name);
  return found instanceof HTMLInputElement || found instanceof HTMLSelectElement ? found : null;
};

/** Sets an input as typing does, so react-hook-form's onChange sees it. */
function typeInto(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

export function BarangayInput({
  field,
  control,
  placeholder,
}: {
  field: UseFormRegisterReturn;
  control: FieldControlProps;
  placeholder: string;
}) {
  const listId = `${useId()}-barangays`;
  const [options, setOptions] = useState<{ city: string; barangays: readonly Barangay[] }>({ city: '', barangays: [] });

  const offerFor = async (input: HTMLInputElement) => {
    const city = formControl(input, 'city')?.value ?? '';
    if (city === options.city) return options.barangays;
    const list = await loadList().catch(() => null);
    const barangays = list?.barangaysOf(city) ?? [];
    setOptions({ city, barangays });
    return barangays;
  };

  const fillPostalCode = async (input: HTMLInputElement) => {
    const postal = formControl(input, 'postalCode');
    // Empty when the barangay was chosen, and still empty once the list is here: what the person
    // typed or cleared meanwhile is theirs.
    if (!(postal instanceof HTMLInputElement) || postal.value.trim() !== '') return;
    const list = await loadList().catch(() => null);
    if (postal.value.trim() !== '') return;
    const found = list?.findBarangay(formControl(input, 'city')?.value ?? '', input.value);
    if (found?.postalCode) typeInto(postal, found.postalCode);
  };

  return (
    <>
      <Input
        {...control}
        autoComplete="address-level3"
        placeholder={placeholder}
        list={listId}
        {...field}
        onFocus={(event: FocusEvent<HTMLInputElement>) => void offerFor(event.currentTarget)}
        onBlur={(event) => {
          void fillPostalCode(event.currentTarget);
          return field.onBlur(event);
        }}
        onChange={(event) => {
          void offerFor(event.currentTarget);
          void fillPostalCode(event.currentTarget);
          return field.onChange(event);
        }}
      />
      <datalist id={listId}>
        {options.barangays.map((b) => (
          <option key={b.name} value={b.name}>
            {b.district || undefined}
          </option>
        ))}
      </datalist>
    </>
  );
}
