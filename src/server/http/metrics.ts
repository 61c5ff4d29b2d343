import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, onResponseHookHandler } from 'fastify';
import { Gauge, Registry } from 'prom-client';
import { z } from 'zod';
import type { Database } from '#src/server/db/client.ts';
import { httpRequestDuration, processRegistry, rateLimitRefusals } from '#src/server/lib/metrics.ts';
import type { HistogramSeries } from '#src/server/lib/series-histogram.ts';
import { appError } from './errors.ts';
import { errorResponse } from './openapi-responses.ts';

export const metricsPath = '/metrics';

/** The outbox's channels: always reported, so a gauge that went up is seen to come back to 0. */
const channels = ['sms', 'email'] as const;

export interface OutboxDepth {
  channel: string;
  /** Rows not yet sent: waiting (`pending`) or being sent now (`sending`). */
  pending: number;
  /** Seconds since the oldest of them was queued; null when there is none. */
  oldestSeconds: number | null;
}

export interface MetricsOptions {
  database: Database;
  /** METRICS_TOKEN: when set, a scrape must carry it as a bearer token; else only loopback may scrape. */
  token: string | undefined;
  /** Reads the outbox's depth and age per channel (one grouped query, at scrape time). */
  outboxDepth: () => Promise<OutboxDepth[]>;
}

const limiterKey = Symbol('ligpit.limiter');
type WithLimiter = FastifyRequest & { [limiterKey]?: string };

/** Names the limiter that refused this request, for ligpit_rate_limit_refusals_total. */
export function markRefusedBy(request: FastifyRequest, limiter: string): void {
  (request as WithLimiter)[limiterKey] = limiter;
}

/** "2xx", "4xx"…: the class, so a label never multiplies by every status a route answers. */
function statusClass(status: number): string {
  return `${Math.floor(status / 100)}xx`;
}

/** Method, then status class (1–5), to the series: no key to build on the way out. */
type SeriesByMethod = Map<string, (HistogramSeries | undefined)[]>;

/**
 * The request histogram's series of one route pattern, made on first use and kept, so observing
 * is a Map lookup, an array index and the series' own arithmetic (decisions 068, 071).
 */
function routeSeries(route: string): (method: string, status: number) => HistogramSeries {
  const byMethod: SeriesByMethod = new Map();
  return (method, status) => {
    let byClass = byMethod.get(method);
    if (byClass === undefined) {
      byClass = [];
      byMethod.set(method, byClass);
    }
    const index = Math.floor(status / 100);
    let series = byClass[index];
    if (series === undefined) {
      series = httpRequestDuration.series(method, route, statusClass(status));
      byClass[index] = series;
    }
    return series;
  };
}

function countRefusal(request: FastifyRequest, route: string): void {
  rateLimitRefusals.inc({ limiter: (request as WithLimiter)[limiterKey] ?? `route ${request.method} ${route}` });
}

/**
 * Issue 28: request metrics on every answer. The route label is the route's pattern
 * (`/api/photos/:id/file`), never the raw path, so a tracking number never becomes a label
 * (no user data, and no unbounded series). Registered before the routes, with the other edge hooks.
 *
 * Each route gets its own `onResponse` hook with its pattern closed over (decision 068): an app-wide
 * hook had to ask `request.routeOptions`, a getter that builds a twelve-field object on every call.
 * What no route answers (the not-found handler, which `callNotFound` also hands over to) is counted
 * by one app-wide hook as `unmatched`; on a route's request it returns at once.
 */
export function registerRequestMetrics(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const series = routeSeries(route.url);
    // Runs only while the request is this route's: after `callNotFound` the not-found handler's run.
    const onResponse: onResponseHookHandler = (request, reply, done) => {
      series(request.method, reply.statusCode).observe(reply.elapsedTime / 1000);
      if (reply.statusCode === 429) countRefusal(request, route.url);
      done();
    };
    route.onResponse = [...toArray(route.onResponse), onResponse];
  });
  const unmatched = routeSeries('unmatched');
  app.addHook('onResponse', (request, reply, done) => {
    if (request.is404) {
      unmatched(request.method, reply.statusCode).observe(reply.elapsedTime / 1000);
      if (reply.statusCode === 429) countRefusal(request, 'unmatched');
    }
    done();
  });
}

function toArray<T>(value: T | T[] | undefined): T[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

/** GET /metrics in the Prometheus text format, with this app's gauges read at scrape time. */
export function registerMetricsRoute(app: FastifyInstance, opts: MetricsOptions): void {
  const appRegistry = new Registry();
  new Gauge({
    name: 'ligpit_outbox_pending',
    help: 'Outbox messages not yet sent (waiting, retrying or being sent), by channel.',
    labelNames: ['channel'] as const,
    registers: [appRegistry],
    async collect() {
      const depth = await opts.outboxDepth();
      for (const channel of channels) this.set({ channel }, depth.find((d) => d.channel === channel)?.pending ?? 0);
    },
  });
  new Gauge({
    name: 'ligpit_outbox_oldest_pending_seconds',
    help: 'Age of the oldest outbox message not yet sent, by channel; 0 when none waits.',
    labelNames: ['channel'] as const,
    registers: [appRegistry],
    async collect() {
      const depth = await opts.outboxDepth();
      for (const channel of channels) {
        this.set({ channel }, depth.find((d) => d.channel === channel)?.oldestSeconds ?? 0);
      }
    },
  });
  new Gauge({
    name: 'ligpit_db_pool_connections',
    help: 'Database connections by state: total open, idle, and queries waiting for one (PGlite: one connection).',
    labelNames: ['state'] as const,
    registers: [appRegistry],
    collect() {
      const stats = opts.database.poolStats();
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  new Gauge({
    name: 'ligpit_db_pool_max',
    help: 'The most connections the pool opens.',
    registers: [appRegistry],
    collect() {
      this.set(opts.database.poolStats().max);
    },
  });

  app.get(
    metricsPath,
    {
      schema: {
        summary: 'Prometheus metrics of this instance',
        description:
          'The Prometheus text format. Needs `Authorization: Bearer $METRICS_TOKEN`; with no METRICS_TOKEN set, ' +
          'only a request from this machine that no proxy forwarded. README lists every metric.',
        tags: ['health'],
        response: {
          200: { description: 'The metrics.', content: { 'text/plain': { schema: z.string() } } },
          401: errorResponse('No token, or a wrong one (UNAUTHENTICATED).'),
        },
      },
    },
    async (request, reply) => {
      if (!mayScrape(request, opts.token)) {
        reply.header('www-authenticate', 'Bearer');
        throw appError('UNAUTHENTICATED', 'core.operatorTokenRequired');
      }
      const merged = Registry.merge([processRegistry, appRegistry]);
      const text = await merged.metrics();
      return sendText(reply, merged.contentType, text);
    },
  );
}

function sendText(reply: FastifyReply, contentType: string, text: string) {
  return reply.header('cache-control', 'no-store').type(contentType).send(text);
}

/**
 * With a token: that bearer token, compared in constant time. Without one: the request must come
 * from loopback and carry no forwarding header, since behind a reverse proxy on this machine every
 * visitor arrives from loopback (set METRICS_TOKEN there).
 */
export function mayScrape(request: FastifyRequest, token: string | undefined): boolean {
  if (token) {
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    const a = Buffer.from(given);
    const b = Buffer.from(token);
    return a.length === b.length && timingSafeEqual(a, b);
  }
  const forwarded = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  return !forwarded && isLoopback(request.socket.remoteAddress ?? '');
}

export function isLoopback(address: string): boolean {
  return address === '::1' || /^(::ffff:)?127\./.test(address);
}
