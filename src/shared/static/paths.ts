// Pages that are the same for everyone (spec §2), pre-rendered at build time (scripts/build.mjs).

export const staticPages = {
  home: '/',
  terms: '/terms',
  whoWeAre: '/who-we-are',
  /** DESIGN §6.10: every page redirects here in maintenance mode. */
  maintenance: '/site-upgrading',
} as const;
