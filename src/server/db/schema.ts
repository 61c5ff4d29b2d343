// design.md §5. snake_case columns, uuid ids, timestamptz. Better Auth's tables are written by hand
// (its schema CLI needs Node 22 here) and keep the names and columns Better Auth expects.
// One file per subject under ./schema/; this module is what the app, the tests and drizzle-kit read.

export * from './schema/accounts.ts';
export * from './schema/auth.ts';
export * from './schema/crew.ts';
export * from './schema/events.ts';
export * from './schema/notifications.ts';
export * from './schema/outcomes.ts';
export * from './schema/scheduling.ts';
export * from './schema/submissions.ts';
