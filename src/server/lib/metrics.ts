import { Counter, collectDefaultMetrics, Registry } from 'prom-client';
import { SeriesHistogram } from './series-histogram.ts';

// Issue 28: what an operator scrapes from GET /metrics (Prometheus text format). Counters and the
// request histogram are per process, as Prometheus expects: each instance is scraped on its own and
// the server sums them. They live in one registry for the process, so code that counts (the outbox
// worker, the rate limits) needs no handle passed down. Gauges read from the database at scrape time
// (outbox depth and age, the connection pool) belong to one app and are registered per app
// (src/server/http/metrics.ts). The README lists every metric with a one-line meaning.

export const processRegistry = new Registry();

// Node's own: CPU, resident memory, heap, event-loop lag, GC, open handles.
collectDefaultMetrics({ register: processRegistry });

/**
 * Buckets from 5 ms to 10 s: the budgets (design.md §9) sit at 25 ms and 100 ms; uploads take ~250 ms.
 * Observed on every request, so it is our own histogram rather than prom-client's (decision 071).
 */
export const httpRequestDuration = new SeriesHistogram({
  name: 'http_request_duration_seconds',
  help: 'Time from request to response, by method, route pattern (never the raw path) and status class.',
  labelNames: ['method', 'route', 'status_class'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [processRegistry],
});

export type MessageResult = 'sent' | 'failed' | 'suppressed';

export const messagesTotal = new Counter({
  name: 'ligpit_messages_total',
  help: 'Outbox messages by channel and result: sent; failed (a send attempt refused or errored, retried later); suppressed (never sent: over budget or not a sendable address).',
  labelNames: ['channel', 'result'] as const,
  registers: [processRegistry],
});

/** Counts one message outcome; the channel is the outbox's (`sms` or `email`). */
export function countMessage(channel: string, result: MessageResult, by = 1): void {
  if (by > 0) messagesTotal.inc({ channel, result }, by);
}

export const rateLimitRefusals = new Counter({
  name: 'ligpit_rate_limit_refusals_total',
  help: 'Requests refused with 429 by a rate limit, by limiter (a named limiter, or the route it guards).',
  labelNames: ['limiter'] as const,
  registers: [processRegistry],
});
