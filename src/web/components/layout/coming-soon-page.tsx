import { Construction } from 'lucide-react';
import { m } from '#src/shared/i18n/messages.ts';
import { staticPages } from '#src/shared/static/paths.ts';
import { trackingPages } from '#src/shared/tracking/paths.ts';
import { ButtonLink } from '#src/web/components/ui/button.tsx';

/** For screens of issues not built yet: says so plainly and offers what works today. */
export default function ComingSoonPage({ title }: { title: string }) {
  return (
    <div className="container-page flex flex-col items-center py-20 text-center">
      <div className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <Construction className="size-7" />
      </div>
      <h1 className="mt-5 text-2xl font-bold">{title}</h1>
      <p className="mt-2 max-w-sm text-muted">{m['core.comingSoon']()}</p>
      <div className="mt-8 flex gap-3">
        <ButtonLink to={staticPages.home}>{m['core.requestPickup']()}</ButtonLink>
        <ButtonLink to={trackingPages.track} variant="outline">
          {m['core.trackPickup']()}
        </ButtonLink>
      </div>
    </div>
  );
}
