import { useCallback, useEffect, useRef, useState } from 'react';
import type { CrewAction, CrewToday } from '#src/shared/crew/crew.schema.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { fetchToday } from '#src/web/features/crew/api/crew-api.ts';
import { ApiError } from '#src/web/lib/api.ts';
import { notify } from '#src/web/lib/toast.ts';
import {
  type QueuedStep,
  queueStep,
  readCrewState,
  readSnapshot,
  readSteps,
  saveFreshDay,
  saveSnapshot,
  stepsAnswered,
  subscribeCrewStore,
} from './crew-store.ts';
import { flushSteps } from './crew-sync.ts';

// The crew screen's state (issue 27): today's stops from the server, else as saved on the phone;
// the steps waiting to be sent; and the sending itself, on tap, when the signal returns, and every
// little while as long as something waits.

const retryEveryMs = 15_000;
/** Times a day is asked for again when steps were answered while it was on its way. */
const freshDayTries = 3;

export interface CrewDayState {
  today: CrewToday | null;
  /** When the shown stops were saved on the phone; set when they come from it (no signal). */
  savedAt: string | null;
  fromDevice: boolean;
  loadFailed: boolean;
  /** Refused for good (another session, no assignment): send the person to sign in again. */
  refused: ApiError | null;
  steps: QueuedStep[];
  sending: boolean;
}

const kindText: Record<CrewAction['kind'], () => string> = {
  'on-the-way': m['crew.onTheWay'],
  arrived: m['crew.arrived'],
  loaded: m['crew.loaded'],
  'left-behind': m['crew.leftBehind'],
  'nobody-home': m['crew.nobodyHome'],
  done: m['crew.done'],
};

export function useCrewDay(userId: string) {
  const [state, setState] = useState<CrewDayState>({
    today: null,
    savedAt: null,
    fromDevice: false,
    loadFailed: false,
    refused: null,
    steps: [],
    sending: false,
  });
  const mounted = useRef(true);
  const patch = useCallback((next: Partial<CrewDayState>) => {
    if (mounted.current) setState((s) => ({ ...s, ...next }));
  }, []);

  const loads = useRef(0);
  const load = useCallback(async () => {
    const mine = ++loads.current;
    try {
      // A step answered while the day was on its way may be missing from it, and its stop would
      // go back a state on the screen: such a day is not kept, and is asked for again.
      for (let tries = 1; ; tries++) {
        const asked = stepsAnswered();
        const today = await fetchToday();
        // Two loads at once answer in any order: only the one started last is shown.
        if (mine !== loads.current) return;
        const snapshot = { userId, today, savedAt: new Date().toISOString() };
        // The last try is kept whatever: the crew sees the day, and the next load mends it.
        const last = tries >= freshDayTries;
        const saved = last ? (await saveSnapshot(snapshot), true) : await saveFreshDay(snapshot, asked);
        if (last || (saved && stepsAnswered() === asked)) {
          patch({ today, savedAt: null, fromDevice: false, loadFailed: false });
          return;
        }
      }
    } catch (error) {
      if (mine !== loads.current) return;
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        patch({ refused: error });
        return;
      }
      const saved = await readSnapshot(userId);
      if (saved) patch({ today: saved.today, savedAt: saved.savedAt, fromDevice: true, loadFailed: false });
      else patch({ loadFailed: true });
    }
  }, [userId, patch]);

  const send = useCallback(async () => {
    if ((await readSteps(userId)).length === 0) return;
    patch({ sending: true });
    const result = await flushSteps(userId);
    patch({ sending: false });
    for (const { step, message } of result.refused) {
      notify.error({
        title: m['crew.refusedTitle'](),
        description: m['crew.refused']({ action: kindText[step.action.kind](), name: step.stopName, reason: message }),
      });
    }
    if (result.sent > 0 && !result.blocked) await load();
  }, [userId, patch, load]);

  // What the phone holds, re-read whenever it changes (a step queued or sent, the day saved).
  useEffect(() => {
    mounted.current = true;
    const reread = async () => {
      const { steps, snapshot } = await readCrewState(userId);
      if (!mounted.current) return;
      setState((s) => ({ ...s, steps, ...(snapshot && s.today && !s.fromDevice ? { today: snapshot.today } : {}) }));
    };
    void reread();
    const stop = subscribeCrewStore(() => void reread());
    return () => {
      mounted.current = false;
      stop();
    };
  }, [userId]);

  useEffect(() => {
    void load().then(send);
    const online = () => void send().then(load);
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [load, send]);

  useEffect(() => {
    if (state.steps.length === 0) return;
    const timer = window.setInterval(() => void send(), retryEveryMs);
    return () => window.clearInterval(timer);
  }, [state.steps.length, send]);

  const record = useCallback(
    async (action: Omit<CrewAction, 'idempotencyKey' | 'tappedAt'>, stopName: string) => {
      await queueStep({
        userId,
        stopName,
        attempts: 0,
        action: { ...action, idempotencyKey: crypto.randomUUID(), tappedAt: new Date().toISOString() },
      });
      if (typeof navigator === 'undefined' || navigator.onLine !== false) await send();
    },
    [userId, send],
  );

  return { ...state, record, retry: load };
}
