import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { turnSlots } from './turn-slots.ts';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('turnSlots (decision 100)', () => {
  const servers: net.Server[] = [];
  afterEach(() => {
    for (const server of servers.splice(0)) server.close();
  });

  it('starts at most `perTurn` a turn, the rest in the turns after, in the order asked', async () => {
    const slots = turnSlots(4);
    let turn = 0;
    const startedIn: number[] = [];
    const counting = (async () => {
      for (let i = 0; i < 6; i++) {
        await nextTurn();
        turn += 1;
      }
    })();
    await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        slots.take().then(() => {
          startedIn[index] = turn;
        }),
      ),
    );
    await counting;
    expect(startedIn.slice(0, 4).every((t) => t === startedIn[0])).toBe(true);
    expect(startedIn.slice(4, 8).every((t) => t === startedIn[0]! + 1)).toBe(true);
    expect(startedIn.slice(8)).toEqual([startedIn[0]! + 2, startedIn[0]! + 2]);
  });

  it('lets a connection be accepted between the turns of a crowd of work', async () => {
    const events: string[] = [];
    const server = net.createServer(() => events.push('accepted'));
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const slots = turnSlots(4);
    const work = Array.from({ length: 12 }, (_, index) => slots.take().then(() => events.push(`work ${index}`)));
    const client = net.connect((server.address() as net.AddressInfo).port, '127.0.0.1');
    await Promise.all(work);
    await new Promise((resolve) => setTimeout(resolve, 50));
    client.destroy();
    // Without the slots all twelve would start in this turn, before the poll that accepts.
    expect(events.indexOf('accepted')).toBeGreaterThan(-1);
    expect(events.indexOf('accepted')).toBeLessThan(events.indexOf('work 11'));
  });

  it('starts fewer a turn when the last turn was long, at least one', async () => {
    const slots = turnSlots(4, 6);
    const busy = (ms: number) => {
      const until = performance.now() + ms;
      while (performance.now() < until);
    };
    const turnOf: number[] = [];
    let turn = 0;
    let counting = true;
    const counter = (async () => {
      while (counting) {
        await nextTurn();
        turn += 1;
      }
    })();
    // Work of 5 ms: one a turn fits 6 ms. Then light work: four a turn again.
    await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        slots.take().then(() => {
          turnOf.push(turn);
          busy(index < 4 ? 5 : 0);
        }),
      ),
    );
    counting = false;
    await counter;
    const perTurn = [...new Set(turnOf)].map((t) => turnOf.filter((x) => x === t).length);
    // The first turn starts four (nothing timed yet); while work costs 5 ms, one a turn.
    expect(perTurn[0]).toBe(4);
    expect(perTurn[1]).toBe(1);
    expect(Math.max(...perTurn.slice(1))).toBeLessThan(4);
  });

  it('says when nobody waits any more', async () => {
    const slots = turnSlots(2);
    const started: number[] = [];
    for (let i = 0; i < 5; i++) void slots.take().then(() => started.push(i));
    await slots.drained();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    await expect(slots.drained()).resolves.toBeUndefined();
  });
});
