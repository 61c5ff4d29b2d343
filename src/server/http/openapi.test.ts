import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import Ajv2020 from 'ajv/dist/2020.js';
import type { InjectOptions, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { $ZodType } from 'zod/v4/core';
import { registeredRoutes } from '#src/server/test/routes.ts';
import { createSignedInUser, type TestUser } from '#src/server/test/sessions.ts';
import { createTestApp, type TestApp } from '#src/server/test/test-app.ts';
import { apiErrorSchema } from '#src/shared/core/api-error.schema.ts';
import type { ApiErrorBody } from '#src/shared/core/app-error.ts';
import { apiDocsPath, documentedPath, type OpenApiDocument, openApiPath, routesOf } from './openapi.ts';

// Checked by `npm run typecheck`: every body the error handler builds fits the documented schema
// (its named fields; the schema lets any other through).
type NamedFields<T> = { [K in keyof T as string extends K ? never : K]: T[K] };
const _errorBodyFitsTheSchema = (body: ApiErrorBody): NamedFields<z.input<typeof apiErrorSchema>> => body;

// A tiny fake build, so @fastify/static registers its file routes as in production.
function makeWebRoot(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ligpit-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<div id="root"></div>');
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1);');
  return dir;
}

/** The files a build serves, as the URLs @fastify/static registers for them. */
function staticUrls(root: string): Set<string> {
  const urls = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else urls.add(`/${path.relative(root, full).split(path.sep).join('/')}`);
    }
  };
  walk(root);
  return urls;
}

// Routes that carry no request body although their method could: the reason each needs none.
const noBody: Record<string, string> = {
  'POST /api/submissions/:trackingNumber/resend': 'the tracking number in the path is the whole request',
  'POST /api/submissions/:trackingNumber/cancel': 'the tracking number in the path is the whole request',
};

// Better Auth's catch-all: its concrete paths come from Better Auth's own description (checked below).
const authCatchAll = '/api/auth/*';

type Operation = {
  summary?: string;
  tags?: string[];
  parameters?: { name: string; in: string; schema?: unknown }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>;
};

function operationOf(doc: OpenApiDocument, method: string, url: string): Operation | undefined {
  const item = doc.paths?.[url] as Record<string, Operation> | undefined;
  return item?.[method.toLowerCase()];
}

