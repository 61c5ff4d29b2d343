import type { ComponentType } from 'react';
import type { AdminSubmissionDetail } from '#src/shared/submissions/review.schema.ts';

/**
 * The part of the review screen where a pickup is completed: outcomes' panel (issue 16). Outcomes
 * comes after submissions in the order of subjects, and a subject imports only those before it, so
 * router.tsx hands the panel to the review screen.
 */
export interface CompletionPanel {
  /** Shown under the decision card. */
  Panel: ComponentType<{ detail: AdminSubmissionDetail }>;
  /** Whether the panel shows for this request: "Mark as Completed" then leads there. */
  shows: (detail: AdminSubmissionDetail) => boolean;
  /** The panel's element id. */
  id: string;
}
