// Issue 26 (RA 10173), decision 048: how long a request's personal data is kept.

/** The statuses a request ends in; RETENTION_DAYS counts from the change into one of them. */
export const endedStatuses = ['Completed', 'Declined', 'Cancelled'] as const;

/** Whole days between two instants, for "Erased after N days". */
export function daysBetween(from: Date | string, to: Date | string): number {
  return Math.max(0, Math.round((new Date(to).getTime() - new Date(from).getTime()) / 86_400_000));
}
