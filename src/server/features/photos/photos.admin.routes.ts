import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '#src/server/app-context.ts';
import { requireAdmin } from '#src/server/auth/guards.ts';
import { errorResponse, noContent } from '#src/server/http/openapi-responses.ts';
import {
  adminPhotoListSchema,
  adminPhotoSchema,
  adminPhotosQuerySchema,
  photoIdParamsSchema,
  updateAdminPhotoSchema,
} from '#src/shared/photos/gallery.schema.ts';
import { photosApi } from '#src/shared/photos/paths.ts';
import { deletePhoto, findPhotos, updatePhoto } from './photo-gallery.service.ts';

export async function photosAdminRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;

  r.get(
    photosApi.adminList,
    {
      schema: {
        summary: 'Find photos of submitted requests',
        tags: ['photos'],
        querystring: adminPhotosQuerySchema,
        response: { 200: adminPhotoListSchema, 400: errorResponse('A query parameter out of range.') },
      },
    },
    async (request) => {
      await requireAdmin(ctx.auth, request);
      return findPhotos({ db }, request.query);
    },
  );

  r.patch(
    photosApi.adminPhoto,
    {
      schema: {
        summary: 'Change a photo’s details or verdict',
        tags: ['photos'],
        params: photoIdParamsSchema,
        body: updateAdminPhotoSchema,
        response: {
          200: adminPhotoSchema,
          400: errorResponse('Not a photo id, or a bad field (VALIDATION, with issues).'),
          404: errorResponse('PHOTO_NOT_FOUND: no such photo.'),
        },
      },
    },
    async (request) => {
      await requireAdmin(ctx.auth, request);
      return updatePhoto({ db }, request.params.id, request.body);
    },
  );

  r.delete(
    photosApi.adminPhoto,
    {
      schema: {
        summary: 'Delete a photo and its files',
        tags: ['photos'],
        params: photoIdParamsSchema,
        response: {
          204: noContent('Deleted.'),
          400: errorResponse('Not a photo id.'),
          404: errorResponse('PHOTO_NOT_FOUND: no such photo.'),
        },
      },
    },
    async (request, reply) => {
      await requireAdmin(ctx.auth, request);
      await deletePhoto({ db, removeBlobs: blobRemover(ctx, request.log) }, request.params.id);
      return reply.status(204).send();
    },
  );
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
