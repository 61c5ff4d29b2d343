import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PhoneInput, phoneInputValue } from '#src/web/components/ui/phone-input.tsx';
import { emptyOwnerDetails } from '#src/web/features/upload/lib/form-draft.ts';
import { OwnerDetailsForm } from './owner-details-form.tsx';

function Controlled() {
  const [value, setValue] = useState('+63 ');
  return <PhoneInput aria-label="Phone" value={value} onChange={setValue} />;
}

const phoneBox = () => screen.getByLabelText('Phone') as HTMLInputElement;

describe('PhoneInput', () => {
  it('keeps the "+63 " prefix, drops non-digits and stops at 10 digits', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    expect(phoneBox().value).toBe('+63 ');
    await user.type(phoneBox(), '9a1-7 (12)3456789999');
    expect(phoneBox().value).toBe('+63 9171234567');
  });

  it('cannot lose its prefix to Backspace or select-all-delete', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.type(phoneBox(), '91');
    await user.type(phoneBox(), '{Backspace}{Backspace}{Backspace}{Backspace}');
    expect(phoneBox().value).toBe('+63 ');
    await user.type(phoneBox(), '917');
    await user.tripleClick(phoneBox());
    await user.keyboard('{Delete}');
    expect(phoneBox().value).toBe('+63 ');
  });

  it('types after "+63 " when a tap put the caret at the start of the field', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.type(phoneBox(), '9171234567', { initialSelectionStart: 0, initialSelectionEnd: 0 });
    expect(phoneBox().value).toBe('+63 9171234567');
  });

  it('reads a pasted or autofilled whole number instead of cutting it', () => {
    render(<Controlled />);
    fireEvent.change(phoneBox(), { target: { value: '+63 0917 123 4567' } });
    expect(phoneBox().value).toBe('+63 9171234567');
    fireEvent.change(phoneBox(), { target: { value: '+639181234567' } });
    expect(phoneBox().value).toBe('+63 9181234567');
  });

  it('gives the same value when "+639171234567" is typed key by key after the prefix', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.type(phoneBox(), '+639171234567');
    expect(phoneBox().value).toBe('+63 9171234567');
  });

  it.each([
    ['+63 ', '+63 '],
    ['+63 917', '+63 917'],
    ['09171234567', '+63 9171234567'],
    ['+63 +63 9171234567', '+63 9171234567'],
    ['+63 12345678901234', '+63 1234567890'],
    ['abc', '+63 '],
    // issue 12: every way of entering one mobile gives the same 10 digits, typed or pasted after "+63 ".
    ['+63 +639171234567', '+63 9171234567'],
    ['+63 639171234567', '+63 9171234567'],
    ['+63 63 917 123 4567', '+63 9171234567'],
    ['+63 0917-123-4567', '+63 9171234567'],
    ['+63 917-123-4567', '+63 9171234567'],
    ['+639171234567', '+63 9171234567'],
  ])('phoneInputValue(%j) is %j', (raw, expected) => {
    expect(phoneInputValue(raw)).toBe(expected);
  });

  it('shows the inline error while the digit count is wrong, next to the SMS hint', async () => {
    const user = userEvent.setup();
    render(
      <OwnerDetailsForm
        defaultValues={emptyOwnerDetails()}
        photoCount={1}
        photosBusy={false}
        submitting={false}
        onSubmit={async () => null}
      />,
      // The window picker (issue 15) reads the days with room through TanStack Query.
      { wrapper: ({ children }) => <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider> },
    );
    const hint = 'Required for SMS notifications about your pickup.';
    const error = 'Please enter a valid 10-digit phone number';
    expect(screen.getByText(hint)).toBeTruthy();
    expect(screen.queryByText(error)).toBeNull();

    await user.type(phoneBox(), '917123');
    expect(screen.getByText(error)).toBeTruthy();
    expect(screen.getByText(hint)).toBeTruthy();

    await user.type(phoneBox(), '4567');
    expect(screen.queryByText(error)).toBeNull();
    expect(phoneBox().value).toBe('+63 9171234567');
  });
});
