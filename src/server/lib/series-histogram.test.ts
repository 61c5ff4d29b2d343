import { Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { SeriesHistogram } from './series-histogram.ts';

const buckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const labelNames = ['method', 'route', 'status_class'] as const;
const config = { name: 'http_request_duration_seconds', help: 'Time from request to response.', labelNames, buckets };

/** Our histogram and prom-client's, each in its own registry, fed the same observations. */
function pair() {
  const ours = new Registry();
  const theirs = new Registry();
  const histogram = new SeriesHistogram({ ...config, registers: [ours] });
  const reference = new Histogram({ ...config, registers: [theirs] });
  const observe = (values: [string, string, string], seconds: number) => {
    histogram.series(...values).observe(seconds);
    reference.labels(...values).observe(seconds);
  };
  return { ours, theirs, histogram, observe };
}

// Every bucket, both sides of and on its bound, past the last one, and 0.
const durations = [0, 0.001, 0.005, 0.0051, 0.01, 0.02, 0.025, 0.04, 0.05, 0.07, 0.1, 0.2, 0.25, 0.3, 0.5];
durations.push(0.7, 1, 2, 2.5, 3, 5, 7, 10, 10.5, 60, 0.1 + 0.2);

describe('SeriesHistogram', () => {
  it('writes the same text as prom-client’s Histogram, series by series and line by line', async () => {
    const { ours, theirs, observe } = pair();
    for (const [i, seconds] of durations.entries()) {
      observe(['GET', '/api/track/*', i % 4 === 0 ? '4xx' : '2xx'], seconds);
      if (i % 3 === 0) observe(['HEAD', '/api/track/*', '2xx'], seconds * 3);
    }
    // A label value the text format must escape.
    observe(['GET', 'unmatched "quoted" \\ back\nslash', '5xx'], 0.042);
    const text = await ours.metrics();
    expect(text.split('\n')).toEqual((await theirs.metrics()).split('\n'));
    expect(text).toContain(
      'http_request_duration_seconds_bucket{le="+Inf",method="HEAD",route="/api/track/*",status_class="2xx"} 9',
    );
  });

  it('reads the same merged with another registry, as GET /metrics reads it', async () => {
    const { ours, theirs, observe } = pair();
    observe(['GET', '/api/health', '2xx'], 0.003);
    const other = new Registry();
    const merged = async (registry: Registry) => Registry.merge([registry, other]).metrics();
    expect(await merged(ours)).toBe(await merged(theirs));
  });

  it('lists no series before its first observation, and none again after a reset until observed', async () => {
    const { ours, theirs, histogram, observe } = pair();
    const kept = histogram.series('GET', '/api/track/*', '2xx');
    expect(await ours.metrics()).toBe(await theirs.metrics());
    expect(await ours.metrics()).not.toContain('_count');

    observe(['GET', '/api/track/*', '2xx'], 0.02);
    ours.resetMetrics();
    theirs.resetMetrics();
    expect(await ours.metrics()).toBe(await theirs.metrics());

    kept.observe(0.3);
    expect(await ours.metrics()).toContain(
      'http_request_duration_seconds_count{method="GET",route="/api/track/*",status_class="2xx"} 1',
    );
    expect(await ours.metrics()).toContain(
      'http_request_duration_seconds_bucket{le="0.25",method="GET",route="/api/track/*",status_class="2xx"} 0',
    );
  });

  it('gives the one series for the same label values, and refuses the wrong number of them', () => {
    const { histogram } = pair();
    expect(histogram.series('GET', '/a', '2xx')).toBe(histogram.series('GET', '/a', '2xx'));
    expect(histogram.series('GET', '/a', '2xx')).not.toBe(histogram.series('GET', '/a', '4xx'));
    expect(() => histogram.series('GET', '/a')).toThrow(/expected 3 label values/);
  });

  it('refuses a second metric of its name in a registry, as prom-client does', () => {
    const registry = new Registry();
    new SeriesHistogram({ ...config, registers: [registry] });
    expect(() => new Histogram({ ...config, registers: [registry] })).toThrow(/already been registered/);
  });
});
