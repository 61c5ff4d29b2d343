import { ArrowLeft, Plus } from 'lucide-react';
import { m } from '#src/shared/i18n/messages.ts';
import { submissionPages } from '#src/shared/submissions/paths.ts';
import { Button } from '#src/web/components/ui/button.tsx';
import { Link } from '#src/web/components/ui/link.tsx';

/** The Events page's title, with the button that opens the new-event form while it is closed. */
export function EventsHeader({ creating, onNew }: { creating: boolean; onNew: () => void }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <Link
          to={submissionPages.adminDashboard}
          className="mb-2 inline-flex items-center gap-1 text-sm font-semibold text-brand-700"
        >
          <ArrowLeft className="size-4" />
          {m['events.backToDashboard']()}
        </Link>
        <h1 className="text-2xl font-bold sm:text-3xl">{m['events.eventsTitle']()}</h1>
        <p className="mt-1 max-w-2xl text-sm text-muted">{m['events.eventsIntro']()}</p>
      </div>
      {!creating && (
        <Button onClick={onNew}>
          <Plus />
          {m['events.newEvent']()}
        </Button>
      )}
    </div>
  );
}
