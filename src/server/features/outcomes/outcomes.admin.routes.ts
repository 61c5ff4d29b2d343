import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '#src/server/app-context.ts';
import { requireAdmin } from '#src/server/auth/guards.ts';
import { getSubmissionDetail } from '#src/server/features/submissions/submission-review.service.ts';
import { errorResponse, noContent } from '#src/server/http/openapi-responses.ts';
import { trackingNumberParamsSchema } from '#src/shared/core/tracking-number.schema.ts';
import {
  createPartnerSchema,
  outcomeReportSchema,
  outcomeSheetSchema,
  partnerIdParamsSchema,
  partnerSchema,
  recordOutcomesSchema,
  reportRangeSchema,
  updatePartnerSchema,
} from '#src/shared/outcomes/outcome.schema.ts';
import { outcomesApi } from '#src/shared/outcomes/paths.ts';
import { adminSubmissionDetailSchema } from '#src/shared/submissions/review.schema.ts';
import { getOutcomeSheet, recordOutcomes } from './item-outcomes.service.ts';
import { exportOutcomesCsv, getOutcomeReport } from './outcome-reports.service.ts';
import { createPartner, deletePartner, findPartners, updatePartner } from './partners.service.ts';

/** Staff (issue 16): partners, recording what became of each item, and the reports. */
export async function outcomesAdminRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  // ---- Partners ----

  r.get(
    outcomesApi.adminPartners,
    {
      schema: {
        summary: 'List partners',
        description: 'Charities, recyclers and resellers; active first, by name, each with the items it received.',
        tags: ['outcomes'],
        response: { 200: z.array(partnerSchema) },
      },
    },
    async (request) => {
      await requireAdmin(ctx.auth, request);
      return findPartners({ db });
    },
  );

  r.post(
    outcomesApi.adminPartners,
    {
      schema: {
        summary: 'Add a partner',
        tags: ['outcomes'],
        body: createPartnerSchema,
        response: {
          201: partnerSchema,
          400: errorResponse('A bad or missing field: name, kind (donation, recycling, resale) or city (VALIDATION).'),
          409: errorResponse('CONFLICT: a partner with this name (in any case) exists.'),
        },
      },
    },
    async (request, reply) => {
      await requireAdmin(ctx.auth, request);
      return reply.status(201).send(await createPartner({ db }, request.body));
    },
  );

  r.patch(
    outcomesApi.adminPartner,
    {
      schema: {
        summary: 'Change a partner, or make it inactive',
        description: 'An inactive partner is not offered for new outcomes; the ones it received keep its name.',
        tags: ['outcomes'],
        params: partnerIdParamsSchema,
        body: updatePartnerSchema,
        response: {
          200: partnerSchema,
          400: errorResponse('Not a partner id, or a bad field (VALIDATION).'),
          404: errorResponse('No such partner.'),
          409: errorResponse('CONFLICT: another partner has this name.'),
        },
      },
    },
    async (request) => {
      await requireAdmin(ctx.auth, request);
      return updatePartner({ db }, request.params.id, request.body);
    },
  );

  r.delete(
    outcomesApi.adminPartner,
    {
      schema: {
        summary: 'Remove a partner that never received an item',
        tags: ['outcomes'],
        params: partnerIdParamsSchema,
        response: {
          204: noContent('Removed.'),
          400: errorResponse('Not a partner id.'),
          404: errorResponse('No such partner.'),
          409: errorResponse('CONFLICT: the partner received items; make it inactive instead.'),
        },
      },
    },
    async (request, reply) => {
      await requireAdmin(ctx.auth, request);
      await deletePartner({ db }, request.params.id);
      return reply.status(204).send();
    },
  );

  // ---- Outcomes of one request ----

  r.get(
    outcomesApi.adminOutcomes,
    {
      schema: {
        summary: 'What became of each item of a request',
        description:
          'The recorded outcomes, or (recorded: false) defaults from the review verdicts: accept → donated, ' +
          'recycle → recycled, reject → disposed; with the partners to choose from.',
        tags: ['outcomes'],
        params: trackingNumberParamsSchema,
        response: {
          200: outcomeSheetSchema,
          400: errorResponse('Not a tracking number.'),
          404: errorResponse('SUBMISSION_NOT_FOUND: no request with this tracking number.'),
        },
      },
    },
    async (request) => {
      await requireAdmin(ctx.auth, request);
      return getOutcomeSheet({ db }, request.params.trackingNumber);
    },
  );

  r.put(
    outcomesApi.adminOutcomes,
    {
      schema: {
        summary: 'Record what became of every item, optionally completing the request',
        description:
          'One outcome per photo of the request, all or nothing: donated (a partner), resold, recycled (a ' +
          'material) or disposed, with an estimated weight in kg. With complete: true the request becomes ' +
          'Completed in the same transaction (its SMS and the receipt e-mail are queued). Applies only while ' +
          'the status is still expectedStatus.',
        tags: ['outcomes'],
        params: trackingNumberParamsSchema,
        body: recordOutcomesSchema,
        response: {
          200: adminSubmissionDetailSchema,
          400: errorResponse('A bad field, an item missing, twice or not of this request, an inactive partner.'),
          404: errorResponse('SUBMISSION_NOT_FOUND: no request with this tracking number.'),
          409: errorResponse('STALE_STATUS: someone changed the request meanwhile.'),
          422: errorResponse('TRANSITION_NOT_ALLOWED: the pickup is not scheduled or done. UNPROCESSABLE: no photos.'),
        },
      },
    },
    async (request) => {
      const staff = await requireAdmin(ctx.auth, request);
      const { trackingNumber } = request.params;
      await recordOutcomes(
        { db, now: ctx.now(), publicUrl: ctx.config.publicUrl, reactions: ctx.statusReactions },
        { trackingNumber, body: request.body, by: staff },
      );
      return getSubmissionDetail({ db }, trackingNumber);
    },
  );

  // ---- Reports ----

  r.get(
    outcomesApi.adminReport,
    {
      schema: {
        summary: 'Monthly outcomes by city and by partner',
        description: 'Completed requests whose completion falls in from…to (Manila dates, both included).',
        tags: ['outcomes'],
        querystring: reportRangeSchema,
        response: { 200: outcomeReportSchema, 400: errorResponse('A missing or bad date, or a range over 3 years.') },
      },
    },
    async (request) => {
      await requireAdmin(ctx.auth, request);
      return getOutcomeReport({ db }, request.query);
    },
  );

  r.get(
    outcomesApi.adminExport,
    {
      schema: {
        summary: 'Requests and their outcomes as CSV',
        description:
          'Requests made from…to (Manila dates, both included), one line per item, streamed a page of ' +
          'requests at a time. No contact details.',
        tags: ['outcomes'],
        querystring: reportRangeSchema,
        response: {
          200: {
            description: 'UTF-8 CSV with a header line, sent as a stream (never serialized).',
            content: {
              'text/csv': { schema: z.instanceof(Readable).meta({ type: 'string', contentMediaType: 'text/csv' }) },
            },
          },
          400: errorResponse('A missing or bad date, or a range over 3 years.'),
        },
      },
    },
    async (request, reply) => {
      await requireAdmin(ctx.auth, request);
      const { from, to } = request.query;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="ligpit-outcomes-${from}-to-${to}.csv"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(exportOutcomesCsv({ db }, request.query)));
    },
  );
}
