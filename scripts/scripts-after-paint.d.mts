export const scriptListId: string;
export function loadScriptsAfterPaint(html: string): string;
