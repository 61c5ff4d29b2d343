import { describe, expect, it } from 'vitest';
import { batchLookups } from './lookup-batch.ts';

/** A database stand-in: each call is held until released, and every call's keys are recorded. */
function heldQueries() {
  const calls: string[][] = [];
  const pending: (() => void)[] = [];
  const hold = () => new Promise<void>((release) => pending.push(release));
  const one = async (key: string) => {
    calls.push([key]);
    await hold();
    return key === 'NONE' ? null : `record ${key}`;
  };
  const many = async (keys: string[]) => {
    calls.push(keys);
    await hold();
    return new Map(keys.map((key) => [key, key === 'NONE' ? null : `record ${key}`]));
  };
  const releaseAll = async () => {
    while (pending.length > 0) {
      pending.shift()!();
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return { calls, one, many, releaseAll };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('batchLookups', () => {
  it('sends a lone lookup by itself, at the end of its turn of the event loop', async () => {
    const db = heldQueries();
    const lookup = batchLookups(db.one, db.many);
    const answer = lookup('LGP1');
    await nextTurn();
    expect(db.calls).toEqual([['LGP1']]);
    await db.releaseAll();
    expect(await answer).toBe('record LGP1');
  });

  it('sends the lookups of one turn, then those asked while it is out, together, each answered as alone', async () => {
    const db = heldQueries();
    const lookup = batchLookups(db.one, db.many);
    const first = ['A', 'B', 'NONE', 'B'].map(lookup);
    await nextTurn();
    // Out: one query for the three numbers (B asked twice shares its answer).
    expect(db.calls).toEqual([['A', 'B', 'NONE']]);
    const meanwhile = ['C', 'D'].map(lookup);
    await nextTurn();
    expect(db.calls).toHaveLength(1);
    await db.releaseAll();
    expect(await Promise.all(first)).toEqual(['record A', 'record B', null, 'record B']);
    expect(await Promise.all(meanwhile)).toEqual(['record C', 'record D']);
    expect(db.calls).toEqual([
      ['A', 'B', 'NONE'],
      ['C', 'D'],
    ]);
  });

  it('splits a crowd into queries of at most maxBatch numbers', async () => {
    const db = heldQueries();
    const lookup = batchLookups(db.one, db.many, { maxBatch: 3 });
    const keys = ['K0', 'K1', 'K2', 'K3', 'K4', 'K5', 'K6'];
    const answers = keys.map(lookup);
    await nextTurn();
    await db.releaseAll();
    expect(await Promise.all(answers)).toEqual(keys.map((k) => `record ${k}`));
    expect(db.calls).toEqual([['K0', 'K1', 'K2'], ['K3', 'K4', 'K5'], ['K6']]);
  });

  it('fails only the lookups a failed query carried, and goes on with the next', async () => {
    let failNext = true;
    const calls: string[][] = [];
    const lookup = batchLookups(
      async (key) => {
        calls.push([key]);
        return `record ${key}`;
      },
      async (keys) => {
        calls.push(keys);
        if (failNext) {
          failNext = false;
          throw new Error('connection lost');
        }
        return new Map(keys.map((key) => [key, `record ${key}`]));
      },
    );
    const failed = [lookup('B'), lookup('C')];
    await expect(Promise.all(failed)).rejects.toThrow('connection lost');
    await expect(Promise.all([lookup('B'), lookup('C')])).resolves.toEqual(['record B', 'record C']);
    await expect(lookup('A')).resolves.toBe('record A');
    expect(calls).toEqual([['B', 'C'], ['B', 'C'], ['A']]);
  });

  it('rejects a number the query left unanswered instead of answering it undefined', async () => {
    const lookup = batchLookups(
      async () => 'alone',
      async () => new Map([['B', 'record B']]),
    );
    const [b, c] = [lookup('B'), lookup('C')];
    expect(await b).toBe('record B');
    await expect(c).rejects.toThrow('unanswered');
  });

  it('waits for `before` ahead of each query, and takes the lookups asked meanwhile along', async () => {
    const db = heldQueries();
    let ready!: () => void;
    const before = () => new Promise<void>((resolve) => (ready = resolve));
    const lookup = batchLookups(db.one, db.many, { before });
    const first = [lookup('A'), lookup('B')];
    await nextTurn();
    // The renders the last answers started have not all started: no query yet.
    expect(db.calls).toEqual([]);
    const later = lookup('C');
    ready();
    await nextTurn();
    expect(db.calls).toEqual([['A', 'B', 'C']]);
    await db.releaseAll();
    await expect(Promise.all([...first, later])).resolves.toEqual(['record A', 'record B', 'record C']);
  });
});
