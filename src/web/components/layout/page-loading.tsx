import { m } from '#src/shared/i18n/messages.ts';
import { Skeleton } from '#src/web/components/ui/skeleton.tsx';

export function PageLoading() {
  return (
    <div className="container-page space-y-4 py-10" role="status" aria-label={m['core.loading']()}>
      <Skeleton className="h-8 w-2/3 max-w-sm" />
      <Skeleton className="h-4 w-full max-w-lg" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}
