import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarCheck, Truck, XCircle } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { formatDate } from '#src/shared/core/dates.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { adminReviewPath } from '#src/shared/submissions/paths.ts';
import {
  type AdminSubmissionDetail,
  type ChangeStatus,
  cancelFormSchema,
  declineFormSchema,
  etaChoices,
  type OnTheWay,
  onTheWaySchema,
  type StatusReasonForm,
  staffFormTexts,
} from '#src/shared/submissions/review.schema.ts';
import type { SubmissionStatus } from '#src/shared/submissions/status.ts';
import { statusLabel } from '#src/shared/submissions/status-label.ts';
import { Button } from '#src/web/components/ui/button.tsx';
import { Dialog } from '#src/web/components/ui/dialog.tsx';
import { Field, Select, Textarea } from '#src/web/components/ui/field.tsx';
import { useChangeStatus, useOnTheWay } from '#src/web/features/submissions/api/submissions-admin-api.ts';
import type { CompletionPanel } from '#src/web/features/submissions/lib/completion-panel.ts';
import { ApiError } from '#src/web/lib/api.ts';
import { fieldError } from '#src/web/lib/field-error.ts';
import { notify } from '#src/web/lib/toast.ts';
import { ScheduleDialog } from './schedule-dialog.tsx';

type Change = Omit<ChangeStatus, 'expectedStatus'>;

const otherMoves: { to: SubmissionStatus; label: () => string }[] = [
  { to: 'Processing', label: m['submissions.markProcessing'] },
  { to: 'Completed', label: m['submissions.markCompleted'] },
  { to: 'Cancelled', label: m['submissions.cancelRequest'] },
];

/**
 * Schedule Pickup, Decline Application and the other moves of design.md §7. Each sends the status
 * staff saw as `expectedStatus`, so a change someone else made first is refused, not overwritten.
 */
export function StatusActions({ detail, completion }: { detail: AdminSubmissionDetail; completion?: CompletionPanel }) {
  const s = detail.submission;
  const change = useChangeStatus(s.trackingNumber);
  const [dialog, setDialog] = useState<'schedule' | 'decline' | 'cancel' | null>(null);
  const [onTheWay, setOnTheWay] = useState(false);
  const allowed = new Set(detail.allowedStatuses);

  const navigate = useNavigate();
  const stale = (error: unknown) => error instanceof ApiError && error.code === 'STALE_STATUS';

  /**
   * product.md §4: Schedule Pickup and Decline move on to the next application. The toast offers the
   * way back to the one just decided (the SMS has been queued, so going back is not an undo).
   */
  async function apply(body: Change, done: { title: string; description: string; tone?: 'error' }, moveOn = false) {
    try {
      await change.mutateAsync({ ...body, expectedStatus: s.status as SubmissionStatus });
      setDialog(null);
      const next = moveOn ? detail.nextTrackingNumber : null;
      if (next) navigate(adminReviewPath(next));
      (done.tone === 'error' ? notify.error : notify.success)(
        { title: done.title, description: done.description },
        next
          ? {
              action: {
                label: m['submissions.backToApplication']({ trackingNumber: s.trackingNumber }),
                onClick: () => navigate(adminReviewPath(s.trackingNumber)),
              },
            }
          : undefined,
      );
    } catch (error) {
      notify.error({
        title: stale(error) ? m['submissions.changedByOtherTitle']() : m['core.titleError'](),
        description: error instanceof ApiError ? error.message : m['core.somethingWentWrong'](),
      });
      if (stale(error)) setDialog(null);
    }
  }

  function goToCompletion(panelId: string) {
    const panel = document.getElementById(panelId);
    panel?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    panel?.focus({ preventScroll: true });
  }

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => setDialog('schedule')} disabled={!allowed.has('Pickup Scheduled') || change.isPending}>
          <CalendarCheck />
          {s.status === 'Pickup Scheduled' ? m['submissions.reschedulePickup']() : m['submissions.schedulePickup']()}
        </Button>
        {s.status === 'Pickup Scheduled' && (
          <Button variant="secondary" onClick={() => setOnTheWay(true)} disabled={change.isPending}>
            <Truck />
            {m['submissions.onTheWay']()}
          </Button>
        )}
        <Button
          variant="destructive"
          onClick={() => setDialog('decline')}
          disabled={!allowed.has('Declined') || change.isPending}
        >
          <XCircle />
          {m['submissions.declineApplication']()}
        </Button>
      </div>
      {otherMoves.some((move) => allowed.has(move.to)) && (
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm text-muted">{m['submissions.otherChanges']()}</span>
          {otherMoves
            .filter((move) => allowed.has(move.to))
            .map((move) => (
              <Button
                key={move.to}
                size="sm"
                variant="ghost"
                disabled={change.isPending}
                onClick={() =>
                  move.to === 'Cancelled'
                    ? setDialog('cancel')
                    : move.to === 'Completed' && completion?.shows(detail)
                      ? // Issue 16: completing a pickup records what became of each item, in that panel.
                        goToCompletion(completion.id)
                      : apply(
                          { to: move.to as Change['to'] },
                          {
                            title: m['submissions.statusUpdatedTitle'](),
                            description: m['submissions.statusUpdated']({ status: statusLabel(move.to) }),
                          },
                        )
                }
              >
                {move.label()}
              </Button>
            ))}
        </div>
      )}
      {allowed.size === 0 && (
        <p className="text-sm text-muted">{m['submissions.statusFinal']({ status: statusLabel(s.status) })}</p>
      )}

      <ScheduleDialog
        key={`${s.status}-${s.pickupDate}-${s.pickupTime}`}
        open={dialog === 'schedule'}
        onOpenChange={(open) => setDialog(open ? 'schedule' : null)}
        current={s}
        busy={change.isPending}
        onSchedule={(pickupDate, slot, truckId) =>
          apply(
            {
              ...('pickupWindowId' in slot
                ? { to: 'Pickup Scheduled', pickupDate, pickupWindowId: slot.pickupWindowId }
                : { to: 'Pickup Scheduled', pickupDate, pickupTime: slot.pickupTime }),
              ...(truckId ? { truckId } : {}),
            },
            {
              title: m['submissions.pickupScheduledTitle'](),
              description: m['submissions.pickupScheduled']({
                date: formatDate(pickupDate),
                window: 'label' in slot ? slot.label : slot.pickupTime,
              }),
            },
            true,
          )
        }
      />
      {onTheWay && <OnTheWayDialog detail={detail} onClose={() => setOnTheWay(false)} />}
      <ReasonDialog
        open={dialog === 'decline' || dialog === 'cancel'}
        onOpenChange={(open) => !open && setDialog(null)}
        kind={dialog === 'cancel' ? 'cancel' : 'decline'}
        busy={change.isPending}
        onConfirm={(reason) =>
          dialog === 'cancel'
            ? apply(
                { to: 'Cancelled', reason },
                { title: m['submissions.requestCancelledTitle'](), description: m['submissions.requestCancelled']() },
              )
            : apply(
                { to: 'Declined', reason },
                // product.md §8: the decline notice is shown error-styled.
                {
                  title: m['submissions.applicationDeclinedTitle'](),
                  description: m['submissions.applicationDeclined'](),
                  tone: 'error',
                },
                true,
              )
        }
      />
    </div>
  );
}

