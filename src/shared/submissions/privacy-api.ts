// Without zod: the tracking result and the impact receipt name these paths on first paint, and the
// schemas beside them in privacy.ts would bring zod into those pages' scripts (issue 25).

/** The privacy API (issue 26). */
export const privacyApi = {
  myData: '/api/me/data',
  deleteAccount: '/api/me/delete-account',
  shareLink: '/api/me/submissions/:trackingNumber/share-link',
  eraseCode: '/api/submissions/:trackingNumber/erase-code',
  erase: '/api/submissions/:trackingNumber/erase',
} as const;
