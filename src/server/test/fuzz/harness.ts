import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse, RouteOptions } from 'fastify';
import { z } from 'zod';
import type { Auth } from '#src/server/auth/auth.ts';
import type { Database } from '#src/server/db/client.ts';
import {
  bodyFromSchema,
  type Hints,
  hostileString,
  hostileUrlText,
  type JsonSchema,
  nest,
  percentEncode,
  validFromSchema,
} from './arbitraries.ts';

// The fuzz suite's machinery: which requests exist (read from the live app and from Better Auth's
// own endpoint schemas), how to make them, and what every answer must satisfy.

export type PersonaName = 'anonymous' | 'customer' | 'admin' | 'draft';

export interface FuzzTarget {
  /** "PATCH /api/admin/events/:id" */
  name: string;
  method: string;
  /** The route's URL pattern, with `:name` parameters and Fastify's `*` wildcard. */
  url: string;
  params?: JsonSchema;
  query?: JsonSchema;
  body?: JsonSchema;
  /** Who sends it, weighted: staff routes are sent mostly as staff so the input reaches the handler. */
  personas: { persona: PersonaName; weight: number }[];
}

export interface FuzzRequest {
  method: string;
  url: string;
  persona: PersonaName;
  headers: Record<string, string>;
  payload?: string;
}

const bodyMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function toJsonSchema(schema: unknown): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

function personasFor(url: string): FuzzTarget['personas'] {
  if (url.startsWith('/api/admin')) {
    return [
      { persona: 'admin', weight: 8 },
      { persona: 'customer', weight: 1 },
      { persona: 'anonymous', weight: 1 },
    ];
  }
  if (url.startsWith('/api/auth')) {
    return [
      { persona: 'anonymous', weight: 3 },
      { persona: 'customer', weight: 2 },
      { persona: 'admin', weight: 1 },
    ];
  }
  return [
    { persona: 'anonymous', weight: 3 },
    // The browser that uploaded the fixture's draft photo: its edits and its submission go through.
    { persona: 'draft', weight: url.startsWith('/api/photos') || url.startsWith('/api/submissions') ? 6 : 2 },
    { persona: 'customer', weight: 1 },
    { persona: 'admin', weight: 1 },
  ];
}

/**
 * Every API route the app registered (seen through buildApp's onRoute), one target per method.
 * Better Auth's catch-all is left out here: `authTargets` expands it into its real endpoints.
 */
export function routeTargets(routes: RouteOptions[]): FuzzTarget[] {
  const targets: FuzzTarget[] = [];
  for (const route of routes) {
    if (!route.url.startsWith('/api/') || route.url === '/api/auth/*') continue;
    const schema = (route.schema ?? {}) as Record<string, unknown>;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      targets.push({
        name: `${method} ${route.url}`,
        method,
        url: route.url,
        params: toJsonSchema(schema.params),
        query: toJsonSchema(schema.querystring),
        body: toJsonSchema(schema.body),
        personas: personasFor(route.url),
      });
    }
  }
  return targets;
}

interface AuthEndpoint {
  path?: string;
  options?: { method?: string | string[]; body?: unknown; query?: unknown; metadata?: { SERVER_ONLY?: boolean } };
}

/** Every HTTP endpoint Better Auth serves under /api/auth, with the zod schemas it validates with. */
export function authTargets(auth: Auth): FuzzTarget[] {
  const targets: FuzzTarget[] = [];
  for (const endpoint of Object.values(auth.api as Record<string, AuthEndpoint>)) {
    const { path, options } = endpoint;
    if (!path || !options || options.metadata?.SERVER_ONLY) continue;
    const url = `/api/auth${path}`;
    for (const method of [options.method ?? 'GET'].flat()) {
      if (method !== 'GET' && method !== 'POST') continue; // the only methods our mount forwards
      targets.push({
        name: `${method} ${url}`,
        method,
        url,
        query: toJsonSchema(options.query),
        body: toJsonSchema(options.body),
        personas: personasFor(url),
      });
    }
  }
  return targets;
}

function paramNames(url: string): string[] {
  return [...url.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? '*');
}

function fillUrl(url: string, values: Record<string, string>): string {
  return url.replace(/:(\w+)|\*/g, (_all, name: string | undefined) => values[name ?? '*'] ?? '');
}

function serializeQuery(query: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      const text = typeof item === 'string' ? percentEncode(item) : percentEncode(JSON.stringify(item) ?? '');
      parts.push(`${percentEncode(key)}=${text}`);
    }
  }
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

const deepArray = `${'['.repeat(5000)}${']'.repeat(5000)}`;
const deepObject = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;

