// Route patterns in the `/a/:param/b` form that both Fastify and react-router read. Each subject's
// paths module (src/shared/<subject>/paths.ts) declares its patterns once; links, API calls, e-mails
// and the server's routes are built from them here, and URLs are parsed back with the same pattern.

type ParamName<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamName<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The parameters a pattern names, e.g. `{ venue, trackingId }` for `/event/:venue/tracking-result/:trackingId`. */
export type PathParams<P extends string> = { [K in ParamName<P>]: string };

/** The path of `pattern` with each `:param` replaced by its value, percent-encoded. */
export function buildPath<P extends string>(pattern: P, params: PathParams<P>): string {
  const values = params as Record<string, string>;
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
}

/**
 * The parameters of `url` (a path, with or without query and fragment) when it has the shape of
 * `pattern`, decoded; undefined otherwise. One trailing slash is allowed, as browsers and people
 * add one; an empty or undecodable parameter does not match.
 */
export function matchPath<P extends string>(pattern: P, url: string): PathParams<P> | undefined {
  let pathname = url.split(/[?#]/, 1)[0] ?? '';
  if (pathname.length > 1 && pathname.endsWith('/')) pathname = pathname.slice(0, -1);
  const expected = pattern.split('/');
  const actual = pathname.split('/');
  if (expected.length !== actual.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, part] of expected.entries()) {
    const segment = actual[index]!;
    if (!part.startsWith(':')) {
      if (part !== segment) return undefined;
      continue;
    }
    if (!segment) return undefined;
    try {
      params[part.slice(1)] = decodeURIComponent(segment);
    } catch {
      return undefined; // a malformed escape such as %E0%A4%A
    }
  }
  return params as PathParams<P>;
}

/** A path with its query string; empty values are left out. */
export function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
