import { m } from '#src/shared/i18n/messages.ts';
import { termsSections } from './terms-sections.ts';

export default function TermsPage() {
  return (
    <div className="container-page max-w-3xl py-10">
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-900">{m['static.termsTitle']()}</h1>
      <p className="mt-3 text-muted">{m['static.termsIntro']()}</p>
      <div className="mt-8 space-y-6">
        {termsSections.map((section) => (
          <section key={section.id} className="rounded-2xl border border-brand-100 bg-white p-5">
            <h2 className="text-lg font-bold">{section.title()}</h2>
            <p className="mt-2 text-muted">{section.body()}</p>
          </section>
        ))}
      </div>
    </div>
  );
}
