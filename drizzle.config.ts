import { defineConfig } from 'drizzle-kit';

// Only generates SQL from the schema; migrations are applied by the app at start (design.md §2 pitfalls).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './src/server/db/migrations',
});
