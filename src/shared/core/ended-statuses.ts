// The statuses a request ends in. Here, below every subject, because photos read it too (issue 40
// item 13: an ended request's items are not judged again); submissions/privacy.ts re-exports it.

/** The statuses a request ends in; RETENTION_DAYS counts from the change into one of them. */
export const endedStatuses = ['Completed', 'Declined', 'Cancelled'] as const;

/** True for a completed, declined or cancelled request. */
export function isEndedStatus(status: string): boolean {
  return (endedStatuses as readonly string[]).includes(status);
}
