import { z } from 'zod';

// Issue 24: each line of a request's history says what happened, in the household's language. A
// history row keeps staff's English reason for staff, and beside it one of these codes with its
// values for the household (status_changes.note, note_params). Writers in scheduling and
// submissions name them, and the tracking page turns them into texts, so they live here.

export const historyNotes = [
  'submitted',
  'scheduled',
  'moved',
  'photoAdded',
  'photoRemoved',
  'daySuspended',
  'onTheWay',
] as const;
export type HistoryNote = (typeof historyNotes)[number];

/** The values a note names: a day (YYYY-MM-DD) and its window, a photo count, the crew's minutes. */
export const historyNoteParamsSchema = z.object({
  date: z.string().optional(),
  window: z.string().optional(),
  count: z.number().optional(),
  minutes: z.number().optional(),
});
export type HistoryNoteParams = z.infer<typeof historyNoteParamsSchema>;

export function isHistoryNote(value: unknown): value is HistoryNote {
  return typeof value === 'string' && (historyNotes as readonly string[]).includes(value);
}
