import type { Metric, Registry } from 'prom-client';

/**
 * One label set's counts: what a request adds to on its way out. Bucket counts are per bucket (not
 * cumulative) and summed up at scrape time, so an observation touches one slot, the sum and the count.
 */
export class HistogramSeries {
  readonly counts: Float64Array;
  sum = 0;
  count = 0;

  constructor(
    private readonly bounds: readonly number[],
    readonly labels: Readonly<Record<string, string>>,
  ) {
    this.counts = new Float64Array(bounds.length);
  }

  observe(value: number): void {
    const bounds = this.bounds;
    let i = 0;
    while (i < bounds.length && value > bounds[i]!) i++;
    // Past the last bound: only +Inf (the count) has it, as in prom-client.
    if (i < bounds.length) this.counts[i]! += 1;
    this.sum += value;
    this.count += 1;
  }
}

/** One line of the text format, in the shape prom-client's own `Histogram.get()` gives it. */
interface HistogramValue {
  labels: Record<string, string | number>;
  value: number;
  metricName: string;
}

/**
 * A histogram for the request path (decision 071): prom-client's `Histogram` checks and hashes the
 * labels and keys the bucket by its bound as a string on every `observe`, ~4.7 µs a request on the
 * tracking lookup (decision 068); a series here is an object the caller keeps, and observing is a
 * scan of the bounds and three additions.
 *
 * It registers with prom-client's registry as a metric of its own, and answers `get()` with the
 * values prom-client's `Histogram` would: same name, help, type, label order, buckets (cumulative,
 * then `+Inf`), `_sum` and `_count`, so `/metrics` reads the same line for line (a test compares them).
 */
export class SeriesHistogram<Label extends string> {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  readonly name: string;
  readonly help: string;
  readonly labelNames: readonly Label[];
  readonly buckets: readonly number[];
  #series = new Map<string, HistogramSeries>();

  constructor(config: {
    name: string;
    help: string;
    labelNames: readonly Label[];
    buckets: readonly number[];
    registers: Registry[];
  }) {
    this.name = config.name;
    this.help = config.help;
    this.labelNames = config.labelNames;
    this.buckets = [...config.buckets].sort((a, b) => a - b);
    // The registry only reads name, get() and reset(); its type names prom-client's own four classes.
    for (const registry of config.registers) registry.registerMetric(this as unknown as Metric);
  }

  /** The series of these label values (in `labelNames` order), made on first use; keep it. */
  series(...values: string[]): HistogramSeries {
    const key = values.join('\u0000');
    let series = this.#series.get(key);
    if (series === undefined) {
      if (values.length !== this.labelNames.length) {
        throw new Error(`${this.name}: expected ${this.labelNames.length} label values, got ${values.length}`);
      }
      const labels: Record<string, string> = {};
      for (const [i, name] of this.labelNames.entries()) labels[name] = values[i]!;
      series = new HistogramSeries(this.buckets, labels);
      this.#series.set(key, series);
    }
    return series;
  }

  /**
   * Drops every series' counts (prom-client's `Registry.resetMetrics`): they are listed again from
   * their next observation, as prom-client's are; callers keep their series.
   */
  reset(): void {
    for (const series of this.#series.values()) {
      series.counts.fill(0);
      series.sum = 0;
      series.count = 0;
    }
  }

  /** What the registry writes out; a series is listed once it has an observation, as in prom-client. */
  async get(): Promise<{ name: string; help: string; type: 'histogram'; aggregator: 'sum'; values: HistogramValue[] }> {
    const values: HistogramValue[] = [];
    const bucketName = `${this.name}_bucket`;
    for (const series of this.#series.values()) {
      if (series.count === 0) continue;
      let cumulative = 0;
      for (const [i, le] of this.buckets.entries()) {
        cumulative += series.counts[i]!;
        values.push({ labels: { le, ...series.labels }, value: cumulative, metricName: bucketName });
      }
      values.push({ labels: { le: '+Inf', ...series.labels }, value: series.count, metricName: bucketName });
      values.push({ labels: { ...series.labels }, value: series.sum, metricName: `${this.name}_sum` });
      values.push({ labels: { ...series.labels }, value: series.count, metricName: `${this.name}_count` });
    }
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values };
  }
}
