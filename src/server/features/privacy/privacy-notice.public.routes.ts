import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '#src/server/app-context.ts';
import { localeVary, requestLocale } from '#src/server/http/locale.ts';
import { htmlResponse } from '#src/server/http/openapi-responses.ts';
import { privacyNoticeApi, staticPages } from '#src/shared/static/paths.ts';

/** GET /api/privacy: what the /privacy page names from the configuration (issue 26). */
export async function privacyNoticeRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    privacyNoticeApi.notice,
    {
      schema: {
        summary: 'Who to write to about personal data, and how long it is kept',
        description:
          'The data protection officer’s address (PRIVACY_CONTACT, else MAIL_FROM’s) and RETENTION_DAYS: the days ' +
          'after a request ended before its personal data is erased; and the address for questions (MAIL_FROM’s), ' +
          'named on Who We Are.',
        tags: ['privacy'],
        response: { 200: z.object({ contact: z.string(), retentionDays: z.number().int(), contactEmail: z.string() }) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return {
        contact: ctx.config.privacyContact,
        retentionDays: ctx.config.retentionDays,
        contactEmail: ctx.config.contactEmail,
      };
    },
  );

  // Issue 36: the page itself, rendered with the settings the server runs with, so the notice states
  // them with JavaScript off too (it was pre-rendered at build time with the defaults). Without a
  // build's renderer, the SPA's pre-rendered page is served and fills them in after load.
  app.get(
    staticPages.privacy,
    {
      schema: {
        summary: 'The privacy notice page',
        description: 'HTML, in the request’s language, stating PRIVACY_CONTACT and RETENTION_DAYS as configured.',
        tags: ['privacy'],
        response: { 200: htmlResponse('The privacy notice.') },
      },
    },
    async (request, reply) => {
      if (!ctx.pages) return reply.callNotFound();
      const settings = {
        contact: ctx.config.privacyContact,
        retentionDays: ctx.config.retentionDays,
        contactEmail: ctx.config.contactEmail,
      };
      const html = await ctx.pages.privacyNotice(staticPages.privacy, settings, requestLocale(request));
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', localeVary)
        .send(html);
    },
  );
}
