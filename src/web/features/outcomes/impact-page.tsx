import { SearchX } from 'lucide-react';
import { useParams } from 'react-router';
import { m } from '#src/shared/i18n/messages.ts';
import { staticPages } from '#src/shared/static/paths.ts';
import { ButtonLink } from '#src/web/components/ui/button.tsx';
import { Skeleton } from '#src/web/components/ui/skeleton.tsx';
import { useImpactReceipt } from '#src/web/features/outcomes/api/impact-api.ts';
import { ImpactReceiptCard } from '#src/web/features/outcomes/components/impact-receipt.tsx';

/**
 * Issue 16: /impact/:token, the receipt a household shares. It shows the items and totals only,
 * never who gave them or where they live (decision 041).
 */
export default function ImpactPage() {
  const { token = '' } = useParams();
  const query = useImpactReceipt(token);
  return (
    <div className="container-page max-w-2xl py-6 sm:py-10">
      {query.isPending ? (
        <div role="status">
          <span className="sr-only">{m['outcomes.receiptLoading']()}</span>
          <Skeleton className="h-96" />
        </div>
      ) : query.isError ? (
        <div className="rounded-2xl border border-brand-100 bg-white p-6 text-center shadow-sm">
          <SearchX className="mx-auto size-10 text-muted" aria-hidden />
          <p className="mt-3 font-semibold" role="alert">
            {m['outcomes.receiptNotFound']()}
          </p>
          <ButtonLink to={staticPages.home} className="mt-4">
            {m['core.requestPickup']()}
          </ButtonLink>
        </div>
      ) : (
        <div className="space-y-6">
          <ImpactReceiptCard receipt={query.data} shareable={false} forFriends />
          <div className="text-center print:hidden">
            <ButtonLink to={staticPages.home}>{m['core.requestPickup']()}</ButtonLink>
          </div>
        </div>
      )}
    </div>
  );
}
