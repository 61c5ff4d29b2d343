export const compileHint: string;
export function withCompileHint(code: string): string;
export function hintFiles(files: Iterable<string>): void;
