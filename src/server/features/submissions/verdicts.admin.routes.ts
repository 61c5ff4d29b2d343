import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '#src/server/app-context.ts';
import { errorResponse, noContent } from '#src/server/http/openapi-responses.ts';
import { trackingNumberParamsSchema } from '#src/shared/core/tracking-number.schema.ts';
import { verdictsApi } from '#src/shared/submissions/verdict-paths.ts';
import {
  dropOffIdParamsSchema,
  dropOffListSchema,
  dropOffSuggestionSchema,
  refusalListSchema,
  refusalParamsSchema,
  refusalSchema,
  saveDropOffSchema,
  saveRefusalSchema,
} from '#src/shared/submissions/verdicts.ts';
import {
  createDropOff,
  deleteDropOff,
  listDropOffs,
  listRefusals,
  saveRefusal,
  updateDropOff,
} from './verdicts.service.ts';

/**
 * Issue 27: the reason, household note and suggestion of a "Can't take" item, and the list of
 * drop-off suggestions. Mounted by the admin audience, whose guard turns away all but staff.
 */
export async function verdictsAdminRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  r.get(
    verdictsApi.adminDropOffs,
    {
      schema: {
        summary: 'The drop-off suggestions for items we cannot take',
        tags: ['submissions'],
        response: { 200: dropOffListSchema },
      },
    },
    async () => listDropOffs({ db }),
  );

  r.post(
    verdictsApi.adminDropOffs,
    {
      schema: {
        summary: 'Add a drop-off suggestion',
        tags: ['submissions'],
        body: saveDropOffSchema,
        response: {
          201: dropOffSuggestionSchema,
          400: errorResponse('A name missing or too long (VALIDATION).'),
          409: errorResponse('DUPLICATE: a suggestion with this name exists.'),
        },
      },
    },
    async (request, reply) => reply.status(201).send(await createDropOff({ db }, request.body)),
  );

  r.patch(
    verdictsApi.adminDropOff,
    {
      schema: {
        summary: 'Change a drop-off suggestion',
        tags: ['submissions'],
        params: dropOffIdParamsSchema,
        body: saveDropOffSchema,
        response: {
          200: dropOffSuggestionSchema,
          400: errorResponse('A bad id, a name missing or too long (VALIDATION).'),
          404: errorResponse('NOT_FOUND: no such suggestion.'),
          409: errorResponse('DUPLICATE: a suggestion with this name exists.'),
        },
      },
    },
    async (request) => updateDropOff({ db }, request.params.id, request.body),
  );

  r.delete(
    verdictsApi.adminDropOff,
    {
      schema: {
        summary: 'Remove a drop-off suggestion',
        description: 'Items that named it keep their reason and note.',
        tags: ['submissions'],
        params: dropOffIdParamsSchema,
        response: {
          204: noContent('Removed.'),
          400: errorResponse('Not an id.'),
          404: errorResponse('NOT_FOUND: no such suggestion.'),
        },
      },
    },
    async (request, reply) => {
      await deleteDropOff({ db }, request.params.id);
      return reply.status(204).send();
    },
  );

  r.get(
    verdictsApi.adminRefusals,
    {
      schema: {
        summary: 'The refused items of a request, with their reasons',
        tags: ['submissions'],
        params: trackingNumberParamsSchema,
        response: {
          200: refusalListSchema,
          400: errorResponse('Not a tracking number.'),
          404: errorResponse('SUBMISSION_NOT_FOUND: no request with this tracking number.'),
        },
      },
    },
    async (request) => listRefusals({ db }, request.params.trackingNumber),
  );

  r.put(
    verdictsApi.adminRefusal,
    {
      schema: {
        summary: 'Mark an item "Can’t take" with its reason',
        description:
          'Sets the verdict to reject with a reason (size, condition, hazard, not_accepted), a note the household reads, and optionally a drop-off suggestion. The household sees it once the pickup is scheduled.',
        tags: ['submissions'],
        params: refusalParamsSchema,
        body: saveRefusalSchema,
        response: {
          200: refusalSchema,
          400: errorResponse('A reason missing or unknown, a note too long, a bad id (VALIDATION).'),
          404: errorResponse(
            'SUBMISSION_NOT_FOUND, PHOTO_NOT_FOUND (not a photo of this request) or NOT_FOUND (no such suggestion).',
          ),
        },
      },
    },
    async (request) => saveRefusal({ db }, request.params.trackingNumber, request.params.photoId, request.body),
  );
}
