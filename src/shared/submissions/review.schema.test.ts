import { describe, expect, it } from 'vitest';
import { adminNoteFormSchema, changeStatusSchema, saveAdminNoteSchema } from './review.schema.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('staff schemas keep numbers and dates within what the database holds', () => {
  it('takes a possible profit up to 2,147,483,647 centavos (an int4) and no more, in whole centavos', () => {
    expect(saveAdminNoteSchema.safeParse({ possibleProfitCentavos: 2_147_483_647 }).success).toBe(true);
    // The staff schemas name their texts by catalogue key (docs/decisions/006).
    expect(firstMessage(saveAdminNoteSchema.safeParse({ possibleProfitCentavos: 2_147_483_648 }))).toBe(
      'submissions.profitTooLarge',
    );
    expect(firstMessage(saveAdminNoteSchema.safeParse({ possibleProfitCentavos: 1e308 }))).toBe(
      'submissions.profitTooLarge',
    );
    expect(firstMessage(saveAdminNoteSchema.safeParse({ possibleProfitCentavos: 350.5 }))).toBe(
      'submissions.profitInPesos',
    );
  });

  it('the form takes pesos up to ₱21,474,836.47 with the same texts, and sends them as centavos', () => {
    expect(adminNoteFormSchema.parse({ possibleProfit: 21_474_836.47 }).possibleProfitCentavos).toBe(2_147_483_647);
    expect(adminNoteFormSchema.parse({ possibleProfit: 1250.5 }).possibleProfitCentavos).toBe(125_050);
    expect(adminNoteFormSchema.parse({ possibleProfit: null }).possibleProfitCentavos).toBeNull();
    expect(firstMessage(adminNoteFormSchema.safeParse({ possibleProfit: 21_474_836.48 }))).toBe(
      'submissions.profitTooLarge',
    );
    expect(firstMessage(adminNoteFormSchema.safeParse({ possibleProfit: -1 }))).toBe('submissions.profitNegative');
  });

  it('says how many items a note may count', () => {
    expect(saveAdminNoteSchema.safeParse({ itemCount: 100_000 }).success).toBe(true);
    expect(firstMessage(saveAdminNoteSchema.safeParse({ itemCount: 100_001 }))).toBe('submissions.itemCountTooLarge');
    expect(firstMessage(saveAdminNoteSchema.safeParse({ itemCount: 2 ** 31 }))).toBe('submissions.itemCountTooLarge');
  });

  it('schedules pickups only on dates in 2000–2100', () => {
    const schedule = { to: 'Pickup Scheduled', expectedStatus: 'Processing', pickupTime: 'All Day' } as const;
    expect(changeStatusSchema.safeParse({ ...schedule, pickupDate: '2027-03-01' }).success).toBe(true);
    expect(firstMessage(changeStatusSchema.safeParse({ ...schedule, pickupDate: '0000-01-01' }))).toBe(
      'core.dateOutOfRange',
    );
  });
});
