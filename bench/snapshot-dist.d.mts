export function snapshotDist(): { serverEntry: string; cwd: string; cleanup: () => void };
