import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '#src/server/app-context.ts';
import { privacyNoticeApi } from '#src/shared/static/paths.ts';

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
}
