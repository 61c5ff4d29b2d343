import { Home } from 'lucide-react';
import { m } from '#src/shared/i18n/messages.ts';
import { staticPages } from '#src/shared/static/paths.ts';
import { ButtonLink } from '#src/web/components/ui/button.tsx';

export default function NotFoundPage() {
  return (
    <div className="container-page flex flex-col items-center py-20 text-center">
      <p className="text-7xl font-black text-brand-200">404</p>
      <h1 className="mt-4 text-2xl font-bold">{m['static.notFoundTitle']()}</h1>
      <p className="mt-2 max-w-sm text-muted">{m['static.notFoundBody']()}</p>
      <ButtonLink to={staticPages.home} className="mt-8">
        <Home />
        {m['static.returnToHome']()}
      </ButtonLink>
    </div>
  );
}
