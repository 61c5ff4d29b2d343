import type { FastifyBaseLogger } from 'fastify';

type Bindings = Record<string, unknown>;
type ChildOptions = Parameters<FastifyBaseLogger['child']>[1];
type LevelName = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/**
 * A request's logger until it first logs a line that is due: then pino's own child, made once.
 * One object a request and its methods on the prototype: a proxy or per-request closures cost
 * about what they saved (measured in decision 068).
 */
class LazyChild implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildOptions,
    private readonly values: Record<string, number>,
    private readonly threshold: number,
  ) {}

  #made(): FastifyBaseLogger {
    this.#child ??= this.parent.child(this.bindings, this.options);
    return this.#child;
  }

  #log(level: LevelName, args: unknown[]): void {
    if (this.#child === undefined && (this.values[level] ?? 0) < this.threshold) return;
    (this.#made()[level] as (...a: unknown[]) => void)(...args);
  }

  get level(): string {
    return this.#child?.level ?? this.options?.level ?? this.parent.level;
  }
  set level(level: string) {
    this.#made().level = level;
  }
  fatal(...args: unknown[]): void {
    this.#log('fatal', args);
  }
  error(...args: unknown[]): void {
    this.#log('error', args);
  }
  warn(...args: unknown[]): void {
    this.#log('warn', args);
  }
  info(...args: unknown[]): void {
    this.#log('info', args);
  }
  debug(...args: unknown[]): void {
    this.#log('debug', args);
  }
  trace(...args: unknown[]): void {
    this.#log('trace', args);
  }
  silent(): void {}
  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.#made().child(bindings, options);
  }
}

/**
 * Fastify's `childLoggerFactory` (decision 068): a request's logger (`request.log`, with its request
 * id) is made when the request first logs at an enabled level, not for every request. pino runs the
 * redaction paths (app.ts: the personal fields at three depths) over a child's bindings as it makes
 * it, ~8 µs a lookup; at `warn` most requests log nothing. Once made it is pino's own child, so what
 * a line carries and what is redacted do not change.
 */
export function lazyRequestLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  opts: ChildOptions,
): FastifyBaseLogger {
  // pino's numbers for its levels; Fastify passes the route's level (the app's unless a route sets
  // one), and the child logs at that level, so that is the one a line is checked against.
  const values = (logger as { levels?: { values: Record<string, number> } }).levels?.values;
  if (values === undefined) return logger.child(bindings, opts); // not pino: as Fastify does
  const threshold = values[opts?.level ?? logger.level] ?? 0;
  return new LazyChild(logger, bindings, opts, values, threshold);
}
