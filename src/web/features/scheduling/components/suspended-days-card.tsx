import { zodResolver } from '@hookform/resolvers/zod';
import { CloudLightning, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { serviceCities } from '#src/shared/core/cities.ts';
import { formatDate, manilaDate } from '#src/shared/core/dates.ts';
import { m } from '#src/shared/i18n/messages.ts';
import {
  type SuspendDay,
  type Suspension,
  suspendDayFormSchema,
  suspensionFormTexts,
  suspensionReasonMax,
} from '#src/shared/scheduling/suspensions.ts';
import { Badge } from '#src/web/components/ui/badge.tsx';
import { Button } from '#src/web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#src/web/components/ui/card.tsx';
import { Dialog } from '#src/web/components/ui/dialog.tsx';
import { Field, Input } from '#src/web/components/ui/field.tsx';
import {
  useLiftSuspension,
  useSuspendDay,
  useSuspensions,
} from '#src/web/features/scheduling/api/pickup-windows-api.ts';
import { notifyFailed } from '#src/web/features/scheduling/lib/notify-failed.ts';
import { fieldError } from '#src/web/lib/field-error.ts';
import { notify } from '#src/web/lib/toast.ts';

// Issue 15 (decision 043): staff run a typhoon day from one place. Suspending asks every household
// booked that day (in every city, or in the cities ticked: issue 23) to pick a new window (one SMS
// each); the list says how many have not yet.

const failed = notifyFailed;

export function SuspendedDaysCard() {
  const list = useSuspensions();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{m['scheduling.suspensionsTitle']()}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-6">
        <p className="max-w-2xl text-sm text-muted">{m['scheduling.suspensionsIntro']()}</p>
        <SuspensionList suspensions={list.data?.suspensions ?? []} />
        <SuspendForm />
      </CardContent>
    </Card>
  );
}

function SuspensionList({ suspensions }: { suspensions: Suspension[] }) {
  const lift = useLiftSuspension();
  if (suspensions.length === 0) return <p className="text-sm text-muted">{m['scheduling.noSuspensions']()}</p>;
  return (
    <ul className="divide-y divide-brand-50 text-sm" aria-label={m['scheduling.suspensionsTitle']()}>
      {suspensions.map((s) => (
        <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
          <span>
            <span className="font-semibold">{formatDate(s.date)}</span> ·{' '}
            <Badge tone="red">{m['scheduling.suspendedBadge']()}</Badge> ·{' '}
            {s.cities ? s.cities.join(', ') : m['scheduling.allCities']()} · {s.reason} ·{' '}
            <span className={s.unanswered > 0 ? 'font-semibold text-amber-900' : 'text-muted'}>
              {m['scheduling.suspensionUnanswered']({ unanswered: s.unanswered, total: s.asked })}
            </span>
          </span>
          <Button
            size="sm"
            variant="ghost"
            disabled={lift.isPending}
            aria-label={m['scheduling.liftSuspensionOf']({ date: formatDate(s.date) })}
            onClick={() =>
              lift.mutate(s.id, {
                onSuccess: () =>
                  notify.success({
                    title: m['scheduling.suspensionLiftedTitle'](),
                    description: m['scheduling.suspensionLifted'](),
                  }),
                onError: failed,
              })
            }
          >
            <Trash2 />
            {m['scheduling.liftSuspension']()}
          </Button>
        </li>
      ))}
    </ul>
  );
}

function SuspendForm() {
  const suspend = useSuspendDay();
  const today = manilaDate();
  const [pending, setPending] = useState<SuspendDay | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<SuspendDay>({
    defaultValues: { date: today, reason: '', cities: [] },
    resolver: zodResolver(suspendDayFormSchema),
    reValidateMode: 'onSubmit',
  });
  const confirm = () => {
    if (!pending) return;
    suspend.mutate(pending, {
      onSuccess: (result) => {
        setPending(null);
        reset();
        notify.success({
          title: m['scheduling.daySuspendedTitle'](),
          description: m['scheduling.daySuspended']({
            date: formatDate(result.suspension.date),
            moved: result.moved,
            sent: result.sent,
          }),
        });
      },
      onError: (error) => {
        setPending(null);
        failed(error);
      },
    });
  };
  return (
    <>
      <form onSubmit={handleSubmit(setPending)} noValidate className="space-y-3">
        <div className="grid gap-3 sm:grid-cols-3">
          <Field label={m['scheduling.suspendDate']()} error={fieldError(errors.date?.message, suspensionFormTexts)}>
            {(p) => <Input {...p} type="date" min={today} {...register('date')} />}
          </Field>
          <Field
            label={m['scheduling.suspendReason']()}
            error={fieldError(errors.reason?.message, suspensionFormTexts)}
            className="sm:col-span-2"
          >
            {(p) => (
              <Input
                {...p}
                maxLength={suspensionReasonMax}
                placeholder={m['scheduling.suspendReasonPlaceholder']()}
                {...register('reason')}
              />
            )}
          </Field>
        </div>
        {/* Issue 23: a flood may close one city and not its neighbour; none ticked is every city. */}
        <fieldset>
          <legend className="mb-1.5 text-sm font-semibold text-ink">{m['scheduling.suspendCities']()}</legend>
          <p className="mb-2 text-sm text-muted">{m['scheduling.suspendCitiesHint']()}</p>
          <div className="grid gap-1 text-sm sm:grid-cols-3 lg:grid-cols-4">
            {serviceCities.map((city) => (
              <label key={city} className="flex min-h-9 items-center gap-2">
                <input type="checkbox" value={city} className="size-4 accent-brand-600" {...register('cities')} />
                {city}
              </label>
            ))}
          </div>
        </fieldset>
        <Button type="submit" variant="destructive" disabled={suspend.isPending}>
          <CloudLightning />
          {m['scheduling.suspendDay']()}
        </Button>
      </form>
      <Dialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={m['scheduling.suspendDay']()}
        description={
          pending
            ? pending.cities && pending.cities.length > 0
              ? m['scheduling.suspendDayInConfirm']({
                  date: formatDate(pending.date),
                  cities: pending.cities.join(', '),
                })
              : m['scheduling.suspendDayConfirm']({ date: formatDate(pending.date) })
            : ''
        }
      >
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={() => setPending(null)}>
            {m['core.cancel']()}
          </Button>
          <Button variant="destructive" disabled={suspend.isPending} onClick={confirm}>
            {m['scheduling.suspendDay']()}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
