// Everything under /api is the JSON API; every other path is a page of the web app (DESIGN §1).

export const apiPrefix = '/api';

export const healthApi = '/api/health';

export function isApiPath(pathname: string): boolean {
  return pathname === apiPrefix || pathname.startsWith(`${apiPrefix}/`);
}
