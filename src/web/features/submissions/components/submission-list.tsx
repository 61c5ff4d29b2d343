import { formatDate, formatDateTime } from '#src/shared/core/dates.ts';
import { describeHandoverSlot } from '#src/shared/core/handover-slots.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { adminReviewPath } from '#src/shared/submissions/paths.ts';
import type { AdminSubmissionListItem } from '#src/shared/submissions/review.schema.ts';
import { buttonClass } from '#src/web/components/ui/button.tsx';
import { Card } from '#src/web/components/ui/card.tsx';
import { Link } from '#src/web/components/ui/link.tsx';
import { Thumb } from '#src/web/features/photos/components/photo-thumb.tsx';
import { cn } from '#src/web/lib/cn.ts';
import { useNarrowScreen } from '#src/web/lib/use-narrow-screen.ts';
import { AdminStatusBadge } from './admin-status-badge.tsx';

function pickupText(item: AdminSubmissionListItem): string {
  // Issue 23: a booth request says which way its items come, with the slot or the day and window.
  if (item.handover === 'booth') {
    return item.eventSlot
      ? m['submissions.handoverAtBoothSlot']({ slot: describeHandoverSlot(item.eventSlot) })
      : m['submissions.handoverAtBooth']();
  }
  if (item.handover === 'pickup' && item.pickupDate) {
    const where = item.address ? ` · ${item.address}` : '';
    return `${m['submissions.handoverAtHome']()}${where} · ${formatDate(item.pickupDate)}${item.pickupTime ? ` · ${item.pickupTime}` : ''}`;
  }
  if (!item.pickupDate)
    return item.eventVenue ? m['submissions.eventPickup']({ venue: item.eventVenue }) : m['tracking.toBeScheduled']();
  return `${formatDate(item.pickupDate)}${item.pickupTime ? ` · ${item.pickupTime}` : ''}`;
}

/** Table view: dense, for working through the queue on a desktop; cards below 640 px. */
export function SubmissionTable({ items, compact = false }: { items: AdminSubmissionListItem[]; compact?: boolean }) {
  // Issue 24: on a phone the table's status and action fell off-screen; cards keep them in view.
  const narrow = useNarrowScreen();
  // Issue 40 item 13: on a phone Table is a list of compact cards, a small photo beside the text,
  // so the Grid/Table switch still changes something and three requests fit on one screen.
  if (narrow) return <SubmissionCards items={items} />;
  return (
    // `relative`: the visually hidden header is absolutely positioned and would otherwise widen the page.
    <div className="relative overflow-x-auto">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <thead className="border-b border-brand-100 text-xs uppercase tracking-wide text-muted">
          <tr>
            {!compact && <th className="py-2 pr-3 font-semibold">{m['submissions.colPhoto']()}</th>}
            <th className="py-2 pr-3 font-semibold">{m['submissions.colTrackingNumber']()}</th>
            <th className="py-2 pr-3 font-semibold">{m['submissions.colName']()}</th>
            <th className="py-2 pr-3 font-semibold">{m['submissions.colCity']()}</th>
            <th className="py-2 pr-3 font-semibold">{m['submissions.colStatus']()}</th>
            {!compact && <th className="py-2 pr-3 font-semibold">{m['submissions.colPickup']()}</th>}
            <th className="py-2 pr-3 font-semibold">{m['submissions.colSubmitted']()}</th>
            <th className="py-2 font-semibold">
              <span className="sr-only">{m['submissions.colActions']()}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-brand-50">
          {items.map((item) => (
            <tr key={item.trackingNumber} className="align-middle">
              {!compact && (
                <td className="py-2 pr-3">
                  <Thumb src={item.thumbUrl} alt="" className="size-12 rounded-lg" />
                </td>
              )}
              <td className="py-2 pr-3 font-mono font-semibold">{item.trackingNumber}</td>
              <td className="py-2 pr-3">
                {displayName(item)}
                {!compact && (
                  <span className="block text-xs text-muted">
                    {item.photoCount === 1
                      ? m['submissions.photoCountOne']()
                      : m['submissions.photoCount']({ count: item.photoCount })}
                  </span>
                )}
              </td>
              <td className="py-2 pr-3">{item.city}</td>
              <td className="py-2 pr-3 whitespace-nowrap">
                <AdminStatusBadge status={item.status} />
              </td>
              {!compact && <td className="py-2 pr-3 whitespace-nowrap">{pickupText(item)}</td>}
              <td className="py-2 pr-3 whitespace-nowrap text-muted">{formatDateTime(item.createdAt)}</td>
              <td className="py-2 text-right whitespace-nowrap">
                <Link
                  to={adminReviewPath(item.trackingNumber)}
                  className={buttonClass('outline', 'sm', 'whitespace-nowrap')}
                  aria-label={m['submissions.viewDetailsOf']({ trackingNumber: item.trackingNumber })}
                >
                  {m['submissions.viewDetails']()}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Compact cards for a phone: the photo small beside the number, name, status, pickup and the action. */
function SubmissionCards({ items }: { items: AdminSubmissionListItem[] }) {
  return (
    <ul className="space-y-2">
      {items.map((item) => (
        <li key={item.trackingNumber}>
          <Card className="flex gap-3 p-3">
            <Thumb src={item.thumbUrl} alt="" className="size-16 shrink-0 rounded-lg" />
            <CardText item={item} className="min-w-0 gap-0.5" nameClass="truncate" linkClass="mt-1 self-start" />
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** Grid view: photo-first cards, for recognising a request by its items; two a row on a phone (issue 40). */
export function SubmissionGrid({ items }: { items: AdminSubmissionListItem[] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {items.map((item) => (
        <li key={item.trackingNumber}>
          <Card className="flex h-full flex-col overflow-hidden">
            <Thumb
              src={item.thumbUrl}
              alt={m['submissions.itemsOf']({ name: item.name })}
              className="aspect-[4/3] w-full"
            />
            <CardText item={item} className="gap-1 p-3" linkClass="mt-auto" />
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** What both kinds of card say beside the photo: number, status, name, place, pickup and the action. */
function CardText({
  item,
  className,
  nameClass,
  linkClass,
}: {
  item: AdminSubmissionListItem;
  className: string;
  nameClass?: string;
  linkClass: string;
}) {
  return (
    <div className={cn('flex flex-1 flex-col', className)}>
      {/* Two cards a row on a phone: a long status ("Naka-schedule ang Pickup") goes under the number. */}
      <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
        <span className="font-mono text-sm font-semibold">{item.trackingNumber}</span>
        <AdminStatusBadge status={item.status} wrap />
      </div>
      <p className={cn('font-semibold', nameClass)}>{displayName(item)}</p>
      <p className="text-sm text-muted">
        {item.city} ·{' '}
        {item.photoCount === 1
          ? m['submissions.photoCountOne']()
          : m['submissions.photoCount']({ count: item.photoCount })}
      </p>
      <p className="text-sm text-muted">{pickupText(item)}</p>
      <Link
        to={adminReviewPath(item.trackingNumber)}
        className={buttonClass('outline', 'sm', linkClass)}
        aria-label={m['submissions.viewDetailsOf']({ trackingNumber: item.trackingNumber })}
      >
        {m['submissions.viewDetails']()}
      </Link>
    </div>
  );
}

/** Issue 26: an erased request shows when it was erased where its name was. */
function displayName(item: { name: string; erasedAfterDays: number | null }): string {
  return item.erasedAfterDays === null ? item.name : m['submissions.erasedAfterDays']({ days: item.erasedAfterDays });
}
