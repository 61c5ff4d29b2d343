import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazyZodResolver } from './lazy-zod-resolver.ts';

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
    await expect(resolver({ email: '' }, undefined, options)).rejects.toThrow('offline');
    const refused = await resolver({ email: '' }, undefined, options);
    expect(refused.errors.email?.message).toBe('email missing');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
