import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '#src/server/app-context.ts';
import { draftKeyHashOf } from '#src/server/auth/draft-key.ts';
import { getSessionUser, hasSessionCookie } from '#src/server/auth/guards.ts';
import { madeByBrowser } from '#src/server/features/submissions/submissions.service.ts';
import { localeVary, requestLocale } from '#src/server/http/locale.ts';
import { errorResponse, htmlResponse } from '#src/server/http/openapi-responses.ts';
import { acceptedEncodings, encodingToCompressNow } from '#src/server/http/spa.ts';
import { type ApiErrorBody, AppError } from '#src/shared/core/app-error.ts';
import { parseTrackingNumber } from '#src/shared/core/tracking-number.ts';
import { englishText } from '#src/shared/i18n/catalogue.ts';
import {
  parseTrackingResultPath,
  trackingApi,
  trackingLookupPath,
  trackingNumberField,
  trackingPages,
  trackingResultPath,
} from '#src/shared/tracking/paths.ts';
import { trackingResultSchema, trackParamsSchema } from '#src/shared/tracking/tracking.schema.ts';
import { anonymousTrackingBytes } from './anonymous-answer.ts';
import { keptResultPages, ResultPageCache, renderTurns } from './result-pages.ts';
import { anonymousTrackingJson, canSeeContact, findTrackingRecord, toTrackingResult } from './tracking.service.ts';
import { createTrackingLimiter } from './tracking-limits.ts';

const jsonType = 'application/json; charset=utf-8';
const notFoundBody: ApiErrorBody = {
  error: 'TRACKING_NOT_FOUND',
  message: englishText('tracking.notFound'),
  key: 'tracking.notFound',
};
const notFoundJson = JSON.stringify(notFoundBody);

// The response schema is declared (and types the handler); the answer is built by our own typed
// code, so it is written with JSON.stringify rather than validated again on the way out.
const stringify = () => (data: unknown) => JSON.stringify(data);

/** The preload link of a result page's lookup: the browser starts it while the app's JavaScript loads. */
function preloadLink(trackingNumber: string): string {
  return `<${trackingLookupPath(trackingNumber)}>; rel=preload; as=fetch; crossorigin`;
}

const limitedResponse = errorResponse(
  'RATE_LIMITED: too many unknown numbers, or too many lookups, from this client or its network; Retry-After says when to retry.',
);

