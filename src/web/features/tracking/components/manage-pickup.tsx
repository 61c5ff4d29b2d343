import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarClock, XCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { formatDate, formatDateTime } from '#src/shared/core/dates.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { type ManageOptions, type Reschedule, rescheduleSchema } from '#src/shared/submissions/self-service.ts';
import type { TrackingItem } from '#src/shared/tracking/tracking.schema.ts';
import { Button } from '#src/web/components/ui/button.tsx';
import { Dialog } from '#src/web/components/ui/dialog.tsx';
import { Field, Select } from '#src/web/components/ui/field.tsx';
import { useAvailability } from '#src/web/features/scheduling/api/availability-api.ts';
import {
  useCancelPickup,
  useManageOptions,
  useReschedulePickup,
} from '#src/web/features/tracking/api/self-service-api.ts';
import { OwnerCode } from '#src/web/features/tracking/components/owner-code.tsx';
import { OwnerPhotos } from '#src/web/features/tracking/components/owner-photos.tsx';
import { ApiError } from '#src/web/lib/api.ts';
import { fieldError } from '#src/web/lib/field-error.ts';
import { notify } from '#src/web/lib/toast.ts';

// Issue 15: the owner cancels or moves the pickup online, until 24 hours before it (product.md §9).
// Shown only to the owner: the server answers anyone else as if the number were unknown; they may
// ask for a one-time code instead.

/**
 * Issue 24: a request that has ended says how it ended, not that "online changes closed" (which
 * reads as if something were still to come).
 */
function settledText(status: string): string | null {
  if (status === 'Completed') return m['tracking.manageSettledCompleted']();
  if (status === 'Declined') return m['tracking.manageSettledDeclined']();
  if (status === 'Cancelled') return m['tracking.manageSettledCancelled']();
  return null;
}

function failed(error: unknown) {
  notify.error({
    title: m['core.titleError'](),
    description: error instanceof ApiError ? error.message : m['core.somethingWentWrong'](),
  });
}

export function ManagePickup({
  trackingNumber,
  open = false,
  items = [],
}: {
  trackingNumber: string;
  open?: boolean;
  /** The request's photos, as the tracking result lists them. */
  items?: TrackingItem[];
}) {
  const options = useManageOptions(trackingNumber);
  const [dialog, setDialog] = useState<'cancel' | 'move' | null>(null);
  const o = options.data;
  // Not recognised as the owner, on a request still open: a one-time code proves it (decision 044).
  if (o === null && open) return <OwnerCode trackingNumber={trackingNumber} />;
  if (!o || (!o.canCancel && !o.changeUntil)) return null;
  const until = o.changeUntil ? formatDateTime(o.changeUntil) : null;

  return (
    <section className="rounded-2xl border border-brand-100 bg-white p-5 shadow-sm" aria-labelledby="manage-pickup">
      <h2 id="manage-pickup" className="font-bold">
        {m['tracking.managePickup']()}
      </h2>
      {o.needsRescheduling && o.pickupDate && (
        <p className="mt-2 rounded-lg bg-amber-50 p-3 text-sm font-semibold text-amber-900" role="status">
          {m['tracking.needsReschedulingNotice']({ date: formatDate(o.pickupDate) })}
        </p>
      )}
      {o.canCancel ? (
        <>
          {until && !o.needsRescheduling && (
            <p className="mt-1 text-sm text-muted">{m['tracking.manageIntro']({ until })}</p>
          )}
          <div className="mt-3 flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => setDialog('move')}>
              <CalendarClock />
              {m['tracking.reschedulePickupOnline']()}
            </Button>
            <Button variant="destructive" size="sm" onClick={() => setDialog('cancel')}>
              <XCircle />
              {m['tracking.cancelPickup']()}
            </Button>
          </div>
        </>
      ) : (
        (until || settledText(o.status)) && (
          <p className="mt-1 text-sm text-muted">
            {settledText(o.status) ?? m['tracking.manageClosed']({ until: until ?? '' })}
          </p>
        )
      )}
      {o.canEditPhotos && <OwnerPhotos trackingNumber={trackingNumber} items={items} />}
      <CancelDialog options={o} open={dialog === 'cancel'} onOpenChange={(open) => setDialog(open ? 'cancel' : null)} />
      {dialog === 'move' && <MoveDialog options={o} onClose={() => setDialog(null)} />}
    </section>
  );
}

