import type { InputHTMLAttributes, Ref } from 'react';
import { formatPhoneInput, phonePrefix } from '#src/shared/core/phone.ts';
import { Input } from '#src/web/components/ui/field.tsx';

/**
 * product.md §5 "Phone input": always starts with "+63 ", keeps digits only, at most 10 of them. The
 * reading of typed, pasted or autofilled text is the shared phone module's (one rule for guest
 * upload, sign-up, profile, claims and admin): "+63 917…", "+63917…", "63917…", "0917…" and
 * "917…", with spaces or dashes, all give the same 10 digits.
 */
export function phoneInputValue(raw: string): string {
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
      // A stored number ("+639171234567") shows in the field's own form.
      value={formatPhoneInput(value)}
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
