import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { unavailableDependency } from '#src/server/lib/unavailable.ts';
import { createTestDatabase } from '#src/server/test/test-db.ts';

// Issue 39 (the fault suite found it): PostgreSQL restarting ends every connection, also one handed
// out to a transaction between two of its statements. Runs in the PostgreSQL pass (TEST_DATABASE_URL).
describe.runIf(process.env.TEST_DATABASE_URL)('a connection the server ends in the middle of a transaction', () => {
  it('fails that transaction as "database unavailable" (a 503), and the process lives on', async () => {
    const database = await createTestDatabase();
    try {
      const { default: pg } = await import('pg');
      const transaction = database.db.transaction(async (tx) => {
        const result = (await tx.execute(sql`select current_database() as name`)) as unknown as {
          rows: { name: string }[];
        };
        const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await admin.connect();
        // As a restart does: the server ends this connection while no statement of ours runs on it.
        await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [
          result.rows[0]!.name,
        ]);
        await admin.end();
        // The server's goodbye arrives now, with no query waiting for it: an 'error' event.
        await new Promise((resolve) => setTimeout(resolve, 300));
        await tx.execute(sql`select 1`);
      });
      const failure = await transaction.then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(unavailableDependency(failure)).toBe('database');
      await expect(database.ping()).resolves.toBeUndefined();
    } finally {
      await database.close();
    }
  });
});
