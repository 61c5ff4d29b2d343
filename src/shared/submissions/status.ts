// product.md §4 "Submission status", "Status display", "Next-step texts"; design.md §7 status model.
import type { MessageKey } from '#src/shared/i18n/keys.ts';

export const submissionStatuses = [
  'Submitted',
  'Pending',
  'Processing',
  'Scheduled',
  'Pickup Scheduled',
  // Issue 27: the crew's day (src/server/features/crew). En Route and Arrived are set by the crew's
  // phone; Picked Up is its "Done", before staff record the outcomes at the warehouse (Completed).
  'En Route',
  'Arrived',
  'Picked Up',
  'Completed',
  'Declined',
  'Cancelled',
] as const;
export type SubmissionStatus = (typeof submissionStatuses)[number];

/** Statuses staff can move a request into (design.md §7); Pending and Scheduled are read-only legacy values. */
export const activeStatuses = [
  'Submitted',
  'Processing',
  'Pickup Scheduled',
  'Completed',
  'Declined',
  'Cancelled',
] as const;

/**
 * Issue 40 item 13: Pending and Scheduled are older names of Submitted and Pickup Scheduled, so staff
 * see one status each: the dashboard's filter lists these, and a filter matches both stored names.
 */
export const staffFilterStatuses = submissionStatuses.filter((s) => s !== 'Pending' && s !== 'Scheduled');

const legacyNames: Partial<Record<string, readonly SubmissionStatus[]>> = {
  Submitted: ['Submitted', 'Pending'],
  Pending: ['Submitted', 'Pending'],
  'Pickup Scheduled': ['Pickup Scheduled', 'Scheduled'],
  Scheduled: ['Pickup Scheduled', 'Scheduled'],
};

/** The stored names a status filter matches. */
export function storedStatusesOf(status: string): readonly string[] {
  return legacyNames[status] ?? [status];
}

const transitions: Record<SubmissionStatus, readonly SubmissionStatus[]> = {
  Submitted: ['Processing', 'Pickup Scheduled', 'Declined', 'Cancelled'],
  Pending: ['Processing', 'Pickup Scheduled', 'Declined', 'Cancelled'],
  Processing: ['Pickup Scheduled', 'Declined', 'Cancelled'],
  Scheduled: ['Pickup Scheduled', 'Completed', 'Declined', 'Cancelled'],
  // A scheduled pickup may be re-scheduled (same status, new date/window).
  'Pickup Scheduled': ['Pickup Scheduled', 'En Route', 'Arrived', 'Processing', 'Completed', 'Declined', 'Cancelled'],
  // Back to Pickup Scheduled: nobody was home (the household is asked to pick a new window), or staff re-schedule.
  'En Route': ['Arrived', 'Pickup Scheduled', 'Cancelled'],
  Arrived: ['Picked Up', 'Pickup Scheduled', 'Cancelled'],
  // The items are on the truck: staff complete it with the outcomes recorded at the warehouse.
  'Picked Up': ['Completed'],
  Completed: [],
  Declined: [],
  Cancelled: [],
};

export function canTransition(from: SubmissionStatus, to: SubmissionStatus): boolean {
  return transitions[from].includes(to);
}

export function allowedTransitions(from: SubmissionStatus): readonly SubmissionStatus[] {
  return transitions[from];
}

export function isSubmissionStatus(value: string): value is SubmissionStatus {
  return (submissionStatuses as readonly string[]).includes(value);
}

/** product.md §4: a missing status is treated as Processing. */
export function statusOrDefault(value: string | null | undefined): string {
  return value && value.length > 0 ? value : 'Processing';
}

// product.md §4 step map; unknown statuses sit on step 2.
const stepByStatus: Record<string, number> = {
  Submitted: 1,
  Pending: 1,
  Processing: 2,
  Scheduled: 2,
  'Pickup Scheduled': 3,
  'En Route': 3,
  Arrived: 3,
  'Picked Up': 3,
  Completed: 4,
};

export const progressSteps = ['Submitted', 'Processing', 'Scheduled', 'Completed'] as const;

export function statusStep(status: string): number {
  return stepByStatus[status] ?? 2;
}

