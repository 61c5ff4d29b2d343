import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { m } from '#src/shared/i18n/messages.ts';
import { lazyZodResolver, SchemaUnreachable, saysWhenUnreachable } from './lazy-zod-resolver.ts';
import { notify } from './toast.ts';

const schema = z.object({ email: z.string().trim().min(1, 'email missing') });
type Fields = z.input<typeof schema>;
const options: ResolverOptions<Fields> = { fields: {}, shouldUseNativeValidation: false };

describe('lazyZodResolver (issue 25: zod with the first validation, not with the page)', () => {
  it('loads the schema on the first validation only, then answers as zodResolver does', async () => {
    const load = vi.fn(async () => schema);
    const resolver = lazyZodResolver(load);
    expect(load).not.toHaveBeenCalled();

    const refused = await resolver({ email: ' ' }, undefined, options);
    expect(refused.errors.email?.message).toBe('email missing');
    const accepted = await resolver({ email: ' a@b.ph ' }, undefined, options);
    expect(accepted.values).toEqual({ email: 'a@b.ph' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches once when prepared ahead, and validates with what it fetched', async () => {
    const load = vi.fn(async () => schema);
    const resolver = lazyZodResolver(load);
    resolver.prepare();
    resolver.prepare();
    expect(load).toHaveBeenCalledTimes(1);
    const refused = await resolver({ email: '' }, undefined, options);
    expect(refused.errors.email?.message).toBe('email missing');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the fetch again after one failed (a lost connection is not kept)', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(schema);
    const resolver = lazyZodResolver<typeof schema>(load);
    await expect(resolver({ email: '' }, undefined, options)).rejects.toBeInstanceOf(SchemaUnreachable);
    const refused = await resolver({ email: '' }, undefined, options);
    expect(refused.errors.email?.message).toBe('email missing');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a submit whose schema could not be fetched says the network is down, once the fetch fails', async () => {
    const shown = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    const resolver = lazyZodResolver<typeof schema>(() => Promise.reject(new TypeError('Failed to fetch')));
    const submit = saysWhenUnreachable(async () => {
      await resolver({ email: 'a@b.ph' }, undefined, options);
    });
    await submit();
    expect(shown).toHaveBeenCalledWith({ title: m['core.titleError'](), description: m['core.network']() });
    // Any other failure of the submit is left to whoever called it.
    await expect(saysWhenUnreachable(() => Promise.reject(new Error('a bug')))()).rejects.toThrow('a bug');
    expect(shown).toHaveBeenCalledTimes(1);
    shown.mockRestore();
  });
});
