import { describe, expect, it } from 'vitest';
import { m } from '#src/shared/i18n/messages.ts';
import {
  adminBadgeTone,
  canTransition,
  nextStepKey,
  progressPercent,
  statusLabelKey,
  statusStep,
  submissionStatuses,
  trackingBadgeTone,
} from './status.ts';

describe('status display (product.md §4)', () => {
  it.each([
    ['Submitted', 1, 'Our team will review your submission soon', 'amber', 'gray'],
    ['Pending', 1, 'Our team will review your submission soon', 'amber', 'yellow'],
    ['Processing', 2, 'Our team will review your submission and contact you soon', 'blue', 'blue'],
    ['Scheduled', 2, 'Our team will come to collect your items soon', 'amber', 'gray'],
    ['Pickup Scheduled', 3, 'Our team will come to collect your items soon', 'amber', 'purple'],
    ['Completed', 4, 'Your decluttering process is complete. Thank you!', 'green', 'green'],
    ['Declined', 2, "We're sorry, we can't take these items. We've sent you a message with the reason", 'red', 'red'],
    ['Cancelled', 2, 'This pickup was cancelled. You can submit a new request anytime', 'red', 'red'],
    ['Something else', 2, "We'll update you as your donation progresses", 'amber', 'gray'],
  ])('%s → step %i, its next-step text and badge colours', (status, step, text, tone, adminTone) => {
    expect(statusStep(status)).toBe(step);
    expect(m[nextStepKey(status)]()).toBe(text);
    expect(trackingBadgeTone(status)).toBe(tone);
    expect(adminBadgeTone(status)).toBe(adminTone);
  });

  it('fills the progress bar (step-1) × 33.3 percent', () => {
    expect(progressPercent('Submitted')).toBe(0);
    expect(progressPercent('Processing')).toBeCloseTo(33.3);
    expect(progressPercent('Pickup Scheduled')).toBeCloseTo(66.6);
    expect(progressPercent('Completed')).toBeCloseTo(99.9);
  });

  it('shows Declined and Cancelled in red with their own words', () => {
    expect(trackingBadgeTone('Declined')).toBe('red');
    expect(nextStepKey('Declined')).not.toBe(nextStepKey('Unknown'));
    expect(nextStepKey('Cancelled')).not.toBe(nextStepKey('Unknown'));
  });
});

describe('status labels', () => {
  it('reads every status as product.md writes it, and leaves an unknown value as stored', () => {
    // Issue 27: the crew's steps read as people say them; "En Route" is the stored value of "On the way".
    const crewLabels: Record<string, string> = {
      'En Route': 'On the way',
      Arrived: 'Arrived',
      'Picked Up': 'Picked up',
    };
    for (const status of submissionStatuses) {
      expect(m[statusLabelKey(status)!]()).toBe(crewLabels[status] ?? status);
    }
    expect(statusLabelKey('Something else')).toBeUndefined();
  });
});

describe('status transitions (design.md §7)', () => {
  it('follows Submitted → Processing → Pickup Scheduled → Completed', () => {
    expect(canTransition('Submitted', 'Processing')).toBe(true);
    expect(canTransition('Processing', 'Pickup Scheduled')).toBe(true);
    expect(canTransition('Pickup Scheduled', 'Completed')).toBe(true);
  });

  it('allows Declined and Cancelled before Completed only', () => {
    expect(canTransition('Submitted', 'Declined')).toBe(true);
    expect(canTransition('Pickup Scheduled', 'Cancelled')).toBe(true);
    expect(canTransition('Completed', 'Declined')).toBe(false);
    expect(canTransition('Declined', 'Processing')).toBe(false);
  });

  it('does not skip to Completed before a pickup is scheduled', () => {
    expect(canTransition('Submitted', 'Completed')).toBe(false);
    expect(canTransition('Processing', 'Completed')).toBe(false);
  });
});
