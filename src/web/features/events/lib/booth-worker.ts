// Placeholder until the offline booth's service worker lands.
export function registerBoothWorker(): void {}
