export const serverNodeArgs: string[];
export const serverMallocEnv: Record<string, string>;
export function serverEnv<T extends Record<string, string | undefined>>(env: T): Record<string, string | undefined>;
