import { Skeleton } from '#src/web/components/ui/skeleton.tsx';

/** The Pickup windows page while the staff session is checked. */
export function PickupWindowsSkeleton() {
  return (
    <div className="container-page max-w-5xl space-y-4 py-8">
      <Skeleton className="h-10 w-60" />
      <Skeleton className="h-80" />
    </div>
  );
}
