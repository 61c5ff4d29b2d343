// A toast is a pair of texts: `<name>Title` over `<name>` in a messages module. These helpers name the
// pairs of a module without repeating a text (docs/decisions/006).

type PairNames<M> = {
  [K in keyof M & string]: `${K}Title` extends keyof M ? K : never;
}[keyof M & string];

/** The module's pairs as `{ title, description }` English texts, by name. */
export type NoticesOf<M> = {
  readonly [K in PairNames<M>]: { readonly title: M[`${K}Title` & keyof M]; readonly description: M[K] };
};

/** `{ loginFailedTitle: 'Login Failed', loginFailed: 'Invalid…' }` → `{ loginFailed: { title, description } }`. */
export function noticesOf<M extends Record<string, string>>(messages: M): NoticesOf<M> {
  const notices: Record<string, { title: string; description: string }> = {};
  for (const [name, description] of Object.entries(messages)) {
    const title = messages[`${name}Title`];
    if (title !== undefined) notices[name] = { title, description };
  }
  return notices as NoticesOf<M>;
}
