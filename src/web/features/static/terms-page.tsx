import { termsSections } from './content.ts';

export default function TermsPage() {
  return (
    <div className="container-page max-w-3xl py-10">
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-900">Terms and Conditions</h1>
      <p className="mt-3 text-muted">
        Please read these terms before you request a pickup. Using Ligpit means you accept them.
      </p>
      <div className="mt-8 space-y-6">
        {termsSections.map((section) => (
          <section key={section.title} className="rounded-2xl border border-brand-100 bg-white p-5">
            <h2 className="text-lg font-bold">{section.title}</h2>
            <p className="mt-2 text-muted">{section.body}</p>
          </section>
        ))}
      </div>
    </div>
  );
}
