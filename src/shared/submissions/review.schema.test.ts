import { describe, expect, it } from 'vitest';
import {
  adminMessages,
  changeStatusSchema,
  createEventSchema,
  saveAdminNoteSchema,
  updateEventSchema,
} from './review.schema.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('staff schemas keep numbers and dates within what the database holds', () => {
  it('takes a possible profit up to ₱21,474,836.47 (2,147,483,647 centavos in an int4) and no more', () => {
    expect(saveAdminNoteSchema.safeParse({ possibleProfit: 21_474_836.47 }).success).toBe(true);
    // The staff schemas name their texts by catalogue key (docs/decisions/006).
    expect(firstMessage(saveAdminNoteSchema.safeParse({ possibleProfit: 21_474_836.48 }))).toBe(
      'submissions.profitTooLarge',
    );
    expect(firstMessage(saveAdminNoteSchema.safeParse({ possibleProfit: 1e308 }))).toBe('submissions.profitTooLarge');
  });

  it('says how many items a note may count', () => {
    expect(saveAdminNoteSchema.safeParse({ itemCount: 100_000 }).success).toBe(true);
    expect(firstMessage(saveAdminNoteSchema.safeParse({ itemCount: 100_001 }))).toBe('submissions.itemCountTooLarge');
    expect(firstMessage(saveAdminNoteSchema.safeParse({ itemCount: 2 ** 31 }))).toBe('submissions.itemCountTooLarge');
  });

  it('takes event dates that exist, in 2000–2100', () => {
    const event = { slug: 'sm-aura-booth', venue: 'SM Aura', city: 'Taguig' };
    expect(createEventSchema.safeParse({ ...event, startsOn: '2000-01-01', endsOn: '2100-12-31' }).success).toBe(true);
    expect(firstMessage(createEventSchema.safeParse({ ...event, startsOn: '0000-01-01' }))).toBe(
      adminMessages.dateOutOfRange,
    );
    expect(firstMessage(createEventSchema.safeParse({ ...event, endsOn: '2101-01-01' }))).toBe(
      adminMessages.dateOutOfRange,
    );
    expect(firstMessage(createEventSchema.safeParse({ ...event, startsOn: '2027-02-29' }))).toBe(
      adminMessages.dateFormat,
    );
    expect(firstMessage(updateEventSchema.safeParse({ startsOn: '1999-12-31' }))).toBe(adminMessages.dateOutOfRange);
    expect(updateEventSchema.safeParse({ startsOn: '2028-02-29' }).success).toBe(true);
  });

  it('refuses an event change that changes nothing', () => {
    expect(firstMessage(updateEventSchema.safeParse({}))).toBe(adminMessages.nothingToUpdate);
    expect(firstMessage(updateEventSchema.safeParse({ unknown: 1 }))).toBe(adminMessages.nothingToUpdate);
    expect(updateEventSchema.safeParse({ active: false }).success).toBe(true);
    expect(updateEventSchema.safeParse({ endsOn: null }).success).toBe(true);
  });

  it('schedules pickups only on dates in 2000–2100', () => {
    const schedule = { to: 'Pickup Scheduled', expectedStatus: 'Processing', pickupTime: 'All Day' } as const;
    expect(changeStatusSchema.safeParse({ ...schedule, pickupDate: '2027-03-01' }).success).toBe(true);
    expect(firstMessage(changeStatusSchema.safeParse({ ...schedule, pickupDate: '0000-01-01' }))).toBe(
      'submissions.dateOutOfRange',
    );
  });
});