/**
 * Issue 40 item 14: a declined or cancelled request stops on the step it was on when it ended (a
 * request cancelled while Submitted stops on Submitted, not on Processing). `left` is the status
 * it left for its end, when the history has it.
 */
export function stepOf(status: string, left: string | null | undefined): number {
  if ((status === 'Declined' || status === 'Cancelled') && left) return statusStep(left);
  return statusStep(status);
}

/** product.md §4: the progress bar fill is (step-1) × 33.3 percent. */
export function progressPercent(status: string): number {
  return stepPercent(statusStep(status));
}

export function stepPercent(step: number): number {
  return Math.min(100, (step - 1) * 33.3);
}

/** The next-step texts' keys (product.md §4 "Next-step texts"; Declined and Cancelled are design.md §7's). */
export const nextStepKeys = [
  'tracking.nextStepReview',
  'tracking.nextStepContact',
  'tracking.nextStepCollect',
  'tracking.nextStepComplete',
  'tracking.nextStepDeclined',
  'tracking.nextStepPickedUp',
  'tracking.nextStepCancelled',
  'tracking.nextStepOther',
  'tracking.nextStepReschedule',
] as const satisfies readonly MessageKey[];
export type NextStepKey = (typeof nextStepKeys)[number];

export function nextStepKey(status: string): NextStepKey {
  switch (status) {
    case 'Submitted':
    case 'Pending':
      return 'tracking.nextStepReview';
    case 'Processing':
      return 'tracking.nextStepContact';
    case 'Scheduled':
    case 'Pickup Scheduled':
    case 'En Route':
    case 'Arrived':
      return 'tracking.nextStepCollect';
    case 'Picked Up':
      return 'tracking.nextStepPickedUp';
    case 'Completed':
      return 'tracking.nextStepComplete';
    case 'Declined':
      return 'tracking.nextStepDeclined';
    case 'Cancelled':
      return 'tracking.nextStepCancelled';
    default:
      return 'tracking.nextStepOther';
  }
}

const statusLabelKeys = {
  Submitted: 'submissions.statusSubmitted',
  Pending: 'submissions.statusPending',
  Processing: 'submissions.statusProcessing',
  Scheduled: 'submissions.statusScheduled',
  'Pickup Scheduled': 'submissions.statusPickupScheduled',
  'En Route': 'submissions.statusOnTheWay',
  Arrived: 'submissions.statusArrived',
  'Picked Up': 'submissions.statusPickedUp',
  Completed: 'submissions.statusCompleted',
  Declined: 'submissions.statusDeclined',
  Cancelled: 'submissions.statusCancelled',
} as const satisfies Record<SubmissionStatus, MessageKey>;
export type StatusLabelKey = (typeof statusLabelKeys)[SubmissionStatus];

/** How a status reads for people: its catalogue key, or undefined for a value we do not know (shown as stored). */
export function statusLabelKey(status: string): StatusLabelKey | undefined {
  return isSubmissionStatus(status) ? statusLabelKeys[status] : undefined;
}

export type BadgeTone = 'green' | 'blue' | 'amber' | 'red' | 'gray';

/** Customer-facing badge (product.md §2 tracking result: green Completed, blue Processing, amber otherwise). */
export function trackingBadgeTone(status: string): BadgeTone {
  if (status === 'Completed') return 'green';
  if (status === 'Processing') return 'blue';
  if (status === 'Declined' || status === 'Cancelled') return 'red';
  return 'amber';
}

export type AdminBadgeTone = 'yellow' | 'blue' | 'purple' | 'green' | 'red' | 'gray';

/** Staff-facing badge (product.md §4 "Admin badge colour"). */
export function adminBadgeTone(status: string): AdminBadgeTone {
  switch (status) {
    case 'Pending':
      return 'yellow';
    case 'Processing':
      return 'blue';
    case 'Pickup Scheduled':
    case 'En Route':
    case 'Arrived':
      return 'purple';
    case 'Picked Up':
      return 'blue';
    case 'Completed':
      return 'green';
    case 'Declined':
    case 'Cancelled':
      return 'red';
    default:
      return 'gray';
  }
}
