import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { m } from '#src/shared/i18n/messages.ts';
import { notify } from '#src/web/lib/toast.ts';

/** A form's schema could not be fetched (no network): its submit could not even be checked. */
export class SchemaUnreachable extends Error {
  constructor(cause: unknown) {
    super('the form schema could not be loaded', { cause });
    this.name = 'SchemaUnreachable';
  }
}

export type LazyZodResolver<Schema extends z.ZodType<FieldValues, FieldValues>, Context = unknown> = Resolver<
  z.input<Schema>,
  Context,
  z.output<Schema>
> & {
  /** Starts the fetch now (a form's first focus or tap), so a submit does not wait for it. */
  prepare(): void;
};

/**
 * react-hook-form's zodResolver, with the schema and zod fetched on the first validation instead of
 * with the page (issue 25): a form painted from the server hydrates without zod (~25 KB gzip to
 * parse and run), which it needs only once someone submits (or, after a submit, edits a field).
 * Made once per form, at module level: the fetch is one promise, which a validation waits for as
 * react-hook-form waits for any async resolver.
 */
export function lazyZodResolver<Schema extends z.ZodType<FieldValues, FieldValues>, Context = unknown>(
  loadSchema: () => Promise<Schema>,
): LazyZodResolver<Schema, Context> {
  type Loaded = Resolver<z.input<Schema>, Context, z.output<Schema>>;
  let resolver: Promise<Loaded> | undefined;
  const load = (): Promise<Loaded> => {
    if (!resolver) {
      const loading = Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
        // zodResolver's overloads cannot see through a generic schema; it returns exactly this type.
        ([{ zodResolver }, schema]) => zodResolver(schema) as unknown as Loaded,
        (cause: unknown) => {
          throw new SchemaUnreachable(cause);
        },
      );
      resolver = loading;
      // A failed fetch is tried again on the next validation, not kept.
      loading.catch(() => {
        if (resolver === loading) resolver = undefined;
      });
    }
    return resolver;
  };
  const resolve: Loaded = async (values, context, options) => (await load())(values, context, options);
  return Object.assign(resolve, {
    prepare: () => {
      load().catch(() => undefined);
    },
  });
}

/**
 * A form's submit (react-hook-form's handleSubmit) that says so when its schema could not be fetched,
 * as any request made offline does, instead of doing nothing: a page can lose its connection between
 * painting and the first submit. Anything else it throws is not ours to hide.
 */
export function saysWhenUnreachable<Args extends unknown[]>(
  submit: (...args: Args) => Promise<void>,
): (...args: Args) => Promise<void> {
  return (...args) =>
    submit(...args).catch((error: unknown) => {
      if (!(error instanceof SchemaUnreachable)) throw error;
      notify.error({ title: m['core.titleError'](), description: m['core.network']() });
    });
}
