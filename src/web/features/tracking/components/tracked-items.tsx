import { CircleCheck, CircleX, Hourglass, Recycle, Trash2 } from 'lucide-react';
import { describeHandoverSlot } from '#src/shared/core/handover-slots.ts';
import { conditionText, itemName } from '#src/shared/core/item-display.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { refusalReasonText, verdictText } from '#src/shared/submissions/verdict-text.ts';
import type { HouseholdVerdict, ReviewState } from '#src/shared/submissions/verdicts.ts';
import { Button } from '#src/web/components/ui/button.tsx';
import { useManageOptions, useRemoveOwnerPhoto } from '#src/web/features/tracking/api/self-service-api.ts';
import { ApiError } from '#src/web/lib/api.ts';
import { cn } from '#src/web/lib/cn.ts';
import { notify } from '#src/web/lib/toast.ts';
import { useLive } from '#src/web/lib/use-live.ts';
import { ItemImage } from './item-image.tsx';

export interface ItemView {
  id: string;
  name: string;
  condition: string;
  thumbUrl?: string;
  /** Issue 27: staff's verdict, once the review is done. */
  verdict?: HouseholdVerdict;
  /** Issue 27: what the crew did with it at the door, once picked up. */
  load?: 'loaded' | 'left-behind';
}

/**
 * product.md §2 "Your Decluttered Items": image, name and condition of each photo; issue 27: once staff
 * scheduled the pickup, each item's verdict (with the reason, the note and where it can go for what
 * we cannot take), and before that, that the team is reviewing them.
 */
export function TrackedItems({
  items,
  review,
  trackingNumber,
  dropOff,
  erased = false,
}: {
  items: ItemView[];
  /** Issue 40 item 14: the photo files were erased: the items are listed by name, with no image. */
  erased?: boolean;
  review?: ReviewState;
  /** Issue 40: items left at a booth: the venue and the hand-over slot, said instead of a pickup. */
  dropOff?: { venue: string; slot: string };
  /** Given, the owner may remove a refused item (within the self-service rule). */
  trackingNumber?: string;
}) {
  const anyRefused = review === 'done' && items.some((item) => item.verdict?.verdict === 'reject');
  return (
    <section aria-labelledby="items-title" className="rounded-2xl border border-brand-100 bg-white p-5 shadow-sm">
      <h2 id="items-title" className="flex items-baseline justify-between text-lg font-bold">
        {m['tracking.itemsTitle']()}
        <span className="text-sm font-medium text-muted">{items.length}</span>
      </h2>
      {review === 'reviewing' && (
        <div role="status" className="mt-3 flex gap-2 rounded-xl bg-sun-100 p-3 text-sm text-amber-950">
          <Hourglass className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
          <div>
            <p className="font-bold">{m['submissions.reviewUnderwayTitle']()}</p>
            <p>
              {dropOff
                ? m['submissions.reviewUnderwayDropOff']({
                    venue: dropOff.venue,
                    slot: describeHandoverSlot(dropOff.slot),
                  })
                : m['submissions.reviewUnderway']()}
            </p>
          </div>
        </div>
      )}
      {items.length === 0 ? (
        <p className="mt-3 text-sm text-muted">{m['tracking.noItems']()}</p>
      ) : (
        <ul className="mt-3 grid gap-3">
          {items.map((item, index) => (
            <li key={item.id} className="rounded-xl border border-brand-100 p-2">
              <div className="flex items-center gap-3">
                {!erased && (
                  <ItemImage
                    src={item.thumbUrl}
                    alt={itemName(item.name, index + 1)}
                    className="size-16 shrink-0 rounded-lg bg-brand-50 object-cover"
                  />
                )}
                <div className="min-w-0">
                  <p className="truncate font-semibold">{itemName(item.name, index + 1)}</p>
                  <p className="truncate text-sm text-muted">{conditionText(item.condition)}</p>
                  {review === 'done' && item.verdict && <VerdictBadge verdict={item.verdict} />}
                  {item.load && (
                    <p
                      className={
                        item.load === 'loaded'
                          ? 'text-sm font-semibold text-brand-700'
                          : 'text-sm font-semibold text-amber-800'
                      }
                    >
                      {item.load === 'loaded' ? m['tracking.itemLoaded']() : m['tracking.itemLeftBehind']()}
                    </p>
                  )}
                </div>
              </div>
              {review === 'done' && item.verdict?.verdict === 'reject' && (
                <RefusalDetails
                  verdict={item.verdict}
                  name={itemName(item.name, index + 1)}
                  photoId={item.id}
                  trackingNumber={anyRefused ? trackingNumber : undefined}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const tones = {
  accept: { icon: CircleCheck, className: 'text-emerald-800' },
  recycle: { icon: Recycle, className: 'text-sky-800' },
  reject: { icon: CircleX, className: 'text-red-800' },
  none: { icon: Hourglass, className: 'text-muted' },
} as const;

function VerdictBadge({ verdict }: { verdict: HouseholdVerdict }) {
  const tone = tones[verdict.verdict ?? 'none'];
  const Icon = tone.icon;
  return (
    <p className={cn('mt-0.5 flex items-center gap-1 text-sm font-semibold', tone.className)}>
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      {verdictText(verdict.verdict)}
    </p>
  );
}

function RefusalDetails({
  verdict,
  name,
  photoId,
  trackingNumber,
}: {
  verdict: HouseholdVerdict;
  name: string;
  photoId: string;
  trackingNumber: string | undefined;
}) {
  return (
    <div className="mt-2 space-y-1 rounded-lg bg-red-50 p-2 text-sm text-red-950">
      {verdict.reason && (
        <p className="font-semibold">{m['submissions.verdictReason']({ reason: refusalReasonText(verdict.reason) })}</p>
      )}
      {verdict.note && <p>{verdict.note}</p>}
      {verdict.dropOff && (
        <p>
          {m['submissions.verdictWhereItCanGo']({ name: verdict.dropOff.name })}
          {verdict.dropOff.note && <span className="text-red-900/80"> ({verdict.dropOff.note})</span>}
        </p>
      )}
      {trackingNumber && <RemoveRefused trackingNumber={trackingNumber} photoId={photoId} name={name} />}
    </div>
  );
}

/** The owner's "Remove from my request", shown only where the self-service rule allows it. */
function RemoveRefused({ trackingNumber, photoId, name }: { trackingNumber: string; photoId: string; name: string }) {
  const live = useLive();
  const options = useManageOptions(trackingNumber);
  const remove = useRemoveOwnerPhoto(trackingNumber);
  if (!options.data?.canRemoveRefused) return null;
  return (
    <div className="pt-1">
      <Button
        size="sm"
        variant="outline"
        disabled={!live || remove.isPending}
        aria-label={m['submissions.removeRefusedOf']({ name })}
        onClick={() =>
          remove.mutate(photoId, {
            onSuccess: () =>
              notify.success({
                title: m['submissions.refusedRemovedTitle'](),
                description: m['submissions.refusedRemoved'](),
              }),
            onError: (error) =>
              notify.error({
                title: m['core.titleError'](),
                description: error instanceof ApiError ? error.message : m['core.somethingWentWrong'](),
              }),
          })
        }
      >
        <Trash2 />
        {m['submissions.removeRefused']()}
      </Button>
    </div>
  );
}
