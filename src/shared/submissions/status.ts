// spec §4 "Submission status", "Status display", "Next-step texts"; DESIGN §7 status model.
export const submissionStatuses = [
  'Submitted',
  'Pending',
  'Processing',
  'Scheduled',
  'Pickup Scheduled',
  'Completed',
  'Declined',
  'Cancelled',
] as const;
export type SubmissionStatus = (typeof submissionStatuses)[number];

/** Statuses staff can move a request into (DESIGN §7); Pending and Scheduled are read-only legacy values. */
export const activeStatuses = [
  'Submitted',
  'Processing',
  'Pickup Scheduled',
  'Completed',
  'Declined',
  'Cancelled',
] as const;

const transitions: Record<SubmissionStatus, readonly SubmissionStatus[]> = {
  Submitted: ['Processing', 'Pickup Scheduled', 'Declined', 'Cancelled'],
  Pending: ['Processing', 'Pickup Scheduled', 'Declined', 'Cancelled'],
  Processing: ['Pickup Scheduled', 'Declined', 'Cancelled'],
  Scheduled: ['Pickup Scheduled', 'Completed', 'Declined', 'Cancelled'],
  // A scheduled pickup may be re-scheduled (same status, new date/window).
  'Pickup Scheduled': ['Pickup Scheduled', 'Processing', 'Completed', 'Declined', 'Cancelled'],
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

/** spec §4: a missing status is treated as Processing. */
export function statusOrDefault(value: string | null | undefined): string {
  return value && value.length > 0 ? value : 'Processing';
}

// spec §4 step map; unknown statuses sit on step 2.
const stepByStatus: Record<string, number> = {
  Submitted: 1,
  Pending: 1,
  Processing: 2,
  Scheduled: 2,
  'Pickup Scheduled': 3,
  Completed: 4,
};

export const progressSteps = ['Submitted', 'Processing', 'Scheduled', 'Completed'] as const;

export function statusStep(status: string): number {
  return stepByStatus[status] ?? 2;
}

/** spec §4: the progress bar fill is (step-1) × 33.3 percent. */
export function progressPercent(status: string): number {
  return Math.min(100, (statusStep(status) - 1) * 33.3);
}

export function nextStepText(status: string): string {
  switch (status) {
    case 'Submitted':
    case 'Pending':
      return 'Our team will review your submission soon';
    case 'Processing':
      return 'Our team will review your submission and contact you soon';
    case 'Scheduled':
    case 'Pickup Scheduled':
      return 'Our team will come to collect your items soon';
    case 'Completed':
      return 'Your decluttering process is complete. Thank you!';
    case 'Declined':
      return "We're sorry, we can't take these items. We've sent you a message with the reason";
    case 'Cancelled':
      return 'This pickup was cancelled. You can submit a new request anytime';
    default:
      return "We'll update you as your donation progresses";
  }
}

export type BadgeTone = 'green' | 'blue' | 'amber' | 'red' | 'gray';

/** Customer-facing badge (spec §2 tracking result: green Completed, blue Processing, amber otherwise). */
export function trackingBadgeTone(status: string): BadgeTone {
  if (status === 'Completed') return 'green';
  if (status === 'Processing') return 'blue';
  if (status === 'Declined' || status === 'Cancelled') return 'red';
  return 'amber';
}

export type AdminBadgeTone = 'yellow' | 'blue' | 'purple' | 'green' | 'red' | 'gray';

/** Staff-facing badge (spec §4 "Admin badge colour"). */
export function adminBadgeTone(status: string): AdminBadgeTone {
  switch (status) {
    case 'Pending':
      return 'yellow';
    case 'Processing':
      return 'blue';
    case 'Pickup Scheduled':
      return 'purple';
    case 'Completed':
      return 'green';
    case 'Declined':
    case 'Cancelled':
      return 'red';
    default:
      return 'gray';
  }
}
