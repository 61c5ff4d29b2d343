import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * react-hook-form's zodResolver, with the schema and zod fetched on the first validation instead of
 * with the page (issue 25): a form painted from the server hydrates without zod (~25 KB gzip to
 * parse and run), which it needs only once someone submits (or, after a submit, edits a field).
 * The fetch is one promise for the form's life; a validation waits for it, as react-hook-form
 * waits for any async resolver.
 */
export function lazyZodResolver<Schema extends z.ZodType<FieldValues, FieldValues>, Context = unknown>(
  loadSchema: () => Promise<Schema>,
): Resolver<z.input<Schema>, Context, z.output<Schema>> {
  type Loaded = Resolver<z.input<Schema>, Context, z.output<Schema>>;
  let resolver: Promise<Loaded> | undefined;
  return async (values, context, options) => {
    if (!resolver) {
      const loading = Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
        // zodResolver's overloads cannot see through a generic schema; it returns exactly this type.
        ([{ zodResolver }, schema]) => zodResolver(schema) as unknown as Loaded,
      );
      resolver = loading;
      // A failed fetch is tried again on the next validation, not kept.
      loading.catch(() => {
        if (resolver === loading) resolver = undefined;
      });
    }
    return (await resolver)(values, context, options);
  };
}
