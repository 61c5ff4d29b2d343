import { m } from '#src/shared/i18n/messages.ts';
import type { PhotoVerdict } from '#src/shared/photos/gallery.schema.ts';

// The verdicts' texts as the household reads them (issue 27), apart from verdicts.ts's schemas: the
// tracking result shows them on first paint, and zod is not worth its bytes there (issue 25).

export const refusalReasons = ['size', 'condition', 'hazard', 'not_accepted'] as const;
export type RefusalReason = (typeof refusalReasons)[number];

// Each text named as it is (m['…']), never m[key]: a key known only at run time makes the bundler
// keep the whole catalogue in every page that shows a verdict (the tracking result, issue 25).
const verdictTexts: Record<PhotoVerdict | 'unjudged', () => string> = {
  accept: m['submissions.verdictTake'],
  recycle: m['submissions.verdictRecycle'],
  reject: m['submissions.verdictRefuse'],
  unjudged: m['submissions.verdictUnjudged'],
};

const refusalReasonTexts: Record<RefusalReason, () => string> = {
  size: m['submissions.refusalSize'],
  condition: m['submissions.refusalCondition'],
  hazard: m['submissions.refusalHazard'],
  not_accepted: m['submissions.refusalNotAccepted'],
};

/** The household's line for a verdict, in the current language. */
export function verdictText(verdict: PhotoVerdict | null): string {
  return verdictTexts[verdict ?? 'unjudged']();
}

export function refusalReasonText(reason: RefusalReason): string {
  return refusalReasonTexts[reason]();
}
