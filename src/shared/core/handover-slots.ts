import { formatDate, manilaDate, manilaTime } from '#src/shared/core/dates.ts';

// Issue 23: a booth visitor who leaves the items at the booth picks one of the event's hand-over
// slots: a day of the event and a time span (Manila time). Kept in core, without zod, because the
// submission's schema (submissions), the event's (events), the booth page and the staff screens all
// read it, and the booth's first load must not pull zod in.

/** The ways a booth visitor's items reach us: handed over at the venue, or picked up at home. */
export const handoverModes = ['booth', 'pickup'] as const;
export type HandoverMode = (typeof handoverModes)[number];

export interface HandoverSlot {
  /** YYYY-MM-DD, a day of the event. */
  date: string;
  /** HH:MM, 24-hour, Manila. */
  start: string;
  end: string;
}

export const slotTimePattern = /^([01]\d|2[0-3]):[0-5]\d$/;
const slotKeyPattern = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})-(\d{2}:\d{2})$/;

/** What a request stores and sends for a slot: "2026-12-05 10:00-12:00". */
export function handoverSlotKey(slot: HandoverSlot): string {
  return `${slot.date} ${slot.start}-${slot.end}`;
}

/** The slot a stored key names, or null for a free-text slot of an event made before issue 23. */
export function parseHandoverSlotKey(key: string): HandoverSlot | null {
  const match = slotKeyPattern.exec(key.trim());
  return match ? { date: match[1]!, start: match[2]!, end: match[3]! } : null;
}

/** "Sat, Dec 5, 2026 · 10:00–12:00" in the reader's language; an older free-text slot as it is. */
export function describeHandoverSlot(key: string, locale?: string): string {
  const slot = parseHandoverSlotKey(key);
  if (!slot) return key;
  return `${formatDate(slot.date, locale)} · ${slot.start}–${slot.end}`;
}

/**
 * Issue 40 item 10 (decision 087): a slot is open until it ends (Manila), so a visitor at the booth
 * during 10:00–12:00 may still choose it at 11:30, and nobody is offered it at 23:00.
 */
export function slotHasEnded(slot: HandoverSlot, at: Date = new Date()): boolean {
  return `${slot.date} ${slot.end}` <= `${manilaDate(at)} ${manilaTime(at)}`;
}

/** The slots a visitor may still choose at `at`: those that have not ended, in order. */
export function upcomingSlots(slots: readonly HandoverSlot[], at: Date = new Date()): HandoverSlot[] {
  return slots
    .filter((slot) => !slotHasEnded(slot, at))
    .sort((a, b) => handoverSlotKey(a).localeCompare(handoverSlotKey(b)));
}