/** Bodies that are hostile as a whole: empty, not JSON, too deep, too large, the wrong content type. */
const hostileRawBody = fc.constantFrom<{ type?: string; payload: string }>(
  { type: 'application/json', payload: '' },
  { type: 'application/json', payload: 'null' },
  { type: 'application/json', payload: '[]' },
  { type: 'application/json', payload: '{}' },
  { type: 'application/json', payload: '"text"' },
  { type: 'application/json', payload: '1e400' },
  { type: 'application/json', payload: '{"possibleProfitCentavos":1e400,"itemCount":-1e400,"page":1e400}' },
  { type: 'application/json', payload: '{bad json' },
  { type: 'application/json', payload: '{"__proto__":{"role":"admin"}}' },
  { type: 'application/json', payload: '{"constructor":{"prototype":{"role":"admin"}}}' },
  { type: 'application/json', payload: deepArray },
  { type: 'application/json', payload: deepObject },
  { type: 'application/json', payload: JSON.stringify(nest(33)) },
  { type: 'application/json', payload: JSON.stringify({ name: 'x'.repeat(70 * 1024) }) },
  { type: 'application/json; charset=utf-16', payload: '{}' },
  { type: 'text/plain', payload: 'a\u0000b' },
  { type: 'text/plain', payload: 'hello' },
  { type: 'application/x-www-form-urlencoded', payload: 'name=a%00b&email=x' },
  {
    type: 'multipart/form-data; boundary=x',
    payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n',
  },
  { type: 'application/xml', payload: '<a/>' },
  { payload: '{"a":1}' },
);

/** Requests for one target: URL parameters, query and body built from its schemas and the hints. */
export function requestArbitrary(target: FuzzTarget, hints: Hints): fc.Arbitrary<FuzzRequest> {
  const names = paramNames(target.url);
  const paramValue = (name: string) => {
    const schema = target.params?.properties?.[name] ?? { type: 'string' };
    return fc.oneof(
      { weight: 4, arbitrary: validFromSchema(schema, hints, name).map((v) => percentEncode(String(v))) },
      { weight: 2, arbitrary: hostileUrlText },
    );
  };
  const params = fc.record(Object.fromEntries(names.map((name) => [name, paramValue(name)])));
  const query = target.query
    ? fc.oneof(
        { weight: 4, arbitrary: bodyFromSchema(target.query, hints).map(queryOf) },
        { weight: 1, arbitrary: hostileUrlText.map((text) => `?q=${text}&page=${text}`) },
      )
    : fc.oneof(
        { weight: 8, arbitrary: fc.constant('') },
        { weight: 1, arbitrary: hostileUrlText.map((t) => `?x=${t}`) },
      );
  const persona = fc.oneof(...target.personas.map((p) => ({ weight: p.weight, arbitrary: fc.constant(p.persona) })));
  const jsonBody = (target.body ? bodyFromSchema(target.body, hints) : fc.constant({})).map((value) => ({
    type: 'application/json' as string | undefined,
    payload: JSON.stringify(value) ?? 'null',
  }));
  const body = bodyMethods.has(target.method)
    ? fc.oneof({ weight: 8, arbitrary: jsonBody }, { weight: 2, arbitrary: hostileRawBody })
    : fc.constant(undefined);
  const idempotencyKey = fc.oneof(
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 3, arbitrary: fc.stringMatching(/^[A-Za-z0-9_-]{8,40}$/) },
    { weight: 1, arbitrary: hostileString.filter((s) => /^[\x20-\x7e]*$/.test(s)) },
  );
  const foreignOrigin = fc.oneof(
    { weight: 19, arbitrary: fc.constant(false) },
    { weight: 1, arbitrary: fc.constant(true) },
  );

  return fc
    .record({ params, query, persona, body, idempotencyKey, foreignOrigin })
    .map(({ params: values, query: search, persona: who, body: sent, idempotencyKey: key, foreignOrigin: foreign }) => {
      const headers: Record<string, string> = {};
      if (sent?.type) headers['content-type'] = sent.type;
      if (key !== undefined) headers['idempotency-key'] = key;
      if (foreign) headers.origin = 'https://evil.example';
      return {
        method: target.method,
        url: fillUrl(target.url, values) + search,
        persona: who,
        headers,
        ...(sent ? { payload: sent.payload } : {}),
      };
    });
}

function queryOf(value: unknown): string {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? serializeQuery(value as Record<string, unknown>)
    : `?q=${percentEncode(String(JSON.stringify(value)))}`;
}

/**
 * The findings of the fuzzing campaign as fixed requests, run before the random ones: a valid
 * request, then every body
 * field in turn set to a NUL, a lone surrogate, an out-of-range number, a year-0 date and null;
 * an empty body; a 5,000-deep body; NUL and surrogate escapes in each URL parameter and the query.
 */
