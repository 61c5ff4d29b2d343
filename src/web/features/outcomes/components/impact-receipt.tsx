import { Leaf, Printer, Share2 } from 'lucide-react';
import { formatDate } from '#src/shared/core/dates.ts';
import { itemName } from '#src/shared/core/item-display.ts';
import { m } from '#src/shared/i18n/messages.ts';
import type { ImpactReceipt } from '#src/shared/outcomes/outcome.schema.ts';
import { formatAmount, formatKg } from '#src/shared/outcomes/outcome-kinds.ts';
import { outcomeText } from '#src/shared/outcomes/receipt-text.ts';
import { Button } from '#src/web/components/ui/button.tsx';
import { useWithdrawShareLink } from '#src/web/features/outcomes/api/impact-api.ts';
import { notify } from '#src/web/lib/toast.ts';
import { useLive } from '#src/web/lib/use-live.ts';

/**
 * Issue 16: what became of each item of a completed request, with the totals. The same card on the
 * tracking result and behind the share link; printing the page prints this card (styles.css).
 */
export function ImpactReceiptCard({
  receipt,
  shareable: shareableAtFirst = true,
  ownerTrackingNumber,
  forFriends = false,
}: {
  receipt: ImpactReceipt;
  /** The public share page (issue 24): its readers are the household's friends, not the household. */
  forFriends?: boolean;
  shareable?: boolean;
  /** Issue 26: the signed-in owner may turn the share link off. */
  ownerTrackingNumber?: string;
}) {
  const live = useLive();
  const withdraw = useWithdrawShareLink();
  const shareable = shareableAtFirst && !withdraw.isSuccess;
  function withdrawShareLink() {
    withdraw.mutate(ownerTrackingNumber!, {
      onSuccess: () =>
        notify.success({ title: m['core.titleSuccess'](), description: m['outcomes.shareLinkWithdrawn']() }),
      onError: () => notify.error({ title: m['core.titleError'](), description: m['core.somethingWentWrong']() }),
    });
  }
  const { totals } = receipt;
  async function copyShareLink() {
    try {
      await navigator.clipboard.writeText(`${window.location.origin}${receipt.sharePath}`);
      notify.success({ title: m['core.titleSuccess'](), description: m['outcomes.shareLinkCopied']() });
    } catch {
      notify.error({ title: m['core.titleError'](), description: m['tracking.copyFailed']() });
    }
  }
  return (
    <section
      data-impact-receipt
      aria-labelledby="impact-receipt-title"
      className="rounded-2xl border border-emerald-200 bg-white p-5 shadow-sm"
    >
      <h2 id="impact-receipt-title" className="flex items-center gap-2 text-lg font-bold text-brand-900">
        <Leaf className="size-5 text-emerald-600" aria-hidden />
        {forFriends ? m['outcomes.receiptTitleShared']() : m['outcomes.receiptTitle']()}
      </h2>
      <p className="mt-1 text-sm text-muted">{m['outcomes.receiptIntro']()}</p>
      {receipt.completedOn && (
        <p className="mt-1 text-sm text-muted">
          {m['outcomes.completedOn']({ date: formatDate(receipt.completedOn) })}
        </p>
      )}
      <dl className="mt-4 grid grid-cols-3 gap-2 text-center">
        <Total value={formatAmount(totals.donated)} label={m['outcomes.itemsDonated']()} />
        <Total value={formatAmount(totals.recycled)} label={m['outcomes.itemsRecycled']()} />
        <Total value={formatKg(totals.kgDiverted)} label={m['outcomes.kgDiverted']()} />
      </dl>
      <ul className="mt-4 divide-y divide-brand-50">
        {receipt.items.map((item, index) => (
          // Items have no id here (the share link names nothing it need not); their order is fixed.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
          <li key={index} className="flex items-baseline justify-between gap-3 py-2 text-sm">
            <span>
              <span className="font-semibold">{itemName(item.name, index + 1)}</span>
              <span className="block text-muted">{outcomeText(item)}</span>
            </span>
            <span className="whitespace-nowrap text-muted">
              {m['outcomes.weightKg']({ kg: formatKg(item.weightKg) })}
            </span>
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-2 print:hidden">
        <Button variant="outline" size="sm" onClick={() => window.print()} disabled={!live}>
          <Printer />
          {m['outcomes.printReceipt']()}
        </Button>
        {shareable && (
          <Button variant="outline" size="sm" onClick={copyShareLink} disabled={!live}>
            <Share2 />
            {m['outcomes.copyShareLink']()}
          </Button>
        )}
        {shareable && ownerTrackingNumber && (
          <Button variant="outline" size="sm" onClick={withdrawShareLink} disabled={!live}>
            {m['outcomes.withdrawShareLink']()}
          </Button>
        )}
      </div>
      {shareable && <p className="mt-2 text-xs text-muted print:hidden">{m['outcomes.shareNote']()}</p>}
    </section>
  );
}

function Total({ value, label }: { value: string; label: string }) {
  return (
    <div className="rounded-xl bg-emerald-50 p-3">
      <dd className="text-2xl font-bold text-emerald-800">{value}</dd>
      <dt className="text-xs text-emerald-900">{label}</dt>
    </div>
  );
}
