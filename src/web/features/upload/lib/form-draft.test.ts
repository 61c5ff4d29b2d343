import { beforeEach, describe, expect, it } from 'vitest';
import { emptyOwnerDetails, initialOwnerDetails, markSubmitted, readFormDraft, submitKeyFor } from './form-draft.ts';

const filled = {
  ...emptyOwnerDetails(),
  name: 'Ana',
  email: 'ana@example.ph',
  phone: '+63 9171234567',
  city: 'Pasig',
};

beforeEach(() => sessionStorage.clear());

describe('form draft', () => {
  it('reuses one idempotency key for every retry of the same request, across reloads', () => {
    const first = submitKeyFor(filled, undefined);
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    // A double tap, a retry after "Submission Failed", or a reload mid-submit: same key.
    expect(submitKeyFor(filled, undefined)).toBe(first);
    expect(submitKeyFor({ ...filled, name: 'Ana Cruz' }, undefined)).toBe(first);
    expect(JSON.parse(sessionStorage.getItem('declutterFormData')!).idempotencyKey).toBe(first);
  });

  it('starts a new key after a successful submit, keeping the details and the tracking number', () => {
    const first = submitKeyFor(filled, 'bgc-fair');
    markSubmitted('AB12CD34');
    expect(JSON.parse(sessionStorage.getItem('declutterTrackingNumber')!)).toBe('AB12CD34');
    expect(readFormDraft()).toEqual({ values: filled, eventSlug: 'bgc-fair', trackingNumber: 'AB12CD34' });
    expect(submitKeyFor(filled, undefined)).not.toBe(first);
  });

  it('restores stored values and falls back per field', () => {
    sessionStorage.setItem('declutterFormData', JSON.stringify({ values: { name: 'Ana', phone: '0917' } }));
    const restored = initialOwnerDetails();
    expect(restored.name).toBe('Ana');
    expect(restored.phone).toBe('+63 '); // not in the input's own shape: start clean
    expect(restored.pickupDate).toBe(emptyOwnerDetails().pickupDate);
  });
});
