// The server may render a page with its data (src/server/http/page-renderer.ts) and embed that
// data as JSON beside the markup, so the first client render shows the same thing without asking
// again. One id, read once.
export const ssrDataElementId = 'ligpit-ssr-data';

export interface SsrData {
  key: readonly unknown[];
  data: unknown;
}

/** The embedded data for `key`, removed from the page once taken. */
export function takeSsrData(key: readonly unknown[]): unknown {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(ssrDataElementId);
  if (!element?.textContent) return undefined;
  try {
    const parsed = JSON.parse(element.textContent) as SsrData;
    if (JSON.stringify(parsed.key) !== JSON.stringify(key)) return undefined;
    element.remove();
    return parsed.data;
  } catch {
    return undefined;
  }
}
