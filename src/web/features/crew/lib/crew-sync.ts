import type { CrewStop } from '#src/shared/crew/crew.schema.ts';
import { sendCrewAction } from '#src/web/features/crew/api/crew-api.ts';
import { ApiError } from '#src/web/lib/api.ts';
import { completeStep, type QueuedStep, readSteps, saveStep } from './crew-store.ts';

// Sends the crew's waiting steps, oldest first, one at a time (issue 27). A step that cannot reach
// the server stops the run and holds the ones behind it, so they arrive in the order they were
// tapped; one the server refuses (the stop changed meanwhile) is set aside and reported, and the
// rest go on. One run at a time per tab: two runs would send a step twice (harmless, the key
// dedupes it, but it would be counted twice on the screen). A run takes the oldest step each time
// round, so a step tapped while it is sending goes out in the same run, not at the next retry.

export interface Refusal {
  step: QueuedStep;
  message: string;
}

export interface FlushResult {
  sent: number;
  refused: Refusal[];
  /** True when the run stopped at a step that could not reach the server. */
  blocked: boolean;
}

/** Worth trying again later: no answer, a server error, a rate limit, or the session to renew. */
function isTransient(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return (
    error.status === 0 || error.status === 401 || error.status === 408 || error.status === 429 || error.status >= 500
  );
}

let running: Promise<FlushResult> | undefined;

export function flushSteps(userId: string): Promise<FlushResult> {
  running ??= run(userId).finally(() => {
    running = undefined;
  });
  return running;
}

async function run(userId: string): Promise<FlushResult> {
  const result: FlushResult = { sent: 0, refused: [], blocked: false };
  const tried = new Set<number>();
  for (;;) {
    const step = (await readSteps(userId)).find((s) => !tried.has(s.seq!));
    if (!step) return result;
    tried.add(step.seq!);
    try {
      const answer = await sendCrewAction(step.action);
      await completeStep(step, answer.stop);
      result.sent++;
    } catch (error) {
      if (isTransient(error)) {
        await saveStep({ ...step, attempts: step.attempts + 1 });
        result.blocked = true;
        return result;
      }
      await completeStep(step, null);
      result.refused.push({ step, message: error instanceof ApiError ? error.message : String(error) });
    }
  }
}

/** The stop as the crew will see it once its waiting steps arrive: the screen shows it at once. */
export function withWaitingSteps(stop: CrewStop, steps: QueuedStep[]): CrewStop {
  let next = stop;
  for (const { action } of steps) {
    if (action.trackingNumber !== stop.trackingNumber) continue;
    switch (action.kind) {
      case 'on-the-way':
        next = { ...next, state: 'on-the-way' };
        break;
      case 'arrived':
        next = { ...next, state: 'arrived' };
        break;
      case 'nobody-home':
        next = {
          ...next,
          state: 'nobody-home',
          items: next.items.map((i) => ({ ...i, load: null, leftReason: null })),
        };
        break;
      case 'done':
        next = { ...next, state: 'done' };
        break;
      case 'loaded':
      case 'left-behind': {
        const load = action.kind;
        next = {
          ...next,
          items: next.items.map((i) =>
            i.id === action.photoId
              ? { ...i, load, leftReason: load === 'left-behind' ? (action.reason ?? null) : null }
              : i,
          ),
        };
        break;
      }
    }
  }
  return next;
}
