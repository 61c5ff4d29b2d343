import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  trackingNotFoundMessage,
  trackingResultSchema,
  trackParamsSchema,
  trackRateLimit,
} from '../../../shared/tracking.schema.ts';
import { cleanTrackingNumber, isTrackingNumber } from '../../../shared/tracking-number.ts';
import type { AppContext } from '../../app-context.ts';
import { getSessionUser } from '../../auth/guards.ts';
import { anonymousTrackingJson, findTrackingRecord, toTrackingResult } from './tracking.service.ts';

const errorSchema = z.object({ error: z.string(), message: z.string() });
const jsonType = 'application/json; charset=utf-8';
const notFoundJson = JSON.stringify({ error: 'NOT_FOUND', message: trackingNotFoundMessage });

// The response schema is declared (and types the handler); the answer is built by our own typed
// code, so it is written with JSON.stringify rather than validated again on the way out.
const stringify = () => (data: unknown) => JSON.stringify(data);

// /tracking-result/:n and /event/:venue/tracking-result/:n, the pages that show a lookup.
const resultPagePath = /^\/(?:event\/[^/?#]+\/)?tracking-result\/([^/?#]+)\/?(?:\?|$)/;

/** The lookup a result page will make, or undefined for any other request. */
export function resultPageLookup(method: string, url: string): string | undefined {
  if (method !== 'GET' || !url.includes('tracking-result/')) return undefined;
  const match = resultPagePath.exec(url);
  if (!match) return undefined;
  let trackingNumber: string;
  try {
    trackingNumber = cleanTrackingNumber(decodeURIComponent(match[1]!));
  } catch {
    return undefined;
  }
  return isTrackingNumber(trackingNumber) ? `/api/track/${trackingNumber}` : undefined;
}

async function tracking(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // A result page cannot paint before its lookup answers. Naming the lookup in the page's response
  // headers lets the browser start it while the app's JavaScript is still loading, instead of after
  // (one round trip less before the page shows; the page's own fetch reuses the preloaded answer).
  app.addHook('onRequest', (request, reply, done) => {
    const lookup = resultPageLookup(request.method, request.url);
    if (lookup) reply.header('link', `<${lookup}>; rel=preload; as=fetch; crossorigin`);
    done();
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    // DESIGN §4's GET /api/track/:trackingNumber, as a wildcard (see trackParamsSchema).
    '/api/track/*',
    {
      // Per client address, in Redis when REDIS_URL is set (app.ts); RATE_LIMIT_ALLOW skips it.
      config: { rateLimit: trackRateLimit },
      serializerCompiler: stringify,
      schema: { params: trackParamsSchema, response: { 200: trackingResultSchema, 404: errorSchema } },
    },
    async (request, reply) => {
      // The session is only read when the browser sent one; both lookups run side by side.
      const [record, viewer] = await Promise.all([
        findTrackingRecord(ctx, request.params['*']),
        getSessionUser(ctx.auth, request),
      ]);
      // The common answers are written once, not per request (decision 005).
      reply.header('cache-control', 'private, no-store'); // contact details differ per viewer
      // Those strings are the schema's shapes already serialized, so they bypass the typed reply.
      const untyped = reply as FastifyReply;
      if (!record) return untyped.code(404).type(jsonType).send(notFoundJson);
      if (!viewer) return untyped.type(jsonType).send(anonymousTrackingJson(record));
      return toTrackingResult(record, viewer);
    },
  );

  // The result page itself, rendered with its answer (DESIGN §9: paint before the JavaScript).
  // Only the anonymous, masked view is rendered: a browser with a session gets the SPA shell and
  // asks the API, so an owner's full details never sit in server-made HTML. Unknown numbers also
  // get the shell, which shows the spec's error card.
  const renderResultPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const raw = pathname.slice(pathname.lastIndexOf('tracking-result/') + 'tracking-result/'.length).replace(/\/$/, '');
    let trackingNumber = '';
    try {
      trackingNumber = cleanTrackingNumber(decodeURIComponent(raw));
    } catch {
      // fall through to the shell
    }
    const signedIn = request.headers.cookie?.includes('session_token') ?? false;
    if (!ctx.pages || signedIn || !isTrackingNumber(trackingNumber)) return reply.callNotFound();
    const record = await findTrackingRecord(ctx, trackingNumber);
    if (!record) return reply.callNotFound();
    const html = await ctx.pages.trackingResult(request.url, trackingNumber, toTrackingResult(record, null));
    // The answer is in the page: no separate preload of the lookup.
    reply.removeHeader('link');
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  };
  for (const url of ['/tracking-result/:trackingId', '/event/:venue/tracking-result/:trackingId']) {
    app.get(url, { config: { rateLimit: trackRateLimit } }, renderResultPage);
  }
}

// Not encapsulated: the preload hook must see page requests, which the SPA fallback answers at the root.
export const trackingRoutes = fp(tracking, { name: 'tracking' });
