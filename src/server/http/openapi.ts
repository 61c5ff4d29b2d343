import { STATUS_CODES } from 'node:http';
import fastifySwagger, { type SwaggerTransform } from '@fastify/swagger';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { createJsonSchemaTransformObject, jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 } from 'openapi-types';
import { z } from 'zod';
import type { Auth } from '#src/server/auth/auth.ts';
import { apiErrorSchemaId } from '#src/shared/core/api-error.schema.ts';
import { renderApiReference } from './api-reference-page.ts';
import { htmlResponse } from './openapi-responses.ts';
import { securityHeaders } from './security-headers.ts';

export type OpenApiDocument = OpenAPIV3_1.Document;

export const openApiPath = '/api/openapi.json';
export const apiDocsPath = '/api/docs';
/** Where Better Auth is mounted (auth.ts `basePath`); its own paths are relative to it. */
const authBasePath = '/api/auth';

// Routes whose URL ends in a wildcard, and the name their tail has in the contract (design.md §4).
const wildcardNames: Record<string, string> = { '/api/track/*': 'trackingNumber' };

const tags: OpenAPIV3_1.TagObject[] = [
  { name: 'submissions', description: 'Pickup requests: submitting, the confirmation, and the staff review.' },
  { name: 'photos', description: 'Photos: drafts before submitting (draft-key cookie), and the staff gallery.' },
  { name: 'tracking', description: 'Looking a request up by its tracking number.' },
  { name: 'events', description: 'Booths at venues, run by staff.' },
  { name: 'accounts', description: 'Better Auth: sign-up, sign-in, sessions, verification, password reset.' },
  {
    name: 'privacy',
    description:
      'RA 10173 (issue 26): download my data, delete my account, a guest’s erasure with a one-time code, ' +
      'turning off a share link. Personal data of ended requests is erased after RETENTION_DAYS (180).',
  },
  { name: 'crew', description: 'The pickup crew’s day on a phone (issue 27), and the staff pages that set it up.' },
  { name: 'health', description: 'For load balancers and monitoring.' },
  { name: 'docs', description: 'This description of the API.' },
];

const description = [
  'JSON in and out, cookies for sessions. Every error is `{ error, message }` (ApiError) with a 4xx status;',
  'bad input never yields a 5xx. State-changing calls from another site are refused with 403.',
  'While the site is in maintenance, every /api route but /api/health answers 503 with Retry-After.',
  'The /api/auth paths are Better Auth’s, described by Better Auth itself; their errors are `{ code, message }`.',
].join(' ');

/**
 * Serves the API's description, built from the schemas the routes validate and serialize with:
 * GET /api/openapi.json (OpenAPI 3.1) and GET /api/docs (the same as a page). Call it before any
 * route is registered: @fastify/swagger collects the routes as they are added.
 */
export async function registerOpenApi(app: FastifyInstance, opts: { auth: Auth; publicUrl: string }): Promise<void> {
  const routes: RouteOptions[] = [];
  registeredRoutes.set(app, routes);
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  const sessionCookie = `${opts.publicUrl.startsWith('https:') ? '__Secure-' : ''}better-auth.session_token`;
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      // The contract's version, not the package's: raise it when a change would break a client.
      info: { title: 'Ligpit API', version: '1.0.0', description },
      tags,
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: sessionCookie,
            description: 'The Better Auth session, set by POST /api/auth/sign-in/email. Staff routes need role admin.',
          },
        },
      },
    },
    stripBasePath: false,
    transform: documentRoute,
    transformObject: createJsonSchemaTransformObject({}),
  });

  // Built on first use (Better Auth's part is generated asynchronously), then kept: routes cannot
  // change after start.
  let document: Promise<{ json: string; html: string }> | undefined;
  const built = () => {
    document ??= buildDocument(app, opts.auth).then((doc) => ({
      json: JSON.stringify(doc),
      html: renderApiReference(doc, { specUrl: openApiPath }),
    }));
    return document;
  };

  app.get(
    openApiPath,
    {
      schema: {
        summary: 'This API’s description (OpenAPI 3.1)',
        tags: ['docs'],
        response: {
          200: z
            .looseObject({ openapi: z.string(), info: z.looseObject({}), paths: z.looseObject({}) })
            .meta({ description: 'The OpenAPI document.' }),
        },
      },
    },
    async (_request, reply) => {
      const { json } = await built();
      // Already JSON: sent as the string, not serialized again.
      return reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(json);
    },
  );

  const pageHeaders = securityHeaders({ https: opts.publicUrl.startsWith('https:') });
  app.get(
    apiDocsPath,
    {
      schema: {
        summary: 'This API’s description as a page',
        tags: ['docs'],
        response: { 200: htmlResponse('Every operation with its parameters, body and answers; no scripts.') },
      },
    },
    async (_request, reply) => {
      const { html } = await built();
      // A page, so the page headers (security-headers.ts) rather than the API's: it has no script
      // at all, and its one inline <style> is what the page policy's style-src allows.
      return reply.headers(pageHeaders).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
    },
  );
}

