export function outputDir(root: string): string;
export function stampFile(root: string): string;
export function catalogueLooksFresh(root: string): boolean;
