import { formatDate, formatDateTime } from '#src/shared/core/dates.ts';
import { describeHandoverSlot } from '#src/shared/core/handover-slots.ts';
import { fullLocation } from '#src/shared/core/mask.ts';
import { displayPhone } from '#src/shared/core/phone.ts';
import { placeMapUrl } from '#src/shared/crew/paths.ts';
import { m } from '#src/shared/i18n/messages.ts';
import type { AdminSubmissionDetail } from '#src/shared/submissions/review.schema.ts';
import { Card, CardContent, CardHeader, CardTitle } from '#src/web/components/ui/card.tsx';
import { AdminStatusBadge } from './admin-status-badge.tsx';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-[7.5rem_1fr] gap-2 py-1.5">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="min-w-0 break-words text-sm font-medium">{children}</dd>
    </div>
  );
}

/** Read-only, with full contact details (staff see them in full: design.md §6.7). */
export function SubmissionDetailsCard({ detail }: { detail: AdminSubmissionDetail }) {
  const s = detail.submission;
  const pickup = s.pickupDate
    ? `${formatDate(s.pickupDate)}${s.pickupTime ? ` · ${s.pickupTime}` : ''}`
    : m['tracking.toBeScheduled']();
  return (
    <Card>
      <CardHeader className="flex items-center justify-between gap-3">
        <CardTitle>{m['submissions.detailsTitle']()}</CardTitle>
        <AdminStatusBadge status={s.status} />
      </CardHeader>
      <CardContent>
        <dl className="divide-y divide-brand-50">
          <Row label={m['submissions.colTrackingNumber']()}>
            <span className="font-mono">{s.trackingNumber}</span>
          </Row>
          <Row label={m['submissions.colName']()}>
            {s.erasedAfterDays === null ? s.name : m['submissions.erasedAfterDays']({ days: s.erasedAfterDays })}
          </Row>
          <Row label={m['submissions.staffEmailLabel']()}>
            <a className="text-brand-700 hover:underline" href={`mailto:${s.email}`}>
              {s.email}
            </a>
          </Row>
          <Row label={m['submissions.detailPhone']()}>
            <a className="text-brand-700 hover:underline" href={`tel:${s.phone}`}>
              {displayPhone(s.phone)}
            </a>
          </Row>
          <Row label={m['submissions.detailCity']()}>{s.city}</Row>
          {/* Where the crew goes (issue 12): street with house number, barangay, city, postal code, landmark. */}
          <Row label={m['submissions.detailAddress']()}>
            {s.address ? fullLocation(s.address, s.city, s) : '—'}
            {/* Issue 37: a barangay typed before the PSGC list that migration 0018 could not match. */}
            {s.barangayUnmatched && (
              <p role="note" className="mt-1 text-sm font-normal text-amber-900">
                {m['submissions.barangayUnmatched']({ barangay: s.barangay, city: s.city })}
              </p>
            )}
          </Row>
          {/* Issue 37: the same map link as the crew's: the household's pin when given, the address otherwise. */}
          {s.address && (
            <Row label={m['submissions.detailMap']()}>
              <a className="text-brand-700 hover:underline" href={placeMapUrl(s)} target="_blank" rel="noreferrer">
                {s.pin ? m['submissions.mapAtPin']() : m['submissions.mapAtAddress']()}
              </a>
            </Row>
          )}
          {s.event && <Row label={m['submissions.detailEvent']()}>{s.event.venue}</Row>}
          {/* Issue 23: a booth request is left at the booth in a slot, or picked up at home. */}
          {s.event && s.handover === 'booth' ? (
            <Row label={m['submissions.detailHandover']()}>
              {s.eventSlot
                ? m['submissions.handoverAtBoothSlot']({ slot: describeHandoverSlot(s.eventSlot) })
                : m['submissions.handoverAtBooth']()}
            </Row>
          ) : (
            <>
              {s.event && <Row label={m['submissions.detailHandover']()}>{m['submissions.handoverAtHome']()}</Row>}
              <Row label={m['submissions.detailPickup']()}>{pickup}</Row>
            </>
          )}
          <Row label={m['submissions.detailPhotos']()}>{s.photoCount}</Row>
          <Row label={m['submissions.detailSubmitted']()}>{formatDateTime(s.createdAt)}</Row>
          {s.statusReason && <Row label={m['submissions.detailReason']()}>{s.statusReason}</Row>}
        </dl>
      </CardContent>
    </Card>
  );
}
