import { m } from '#src/shared/i18n/messages.ts';

// The four steps of the landing, its dialog and Who We Are; each text comes from the catalogue.
// The terms are in terms-sections.ts: the landing shows them only in a lazily loaded dialog.

export const howItWorksSteps = [
  { id: 'step1', title: m['static.step1Title'], body: m['static.step1Body'] },
  { id: 'step2', title: m['static.step2Title'], body: m['static.step2Body'] },
  { id: 'step3', title: m['static.step3Title'], body: m['static.step3Body'] },
  { id: 'step4', title: m['static.step4Title'], body: m['static.step4Body'] },
] as const;
