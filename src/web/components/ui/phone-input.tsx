import type { InputHTMLAttributes, Ref } from 'react';
import { formatPhoneInput, localDigitCount, localDigits, phonePrefix } from '#src/shared/core/phone.ts';
import { Input } from '#src/web/components/ui/field.tsx';

/**
 * spec §5 "Phone input": always starts with "+63 ", keeps digits only, at most 10 of them.
 * A pasted or autofilled whole number ("0917 123 4567", "+63 917…") is read as such instead of
 * being cut to its first ten digits.
 */
export function phoneInputValue(raw: string): string {
  const rest = raw.startsWith(phonePrefix) ? raw.slice(phonePrefix.length) : raw;
  const digits = rest.replace(/\D/g, '');
  if (digits.length > localDigitCount) {
    const whole = localDigits(rest);
    if (whole) return phonePrefix + whole;
  }
  return formatPhoneInput(raw);
}

export function phoneDigitCount(value: string): number {
  return value.slice(phonePrefix.length).replace(/\D/g, '').length;
}

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> & {
  value: string;
  onChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
};

export function PhoneInput({ value, onChange, ref, ...props }: Props) {
  return (
    <Input
      ref={ref}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder={`${phonePrefix}9XX XXX XXXX`}
      {...props}
      value={value || phonePrefix}
      onChange={(event) => onChange(phoneInputValue(event.target.value))}
      onKeyDown={(event) => {
        // The prefix is fixed: Backspace at its end would only be undone on the next render.
        const input = event.currentTarget;
        if (
          event.key === 'Backspace' &&
          input.selectionStart === input.selectionEnd &&
          (input.selectionStart ?? 0) <= phonePrefix.length
        ) {
          event.preventDefault();
        }
        props.onKeyDown?.(event);
      }}
    />
  );
}
