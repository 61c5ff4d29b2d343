import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

// design.md §6.12: every date people see is a Manila date. Queries name Manila's zone through this
// module only (core/dates.ts does the same for the code).

/** Manila's time zone as a SQL literal: `${column} at time zone ${manilaZone}`. */
export const manilaZone = sql.raw(`'Asia/Manila'`);

/** A timestamptz's Manila calendar day ('YYYY-MM-DD') or month ('YYYY-MM'), as text. */
export function manilaDayOf<T extends string | null = string>(
  at: SQL | AnyColumn,
  format: 'YYYY-MM-DD' | 'YYYY-MM' = 'YYYY-MM-DD',
): SQL<T> {
  return sql<T>`to_char(${at} at time zone ${manilaZone}, ${sql.raw(`'${format}'`)})`;
}
