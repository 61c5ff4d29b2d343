/** Work let start a few at a time per turn of the event loop (`turnSlots`). */
export interface TurnSlots {
  /** Settles when the caller may start: at once while this turn has room, else in a later turn, in order. */
  take(): Promise<void>;
  /** Settles once nobody waits for a slot: the work asked for so far has started. */
  drained(): Promise<void>;
}

/**
 * Work that may start in one turn of the event loop, the rest kept for the turns after, in the order
 * asked (decision 100). Node accepts one new connection per turn (libuv reads the listening socket
 * once per poll), so a turn that renders every page asked for at once keeps each household still
 * connecting waiting behind all of them: 64 connections opened together took up to 4 s to be
 * accepted while the server rendered. A few starts per turn keep the turns short, and the work done
 * is the same.
 *
 * At most `most` start in a turn, and fewer when the last turn was long (decision 101): as many as its
 * cost per start says fit in `turnMs`, at least one. A turn's whole length is counted, the reading
 * and answering of requests between the starts too. A first render of a page shape costs ~5 ms, a
 * page from a template well under one: 64 households arriving together at a new wave's first shapes
 * were accepted over ~600 ms at four renders a turn.
 */
export function turnSlots(most: number, turnMs = Number.POSITIVE_INFINITY): TurnSlots {
  const waiting: Array<() => void> = [];
  let drainWaiters: Array<() => void> = [];
  let room = most;
  let startedThisTurn = 0;
  let turnStartedAt = 0;
  let turnEndsSoon = false;

  // Runs in the check phase, after the poll that accepts and reads: a new turn's room, handed to
  // those waiting first. Those it starts count against this turn, so the next poll comes soon.
  const nextTurn = () => {
    const now = performance.now();
    if (startedThisTurn > 0) {
      const perStart = (now - turnStartedAt) / startedThisTurn;
      room = Math.max(1, Math.min(most, Math.floor(turnMs / perStart)));
    }
    turnStartedAt = now;
    turnEndsSoon = false;
    const starting = waiting.splice(0, room);
    startedThisTurn = starting.length;
    for (const start of starting) start();
    if (waiting.length === 0) settleDrained();
    if (startedThisTurn > 0) endTurnSoon();
  };
  const endTurnSoon = () => {
    if (turnEndsSoon) return;
    turnEndsSoon = true;
    setImmediate(nextTurn);
  };
  const settleDrained = () => {
    const settled = drainWaiters;
    drainWaiters = [];
    for (const settle of settled) settle();
  };

  return {
    take() {
      // The first start after a quiet spell: the turn is timed from here, not from the last one.
      if (!turnEndsSoon && startedThisTurn === 0) turnStartedAt = performance.now();
      endTurnSoon();
      if (waiting.length === 0 && startedThisTurn < room) {
        startedThisTurn += 1;
        return Promise.resolve();
      }
      return new Promise<void>((resolve) => waiting.push(resolve));
    },
    drained() {
      if (waiting.length === 0) return Promise.resolve();
      return new Promise<void>((resolve) => drainWaiters.push(resolve));
    },
  };
}
