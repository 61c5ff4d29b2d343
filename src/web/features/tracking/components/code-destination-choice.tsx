import { m } from '#src/shared/i18n/messages.ts';
import type { OwnerCodeChannel } from '#src/web/features/tracking/api/self-service-api.ts';

/**
 * Where a one-time code goes, the masked phone or e-mail on file, as the person chooses: the owner
 * code and the erase code ask the same question (issue 40), so they show it one way.
 */
export function CodeDestinationChoice({
  name,
  destinations,
  channel,
  onChoose,
}: {
  /** The radio group's name: it is also what the page's boot script keeps before the app (decision 084). */
  name: string;
  destinations: readonly { channel: OwnerCodeChannel; destination: string }[];
  channel: OwnerCodeChannel | undefined;
  onChoose: (channel: OwnerCodeChannel) => void;
}) {
  if (destinations.length < 2) return null;
  return (
    <fieldset className="mt-3">
      <legend className="text-sm font-semibold">{m['tracking.ownerCodeWhere']()}</legend>
      <div className="mt-1 flex flex-col gap-1">
        {destinations.map((d) => (
          <label key={d.channel} className="flex min-w-0 items-center gap-2 text-sm">
            <input
              type="radio"
              name={name}
              value={d.channel}
              checked={channel === d.channel}
              onChange={() => onChoose(d.channel)}
              className="size-4 accent-brand-600"
            />
            <span className="min-w-0 break-words">
              {d.channel === 'sms'
                ? m['tracking.ownerCodeBySms']({ destination: d.destination })
                : m['tracking.ownerCodeByEmail']({ destination: d.destination })}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
