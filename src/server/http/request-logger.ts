import type { FastifyBaseLogger } from 'fastify';

type Bindings = Record<string, unknown>;
type LevelName = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
const levelNames: ReadonlySet<string> = new Set<LevelName>(['fatal', 'error', 'warn', 'info', 'debug', 'trace']);
const noop = () => {};

/**
 * Fastify's `childLoggerFactory` (decision 068): a request's logger (`request.log`, with its request
 * id) is made when the request first logs at an enabled level, not for every request. pino runs the
 * redaction paths (app.ts: the personal fields at three depths) over a child's bindings as it makes
 * it, ~8 µs of the lookup's ~70; at `warn` most requests log nothing. Once made it is pino's own
 * child, so what a line carries and what is redacted do not change.
 */
export function lazyRequestLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  opts: Parameters<FastifyBaseLogger['child']>[1],
): FastifyBaseLogger {
  // pino's numbers for its levels; Fastify passes the route's level (the app's unless a route sets
  // one), and the child logs at that level, so that is the one a line is checked against.
  const values = (logger as { levels?: { values: Record<string, number> } }).levels?.values;
  if (values === undefined) return logger.child(bindings, opts); // not pino: as Fastify does
  const threshold = values[opts?.level ?? logger.level] ?? 0;
  let child: FastifyBaseLogger | undefined;
  const made = () => {
    child ??= logger.child(bindings, opts);
    return child;
  };
  // Once made, its methods are handed out bound to it, so pino reads its own fields, not the proxy's.
  const bound = new Map<PropertyKey, unknown>();
  return new Proxy(logger, {
    get(_target, key) {
      if (child !== undefined) {
        const value: unknown = Reflect.get(child, key, child);
        if (typeof value !== 'function') return value;
        let fn = bound.get(key);
        if (fn === undefined) {
          fn = value.bind(child);
          bound.set(key, fn);
        }
        return fn;
      }
      if (typeof key === 'string' && levelNames.has(key)) {
        if ((values[key] ?? 0) < threshold) return noop;
        return (...args: unknown[]) => (made()[key as LevelName] as (...a: unknown[]) => void)(...args);
      }
      // Fastify checks that `child` is a function on every request: asking for it makes nothing yet.
      if (key === 'child') return (...args: Parameters<FastifyBaseLogger['child']>) => made().child(...args);
      return Reflect.get(made(), key, child);
    },
    set(_target, key, value) {
      bound.clear();
      return Reflect.set(made(), key, value);
    },
  });
}