describe('the API description (/api/openapi.json)', () => {
  let t: TestApp;
  let doc: OpenApiDocument;
  let admin: TestUser;
  const webRoot = makeWebRoot();

  beforeAll(async () => {
    t = await createTestApp({
      env: { DATA_DIR: path.join(os.tmpdir(), `ligpit-openapi-${process.pid}`) },
      deps: { webRoot },
    });
    admin = await createSignedInUser(t.app, t.database.db, { role: 'admin' });
    const res = await t.app.inject({ method: 'GET', url: openApiPath });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    doc = res.json();
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc));
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);

    // The official schema leaves schema objects open; each must be a JSON Schema (2020-12) itself.
    const ajv = new Ajv2020({ strict: false });
    const invalid: string[] = [];
    const visit = (node: unknown, at: string) => {
      if (node === null || typeof node !== 'object') return;
      for (const [key, child] of Object.entries(node)) {
        if (key === 'schema' && child && typeof child === 'object' && !ajv.validateSchema(child)) invalid.push(at);
        visit(child, `${at}/${key}`);
      }
    };
    visit(doc.paths, '#/paths');
    for (const [name, schema] of Object.entries(doc.components?.schemas ?? {})) {
      if (!ajv.validateSchema(schema as object)) invalid.push(`#/components/schemas/${name}`);
    }
    expect(invalid).toEqual([]);
  });

  it('declares each path template’s parameters, which the JSON Schema of OpenAPI cannot check', () => {
    const problems: string[] = [];
    for (const [url, item] of Object.entries(doc.paths ?? {})) {
      const inTemplate = [...url.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]).sort();
      for (const [method, op] of Object.entries(item as Record<string, Operation>)) {
        const declared = (op.parameters ?? [])
          .filter((p) => p.in === 'path')
          .map((p) => p.name)
          .sort();
        if (JSON.stringify(declared) !== JSON.stringify(inTemplate)) {
          problems.push(`${method.toUpperCase()} ${url}: path has ${inTemplate}, parameters ${declared}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('lists every public, admin and auth path', () => {
    const listed = Object.entries(doc.paths ?? {}).flatMap(([url, item]) =>
      Object.keys(item ?? {}).map((method) => `${method.toUpperCase()} ${url}`),
    );
    // design.md §4's public calls and the staff API, by name, so a path that goes missing is noticed here too.
    const expected = [
      'GET /api/health',
      'POST /api/photos',
      'PATCH /api/photos/{id}',
      'DELETE /api/photos/{id}',
      'GET /api/photos/{id}/file',
      'GET /api/photos/{id}/thumb',
      'GET /api/photos/{id}/analysis',
      'POST /api/analyze-image',
      'POST /api/submissions',
      'GET /api/submissions/{trackingNumber}/receipt',
      'POST /api/submissions/{trackingNumber}/resend',
      'GET /api/track/{trackingNumber}',
      'GET /tracking-result/{trackingId}',
      'GET /event/{venue}/tracking-result/{trackingId}',
      'GET /api/admin/stats',
      'GET /api/admin/submissions',
      'GET /api/admin/submissions/{trackingNumber}',
      'PUT /api/admin/submissions/{trackingNumber}/notes',
      'POST /api/admin/submissions/{trackingNumber}/status',
      'GET /api/admin/photos',
      'PATCH /api/admin/photos/{id}',
      'DELETE /api/admin/photos/{id}',
      'GET /api/admin/events',
      'POST /api/admin/events',
      'PATCH /api/admin/events/{id}',
      'GET /api/pickup-availability',
      'POST /api/admin/submissions/{trackingNumber}/on-the-way',
      'GET /api/submissions/{trackingNumber}/manage',
      'POST /api/submissions/{trackingNumber}/cancel',
      'POST /api/submissions/{trackingNumber}/reschedule',
      'GET /api/admin/pickup-windows',
      'POST /api/admin/pickup-windows',
      'PATCH /api/admin/pickup-windows/{id}',
      'POST /api/admin/pickup-day-limits',
      'DELETE /api/admin/pickup-day-limits/{id}',
      'GET /api/admin/pickup-availability',
      'GET /api/impact',
      'GET /api/impact/{token}',
      'GET /api/admin/partners',
      'POST /api/admin/partners',
      'PATCH /api/admin/partners/{id}',
      'DELETE /api/admin/partners/{id}',
      'GET /api/admin/submissions/{trackingNumber}/outcomes',
      'PUT /api/admin/submissions/{trackingNumber}/outcomes',
      'GET /api/admin/reports/outcomes',
      'GET /api/admin/reports/export.csv',
      'POST /api/auth/sign-up/email',
      'POST /api/auth/sign-in/email',
      'POST /api/auth/sign-out',
      'GET /api/auth/get-session',
      'POST /api/auth/request-password-reset',
      'POST /api/auth/reset-password',
      'GET /api/auth/verify-email',
      'POST /api/auth/send-verification-email',
      'GET /api/openapi.json',
      'GET /api/docs',
    ];
    expect(expected.filter((op) => !listed.includes(op))).toEqual([]);
    // Better Auth's paths are all under its mount, described by Better Auth itself.
    const auth = listed.filter((op) => op.split(' ')[1]!.startsWith('/api/auth/'));
    expect(auth.length).toBeGreaterThan(8);
    for (const op of auth) {
      const [method, url] = op.split(' ');
      expect(operationOf(doc, method!, url!)?.tags, op).toEqual(['accounts']);
      // The catch-all that mounts Better Auth routes these two methods only (auth.public.routes.ts).
      expect(['GET', 'POST'], op).toContain(method);
    }
  });

  it('documents every route of the live route tree: summary, tags, request and answers', () => {
    const tree = registeredRoutes(t.app.printRoutes());
    const options = routesOf(t.app);
    const files = staticUrls(webRoot);
    expect(tree).toContain('GET /api/track/*');
    expect(tree).toContain('POST /api/photos');

    const problems: string[] = [];
    for (const route of tree) {
      const [method, url] = route.split(' ') as [string, string];
      // @fastify/static's file routes (not an API; the SPA's history fallback is the not-found
      // handler, not a route) and Better Auth's catch-all (its concrete paths are checked above).
      if (files.has(url) || url === authCatchAll) continue;
      const found = options.find((o) => o.url === url && ([] as string[]).concat(o.method).includes(method));
      if (!found) {
        problems.push(`${route}: registered before registerOpenApi, so not documented`);
        continue;
      }
      problems.push(...schemaProblems(route, found));
      const op = operationOf(doc, method, documentedPath(url));
      if (!op) problems.push(`${route}: not in the document`);
      else if (!op.summary || !op.tags?.length) problems.push(`${route}: no summary or tags in the document`);
    }
    expect(problems).toEqual([]);
  });

  it('documents every status a route answers malformed or unknown input with, and none is a 5xx', async () => {
    const files = staticUrls(webRoot);
    const tree = registeredRoutes(t.app.printRoutes()).filter((r) => {
      const url = r.split(' ')[1]!;
      return !files.has(url) && url !== authCatchAll;
    });
    const malformed = { param: 'x', body: { nonsense: true } };
    const unknown = { param: undefined, body: {} };
    const undocumented: string[] = [];
    for (const route of tree) {
      const [method, url] = route.split(' ') as [string, string];
      const op = operationOf(doc, method, documentedPath(url))!;
      const asAdmin = url.startsWith('/api/admin') ? [undefined, admin.cookie] : [undefined];
      for (const input of [malformed, unknown]) {
        for (const cookie of asAdmin) {
          const request: InjectOptions = {
            method: method as InjectOptions['method'],
            url: url.replace(/:(\w+)|\*/g, (_m, name: string | undefined) => input.param ?? wellFormed(name ?? '*')),
            headers: cookie ? { cookie } : {},
            ...(['POST', 'PUT', 'PATCH'].includes(method) ? { payload: input.body } : {}),
          };
          const res = await t.app.inject(request);
          const seen = `${route} (${String(request.url)}${cookie ? ', as staff' : ''}) → ${res.statusCode}`;
          if (res.statusCode >= 500 || !(String(res.statusCode) in (op.responses ?? {}))) undocumented.push(seen);
        }
      }
    }
    expect(undocumented).toEqual([]);
  });

  it('describes errors as design.md §8’s { error, message } and keeps a validation error’s issues on the wire', async () => {
    expect(doc.components?.schemas?.ApiError).toMatchObject({ required: ['error', 'message'] });
    const op = operationOf(doc, 'PATCH', '/api/photos/{id}')!;
    expect(op.responses?.['404']?.content?.['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/ApiError',
    });
    // The 400 schema is the route's serializer too: it must not strip what the error handler adds.
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/photos/${randomUUID()}`,
      payload: { brand: 'x'.repeat(81) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'VALIDATION',
      message: 'Please shorten this field',
      key: 'submissions.fieldTooLong',
      issues: [{ path: 'brand', message: 'Please shorten this field', key: 'submissions.fieldTooLong' }],
    });
  });

  it('describes the submission body with city (design.md §4) and the Idempotency-Key header', () => {
    const op = operationOf(doc, 'POST', '/api/submissions')!;
    // Issue 23: a home pickup (the default), or an item left at an event's booth in a hand-over slot.
    const body = op.requestBody?.content?.['application/json']?.schema as {
      oneOf?: { required: string[] }[];
      anyOf?: { required: string[] }[];
    };
    const [home, booth] = body.oneOf ?? body.anyOf ?? [];
    expect(home?.required).toEqual(
      expect.arrayContaining(['name', 'email', 'phone', 'city', 'pickupDate', 'photoIds']),
    );
    expect(home?.required).not.toContain('location');
    expect(booth?.required).toEqual(
      expect.arrayContaining(['name', 'email', 'phone', 'handover', 'eventSlug', 'eventSlot', 'photoIds']),
    );
    expect(booth?.required).not.toContain('pickupDate');
    expect(op.parameters).toContainEqual(
      expect.objectContaining({ name: 'idempotency-key', in: 'header', required: true }),
    );
    expect(Object.keys(op.responses ?? {})).toEqual(expect.arrayContaining(['200', '201', '400', '429']));
  });

  it('keeps Better Auth’s own description and reference endpoints closed; ours is the one document', async () => {
    for (const url of ['/api/auth/open-api/generate-schema', '/api/auth/reference']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('serves the reference page: every operation, no script, under the page security policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: apiDocsPath });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(res.body).not.toMatch(/<script|\son\w+=/i);
    expect(res.body).not.toMatch(/(src|href)="(https?:)?\/\//);
    for (const [url, item] of Object.entries(doc.paths ?? {})) {
      for (const method of Object.keys(item ?? {})) {
        expect(res.body).toContain(`<span class="m m-${method}">${method}</span> <code>${url}</code>`);
      }
    }
  });
});

/** What is missing from one route's own schema (the options it was registered with). */
function schemaProblems(route: string, options: RouteOptions): string[] {
  const [method, url] = route.split(' ') as [string, string];
  const schema = (options.schema ?? {}) as Record<string, unknown> & { response?: Record<string, unknown> };
  const problems: string[] = [];
  if (!schema.summary || !Array.isArray(schema.tags) || schema.tags.length === 0) problems.push('no summary or tags');
  if (/[:*]/.test(url) && !schema.params) problems.push('no params schema');
  if (['POST', 'PUT', 'PATCH'].includes(method) && !schema.body && !schema.multipartBody && !(route in noBody)) {
    problems.push('no body schema (or an entry in noBody saying why it takes none)');
  }
  const responses = Object.entries(schema.response ?? {});
  if (!responses.some(([status]) => status.startsWith('2'))) problems.push('no 2xx response schema');
  for (const [status, entry] of responses) {
    const schemas = isZod(entry)
      ? [entry]
      : Object.values((entry as { content?: Record<string, { schema: unknown }> }).content ?? {}).map((c) => c.schema);
    if (schemas.length === 0 || !schemas.every(isZod)) problems.push(`${status}: not a zod schema`);
    // design.md §8: every 4xx is { error, message }.
    if (status.startsWith('4') && !schemas.every((s) => s === apiErrorSchema)) problems.push(`${status}: not ApiError`);
  }
  return problems.map((p) => `${route}: ${p}`);
}

function isZod(value: unknown): boolean {
  return value instanceof $ZodType;
}

/** A value of the right shape that names nothing that exists. */
function wellFormed(param: string): string {
  if (param === 'id') return randomUUID();
  if (param === 'venue') return 'nowhere';
  return 'ZZZZ9999';
}
