import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarCheck, XCircle } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { addDays, formatDate, manilaDate } from '#src/shared/core/dates.ts';
import { type PickupTimeWindow, pickupTimeWindows } from '#src/shared/submissions/pickup-window.ts';
import {
  type AdminSubmissionDetail,
  type ChangeStatus,
  cancelFormSchema,
  declineFormSchema,
  type SchedulePickupForm,
  type StatusReasonForm,
  schedulePickupFormSchema,
} from '#src/shared/submissions/review.schema.ts';
import type { SubmissionStatus } from '#src/shared/submissions/status.ts';
import { Button } from '#src/web/components/ui/button.tsx';
import { Dialog } from '#src/web/components/ui/dialog.tsx';
import { Field, Input, Select, Textarea } from '#src/web/components/ui/field.tsx';
import { useChangeStatus } from '#src/web/features/admin/api/admin-api.ts';
import { ApiError } from '#src/web/lib/api.ts';
import { notify } from '#src/web/lib/toast.ts';

type Change = Omit<ChangeStatus, 'expectedStatus'>;

const otherMoves: { to: SubmissionStatus; label: string }[] = [
  { to: 'Processing', label: 'Mark as Processing' },
  { to: 'Completed', label: 'Mark as Completed' },
  { to: 'Cancelled', label: 'Cancel request' },
];

/**
 * Schedule Pickup, Decline Application and the other moves of DESIGN §7. Each sends the status
 * staff saw as `expectedStatus`, so a change someone else made first is refused, not overwritten.
 */
export function StatusActions({ detail }: { detail: AdminSubmissionDetail }) {
  const s = detail.submission;
  const change = useChangeStatus(s.trackingNumber);
  const [dialog, setDialog] = useState<'schedule' | 'decline' | 'cancel' | null>(null);
  const allowed = new Set(detail.allowedStatuses);

  async function apply(body: Change, done: { title: string; description: string; tone?: 'error' }) {
    try {
      await change.mutateAsync({ ...body, expectedStatus: s.status as SubmissionStatus });
      setDialog(null);
      (done.tone === 'error' ? notify.error : notify.success)({ title: done.title, description: done.description });
    } catch (error) {
      notify.error({
        title: error instanceof ApiError && error.status === 409 ? 'Changed by someone else' : 'Error',
        description: error instanceof ApiError ? error.message : 'Something went wrong. Please try again.',
      });
      if (error instanceof ApiError && error.status === 409) setDialog(null);
    }
  }

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => setDialog('schedule')} disabled={!allowed.has('Pickup Scheduled') || change.isPending}>
          <CalendarCheck />
          {s.status === 'Pickup Scheduled' ? 'Reschedule Pickup' : 'Schedule Pickup'}
        </Button>
        <Button
          variant="destructive"
          onClick={() => setDialog('decline')}
          disabled={!allowed.has('Declined') || change.isPending}
        >
          <XCircle />
          Decline Application
        </Button>
      </div>
      {otherMoves.some((m) => allowed.has(m.to)) && (
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm text-muted">Other changes:</span>
          {otherMoves
            .filter((m) => allowed.has(m.to))
            .map((m) => (
              <Button
                key={m.to}
                size="sm"
                variant="ghost"
                disabled={change.isPending}
                onClick={() =>
                  m.to === 'Cancelled'
                    ? setDialog('cancel')
                    : apply(
                        { to: m.to as Change['to'] },
                        {
                          title: 'Status updated',
                          description: `The request is now ${m.to}. The customer gets an SMS.`,
                        },
                      )
                }
              >
                {m.label}
              </Button>
            ))}
        </div>
      )}
      {allowed.size === 0 && (
        <p className="text-sm text-muted">This request is {s.status}; its status can no longer change.</p>
      )}

      <ScheduleDialog
        key={`${s.status}-${s.pickupDate}-${s.pickupTime}`}
        open={dialog === 'schedule'}
        onOpenChange={(open) => setDialog(open ? 'schedule' : null)}
        current={s}
        busy={change.isPending}
        onSchedule={(pickupDate, pickupTime) =>
          apply(
            { to: 'Pickup Scheduled', pickupDate, pickupTime },
            {
              title: 'Pickup scheduled',
              description: `${formatDate(pickupDate)}, ${pickupTime}. A confirmation SMS is on its way to the customer.`,
            },
          )
        }
      />
      <ReasonDialog
        open={dialog === 'decline' || dialog === 'cancel'}
        onOpenChange={(open) => !open && setDialog(null)}
        kind={dialog === 'cancel' ? 'cancel' : 'decline'}
        busy={change.isPending}
        onConfirm={(reason) =>
          dialog === 'cancel'
            ? apply(
                { to: 'Cancelled', reason },
                { title: 'Request cancelled', description: 'The customer gets an SMS.' },
              )
            : apply(
                { to: 'Declined', reason },
                // spec §8: the decline notice is shown error-styled.
                {
                  title: 'Application declined',
                  description: 'A notification SMS has been sent to the user',
                  tone: 'error',
                },
              )
        }
      />
    </div>
  );
}

