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

function keepCaretAfterPrefix(input: HTMLInputElement): void {
  const start = input.selectionStart ?? 0;
  const end = input.selectionEnd ?? 0;
  if (start < phonePrefix.length && input.value.startsWith(phonePrefix)) {
    input.setSelectionRange(phonePrefix.length, Math.max(end, phonePrefix.length));
  }
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
      // A tap can put the caret inside "+63 "; digits typed there would land before the prefix.
      onSelect={(event) => {
        keepCaretAfterPrefix(event.currentTarget);
        props.onSelect?.(event);
      }}
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
