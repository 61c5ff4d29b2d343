import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { privacyNoticeApi } from '#src/shared/static/paths.ts';
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

export function useSiteContacts(): SiteContacts {
  const queryClient = useQueryClient();
  const [contacts, setContacts] = useState<SiteContacts>(() => ({
    ...defaults,
    ...(queryClient.getQueryData<Partial<SiteContacts>>(privacySettingsKey) ??
      (takeSsrData(privacySettingsKey) as Partial<SiteContacts> | undefined)),
  }));
  useEffect(() => {
    let live = true;
    fetch(privacyNoticeApi.notice)
      .then((res) => (res.ok ? res.json() : null))
      .then((answer: Partial<SiteContacts> | null) => {
        if (live && answer) setContacts({ ...defaults, ...answer });
      })
      .catch(() => {
        // Offline: what the page was rendered with stays.
      });
    return () => {
      live = false;
    };
  }, []);
  return contacts;
}
