import { Link } from 'react-router';
import { staticPages } from '#src/shared/static/paths.ts';
import { Button } from '#src/web/components/ui/button.tsx';
import { Dialog } from '#src/web/components/ui/dialog.tsx';
import { howItWorksSteps, termsSections } from './content.ts';

export default function LandingDialogs({ which, onClose }: { which: 'how' | 'terms'; onClose: () => void }) {
  const onOpenChange = (open: boolean) => {
    if (!open) onClose();
  };
  if (which === 'how') {
    return (
      <Dialog
        open
        onOpenChange={onOpenChange}
        title="How it works"
        description="From photo to pickup in four steps."
        footer={
          <Button className="w-full" onClick={onClose}>
            Got it
          </Button>
        }
      >
        <ol className="space-y-4">
          {howItWorksSteps.map((step, index) => (
            <li key={step.title} className="flex gap-3">
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white">
                {index + 1}
              </span>
              <div>
                <p className="font-semibold">{step.title}</p>
                <p className="text-sm text-muted">{step.body}</p>
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
      title="Terms and Conditions Apply"
      description="The short version of our terms."
      footer={
        <div className="flex flex-col gap-2 sm:flex-row sm:justify-between">
          <Link
            to={staticPages.terms}
            className="self-center text-sm font-semibold text-brand-700 underline underline-offset-4"
          >
            Read the full terms
          </Link>
          <Button onClick={onClose}>I understand</Button>
        </div>
      }
    >
      <div className="space-y-4 text-sm">
        {termsSections.map((section) => (
          <section key={section.title}>
            <h3 className="font-semibold">{section.title}</h3>
            <p className="mt-1 text-muted">{section.body}</p>
          </section>
        ))}
      </div>
    </Dialog>
  );
}
