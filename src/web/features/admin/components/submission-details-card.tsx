import { formatDate, formatDateTime } from '#src/shared/core/dates.ts';
import { displayPhone } from '#src/shared/core/phone.ts';
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

/** Read-only, with full contact details (staff see them in full: DESIGN §6.7). */
export function SubmissionDetailsCard({ detail }: { detail: AdminSubmissionDetail }) {
  const s = detail.submission;
  const pickup = s.pickupDate
    ? `${formatDate(s.pickupDate)}${s.pickupTime ? ` · ${s.pickupTime}` : ''}`
    : 'To be scheduled';
  return (
    <Card>
      <CardHeader className="flex items-center justify-between gap-3">
        <CardTitle>Submission details</CardTitle>
        <AdminStatusBadge status={s.status} />
      </CardHeader>
      <CardContent>
        <dl className="divide-y divide-brand-50">
          <Row label="Tracking #">
            <span className="font-mono">{s.trackingNumber}</span>
          </Row>
          <Row label="Name">{s.name}</Row>
          <Row label="E-mail">
            <a className="text-brand-700 hover:underline" href={`mailto:${s.email}`}>
              {s.email}
            </a>
          </Row>
          <Row label="Phone">
            <a className="text-brand-700 hover:underline" href={`tel:${s.phone}`}>
              {displayPhone(s.phone)}
            </a>
          </Row>
          <Row label="City">{s.city}</Row>
          <Row label="Address">{s.address || '—'}</Row>
          {s.postalCode && <Row label="Postal code">{s.postalCode}</Row>}
          {s.event && (
            <Row label="Event">
              {s.event.venue}
              {s.eventSlot ? ` · ${s.eventSlot}` : ''}
            </Row>
          )}
          <Row label="Pickup">{pickup}</Row>
          <Row label="Photos">{s.photoCount}</Row>
          <Row label="Submitted">{formatDateTime(s.createdAt)}</Row>
          {s.statusReason && <Row label="Reason">{s.statusReason}</Row>}
        </dl>
      </CardContent>
    </Card>
  );
}
