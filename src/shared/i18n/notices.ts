// A toast is a pair of texts: `<name>Title` over `<name>` in a messages module. These helpers name the
// pairs of a module without repeating a text (docs/decisions/006).

type PairNames<M> = {
  [K in keyof M & string]: `${K}Title` extends keyof M ? K : never;
}[keyof M & string];

/**
 * The module's pairs as `{ title, description }` English texts, by name, with the catalogue key of
 * the description (the title's is the same plus "Title"): a page shows the pair in the reader's
 * language by that key (src/web/lib/said.ts), the server answers in English.
 */
export type NoticesOf<M> = {
  readonly [K in PairNames<M>]: {
    readonly title: M[`${K}Title` & keyof M];
    readonly description: M[K];
    readonly key: string;
  };
};

/**
 * `{ loginFailedTitle: 'Login Failed', loginFailed: 'Invalid…' }` of subject `accounts` →
 * `{ loginFailed: { title, description, key: 'accounts.loginFailed' } }`.
 */
export function noticesOf<M extends Record<string, string>>(messages: M, subject: string): NoticesOf<M> {
  const notices: Record<string, { title: string; description: string; key: string }> = {};
  for (const [name, description] of Object.entries(messages)) {
    const title = messages[`${name}Title`];
    if (title !== undefined) notices[name] = { title, description, key: `${subject}.${name}` };
  }
  return notices as NoticesOf<M>;
}
