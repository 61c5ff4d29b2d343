import { queryOptions, useQuery } from '@tanstack/react-query';
import { privacyNoticeApi } from '#src/shared/static/paths.ts';
import { api } from '#src/web/lib/api.ts';
import { takeSsrData } from '#src/web/lib/ssr-data.ts';

// Issue 26 and issue 40 item 16: the addresses the static pages name come from the server's
// configuration (PRIVACY_CONTACT, MAIL_FROM, RETENTION_DAYS), not from the build. Issue 36: the
// server renders /privacy with them (its renderer's query cache) and embeds them beside the markup,
// so the first client render says the same; a page without them (a pre-rendered page, a client-side
// visit) shows the defaults until /api/privacy answers.

export interface SiteContacts {
  /** The data protection officer's address (PRIVACY_CONTACT). */
  contact: string;
  retentionDays: number;
  /** The address for questions (MAIL_FROM's). */
  contactEmail: string;
}

const defaults: SiteContacts = { contact: 'hello@ligpit.ph', retentionDays: 180, contactEmail: 'hello@ligpit.ph' };

/** Where the server's render finds the settings, and the key it embeds them under (issue 36). */
export const privacySettingsKey = ['privacy-notice'] as const;

export const siteContactsQuery = () =>
  queryOptions({
    queryKey: privacySettingsKey,
    queryFn: () => api<Partial<SiteContacts>>(privacyNoticeApi.notice),
    // What the server rendered the page with; still asked again once the page runs (staleTime 0).
    initialData: () => takeSsrData(privacySettingsKey) as Partial<SiteContacts> | undefined,
  });

/** The settings the pages name; offline, what the page was rendered with (or the defaults) stays. */
export function useSiteContacts(): SiteContacts {
  const { data } = useQuery(siteContactsQuery());
  return { ...defaults, ...data };
}
