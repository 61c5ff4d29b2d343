export function precompress(dir: string): string[];
