import type { FastifyInstance } from 'fastify';
import type { Database } from '#src/server/db/client.ts';
import { createBackupStream } from '#src/server/ops/backup-archive.ts';
import { appError } from './errors.ts';
import { mayScrape } from './metrics.ts';
import { binaryResponse, errorResponse } from './openapi-responses.ts';

export const backupPath = '/ops/backup';

/**
 * Issue 28, decision 055: `npm run backup` asks the running server for the archive, since PGlite
 * allows one process per data directory. Mounted only on the embedded database; the token is
 * random per start and kept in DATA_DIR (main.ts), so whoever may read the data may ask for it.
 */
export function registerBackupRoute(
  app: FastifyInstance,
  opts: { database: Database; dataDir: string; token: string },
): void {
  app.get(
    backupPath,
    {
      schema: {
        summary: 'An archive of the embedded database and the photos',
        description:
          'For `npm run backup`: a tar of the PGlite dump, the photos and the generated auth secret. Needs the ' +
          'bearer token the server keeps in DATA_DIR/backup-endpoint.json. Only with the embedded database.',
        tags: ['health'],
        response: {
          200: binaryResponse('application/x-tar', 'The archive, streamed.'),
          401: errorResponse('No token, or a wrong one (UNAUTHENTICATED).'),
        },
      },
    },
    async (request, reply) => {
      if (!mayScrape(request, opts.token)) {
        reply.header('www-authenticate', 'Bearer');
        throw appError('UNAUTHENTICATED', 'core.operatorTokenRequired');
      }
      app.log.info('backup requested: streaming the database dump and the photos');
      return reply
        .header('cache-control', 'no-store')
        .type('application/x-tar')
        .send(createBackupStream(opts.database, opts.dataDir));
    },
  );
}
