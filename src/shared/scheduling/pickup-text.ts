// Kept apart from tracking.schema.ts so pages that only format a pickup line do not load zod.
import { parseHandoverSlotKey } from '#src/shared/core/handover-slots.ts';
import { m } from '#src/shared/i18n/messages.ts';

/**
 * product.md §9 "A pickup time not set shows 'To be scheduled'": the pickup line of the details box,
 * from a booked day and window, or an event booth's slot.
 */
export function describePickup(
  pickup: { date?: string | null; time?: string | null; eventSlot?: string | null },
  formatDay: (isoDate: string) => string,
): string {
  const raw = pickup.eventSlot?.trim();
  // Issue 23: a hand-over slot is its day and time span; older events' slots were free text.
  const handover = raw ? parseHandoverSlotKey(raw) : null;
  if (handover) return `${formatDay(handover.date)} · ${handover.start}–${handover.end}`;
  const slot = raw;
  const time = pickup.time?.trim();
  const day = pickup.date ? formatDay(pickup.date) : '';
  const toBeScheduled = m['tracking.toBeScheduled']();
  if (!day) return slot || toBeScheduled;
  return `${day} · ${time || slot || toBeScheduled}`;
}
