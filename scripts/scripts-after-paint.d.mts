export const scriptListId: string;
export const preloadsPerTask: number;
export function loadScriptsAfterPaint(html: string): string;
export function chunkName(file: string): string;
export function chunkPath(name: string): string;
