import { m } from '#src/shared/i18n/messages.ts';
import { useSiteContacts } from './api/site-contacts-api.ts';

// Issue 26 (RA 10173): the privacy notice. The data protection officer's address and the retention
// period come from the server's configuration (PRIVACY_CONTACT, RETENTION_DAYS).

export default function PrivacyPage() {
  const config = useSiteContacts();
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
