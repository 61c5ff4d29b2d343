// Everything under /api is the JSON API; every other path is a page of the web app (design.md §1).

export const apiPrefix = '/api';

export const healthApi = '/api/health';
/** Liveness: the process answers (issue 28). */
export const healthLiveApi = '/api/health/live';
/** Readiness: this instance should get traffic: database, photo storage and outbox worker answer. */
export const healthReadyApi = '/api/health/ready';

export function isApiPath(pathname: string): boolean {
  return pathname === apiPrefix || pathname.startsWith(`${apiPrefix}/`);
}
