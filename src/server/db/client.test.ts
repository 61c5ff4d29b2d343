import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '#src/server/test/test-db.ts';

// Runs in the PostgreSQL pass (TEST_DATABASE_URL); PGlite has no server to lose.
describe.runIf(process.env.TEST_DATABASE_URL)('the PostgreSQL connection pool', () => {
  it('survives the server ending an idle connection, and reconnects for the next query', async () => {
    const database = await createTestDatabase();
    try {
      const result = (await database.db.execute(sql`select current_database() as name`)) as unknown as {
        rows: { name: string }[];
      };
      const name = result.rows[0]!.name;
      const { default: pg } = await import('pg');
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      // Ends the pool's idle connections to this test's own database, like a server restart would.
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
      await admin.end();
      await new Promise((resolve) => setTimeout(resolve, 200));
      await expect(database.ping()).resolves.toBeUndefined();
    } finally {
      await database.close();
    }
  });
});
