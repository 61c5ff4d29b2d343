import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { m } from '#src/shared/i18n/messages.ts';
import { privacyNoticeApi } from '#src/shared/static/paths.ts';
import { takeSsrData } from '#src/web/lib/ssr-data.ts';

// Issue 26 (RA 10173): the privacy notice. The data protection officer's address and the retention
// period come from the server's configuration (PRIVACY_CONTACT, RETENTION_DAYS).
const defaults = { contact: 'hello@ligpit.ph', retentionDays: 180 };
type PrivacySettings = typeof defaults;

/** Where the server's render finds the settings, and the page the server embeds them under (issue 36). */
export const privacySettingsKey = ['privacy-notice'] as const;

export default function PrivacyPage() {
  // Issue 36: the server renders /privacy with the settings it runs with (the server renderer's
  // query cache) and embeds them beside the markup, so the first client render says the same; a
  // page without them (the pre-rendered fallback, a client-side visit) asks the server after.
  const queryClient = useQueryClient();
  const [config, setConfig] = useState<PrivacySettings>(
    () =>
      queryClient.getQueryData<PrivacySettings>(privacySettingsKey) ??
      (takeSsrData(privacySettingsKey) as PrivacySettings | undefined) ??
      defaults,
  );
  useEffect(() => {
    let live = true;
    fetch(privacyNoticeApi.notice)
      .then((res) => (res.ok ? res.json() : null))
      .then((answer: typeof defaults | null) => {
        if (live && answer) setConfig(answer);
      })
      .catch(() => {
        // Offline: the defaults stay on the page.
      });
    return () => {
      live = false;
    };
  }, []);
  const sections = [
    { id: 'collect', title: m['static.privacyCollectTitle'](), body: m['static.privacyCollectBody']() },
    { id: 'why', title: m['static.privacyWhyTitle'](), body: m['static.privacyWhyBody']() },
    { id: 'who', title: m['static.privacyWhoTitle'](), body: m['static.privacyWhoBody']() },
    {
      id: 'keep',
      title: m['static.privacyKeepTitle'](),
      body: m['static.privacyKeepBody']({ days: config.retentionDays }),
    },
    { id: 'rights', title: m['static.privacyRightsTitle'](), body: m['static.privacyRightsBody']() },
    {
      id: 'contact',
      title: m['static.privacyContactTitle'](),
      body: m['static.privacyContactBody']({ contact: config.contact }),
    },
  ];
  return (
    <div className="container-page max-w-3xl py-10">
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-900">{m['static.privacyTitle']()}</h1>
      <p className="mt-3 text-muted">{m['static.privacyIntro']()}</p>
      <div className="mt-8 space-y-6">
        {sections.map((section) => (
          <section key={section.id} className="rounded-2xl border border-brand-100 bg-white p-5">
            <h2 className="text-lg font-bold">{section.title}</h2>
            <p className="mt-2 text-muted">{section.body}</p>
          </section>
        ))}
      </div>
    </div>
  );
}
