import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '#src/server/app-context.ts';
import { draftKeyHashOf, ensureDraftKey } from '#src/server/auth/draft-key.ts';
import { getSessionUser } from '#src/server/auth/guards.ts';
import { appError } from '#src/server/http/errors.ts';
import { binaryResponse, errorResponse, noContent } from '#src/server/http/openapi-responses.ts';
import { routeLimit } from '#src/server/http/rate-limit-policies.ts';
import { AppError } from '#src/shared/core/app-error.ts';
import { photosApi } from '#src/shared/photos/paths.ts';
import { acceptedPhotoTypes, maxPhotoBytes, photoSchema, updatePhotoSchema } from '#src/shared/photos/photo.schema.ts';
import { createDraftPhoto, deletePhoto, type PhotoActor, readPhotoFile, updatePhoto } from './photos.service.ts';

const idParams = z.object({ id: z.uuid('Photo not found') });
const tooLarge = () => appError('PAYLOAD_TOO_LARGE', 'photos.tooLarge');

// The upload as /api/openapi.json describes it; readPhotoPart reads it (multipart is not validated by a schema).
const photoUpload = z.object({
  photo: z
    .file()
    .max(maxPhotoBytes)
    .mime([...acceptedPhotoTypes])
    .meta({ description: 'One image, checked by its content: at most 10 MB and 40 megapixels.' }),
});
const notYours =
  'PHOTO_NOT_FOUND: no such photo for this browser (draft-key cookie) or account: someone else’s draft, or gone.';

