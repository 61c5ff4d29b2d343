import { CalendarClock, Lock, Mail, MapPin, Phone, Store, User } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDate } from '#src/shared/core/dates.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { describePickup } from '#src/shared/scheduling/pickup-text.ts';
import type { TrackingResult } from '#src/shared/tracking/tracking.schema.ts';

/** product.md §2: "Owner Details" for the event variant, "Pickup Information" otherwise. */
export function TrackingDetails({
  details,
  kind,
  masked,
  erased = false,
}: {
  details: TrackingResult['details'];
  kind: TrackingResult['kind'];
  masked: boolean;
  /** Issue 40 item 14: its personal data was erased: said in place of the blank name and contacts. */
  erased?: boolean;
}) {
  return (
    <section aria-labelledby="details-title" className="rounded-2xl border border-brand-100 bg-white p-5 shadow-sm">
      <h2 id="details-title" className="text-lg font-bold">
        {kind === 'event' ? m['tracking.ownerDetails']() : m['tracking.pickupInformation']()}
      </h2>
      <dl className="detail-rows mt-3 divide-y divide-brand-100 text-sm">
        {details.venue && <Row icon={<Store />} label={m['submissions.detailEvent']()} value={details.venue} />}
        {!erased && (
          <>
            <Row icon={<User />} label={m['tracking.detailName']()} value={details.name} />
            <Row icon={<Phone />} label={m['tracking.detailContact']()} value={details.contact} />
            <Row icon={<Mail />} label={m['tracking.detailEmail']()} value={details.email} />
            <Row
              icon={<MapPin />}
              label={kind === 'event' ? m['tracking.detailLocation']() : m['tracking.detailAddress']()}
              value={details.location}
            />
          </>
        )}
        <Row
          icon={<CalendarClock />}
          label={kind === 'event' ? m['tracking.detailSchedule']() : m['tracking.detailPickup']()}
          value={describePickup({ ...details.schedule, eventSlot: details.schedule.slot }, formatDate)}
        />
      </dl>
      {erased ? (
        <p className="mt-3 flex gap-2 rounded-xl bg-paper px-3 py-2.5 text-sm">
          <Lock className="mt-0.5 size-4 shrink-0" />
          {m['tracking.erasedDetails']()}
        </p>
      ) : (
        masked && (
          <p className="mt-3 flex gap-2 rounded-xl bg-paper px-3 py-2.5 text-xs text-muted">
            <Lock className="mt-px size-3.5 shrink-0" />
            {m['tracking.maskedNote']()}
          </p>
        )
      )}
    </section>
  );
}

/** One row of the `detail-rows` list: its layout is the list's (src/web/styles.css). */
function Row({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div>
      {/* The icon is hidden from assistive technology by itself (sprite-icon.tsx). */}
      <span>{icon}</span>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
