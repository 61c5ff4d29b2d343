import { z } from 'zod';

/** A list's page number in a query string: 1 when absent. */
export const pageNumber = z.coerce.number().int().min(1).max(100_000).default(1);
