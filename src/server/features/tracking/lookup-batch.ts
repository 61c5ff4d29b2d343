interface Waiter<T> {
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

/**
 * Lookups asked in one turn of the event loop, or while a query is out, go to the database together
 * (issue 35, decision 099). A lone lookup goes by itself, by `one`, at the end of its turn; under a
 * crowd of first visits each query answers every number asked meanwhile (`many`, at most `maxBatch`). On PGlite a
 * single lookup cost ~4 ms of the server's one thread, and 2,000 numbers in one query 72–105 ms.
 * A key asked for twice before its answer shares it. A failed query fails the lookups it carried.
 */
export function batchLookups<T>(
  one: (key: string) => Promise<T>,
  many: (keys: string[]) => Promise<Map<string, T>>,
  opts: {
    maxBatch?: number;
    /**
     * Awaited before each query: the next one waits until what the last one's answers started has
     * started (the renders they wait for, decision 100), and gathers the lookups asked meanwhile.
     */
    before?: () => Promise<void>;
  } = {},
): (key: string) => Promise<T> {
  const maxBatch = opts.maxBatch ?? 500;
  const waiting = new Map<string, Waiter<T>[]>();
  let out = false;

  const answer = async (batch: Map<string, Waiter<T>[]>) => {
    const keys = [...batch.keys()];
    let answers: Map<string, T>;
    try {
      answers = keys.length === 1 ? new Map([[keys[0]!, await one(keys[0]!)]]) : await many(keys);
    } catch (error) {
      for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
      return;
    }
    for (const [key, waiters] of batch) {
      for (const waiter of waiters) {
        if (answers.has(key)) waiter.resolve(answers.get(key) as T);
        else waiter.reject(new Error('the lookup left a number unanswered'));
      }
    }
  };

  const run = async () => {
    try {
      while (waiting.size > 0) {
        await opts.before?.();
        const batch = new Map<string, Waiter<T>[]>();
        for (const [key, waiters] of waiting) {
          if (batch.size >= maxBatch) break;
          batch.set(key, waiters);
        }
        for (const key of batch.keys()) waiting.delete(key);
        await answer(batch);
      }
    } finally {
      out = false;
    }
  };

  return (key) =>
    new Promise<T>((resolve, reject) => {
      const waiters = waiting.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else waiting.set(key, [{ resolve, reject }]);
      if (out) return;
      out = true;
      // After the requests read in this turn of the event loop have asked too: PGlite answers a query
      // within one turn, so "while one is out" alone would never gather a crowd.
      setImmediate(() => void run());
    });
}
