import { m } from '#src/shared/i18n/messages.ts';
import { staticPages } from '#src/shared/static/paths.ts';
import { Button } from '#src/web/components/ui/button.tsx';
import { Dialog } from '#src/web/components/ui/dialog.tsx';
import { Link } from '#src/web/components/ui/link.tsx';
import { howItWorksSteps } from './content.ts';
import { termsSections } from './terms-sections.ts';

export default function LandingDialogs({ which, onClose }: { which: 'how' | 'terms'; onClose: () => void }) {
  const onOpenChange = (open: boolean) => {
    if (!open) onClose();
  };
  if (which === 'how') {
    return (
      <Dialog
        open
        onOpenChange={onOpenChange}
        title={m['static.howItWorks']()}
        description={m['static.howItWorksIntro']()}
        footer={
          <Button className="w-full" onClick={onClose}>
            {m['static.gotIt']()}
          </Button>
        }
      >
        <ol className="space-y-4">
          {howItWorksSteps.map((step, index) => (
            <li key={step.id} className="flex gap-3">
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white">
                {index + 1}
              </span>
              <div>
                <p className="font-semibold">{step.title()}</p>
                <p className="text-sm text-muted">{step.body()}</p>
              </div>
            </li>
          ))}
        </ol>
      </Dialog>
    );
  }
  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title={m['static.termsApply']()}
      description={m['static.termsShort']()}
      footer={
        <div className="flex flex-col gap-2 sm:flex-row sm:justify-between">
          <Link
            to={staticPages.terms}
            className="self-center text-sm font-semibold text-brand-700 underline underline-offset-4"
          >
            {m['static.readFullTerms']()}
          </Link>
          <Button onClick={onClose}>{m['static.understand']()}</Button>
        </div>
      }
    >
      <div className="space-y-4 text-sm">
        {termsSections.map((section) => (
          <section key={section.id}>
            <h3 className="font-semibold">{section.title()}</h3>
            <p className="mt-1 text-muted">{section.body()}</p>
          </section>
        ))}
      </div>
    </Dialog>
  );
}