const registeredRoutes = new WeakMap<FastifyInstance, RouteOptions[]>();

/**
 * Every route registered after registerOpenApi, with the options (and schemas) it was given: what
 * the contract test holds against the document.
 */
export function routesOf(app: FastifyInstance): readonly RouteOptions[] {
  return registeredRoutes.get(app) ?? [];
}

/** The path a route has in the document: `:id` → `{id}`, a named wildcard → `{trackingNumber}`. */
export function documentedPath(url: string): string {
  const wildcardName = wildcardNames[url];
  const named = wildcardName ? url.replace(/\*$/, `{${wildcardName}}`) : url;
  return named.replace(/:(\w+)/g, '{$1}');
}

/** The whole document: ours from the route schemas, Better Auth's paths merged in under /api/auth. */
export async function buildDocument(app: FastifyInstance, auth: Auth): Promise<OpenApiDocument> {
  const ours = structuredClone(app.swagger() as OpenApiDocument);
  const theirs = (await auth.api.generateOpenAPISchema()) as unknown as OpenApiDocument;
  return withoutUnusedSchemas(mergeAuthDocument(ours, theirs));
}

/**
 * fastify-type-provider-zod emits every registered schema twice, as read (`…Input`) and as
 * written; the ones no operation or schema refers to are left out.
 */
function withoutUnusedSchemas(doc: OpenApiDocument): OpenApiDocument {
  const schemas = { ...doc.components?.schemas };
  const referenced = new Set(
    [...JSON.stringify({ paths: doc.paths, schemas }).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]),
  );
  for (const name of Object.keys(schemas)) if (!referenced.has(name)) delete schemas[name];
  return { ...doc, components: { ...doc.components, schemas } };
}

type Responses = Record<string, Record<string, unknown>>;

/**
 * Per route: the zod schemas become JSON Schema (fastify-type-provider-zod), and the answers
 * every route of a kind shares are added here, from the same facts that cause them: the admin
 * guard (audiences/admin.ts) for /api/admin, the CSRF guard (csrf.ts) for state-changing /api
 * calls, @fastify/rate-limit for a route with a rateLimit config, Fastify's JSON body parser for a
 * route with a body, and the error handler's 500 for all.
 */
const documentRoute: SwaggerTransform = (input) => {
  const { multipartBody, ...rest } = (input.schema ?? {}) as Record<string, unknown> & {
    multipartBody?: z.ZodObject;
  };
  const result = jsonSchemaTransform({ ...input, schema: rest } as Parameters<typeof jsonSchemaTransform>[0]);
  const schema = result.schema as Record<string, unknown> & { hide?: boolean };
  if (schema.hide) return result;

  const url = input.url;
  const wildcardName = wildcardNames[url];
  if (wildcardName) renameProperty(schema.params as JsonObject | undefined, '*', wildcardName);
  if (multipartBody) {
    schema.body = toJsonSchema(multipartBody, 'input');
    schema.consumes = ['multipart/form-data'];
  }

  const route = input.route as RouteOptions;
  const methods = ([] as string[]).concat(route.method);
  schema.response ??= {};
  const responses = schema.response as Responses;
  for (const [status, text] of Object.entries(responses)) {
    // @fastify/swagger names an answer by its schema's description, else "Default Response".
    if (!text.description && !('x-response-description' in text)) {
      text['x-response-description'] = STATUS_CODES[status] ?? status;
    }
  }
  if (url.startsWith('/api/admin/') || url === '/api/admin') {
    addError(responses, 401, 'No session, or an expired one (UNAUTHENTICATED).');
    addError(responses, 403, 'Signed in, but not staff (FORBIDDEN).');
    schema.security = [{ session: [] }];
  }
  // Issue 27: the crew audience (audiences/crew.ts).
  if (url.startsWith('/api/crew/')) {
    addError(responses, 401, 'No session, or an expired one (UNAUTHENTICATED).');
    addError(responses, 403, 'Signed in, but not a crew account (FORBIDDEN).');
    schema.security = [{ session: [] }];
  }
  if (url.startsWith('/api/') && methods.some((m) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(m))) {
    addError(responses, 403, 'Sent by a page of another site (FORBIDDEN, the CSRF guard).');
  }
  if (rest.body) {
    addError(responses, 400, 'The body is not valid JSON.');
    const limitMb = Math.round((route.bodyLimit ?? 1024 * 1024) / (1024 * 1024));
    addError(responses, 413, `The body is over ${limitMb} MB (PAYLOAD_TOO_LARGE).`);
    addError(responses, 415, 'The body is not JSON (UNSUPPORTED_MEDIA).');
  }
  if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit) {
    addError(responses, 429, 'Too many requests from this client (RATE_LIMITED); Retry-After says when to retry.');
  }
  addError(responses, 500, 'Something went wrong on our side (INTERNAL).');
  return { schema, url: documentedPath(url) };
};

