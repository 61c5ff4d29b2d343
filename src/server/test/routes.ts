/**
 * Reads every route Fastify registered, from its own route tree print-out, as "METHOD /path".
 * Use the default print-out (`app.printRoutes()`): with `commonPrefix: false` Fastify prints a
 * wildcard route (`/api/track/*`) as a bare `*`.
 * Reading the live tree (not a hand-kept list) is what makes a new, unlisted route fail a matrix test.
 */
export function registeredRoutes(tree: string): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    // A node without methods (a shared prefix, in the default print-out) still names its children.
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(\S+)(?: \(([^)]+)\))?/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack[depth] = match[2]!;
    const url = stack.join('');
    for (const method of (match[3] ?? '').split(',').map((m) => m.trim())) {
      if (!method) continue;
      if (method !== 'HEAD') routes.push(`${method} ${url}`);
    }
  }
  return routes;
}
