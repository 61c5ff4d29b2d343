/**
 * The list of scripts a page fetches once it has painted (docs/decisions/045): a JSON element
 * `{"entry": name, "preload": [names]}` that scripts/scripts-after-paint.mjs writes into index.html,
 * naming each chunk without the `/assets/` and `.js` every one shares (decision 073). A page adds its
 * own chunks here: the build for the pre-rendered pages (through the SSR bundle, scripts/build.mjs),
 * the server for the pages it renders per request (src/server/http/page-renderer.ts).
 */

/** Must match scripts/scripts-after-paint.mjs, which writes the list. */
export const scriptListId = 'ligpit-scripts';

const scriptList = new RegExp(`(<script type="application/json" id="${scriptListId}">)(.*?)(</script>)`);

/** JSON that cannot end the <script> element it sits in. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Adds a page's chunks (`assets/NAME.js`, as Vite's manifest names them) to its list, so they arrive
 * with the entry; each once, never the entry again. Anything else is not a chunk and is left out.
 */
export function withPreloads(template: string, files: readonly string[] = []): string {
  const chunks = files.flatMap((file) => /^assets\/([\w.-]+)\.js$/.exec(file)?.[1] ?? []);
  return template.replace(scriptList, (_, open: string, json: string, close: string) => {
    const list = JSON.parse(json) as { entry: string; preload: string[] };
    const preload = [...new Set([...list.preload, ...chunks])].filter((name) => name !== list.entry);
    return `${open}${scriptSafeJson({ ...list, preload })}${close}`;
  });
}
