import { describe, expect, it } from 'vitest';
import { findSentenceUses, inMemoryProgram, isSentence } from './check.mjs';

/** The checker's findings for one file (with types, as `npm run lint` runs it). */
function check(files: Record<string, string>): string[] {
  const program = inMemoryProgram(files);
  const ours = program.getSourceFiles().filter((file) => file.fileName in files);
  return findSentenceUses(ours, program.getTypeChecker());
}

const messages = `export const notices = {
  nameRequired: { title: 'Missing Information', description: 'Please enter your name' },
  locationNotAvailable: { title: 'Location Not Available', description: "We don't service this location yet." },
} as const;
export const trackingMessages = { notFound: "We couldn't find a submission with this tracking number." } as const;`;

describe('the sentence check (issue 10: no English sentence is an identifier)', () => {
  it('tells sentences from codes, statuses, keys and class names', () => {
    for (const text of ['Please enter your name', "We couldn't find it.", 'Item photos uploaded', 'Try again.']) {
      expect(isSentence(text), text).toBe(true);
    }
    for (const text of [
      'Pickup Scheduled',
      'TRACKING_NOT_FOUND',
      'tracking.notFound',
      'flex items-center gap-2',
      'OK',
    ]) {
      expect(isSentence(text), text).toBe(false);
    }
  });

  it('fails on a planted comparison with a sentence literal, in each form', () => {
    const problems = check({
      '/v/planted.ts': `
        export function classify(message: string, byText: Record<string, number>, seen: Map<string, number>) {
          if (message === 'Please enter your name') return 1;
          if ('Please select a location' !== message) return 2;
          switch (message) {
            case 'Please add at least one photo of your items':
              return 3;
          }
          if (message.includes('duplicate key value violates')) return 4;
          const table = { 'Please select a pickup date': 5 };
          return byText['Invalid Phone Number please check'] ?? seen.get('This tracking number is already in your list') ?? table;
        }`,
    });
    expect(problems.map((p) => p.replace(/ \(look.*$/, ''))).toEqual([
      '/v/planted.ts:3: a sentence is compared: "Please enter your name"',
      '/v/planted.ts:4: a sentence is compared: "Please select a location"',
      '/v/planted.ts:6: a sentence is a switch case: "Please add at least one photo of your items"',
      '/v/planted.ts:9: a sentence is searched for (includes): "duplicate key value violates"',
      '/v/planted.ts:10: a sentence is an object key: "Please select a pickup date"',
      '/v/planted.ts:11: a sentence is a lookup key: "Invalid Phone Number please check"',
      '/v/planted.ts:11: a sentence is a lookup key (get): "This tracking number is already in your list"',
    ]);
  });

  it('fails when the sentence arrives through a messages module, not as a literal', () => {
    const problems = check({
      '/v/messages.ts': messages,
      '/v/form-problems.ts': `
        import { notices, trackingMessages } from './messages.ts';
        export const isUnavailable = (message: string) => message === notices.locationNotAvailable.description;
        export const noticeFor = (description: string) =>
          Object.values(notices).find((notice) => notice.description === description);
        export const known = (message: string) => [trackingMessages.notFound].includes(message);`,
    });
    expect(problems).toHaveLength(3);
    expect(problems[0]).toContain(
      `/v/form-problems.ts:3: a sentence is compared: "We don't service this location yet."`,
    );
    expect(problems[1]).toContain('/v/form-problems.ts:5: a sentence is compared');
    expect(problems[2]).toContain('/v/form-problems.ts:6: a sentence is searched for (includes)');
  });

  it('passes keys, codes and statuses, and a messages module that only defines its texts', () => {
    const problems = check({
      '/v/messages.ts': messages,
      '/v/ok.ts': `
        import { notices } from './messages.ts';
        type Status = 'Submitted' | 'Pickup Scheduled';
        export function show(key: string, code: string, status: Status) {
          if (key === 'submissions.locationNotAvailable') return notices.locationNotAvailable.title;
          if (code === 'TRACKING_NOT_FOUND') return notices.nameRequired.description;
          return status === 'Pickup Scheduled' ? 'Please come back later, we are busy.' : '';
        }`,
    });
    expect(problems).toEqual([]);
  });
});
