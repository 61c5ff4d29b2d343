// Pages that are the same for everyone (product.md §2), pre-rendered at build time (scripts/build.mjs).

export const staticPages = {
  home: '/',
  terms: '/terms',
  whoWeAre: '/who-we-are',
  /** Issue 26: the privacy notice (RA 10173), in English and Filipino. */
  privacy: '/privacy',
  /** design.md §6.10: every page redirects here in maintenance mode. */
  maintenance: '/site-upgrading',
} as const;

/** What /privacy fills in from the server's configuration (PRIVACY_CONTACT, RETENTION_DAYS). */
export const privacyNoticeApi = { notice: '/api/privacy' } as const;
