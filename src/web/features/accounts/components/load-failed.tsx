import { RotateCw } from 'lucide-react';
import type { Notice } from '#src/shared/core/messages.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { staticPages } from '#src/shared/static/paths.ts';
import { Alert } from '#src/web/components/ui/alert.tsx';
import { Button, ButtonLink } from '#src/web/components/ui/button.tsx';

/** product.md §2 "Dashboard": an error box with "Try Again" and "Go to Home". */
export function LoadFailed({ notice, onRetry }: { notice: Notice; onRetry: () => void }) {
  return (
    <Alert tone="error" title={notice.title}>
      <p>{notice.description}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" onClick={onRetry}>
          <RotateCw />
          {m['accounts.tryAgain']()}
        </Button>
        <ButtonLink to={staticPages.home} size="sm" variant="outline">
          {m['accounts.goHome']()}
        </ButtonLink>
      </div>
    </Alert>
  );
}
