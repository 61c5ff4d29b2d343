import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminNoteSchema,
  adminSubmissionDetailSchema,
  adminSubmissionListSchema,
  adminSubmissionsQuerySchema,
  changeStatusSchema,
  saveAdminNoteSchema,
  trackingNumberParamsSchema,
} from '../../../shared/admin.schema.ts';
import type { AppContext } from '../../app-context.ts';
import { requireAdmin } from '../../auth/guards.ts';
import { changeSubmissionStatus, saveAdminNote } from './review.service.ts';
import { findSubmissions, getSubmissionDetail } from './submissions.service.ts';

export async function submissionsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  r.get(
    '/api/admin/submissions',
    { schema: { querystring: adminSubmissionsQuerySchema, response: { 200: adminSubmissionListSchema } } },
    async (request) => {
      await requireAdmin(ctx.auth, request);
      return findSubmissions({ db }, request.query);
    },
  );

  r.get(
    '/api/admin/submissions/:trackingNumber',
    { schema: { params: trackingNumberParamsSchema, response: { 200: adminSubmissionDetailSchema } } },
    async (request) => {
      await requireAdmin(ctx.auth, request);
      return getSubmissionDetail({ db }, request.params.trackingNumber);
    },
  );

  r.put(
    '/api/admin/submissions/:trackingNumber/notes',
    { schema: { params: trackingNumberParamsSchema, body: saveAdminNoteSchema, response: { 200: adminNoteSchema } } },
    async (request) => {
      const staff = await requireAdmin(ctx.auth, request);
      return saveAdminNote({ db }, { trackingNumber: request.params.trackingNumber, note: request.body, by: staff });
    },
  );

  r.post(
    '/api/admin/submissions/:trackingNumber/status',
    {
      schema: {
        params: trackingNumberParamsSchema,
        body: changeStatusSchema,
        response: { 200: adminSubmissionDetailSchema },
      },
    },
    async (request) => {
      const staff = await requireAdmin(ctx.auth, request);
      const { trackingNumber } = request.params;
      await changeSubmissionStatus(
        { db, now: ctx.now(), publicUrl: ctx.config.publicUrl },
        { trackingNumber, ...request.body, by: staff },
      );
      return getSubmissionDetail({ db }, trackingNumber);
    },
  );
}
