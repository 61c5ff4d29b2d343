import { useId } from 'react';
import type { DayStop } from '#src/shared/crew/crew.schema.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { Select } from '#src/web/components/ui/field.tsx';
import { useSetStopTruck } from '#src/web/features/crew/api/crew-api.ts';
import { ApiError } from '#src/web/lib/api.ts';
import { notify } from '#src/web/lib/toast.ts';

// Issue 40 item 6 (decision 089): on the staff's day view, a scheduled stop's truck, changed on its
// own. The pickup keeps its day and window and the household is not messaged; "Reschedule Pickup"
// is for moving the pickup itself.

/** Only a stop still waiting for its truck can change trucks (the server says the same). */
export function canChangeTruck(stop: Pick<DayStop, 'status' | 'state'>): boolean {
  return stop.status === 'Pickup Scheduled' && (stop.state === 'scheduled' || stop.state === 'nobody-home');
}

export function StopTruckSelect({
  stop,
  truckId,
  truckName,
  trucks,
}: {
  stop: Pick<DayStop, 'trackingNumber' | 'name'>;
  /** The truck the stop is on as this screen shows it (null: none). */
  truckId: string | null;
  truckName: string | null;
  trucks: { id: string; name: string }[];
}) {
  const id = useId();
  const setTruck = useSetStopTruck();
  // A retired truck is no longer offered, but a stop still on one shows it.
  const options =
    truckId && truckName && !trucks.some((t) => t.id === truckId)
      ? [...trucks, { id: truckId, name: truckName }]
      : trucks;
  const change = (value: string) => {
    const next = value === '' ? null : value;
    if (next === truckId) return;
    setTruck.mutate(
      { trackingNumber: stop.trackingNumber, truckId: next, expectedTruckId: truckId },
      {
        onSuccess: (r) =>
          notify.success(
            r.truckName
              ? m['crew.stopTruckSaved']({ name: stop.name, truck: r.truckName })
              : m['crew.stopTruckCleared']({ name: stop.name }),
          ),
        onError: (error) =>
          notify.error({
            title: m['core.titleError'](),
            description: error instanceof ApiError ? error.message : m['core.somethingWentWrong'](),
          }),
      },
    );
  };
  return (
    <div className="w-40">
      <label htmlFor={id} className="sr-only">
        {m['crew.stopTruckLabel']({ name: stop.name })}
      </label>
      <Select
        id={id}
        className="h-10 text-sm"
        value={truckId ?? ''}
        disabled={setTruck.isPending}
        onChange={(e) => change(e.target.value)}
      >
        <option value="">{m['crew.noTruck']()}</option>
        {options.map((t) => (
          <option key={t.id} value={t.id}>
            {t.name}
          </option>
        ))}
      </Select>
    </div>
  );
}
