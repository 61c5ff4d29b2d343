import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../shared/app-error.ts';
import { maxPhotoBytes, photoSchema, updatePhotoSchema } from '../../../shared/photo.schema.ts';
import type { AppContext } from '../../app-context.ts';
import { draftKeyHashOf, ensureDraftKey } from '../../auth/draft-key.ts';
import { getSessionUser } from '../../auth/guards.ts';
import { createDraftPhoto, deletePhoto, type PhotoActor, readPhotoFile, updatePhoto } from './photos.service.ts';

const idParams = z.object({ id: z.uuid('Photo not found') });
const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', 'That photo is too large. Photos can be at most 10 MB.');

// Per client; generous for a household photographing a room, tight for a script.
const uploadRateLimit = { max: 60, timeWindow: '10 minutes' };

export async function photosRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
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
    '/api/photos',
    { config: { rateLimit: uploadRateLimit }, schema: { response: { 201: photoSchema } } },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw new AppError('UNSUPPORTED_MEDIA', 'Send the photo as multipart/form-data in the field "photo".');
      }
      const data = await readPhotoPart(request);
      const draftKeyHash = ensureDraftKey(request, reply, { secure });
      const photo = await createDraftPhoto(deps, { data, draftKeyHash });
      return reply.status(201).send(photo);
    },
  );

  r.patch(
    '/api/photos/:id',
    { schema: { params: idParams, body: updatePhotoSchema, response: { 200: photoSchema } } },
    async (request) => updatePhoto(deps, request.params.id, request.body, actorOf(request)),
  );

  r.delete('/api/photos/:id', { schema: { params: idParams } }, async (request, reply) => {
    await deletePhoto(deps, request.params.id, actorOf(request));
    return reply.status(204).send();
  });

  for (const variant of ['file', 'thumb'] as const) {
    r.get(`/api/photos/:id/${variant}`, { schema: { params: idParams } }, async (request, reply) => {
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

async function readPhotoPart(request: FastifyRequest): Promise<Buffer> {
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await request.file();
  } catch (error) {
    throw multipartError(error);
  }
  if (part?.fieldname !== 'photo') {
    throw new AppError('BAD_REQUEST', 'Please choose a photo to upload (form field "photo").');
  }
  try {
    return await part.toBuffer();
  } catch (error) {
    throw multipartError(error);
  }
}

function multipartError(error: unknown): Error {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new AppError('BAD_REQUEST', 'Send one photo per upload.');
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || code === 'FST_MULTIPART_INVALID_CONTENT_TYPE') {
    return new AppError('UNSUPPORTED_MEDIA', 'Send the photo as multipart/form-data in the field "photo".');
  }
  // A cut-off or malformed multipart body is the client's problem, never a 500.
  if (error instanceof Error && /multipart|boundary|unexpected end/i.test(error.message)) {
    return new AppError('BAD_REQUEST', 'The upload could not be read. Please try again.');
  }
  return error instanceof Error ? error : new Error(String(error));
}
