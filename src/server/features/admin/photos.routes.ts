import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminPhotoListSchema,
  adminPhotoSchema,
  adminPhotosQuerySchema,
  photoIdParamsSchema,
  updateAdminPhotoSchema,
} from '../../../shared/admin.schema.ts';
import type { AppContext } from '../../app-context.ts';
import { requireAdmin } from '../../auth/guards.ts';
import { deletePhoto, findPhotos, updatePhoto } from './photos.service.ts';

export async function photosRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  r.get(
    '/api/admin/photos',
    { schema: { querystring: adminPhotosQuerySchema, response: { 200: adminPhotoListSchema } } },
    async (request) => {
      await requireAdmin(ctx.auth, request);
      return findPhotos({ db }, request.query);
    },
  );

  r.patch(
    '/api/admin/photos/:id',
    { schema: { params: photoIdParamsSchema, body: updateAdminPhotoSchema, response: { 200: adminPhotoSchema } } },
    async (request) => {
      await requireAdmin(ctx.auth, request);
      return updatePhoto({ db }, request.params.id, request.body);
    },
  );

  r.delete('/api/admin/photos/:id', { schema: { params: photoIdParamsSchema } }, async (request, reply) => {
    await requireAdmin(ctx.auth, request);
    await deletePhoto({ db, removeBlobs: blobRemover(ctx, request.log) }, request.params.id);
    return reply.status(204).send();
  });
}

/** The files go after the row; a failure here leaves an orphan file, which is logged, not an error for staff. */
function blobRemover(ctx: AppContext, log: FastifyBaseLogger): (keys: string[]) => Promise<void> {
  return async (keys) => {
    const results = await Promise.allSettled(keys.map((key) => ctx.blobStore.delete(key)));
    for (const [i, result] of results.entries()) {
      if (result.status === 'rejected') log.warn({ err: result.reason, key: keys[i] }, 'could not delete a photo file');
    }
  };
}