function CancelDialog({
  options,
  open,
  onOpenChange,
}: {
  options: ManageOptions;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const cancel = useCancelPickup(options.trackingNumber);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={m['tracking.cancelPickup']()}
      description={m['tracking.cancelPickupConfirm']()}
    >
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={() => onOpenChange(false)}>
          {m['tracking.keepPickup']()}
        </Button>
        <Button
          variant="destructive"
          disabled={cancel.isPending}
          onClick={() =>
            cancel.mutate(undefined, {
              onSuccess: () => {
                onOpenChange(false);
                notify.success({
                  title: m['tracking.pickupCancelledTitle'](),
                  description: m['tracking.pickupCancelled'](),
                });
              },
              onError: failed,
            })
          }
        >
          {m['tracking.cancelPickupAndNotify']()}
        </Button>
      </div>
    </Dialog>
  );
}

function MoveDialog({ options, onClose }: { options: ManageOptions; onClose: () => void }) {
  const days = useAvailability(options.city);
  const move = useReschedulePickup(options.trackingNumber);
  // Issue 40 item 11: it starts from the booked day and window (the first with room otherwise).
  const { register, handleSubmit, watch, setValue, formState } = useForm<Reschedule>({
    defaultValues: { pickupDate: options.pickupDate ?? '', pickupWindowId: options.pickupWindowId ?? '' },
    resolver: zodResolver(rescheduleSchema),
  });
  const list = days.data?.days ?? [];
  const day = list.find((d) => d.date === watch('pickupDate')) ?? list[0];
  const windows = day?.windows ?? [];
  const chosenWindow = windows.find((w) => w.id === watch('pickupWindowId')) ?? windows[0];
  // A booked day or window that has no room any more: the form holds the first that has.
  useEffect(() => {
    if (day && watch('pickupDate') !== day.date) setValue('pickupDate', day.date);
    if (chosenWindow && watch('pickupWindowId') !== chosenWindow.id) setValue('pickupWindowId', chosenWindow.id);
  }, [day, chosenWindow, watch, setValue]);
  const errorOf = (message: string | undefined) =>
    fieldError(message, {
      'submissions.pickupDateRequired': m['submissions.pickupDateRequired'],
      'submissions.pickupDateOutOfWindow': m['submissions.pickupDateOutOfWindow'],
      'submissions.pickupWindowUnavailable': m['submissions.pickupWindowUnavailable'],
    });

  const submit = handleSubmit((values) =>
    move.mutate(values, {
      onSuccess: () => {
        onClose();
        const label = windows.find((w) => w.id === values.pickupWindowId)?.label ?? '';
        notify.success({
          title: m['tracking.pickupMovedTitle'](),
          description: m['tracking.pickupMoved']({ date: formatDate(values.pickupDate), window: label }),
        });
      },
      onError: failed,
    }),
  );

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={m['tracking.reschedulePickupOnline']()}>
      <form className="space-y-4" onSubmit={submit} noValidate>
        {days.isPending ? (
          <p className="text-sm text-muted">{m['submissions.loadingWindows']()}</p>
        ) : list.length === 0 ? (
          <p className="text-sm text-muted">{m['submissions.noDaysWithRoom']()}</p>
        ) : (
          <>
            <Field label={m['tracking.newPickupDate']()} error={errorOf(formState.errors.pickupDate?.message)}>
              {(p) => (
                <Select {...p} {...register('pickupDate')}>
                  {list.map((d) => (
                    <option key={d.date} value={d.date}>
                      {formatDate(d.date)}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label={m['submissions.preferredWindow']()} error={errorOf(formState.errors.pickupWindowId?.message)}>
              {(p) => (
                <Select {...p} {...register('pickupWindowId')}>
                  {windows.map((w) => (
                    <option key={w.id} value={w.id}>
                      {w.label}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          </>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            {m['core.back']()}
          </Button>
          <Button type="submit" disabled={move.isPending || !chosenWindow}>
            {m['tracking.saveNewPickup']()}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