// The component fastify-type-provider-zod makes of apiErrorSchema (registered under this id).
const apiErrorRef = { $ref: `#/components/schemas/${apiErrorSchemaId}` };

/** Adds an ApiError answer, or says when else the route's own one is given. */
function addError(responses: Responses, status: number, text: string): void {
  const existing = responses[status];
  if (!existing) {
    responses[status] = { description: text, content: { 'application/json': { schema: apiErrorRef } } };
    return;
  }
  const key = 'x-response-description' in existing ? 'x-response-description' : 'description';
  existing[key] = `${String(existing[key] ?? '')} Or: ${text}`.trim();
}

type JsonObject = Record<string, unknown>;

function toJsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonObject {
  const { $schema: _, ...json } = z.toJSONSchema(schema, { io, target: 'draft-2020-12', unrepresentable: 'any' });
  return json;
}

function renameProperty(schema: JsonObject | undefined, from: string, to: string): void {
  const properties = schema?.properties as JsonObject | undefined;
  if (!schema || !properties || !(from in properties)) return;
  properties[to] = properties[from];
  delete properties[from];
  if (Array.isArray(schema.required)) schema.required = schema.required.map((k) => (k === from ? to : k));
}

/**
 * Better Auth's own description of its endpoints (its openAPI plugin, generated from the same
 * schemas its endpoints validate with), rewritten to fit ours: its paths under /api/auth, its
 * component names prefixed so they cannot collide with ours, tagged "accounts", without the
 * bearer-token security it lists (we run no bearer plugin; sessions are the cookie), and with the
 * answers our mount adds: the sign-in limiter's 429 and the CSRF guard's 403.
 */
export function mergeAuthDocument(ours: OpenApiDocument, theirs: OpenApiDocument): OpenApiDocument {
  const rename = (name: string) => `Auth${name}`;
  const rewritten = JSON.parse(JSON.stringify(theirs), (key, value) =>
    key === '$ref' && typeof value === 'string' && value.startsWith('#/components/schemas/')
      ? `#/components/schemas/${rename(value.slice('#/components/schemas/'.length))}`
      : value,
  ) as OpenApiDocument;

  const schemas: Record<string, unknown> = { ...ours.components?.schemas };
  for (const [name, schema] of Object.entries(rewritten.components?.schemas ?? {})) schemas[rename(name)] = schema;

  const paths: Record<string, unknown> = { ...ours.paths };
  for (const [path, item] of Object.entries(rewritten.paths ?? {})) {
    const full = `${authBasePath}${path}`;
    for (const [method, operation] of Object.entries(item ?? {})) {
      const op = operation as OpenAPIV3_1.OperationObject;
      op.tags = ['accounts'];
      delete op.security;
      const responses = op.responses as Responses;
      if (method === 'post') addError(responses, 403, 'Sent by a page of another site (FORBIDDEN, the CSRF guard).');
      if (method === 'post' && /^\/sign-in(\/|$)/.test(path)) {
        responses[429] = {
          description: 'Too many sign-in attempts for this address or account (RATE_LIMITED); see Retry-After.',
          content: { 'application/json': { schema: apiErrorRef } },
        };
      }
    }
    // A path we serve ourselves in front of Better Auth (issue 26: request-password-reset) keeps our
    // description of its method: ours is the one that answers.
    paths[full] = { ...item, ...((ours.paths?.[full] as object | undefined) ?? {}) };
  }
  return {
    ...ours,
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    components: { ...ours.components, schemas: schemas as Record<string, OpenAPIV3_1.SchemaObject> },
  } as OpenApiDocument;
}