/** Issue 15: "On the way": the household gets an SMS with the crew's estimated arrival. */
function OnTheWayDialog({ detail, onClose }: { detail: AdminSubmissionDetail; onClose: () => void }) {
  const send = useOnTheWay(detail.submission.trackingNumber);
  const { register, handleSubmit } = useForm<OnTheWay>({
    defaultValues: { etaMinutes: 30 },
    resolver: zodResolver(onTheWaySchema),
  });
  const submit = handleSubmit(({ etaMinutes: minutes }) =>
    send.mutate(
      { etaMinutes: minutes },
      {
        onSuccess: () => {
          onClose();
          notify.success({
            title: m['submissions.onTheWaySentTitle'](),
            description: m['submissions.onTheWaySent']({ name: detail.submission.name, minutes }),
          });
        },
        onError: (error) =>
          notify.error({
            title: m['core.titleError'](),
            description: error instanceof ApiError ? error.message : m['core.somethingWentWrong'](),
          }),
      },
    ),
  );
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={m['submissions.onTheWayTitle']()}
      description={m['submissions.onTheWayDescription']()}
    >
      <form className="space-y-4" onSubmit={submit} noValidate>
        <Field label={m['submissions.etaLabel']()}>
          {(fieldProps) => (
            <Select {...fieldProps} {...register('etaMinutes', { valueAsNumber: true })}>
              {etaChoices.map((choice) => (
                <option key={choice} value={choice}>
                  {m['submissions.etaMinutes']({ minutes: choice })}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            {m['core.back']()}
          </Button>
          <Button type="submit" disabled={send.isPending}>
            {m['submissions.sendOnTheWay']()}
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
      title={declining ? m['submissions.declineApplication']() : m['submissions.cancelRequest']()}
      description={m['submissions.reasonBySms']()}
    >
      <form className="space-y-4" onSubmit={submit} noValidate>
        <Field
          label={declining ? m['submissions.reason']() : m['submissions.reasonOptional']()}
          error={fieldError(errors.reason?.message, staffFormTexts)}
        >
          {(fieldProps) => (
            <Textarea
              {...fieldProps}
              maxLength={500}
              placeholder={declining ? m['submissions.reasonPlaceholder']() : ''}
              {...register('reason')}
            />
          )}
        </Field>
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {m['core.back']()}
          </Button>
          <Button type="submit" variant="destructive" disabled={busy}>
            {declining ? m['submissions.declineAndSend']() : m['submissions.cancelAndSend']()}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