function ScheduleDialog({
  open,
  onOpenChange,
  current,
  busy,
  onSchedule,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  current: AdminSubmissionDetail['submission'];
  busy: boolean;
  onSchedule: (date: string, timeWindow: PickupTimeWindow) => void;
}) {
  const today = manilaDate();
  // Staff are not bound by the customer's 7–30 day rule, only by "not in the past" (issue 5).
  const initialDate = current.pickupDate && current.pickupDate >= today ? current.pickupDate : addDays(today, 1);
  const initialWindow = pickupTimeWindows.find((w) => w === current.pickupTime) ?? 'All Day';
  const schema = useMemo(() => schedulePickupFormSchema(today), [today]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SchedulePickupForm>({
    defaultValues: { pickupDate: initialDate, pickupTime: initialWindow },
    resolver: zodResolver(schema),
    reValidateMode: 'onSubmit',
  });
  const submit = handleSubmit(({ pickupDate, pickupTime }) => onSchedule(pickupDate, pickupTime));

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Schedule Pickup"
      description={`${current.name} asked for ${current.pickupDate ? formatDate(current.pickupDate) : 'no particular date'}.`}
    >
      <form className="space-y-4" onSubmit={submit} noValidate>
        <Field label="Pickup date" error={errors.pickupDate?.message}>
          {(fieldProps) => <Input {...fieldProps} type="date" min={today} {...register('pickupDate')} />}
        </Field>
        <Field label="Pickup window" error={errors.pickupTime?.message}>
          {(fieldProps) => (
            <Select {...fieldProps} {...register('pickupTime')}>
              {pickupTimeWindows.map((w) => (
                <option key={w} value={w}>
                  {w}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            Back
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Scheduling…' : 'Schedule and send SMS'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function ReasonDialog({
  open,
  onOpenChange,
  kind,
  busy,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  kind: 'decline' | 'cancel';
  busy: boolean;
  onConfirm: (reason: string) => void;
}) {
  const declining = kind === 'decline';
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<StatusReasonForm>({
    defaultValues: { reason: '' },
    // The same dialog declines (a reason is required) or cancels (a reason is optional).
    resolver: zodResolver(declining ? declineFormSchema : cancelFormSchema),
    reValidateMode: 'onSubmit',
  });
  const submit = handleSubmit(({ reason }) => onConfirm(reason));

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={declining ? 'Decline Application' : 'Cancel request'}
      description="The customer receives this reason by SMS."
    >
      <form className="space-y-4" onSubmit={submit} noValidate>
        <Field label={declining ? 'Reason' : 'Reason (optional)'} error={errors.reason?.message}>
          {(fieldProps) => (
            <Textarea
              {...fieldProps}
              maxLength={500}
              placeholder={declining ? 'e.g. We cannot collect mattresses at the moment' : ''}
              {...register('reason')}
            />
          )}
        </Field>
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            Back
          </Button>
          <Button type="submit" variant="destructive" disabled={busy}>
            {declining ? 'Decline and send SMS' : 'Cancel and send SMS'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