export async function trackingRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // One limiter for every way to look a number up: the API and both result pages, with or without
  // a trailing slash (decision 010). Redis when REDIS_URL is set; RATE_LIMIT_ALLOW skips it.
  const limiter = createTrackingLimiter(ctx.counters, { allow: ctx.config.rateLimitAllow });

  app.withTypeProvider<ZodTypeProvider>().get(
    trackingApi.lookup,
    {
      serializerCompiler: stringify,
      schema: {
        summary: 'Look up a request by its tracking number',
        description:
          'Status, steps, items and history. Contact details are masked unless the caller owns the request (signed in, ' +
          'or the browser that made it) or ' +
          'is staff. Any path after /api/track/, however long or malformed, is looked up, so a bad guess gets ' +
          'the same 404 as an unknown number.',
        tags: ['tracking'],
        params: trackParamsSchema,
        response: {
          200: trackingResultSchema,
          404: errorResponse('TRACKING_NOT_FOUND: no request with this number (product.md’s text).'),
          429: limitedResponse,
        },
      },
    },
    async (request, reply) => {
      const trackingNumber = parseTrackingNumber(request.params['*']);
      // Not a number's shape: nothing to look up, nothing learnt, not counted as a miss.
      const lookup = trackingNumber
        ? limiter.lookup(request, reply, () => findTrackingRecord(ctx, trackingNumber))
        : Promise.resolve(null);
      // The session is only read when the browser sent one, side by side with the lookup; without
      // one (most lookups) the viewer is nobody, with no promise to wait for (decision 071).
      const [record, viewer] = hasSessionCookie(request)
        ? await Promise.all([lookup, getSessionUser(ctx.auth, request)])
        : [await lookup, null];
      // The common answers are written once, not per request (decision 005).
      reply.header('cache-control', 'private, no-store'); // contact details differ per viewer
      // Those strings are the schema's shapes already serialized, so they bypass the typed reply.
      const untyped = reply as FastifyReply;
      if (!record) return untyped.code(404).type(jsonType).send(notFoundJson);
      // Issue 40 item 14: the browser that made the request (its draft-key cookie, sent to /api only)
      // reads its own details in full, as the receipt and the owner's changes already trust it.
      const draftKeyHash = canSeeContact(record, viewer) ? null : draftKeyHashOf(request);
      if (draftKeyHash && (await madeByBrowser(ctx.db, record.trackingNumber, draftKeyHash))) {
        return toTrackingResult(record, viewer, { madeByThisBrowser: true });
      }
      if (!viewer) {
        // Compressed once per record, not per request (decision 071), in gzip where taken (decision
        // 098). Any other encoding asked for (deflate…) is left to @fastify/compress as before; it
        // passes an answer already encoded.
        const encoding =
          request.headers['x-no-compression'] === undefined
            ? encodingToCompressNow(acceptedEncodings(request.headers['accept-encoding']))
            : 'identity';
        const bytes = encoding === 'identity' ? undefined : anonymousTrackingBytes(record, encoding);
        if (bytes === undefined) return untyped.type(jsonType).send(anonymousTrackingJson(record));
        return untyped
          .type(jsonType)
          .header('content-encoding', encoding)
          .header('vary', 'accept-encoding')
          .send(bytes);
      }
      return toTrackingResult(record, viewer);
    },
  );

  // The result pages made, compressed and kept (issue 25, decision 062): dropped by the same database
  // notifications as the lookups they were made from, within the bounds of keptResultPages.
  const keptPages = new ResultPageCache(keptResultPages);
  ctx.trackingCache.onChanged((key) => keptPages.changed(key));

  // The result page itself, rendered with its answer (design.md §9: paint before the JavaScript).
  // Only the anonymous, masked view is rendered: a browser with a session gets the SPA shell and
  // asks the API, so an owner's full details never sit in server-made HTML. Unknown numbers also
  // get the shell, which shows product.md's error card.
  const renderResultPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const trackingNumber = parseTrackingResultPath(request.url)?.trackingNumber;
    if (!trackingNumber) return reply.callNotFound();
    const signedIn = request.headers.cookie?.includes('session_token') ?? false;
    let record: Awaited<ReturnType<typeof findTrackingRecord>> | undefined;
    try {
      record =
        ctx.pages && !signedIn
          ? await limiter.lookup(request, reply, () => findTrackingRecord(ctx, trackingNumber))
          : undefined;
    } catch (error) {
      // A person who followed a link gets a page, not a JSON body: the shell, whose own lookup is
      // refused the same way, shows the wait as text on the page (its Retry-After is already set).
      if (!(error instanceof AppError && error.code === 'RATE_LIMITED')) throw error;
      return reply.status(429).callNotFound();
    }
    if (ctx.pages && record) {
      const pages = ctx.pages;
      const locale = requestLocale(request);
      const url = request.url;
      // Stored bytes in an encoding the browser takes; @fastify/compress is off for these routes.
      const accepted = acceptedEncodings(request.headers['accept-encoding']);
      const page = await keptPages.page(
        trackingNumber,
        record,
        `${locale}\n${url}`,
        // A few renders a turn, so households still connecting are let in between (decision 100).
        () =>
          renderTurns
            .take()
            .then(() => pages.trackingResult(url, trackingNumber, toTrackingResult(record, null), locale)),
        accepted,
      );
      const { encoding, bytes } = page.for(accepted);
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', `Accept-Encoding, ${localeVary}`)
        .send(bytes);
    }
    // The shell cannot paint the result before its lookup answers. Naming the lookup in the page's
    // headers lets the browser start it while the app's JavaScript is still loading, instead of
    // after (one round trip less; the page's own fetch reuses the preloaded answer).
    reply.header('link', preloadLink(trackingNumber));
    return reply.callNotFound();
  };
  // The track form without the app (issue 25): a GET of the track page with the number. A known
  // number is sent on to its result page; any other comes back to the track page, rendered with the
  // spec's message (it reads the number from the address). Without the number: the pre-rendered page.
  const answerTrackForm = async (request: FastifyRequest, reply: FastifyReply) => {
    const asked = (request.query as Record<string, unknown>)[trackingNumberField];
    if (typeof asked !== 'string') return reply.callNotFound();
    const trackingNumber = parseTrackingNumber(asked);
    const record = trackingNumber
      ? await limiter.lookup(request, reply, () => findTrackingRecord(ctx, trackingNumber))
      : null;
    if (record) {
      return reply
        .header('cache-control', 'no-store')
        .redirect(trackingResultPath(record.trackingNumber, record.eventSlug ?? undefined), 303);
    }
    if (!ctx.pages) return reply.callNotFound();
    const html = await ctx.pages.plain(request.url, requestLocale(request));
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('vary', localeVary)
      .send(html);
  };
  const trackForm = {
    summary: 'The track page, answering its form',
    description:
      'HTML. With ?trackingNumber=…, as the track form sends it without the app: a known number is redirected ' +
      '(303) to its result page; any other gets the track page with the not-found message. Without it, ' +
      'the pre-rendered track page.',
    tags: ['tracking'],
    querystring: z.looseObject({ [trackingNumberField]: z.string().optional() }),
    response: {
      200: htmlResponse('The track page; with an unknown number, with the not-found message.'),
      303: htmlResponse('To the result page.'),
      429: limitedResponse,
    },
  };
  app.get(trackingPages.track, { schema: trackForm }, answerTrackForm);
  app.get(
    trackingPages.eventTrack,
    { schema: { ...trackForm, params: z.object({ venue: z.string() }) } },
    answerTrackForm,
  );

  const resultPages = [
    {
      url: trackingPages.result,
      summary: 'The tracking result page',
      params: z.object({ trackingId: z.string() }),
    },
    {
      url: trackingPages.eventResult,
      summary: 'The tracking result page of an event request',
      params: z.object({ venue: z.string(), trackingId: z.string() }),
    },
  ];
  for (const { url, summary, params } of resultPages) {
    const schema = {
      summary,
      description:
        'HTML. A known number seen without a session is rendered with its (masked) answer; otherwise the ' +
        'app’s shell, which asks /api/track or shows the not-found card.',
      tags: ['tracking'],
      params,
      response: { 200: htmlResponse('The page.'), 429: limitedResponse },
    };
    // People and some apps add a trailing slash; that page is the same page, not the SPA's 404.
    for (const path of [url, `${url}/`]) {
      app.get(path, { schema, compress: false }, renderResultPage);
    }
  }
}
