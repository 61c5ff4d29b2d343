import { useEffect, useState } from 'react';
import { privacyNoticeApi } from '#src/shared/static/paths.ts';

// Issue 26 and issue 40 item 16: the addresses the static pages name come from the server's
// configuration (PRIVACY_CONTACT, MAIL_FROM, RETENTION_DAYS), not from the build. The pages are
// pre-rendered with the defaults and show the configured values once /api/privacy answers.

export interface SiteContacts {
  /** The data protection officer's address (PRIVACY_CONTACT). */
  contact: string;
  retentionDays: number;
  /** The address for questions (MAIL_FROM's). */
  contactEmail: string;
}

const defaults: SiteContacts = { contact: 'hello@ligpit.ph', retentionDays: 180, contactEmail: 'hello@ligpit.ph' };

export function useSiteContacts(): SiteContacts {
  const [contacts, setContacts] = useState(defaults);
  useEffect(() => {
    let live = true;
    fetch(privacyNoticeApi.notice)
      .then((res) => (res.ok ? res.json() : null))
      .then((answer: Partial<SiteContacts> | null) => {
        if (live && answer) setContacts({ ...defaults, ...answer });
      })
      .catch(() => {
        // Offline: the defaults stay on the page.
      });
    return () => {
      live = false;
    };
  }, []);
  return contacts;
}
