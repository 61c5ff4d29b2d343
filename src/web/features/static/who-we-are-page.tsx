import { HandHeart, Mail, MapPin, Recycle, Truck } from 'lucide-react';
import { serviceCities } from '#src/shared/core/cities.ts';
import { Card, CardContent } from '#src/web/components/ui/card.tsx';
import { howItWorksSteps } from './content.ts';

export default function WhoWeArePage() {
  return (
    <div className="container-page max-w-3xl py-10">
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-900">Who We Are</h1>
      <p className="mt-4 text-lg text-muted">
        Ligpit — Filipino for “to tidy up” — was founded in 2023 by neighbours in Metro Manila who were tired of seeing
        good things end up in the trash. We make letting go easy: you take the photos, we do the heavy lifting.
      </p>

      <section className="mt-10" aria-labelledby="mission">
        <h2 id="mission" className="text-xl font-bold">
          Our mission
        </h2>
        <div className="mt-4 grid gap-4 sm:grid-cols-3">
          {[
            {
              icon: <HandHeart />,
              title: 'Donate',
              body: 'Usable items go to families, schools and community groups who need them.',
            },
            {
              icon: <Recycle />,
              title: 'Recycle',
              body: 'Metal, plastic, paper and electronics go to accredited recyclers.',
            },
            {
              icon: <Truck />,
              title: 'Dispose',
              body: 'What cannot be saved is disposed of safely and legally — never dumped.',
            },
          ].map((item) => (
            <Card key={item.title}>
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
          The process
        </h2>
        <ol className="mt-4 space-y-3">
          {howItWorksSteps.map((step, index) => (
            <li key={step.title} className="flex gap-3">
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white">
                {index + 1}
              </span>
              <p>
                <span className="font-semibold">{step.title}.</span> <span className="text-muted">{step.body}</span>
              </p>
            </li>
          ))}
        </ol>
      </section>

      <section className="mt-10" aria-labelledby="area">
        <h2 id="area" className="flex items-center gap-2 text-xl font-bold">
          <MapPin className="size-5 text-brand-600" /> Where we pick up
        </h2>
        <p className="mt-2 text-muted">All 17 cities of Metro Manila:</p>
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
          <Mail className="size-5" /> Join our newsletter
        </h2>
        <p className="mt-2 text-brand-50">
          Decluttering tips, stories of where your items went, and news when we reach new areas — about once a month.
          Write to{' '}
          <a className="font-semibold underline" href="mailto:hello@ligpit.ph?subject=Newsletter">
            hello@ligpit.ph
          </a>{' '}
          with the subject “Newsletter” to join.
        </p>
      </section>
    </div>
  );
}
