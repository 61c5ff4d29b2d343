import { HandHeart, Mail, MapPin, Recycle, Truck } from 'lucide-react';
import { serviceCities } from '#src/shared/core/cities.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { Card, CardContent } from '#src/web/components/ui/card.tsx';
import { ImpactCounter } from '#src/web/features/outcomes/components/impact-counter.tsx';
import { useSiteContacts } from './api/site-contacts-api.ts';
import { howItWorksSteps } from './content.ts';

export default function WhoWeArePage() {
  // Issue 40 item 16: the address MAIL_FROM names, not a fixed one.
  const { contactEmail } = useSiteContacts();
  return (
    <div className="container-page max-w-3xl py-10">
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-900">{m['static.whoTitle']()}</h1>
      <p className="mt-4 text-lg text-muted">{m['static.whoIntro']()}</p>
      <ImpactCounter />

      <section className="mt-10" aria-labelledby="mission">
        <h2 id="mission" className="text-xl font-bold">
          {m['static.missionTitle']()}
        </h2>
        <div className="mt-4 grid gap-4 sm:grid-cols-3">
          {[
            {
              icon: <HandHeart />,
              id: 'donate',
              title: m['static.donateTitle'](),
              body: m['static.donateBody'](),
            },
            {
              icon: <Recycle />,
              id: 'recycle',
              title: m['static.recycleTitle'](),
              body: m['static.recycleBody'](),
            },
            {
              icon: <Truck />,
              id: 'dispose',
              title: m['static.disposeTitle'](),
              body: m['static.disposeBody'](),
            },
          ].map((item) => (
            <Card key={item.id}>
              <CardContent>
                <div className="text-brand-600 [&_svg]:size-7">{item.icon}</div>
                <h3 className="mt-2 font-bold">{item.title}</h3>
                <p className="mt-1 text-sm text-muted">{item.body}</p>
              </CardContent>
            </Card>
          ))}
        </div>
      </section>

      <section className="mt-10" aria-labelledby="process">
        <h2 id="process" className="text-xl font-bold">
          {m['static.processTitle']()}
        </h2>
        <ol className="mt-4 space-y-3">
          {howItWorksSteps.map((step, index) => (
            <li key={step.id} className="flex gap-3">
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white">
                {index + 1}
              </span>
              <p>
                <span className="font-semibold">{m['static.processStep']({ title: step.title() })}</span>{' '}
                <span className="text-muted">{step.body()}</span>
              </p>
            </li>
          ))}
        </ol>
      </section>

      <section className="mt-10" aria-labelledby="area">
        <h2 id="area" className="flex items-center gap-2 text-xl font-bold">
          <MapPin className="size-5 text-brand-600" /> {m['static.areaTitle']()}
        </h2>
        <p className="mt-2 text-muted">{m['static.areaIntro']({ count: serviceCities.length })}</p>
        <ul className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-3">
          {serviceCities.map((city) => (
            <li key={city} className="rounded-xl border border-brand-100 bg-white px-3 py-2 text-sm font-medium">
              {city}
            </li>
          ))}
        </ul>
      </section>

      <section className="mt-10 rounded-2xl bg-brand-600 p-6 text-white" aria-labelledby="newsletter">
        <h2 id="newsletter" className="flex items-center gap-2 text-xl font-bold">
          <Mail className="size-5" /> {m['static.newsletterTitle']()}
        </h2>
        <p className="mt-2 text-brand-50">
          {m['static.newsletterBefore']()}{' '}
          <a className="font-semibold underline" href={`mailto:${contactEmail}?subject=Newsletter`}>
            {contactEmail}
          </a>{' '}
          {m['static.newsletterAfter']()}
        </p>
      </section>
    </div>
  );
}
