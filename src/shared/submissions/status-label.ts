import { m } from '#src/shared/i18n/messages.ts';
import { type NextStepKey, type StatusLabelKey, statusLabelKey } from './status.ts';

// Each text named as it is (m['…']), never m[key]: a key known only at run time makes the bundler
// keep the whole catalogue, both languages, in every page that shows a status (34 KB gzip).
const statusTexts: Record<StatusLabelKey, () => string> = {
  'submissions.statusSubmitted': m['submissions.statusSubmitted'],
  'submissions.statusPending': m['submissions.statusPending'],
  'submissions.statusProcessing': m['submissions.statusProcessing'],
  'submissions.statusScheduled': m['submissions.statusScheduled'],
  'submissions.statusPickupScheduled': m['submissions.statusPickupScheduled'],
  'submissions.statusOnTheWay': m['submissions.statusOnTheWay'],
  'submissions.statusArrived': m['submissions.statusArrived'],
  'submissions.statusPickedUp': m['submissions.statusPickedUp'],
  'submissions.statusCompleted': m['submissions.statusCompleted'],
  'submissions.statusDeclined': m['submissions.statusDeclined'],
  'submissions.statusCancelled': m['submissions.statusCancelled'],
};

const nextStepTexts: Record<NextStepKey, () => string> = {
  'tracking.nextStepReview': m['tracking.nextStepReview'],
  'tracking.nextStepContact': m['tracking.nextStepContact'],
  'tracking.nextStepCollect': m['tracking.nextStepCollect'],
  'tracking.nextStepComplete': m['tracking.nextStepComplete'],
  'tracking.nextStepDeclined': m['tracking.nextStepDeclined'],
  'tracking.nextStepPickedUp': m['tracking.nextStepPickedUp'],
  'tracking.nextStepCancelled': m['tracking.nextStepCancelled'],
  'tracking.nextStepOther': m['tracking.nextStepOther'],
  'tracking.nextStepReschedule': m['tracking.nextStepReschedule'],
};

/** A status as people read it, in the current language; a value we do not know reads as stored. */
export function statusLabel(status: string): string {
  const key = statusLabelKey(status);
  return key ? statusTexts[key]() : status;
}

/** The tracking result's "what happens next" line, in the current language. */
export function nextStepText(key: NextStepKey): string {
  return nextStepTexts[key]();
}
