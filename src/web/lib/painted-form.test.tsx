import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Controller, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { usePaintedForm } from './painted-form.ts';

interface Values {
  phone: string;
  handover: 'booth' | 'pickup';
}

let seen: Values | undefined;

/** A painted form as the booth's: a controlled "+63 " phone and a registered radio pair. */
function BoothLike() {
  const { control, register, setValue, watch } = useForm<Values>({
    defaultValues: { phone: '+63 ', handover: 'booth' },
  });
  const painted = usePaintedForm(setValue);
  seen = watch();
  return (
    <form {...painted}>
      <Controller
        control={control}
        name="phone"
        render={({ field }) => (
          <input aria-label="Phone" name={field.name} value={field.value} onChange={field.onChange} />
        )}
      />
      <input type="radio" aria-label="Booth" value="booth" {...register('handover')} />
      <input type="radio" aria-label="Pickup" value="pickup" {...register('handover')} />
      {watch('handover') === 'pickup' && <input aria-label="Street address" />}
    </form>
  );
}

const roots: Root[] = [];

describe('usePaintedForm (issue 36)', () => {
  afterEach(() => {
    act(() => {
      for (const root of roots.splice(0)) root.unmount();
    });
    document.body.innerHTML = '';
  });

  it('takes over a painted form with what was typed and chosen before the app ran', async () => {
    document.body.innerHTML = `<div id="root">${renderToString(<BoothLike />)}</div>`;
    const container = document.getElementById('root')!;
    const phone = container.querySelector<HTMLInputElement>('[aria-label="Phone"]')!;
    const pickup = container.querySelector<HTMLInputElement>('[aria-label="Pickup"]')!;
    phone.value = '+63 9171234567';
    pickup.checked = true;

    await act(async () => {
      roots.push(hydrateRoot(container, <BoothLike />));
    });

    expect(seen).toEqual({ phone: '+63 9171234567', handover: 'pickup' });
    expect(phone.value).toBe('+63 9171234567');
    expect(pickup.checked).toBe(true);
    expect(container.querySelector('[aria-label="Street address"]')).not.toBeNull();
  });
});
