import { describe, expect, it } from 'vitest';
import { addDays, manilaDate } from '#src/shared/core/dates.ts';
import { guestSubmissionSchema } from './submission.schema.ts';

const valid = {
  name: 'Maria Santos',
  email: 'maria@example.ph',
  phone: '+63 9171234567',
  city: 'Makati',
  pickupDate: addDays(manilaDate(), 10),
  photoIds: ['7f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b'],
};

function firstMessage(input: Record<string, unknown>): string | undefined {
  const result = guestSubmissionSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('guest form rules (spec §5), first failure wins in the spec order', () => {
  // Each rule names its text by catalogue key; the texts themselves are checked where they are shown.
  it('accepts a complete request', () => {
    expect(firstMessage(valid)).toBeUndefined();
  });

  it.each([
    [{ name: '  ' }, 'submissions.nameRequired'],
    [{ email: '' }, 'submissions.emailRequired'],
    [{ email: 'maria@' }, 'submissions.emailInvalid'],
    [{ phone: '+63 91712' }, 'submissions.phoneInvalid'],
    [{ city: '' }, 'submissions.locationRequired'],
    [{ city: 'Others' }, 'submissions.locationNotAvailable'],
    [{ pickupDate: '' }, 'submissions.pickupDateRequired'],
    [{ pickupDate: addDays(manilaDate(), 3) }, 'submissions.pickupDateOutOfWindow'],
    [{ photoIds: [] }, 'submissions.photosMissing'],
  ])('%o → %s', (change, message) => {
    expect(firstMessage({ ...valid, ...change })).toBe(message);
  });

  it('reports the name before the e-mail before the phone', () => {
    expect(firstMessage({ ...valid, name: '', email: '', phone: '' })).toBe('submissions.nameRequired');
    expect(firstMessage({ ...valid, email: '', phone: '' })).toBe('submissions.emailRequired');
  });
});