export function knownAttacks(target: FuzzTarget, hints: Hints, persona: PersonaName): FuzzRequest[] {
  const names = paramNames(target.url);
  const validParams = Object.fromEntries(
    names.map((name) => {
      const schema = target.params?.properties?.[name] ?? { type: 'string' };
      const [value] = fc.sample(validFromSchema(schema, hints, name), { numRuns: 1, seed: 13 });
      return [name, percentEncode(String(value))];
    }),
  );
  const url = fillUrl(target.url, validParams);
  const base = (payload?: string, at = url): FuzzRequest => ({
    method: target.method,
    url: at,
    persona,
    headers: payload === undefined ? {} : { 'content-type': 'application/json', 'idempotency-key': 'fuzz-known-1' },
    ...(payload === undefined ? {} : { payload }),
  });
  const attacks: FuzzRequest[] = [];
  for (const name of names) {
    for (const bad of ['%00', '%ED%A0%80', 'a%00b'])
      attacks.push(base(undefined, fillUrl(target.url, { ...validParams, [name]: bad })));
  }
  for (const key of Object.keys(target.query?.properties ?? { q: {} })) {
    attacks.push(base(undefined, `${url}?${key}=%00`), base(undefined, `${url}?${key}=%ED%A0%80`));
  }
  if (bodyMethods.has(target.method)) {
    const [valid] = target.body
      ? fc.sample(validFromSchema(target.body, hints), { numRuns: 1, seed: 13 })
      : [{} as unknown];
    // The unchanged valid body first (it reaches the handler), then the attacks on it.
    attacks.push(base(JSON.stringify(valid)), base('{}'), base(deepArray), base(deepObject));
    const fields = Object.keys(target.body?.properties ?? {});
    const record = typeof valid === 'object' && valid !== null && !Array.isArray(valid) ? valid : {};
    for (const field of fields) {
      for (const bad of ['a\u0000b', '\ud800', '0000-01-01', 1e308, 2 ** 31, 21_474_836.48, -1, null, [], {}]) {
        attacks.push(base(JSON.stringify({ ...record, [field]: bad })));
      }
    }
  }
  return attacks.map((request) => ({ ...request, url: request.url.replace(/\?$/, '') }));
}

/**
 * What changes when something is written, per table: the row count and the sum of the rows'
 * `xmin` (the transaction that wrote each row version), so an insert, an update and a delete all
 * show, at the cost of reading no column.
 */
export async function tableFingerprint(database: Database): Promise<Record<string, string>> {
  const tables = ['submissions', 'photos', 'status_changes', 'notifications', 'admin_notes', 'events', 'user'];
  const columns = tables.map(
    (table) => `(select count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) from "${table}") as "${table}"`,
  );
  const result = await database.db.execute(sql.raw(`select ${columns.join(', ')}`));
  return (result as unknown as { rows: Record<string, string>[] }).rows[0]!;
}

/** Why an answer breaks the contract (design.md §8 and issue 13), or undefined when it keeps it. */
export function contractProblem(
  request: FuzzRequest,
  res: LightMyRequestResponse,
  before: Record<string, string>,
  after: Record<string, string>,
): string | undefined {
  const status = res.statusCode;
  if (status >= 500) return `answered ${status}`;
  const path = request.url.split('?')[0]!;
  if (/^\/api\/(admin|me|auth)(\/|$)/.test(path) && res.headers['cache-control'] !== 'no-store') {
    return `cache-control is ${String(res.headers['cache-control'])}, not no-store`;
  }
  if (status < 400) return undefined;
  if (!String(res.headers['content-type'] ?? '').startsWith('application/json')) {
    return `a ${status} answer of type ${String(res.headers['content-type'])}`;
  }
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    return `a ${status} answer that is not JSON`;
  }
  const shaped = body as { error?: unknown; message?: unknown } | null;
  if (
    typeof shaped !== 'object' ||
    shaped === null ||
    typeof shaped.error !== 'string' ||
    shaped.error === '' ||
    typeof shaped.message !== 'string' ||
    shaped.message === ''
  ) {
    return `a ${status} answer not in the { error, message } shape`;
  }
  const changed = Object.keys(before).filter((table) => before[table] !== after[table]);
  if (changed.length > 0) return `a ${status} answer that still wrote to ${changed.join(', ')}`;
  return undefined;
}

/** A request and its answer, cut short, for a failure message. */
export function describeExchange(request: FuzzRequest, res: LightMyRequestResponse | undefined): string {
  const cut = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text);
  return [
    `${request.method} ${cut(request.url)} as ${request.persona}`,
    `headers ${JSON.stringify(request.headers)}`,
    request.payload === undefined ? 'no body' : `body ${cut(JSON.stringify(request.payload))}`,
    res ? `→ ${res.statusCode} ${cut(res.body)}` : '→ no answer',
  ].join('\n');
}

/** Sends one request as its persona; `cookieOf` supplies the persona's current cookie. */
export function send(
  app: FastifyInstance,
  request: FuzzRequest,
  cookie: string | undefined,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: { ...request.headers, ...(cookie ? { cookie } : {}) },
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
}
