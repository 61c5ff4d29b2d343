import { accountPages } from './accounts/paths.ts';
import { crewPages } from './crew/paths.ts';
import { eventPages } from './events/paths.ts';
import { outcomePages } from './outcomes/paths.ts';
import { photoPages } from './photos/paths.ts';
import { staticPages } from './static/paths.ts';
import { submissionPages } from './submissions/pages.ts';
import { trackingPages } from './tracking/paths.ts';

// The route table of product.md §2 in one view. Each subject's paths module owns its patterns and
// builders (src/shared/<subject>/paths.ts); src/web/router.tsx maps every page here to its screen.

export * from './accounts/paths.ts';
export * from './core/api-paths.ts';
export * from './core/path-pattern.ts';
export * from './crew/paths.ts';
export * from './events/paths.ts';
export * from './outcomes/paths.ts';
export * from './photos/paths.ts';
export * from './static/paths.ts';
export * from './submissions/paths.ts';
export * from './tracking/paths.ts';

export const pages = {
  ...staticPages,
  ...accountPages,
  ...trackingPages,
  ...submissionPages,
  ...photoPages,
  ...eventPages,
  ...outcomePages,
  ...crewPages,
} as const;

/** A page's route pattern, e.g. `/tracking-result/:trackingId`. */
export type PagePattern = (typeof pages)[keyof typeof pages];