export async function photosPublicRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: { fileSize: maxPhotoBytes, files: 1, fields: 10, parts: 12, headerPairs: 100 },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db: ctx.db, blobStore: ctx.blobStore };
  const secure = ctx.config.publicUrl.startsWith('https:');
  const actorOf = (request: FastifyRequest): PhotoActor => ({
    draftKeyHash: draftKeyHashOf(request),
    user: () => getSessionUser(ctx.auth, request),
  });

  r.post(
    photosApi.upload,
    {
      config: { rateLimit: routeLimit('photo-upload') },
      schema: {
        summary: 'Upload a draft photo',
        description:
          'One photo as multipart/form-data in the field "photo". It is re-encoded as a JPEG of at most 1600 px ' +
          'with a thumbnail, its metadata (EXIF GPS) stripped. The first upload sets the HTTP-only draft-key ' +
          'cookie that says, until the request is submitted, whose draft it is. Uploaded by a signed-in customer ' +
          'with a confirmed address (or staff) while a recogniser is configured, the photo is queued for item ' +
          'recognition (analysis.status "queued"); the job runs after this answer, and POST /api/analyze-image ' +
          'or GET /api/photos/{id}/analysis give its result.',
        tags: ['photos'],
        multipartBody: photoUpload,
        response: {
          201: photoSchema.meta({ description: 'The stored draft photo.' }),
          400: errorResponse('No "photo" field, more than one file, or an upload that could not be read.'),
          409: errorResponse(
            'TOO_MANY_PHOTOS: this browser already holds as many draft photos as a request may have (20).',
          ),
          413: errorResponse('The photo is over 10 MB.'),
          415: errorResponse(
            'UNSUPPORTED_MEDIA: not multipart/form-data. NOT_A_PHOTO: the file is not a JPEG, PNG, WebP or HEIC image.',
          ),
          422: errorResponse('The image could not be processed, or is over 40 megapixels.'),
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw appError('UNSUPPORTED_MEDIA', 'photos.sendAsMultipart');
      }
      const data = await readPhotoPart(request);
      const draftKeyHash = ensureDraftKey(request, reply, { secure });
      // Issue 12: a signed-in person's photo (a customer with a confirmed address, or staff) is queued
      // for item recognition; the job analyses it after this answer, never before.
      const user = await getSessionUser(ctx.auth, request);
      const uploader = user && (user.role === 'admin' || user.emailVerified) ? user : null;
      const photo = await createDraftPhoto(deps, {
        data,
        draftKeyHash,
        uploadedBy: uploader?.id ?? null,
        queueAnalysis: uploader !== null && ctx.photoAnalyser.available,
      });
      if (photo.analysis?.status === 'queued') ctx.photoAnalyser.wake();
      return reply.status(201).send(photo);
    },
  );

  r.patch(
    photosApi.photo,
    {
      schema: {
        summary: 'Change a photo’s brand, condition or name',
        description:
          'A draft by the browser that uploaded it; a submitted photo by staff only (the household uses ' +
          'DELETE /api/submissions/{trackingNumber}/photos/{photoId}, which keeps the status rule and the history).',
        tags: ['photos'],
        params: idParams,
        body: updatePhotoSchema,
        response: {
          200: photoSchema.meta({ description: 'The photo as changed.' }),
          400: errorResponse('Not a photo id, or nothing valid to change.'),
          403: errorResponse('A signed-in customer who does not own the request.'),
          404: errorResponse(notYours),
        },
      },
    },
    async (request) => updatePhoto(deps, request.params.id, request.body, actorOf(request)),
  );

  r.delete(
    photosApi.photo,
    {
      schema: {
        summary: 'Delete a photo',
        description:
          'A draft by the browser that uploaded it; a submitted photo by staff only (the household uses ' +
          'DELETE /api/submissions/{trackingNumber}/photos/{photoId}, which keeps the status rule and the history).',
        tags: ['photos'],
        params: idParams,
        response: {
          204: noContent('Deleted, with its files.'),
          400: errorResponse('Not a photo id.'),
          403: errorResponse('A signed-in customer, for a submitted photo.'),
          404: errorResponse(notYours),
        },
      },
    },
    async (request, reply) => {
      await deletePhoto(deps, request.params.id, actorOf(request));
      return reply.status(204).send();
    },
  );

  for (const variant of ['file', 'thumb'] as const) {
    const fileSchema = {
      summary: variant === 'file' ? 'A photo, full size (at most 1600 px)' : 'A photo’s thumbnail',
      description:
        'Drafts only to the browser that uploaded them; a submitted photo to anyone who has its (random) id, ' +
        'which is how tracking pages and e-mails show it.',
      tags: ['photos'],
      params: idParams,
      response: {
        200: binaryResponse('image/jpeg', 'The JPEG.'),
        400: errorResponse('Not a photo id.'),
        404: errorResponse(notYours),
      },
    };
    r.get(photosApi[variant], { schema: fileSchema }, async (request, reply) => {
      const { data, attached } = await readPhotoFile(deps, request.params.id, variant, draftKeyHashOf(request));
      return reply
        .type('image/jpeg')
        .header(
          'cache-control',
          // A photo's bytes never change under its id; drafts are only cached briefly, they may vanish.
          attached ? 'private, max-age=31536000, immutable' : 'private, max-age=3600',
        )
        .send(data);
    });
  }
}

/**
 * The one photo of an upload. Every part is read to the end (issue 26: a second file was accepted
 * and dropped, where the API description says 400): a second file, or a file under another field
 * name, is refused whole.
 */
async function readPhotoPart(request: FastifyRequest): Promise<Buffer> {
  let photo: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'photo' || photo !== undefined) {
        part.file.resume();
        throw appError('BAD_REQUEST', photo === undefined ? 'photos.choosePhotoToUpload' : 'photos.onePhotoPerUpload');
      }
      photo = await part.toBuffer();
    }
  } catch (error) {
    throw error instanceof AppError ? error : multipartError(error);
  }
  if (photo === undefined) throw appError('BAD_REQUEST', 'photos.choosePhotoToUpload');
  return photo;
}

function multipartError(error: unknown): Error {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return appError('BAD_REQUEST', 'photos.onePhotoPerUpload');
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || code === 'FST_MULTIPART_INVALID_CONTENT_TYPE') {
    return appError('UNSUPPORTED_MEDIA', 'photos.sendAsMultipart');
  }
  // A cut-off or malformed multipart body is the client's problem, never a 500.
  if (error instanceof Error && /multipart|boundary|unexpected end/i.test(error.message)) {
    return appError('BAD_REQUEST', 'photos.unreadableUpload');
  }
  return error instanceof Error ? error : new Error(String(error));
}
