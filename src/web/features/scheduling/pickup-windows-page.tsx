import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, Plus, Trash2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { serviceCities } from '#src/shared/core/cities.ts';
import { addDays, formatDate, manilaDate } from '#src/shared/core/dates.ts';
import { m } from '#src/shared/i18n/messages.ts';
import {
  type DayLimitForm,
  dayLimitFormSchema,
  isoWeekday,
  isoWeekdays,
  type PickupWindow,
  type PickupWindowForm,
  pickupFormTexts,
  pickupWindowFormSchema,
} from '#src/shared/scheduling/pickup-slots.ts';
import { submissionPages } from '#src/shared/submissions/pages.ts';
import { RequireAdmin, useSessionLossRedirect } from '#src/web/components/staff/require-admin.tsx';
import { Alert } from '#src/web/components/ui/alert.tsx';
import { Badge } from '#src/web/components/ui/badge.tsx';
import { Button, ButtonLink } from '#src/web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#src/web/components/ui/card.tsx';
import { Field, Input, Select } from '#src/web/components/ui/field.tsx';
import { Skeleton } from '#src/web/components/ui/skeleton.tsx';
import {
  useCreateDayLimit,
  useCreatePickupWindow,
  useDeleteDayLimit,
  usePickupSetup,
  useUpdatePickupWindow,
} from '#src/web/features/scheduling/api/pickup-windows-api.ts';
import { ServiceAreaCard } from '#src/web/features/scheduling/components/service-area-card.tsx';
import { SuspendedDaysCard } from '#src/web/features/scheduling/components/suspended-days-card.tsx';
import { TrucksCard } from '#src/web/features/scheduling/components/trucks-card.tsx';
import { notifyFailed } from '#src/web/features/scheduling/lib/notify-failed.ts';
import { weekdayName } from '#src/web/features/scheduling/lib/weekdays.ts';
import { ApiError } from '#src/web/lib/api.ts';
import { fieldError } from '#src/web/lib/field-error.ts';
import { notify } from '#src/web/lib/toast.ts';

// Issue 15: staff set the weekly pickup windows and their room, close or limit a day, suspend a
// typhoon day, and record the trucks whose number coding Schedule Pickup warns about.

const failed = notifyFailed;

function PageSkeleton() {
  return (
    <div className="container-page max-w-5xl space-y-4 py-8">
      <Skeleton className="h-10 w-60" />
      <Skeleton className="h-80" />
    </div>
  );
}

export default function PickupWindowsPage() {
  return (
    <RequireAdmin fallback={<PageSkeleton />}>
      <PickupWindows />
    </RequireAdmin>
  );
}

function PickupWindows() {
  const setup = usePickupSetup();
  useSessionLossRedirect(setup.error);

  return (
    <div className="container-page max-w-5xl space-y-6 py-8">
      <div>
        <ButtonLink to={submissionPages.adminDashboard} variant="ghost" size="sm">
          <ArrowLeft />
          {m['submissions.backToDashboard']()}
        </ButtonLink>
        <h1 className="mt-2 text-2xl font-bold sm:text-3xl">{m['scheduling.pickupWindowsTitle']()}</h1>
        <p className="mt-1 max-w-2xl text-sm text-muted">{m['scheduling.pickupWindowsIntro']()}</p>
      </div>
      {setup.isError && !setup.data && (
        <Alert tone="error" title={m['submissions.loadFailedTitle']()}>
          {setup.error instanceof ApiError ? setup.error.message : m['submissions.pleaseTryAgain']()}
        </Alert>
      )}
      {!setup.data ? (
        <Skeleton className="h-80" />
      ) : (
        <>
          <SuspendedDaysCard />
          <Card>
            <CardHeader>
              <CardTitle>{m['scheduling.weeklyWindows']()}</CardTitle>
            </CardHeader>
            <CardContent className="space-y-6">
              <WindowTable windows={setup.data.windows} />
              <AddWindowForm />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{m['scheduling.dayLimitsTitle']()}</CardTitle>
            </CardHeader>
            <CardContent className="space-y-6">
              <DayLimitList limits={setup.data.dayLimits} />
              <DayLimitFormCard windows={setup.data.windows} />
            </CardContent>
          </Card>
          <TrucksCard />
          <ServiceAreaCard />
        </>
      )}
    </div>
  );
}

function WindowTable({ windows }: { windows: PickupWindow[] }) {
  return (
    // Below 640 px each window is a card (its cells wrap in a row, the heading row hidden): a
    // phone never scrolls the table sideways (issue 24).
    <div className="relative overflow-x-auto">
      <table className="block w-full text-left text-sm sm:table sm:min-w-[34rem]">
        <thead className="hidden border-b border-brand-100 text-xs uppercase tracking-wide text-muted sm:table-header-group">
          <tr>
            <th className="py-2 pr-3 font-semibold">{m['scheduling.colDay']()}</th>
            <th className="py-2 pr-3 font-semibold">{m['scheduling.colWindow']()}</th>
            <th className="py-2 pr-3 font-semibold">{m['scheduling.colCapacity']()}</th>
            <th className="py-2 font-semibold">{m['scheduling.colOffered']()}</th>
          </tr>
        </thead>
        <tbody className="block divide-y divide-brand-50 sm:table-row-group">
          {windows.map((w) => (
            <WindowRow key={w.id} window={w} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function WindowRow({ window: w }: { window: PickupWindow }) {
  const update = useUpdatePickupWindow();
  const day = weekdayName(w.weekday);
  const { register, handleSubmit, formState } = useForm<{ capacity: string }>({
    values: { capacity: String(w.capacity) },
  });
  const save = handleSubmit(({ capacity }) => {
    const value = Number(capacity);
    if (!Number.isInteger(value) || value < 0 || value > 1000) {
      notify.error({ title: m['core.titleError'](), description: m['scheduling.capacityInvalid']() });
      return;
    }
    update.mutate(
      { id: w.id, changes: { capacity: value } },
      {
        onSuccess: (saved) =>
          notify.success({
            title: m['scheduling.windowSavedTitle'](),
            description: m['scheduling.windowSaved']({ day, window: saved.label, capacity: saved.capacity }),
          }),
        onError: failed,
      },
    );
  });
  return (
    <tr className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 align-middle sm:table-row sm:py-0">
      <td className="py-2 pr-3 whitespace-nowrap font-semibold">{day}</td>
      <td className="py-2 pr-3 whitespace-nowrap">
        {w.label} {!w.active && <Badge tone="gray">{m['scheduling.notOffered']()}</Badge>}
      </td>
      <td className="py-2 pr-3">
        <form className="flex items-center gap-2" onSubmit={save} noValidate>
          <Input
            type="number"
            min={0}
            max={1000}
            inputMode="numeric"
            className="h-9 w-24"
            aria-label={m['scheduling.capacityOf']({ day, window: w.label })}
            {...register('capacity')}
          />
          <Button type="submit" size="sm" variant="outline" disabled={update.isPending || !formState.isDirty}>
            {m['scheduling.saveCapacity']()}
          </Button>
        </form>
      </td>
      <td className="py-2 whitespace-nowrap">
        <Button
          size="sm"
          variant="ghost"
          disabled={update.isPending}
          onClick={() => update.mutate({ id: w.id, changes: { active: !w.active } }, { onError: failed })}
        >
          {w.active ? m['scheduling.stopOffering']() : m['scheduling.offerAgain']()}
        </Button>
      </td>
    </tr>
  );
}

function AddWindowForm() {
  const create = useCreatePickupWindow();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<PickupWindowForm, unknown, { weekday: number; startsAt: string; endsAt: string; capacity: number }>({
    defaultValues: { weekday: '1', startsAt: '17:00', endsAt: '19:00', capacity: '5' },
    resolver: zodResolver(pickupWindowFormSchema),
    reValidateMode: 'onSubmit',
  });
  const submit = handleSubmit((input) =>
    create.mutate(input, {
      onSuccess: (w) => {
        notify.success({
          title: m['scheduling.windowAddedTitle'](),
          description: m['scheduling.windowAdded']({ day: weekdayName(w.weekday), window: w.label }),
        });
        reset();
      },
      onError: failed,
    }),
  );
  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <h3 className="font-semibold">{m['scheduling.addWindow']()}</h3>
      <div className="grid gap-3 sm:grid-cols-5">
        <Field label={m['scheduling.weekday']()} error={fieldError(errors.weekday?.message, pickupFormTexts)}>
          {(p) => (
            <Select {...p} {...register('weekday')}>
              {isoWeekdays.map((d) => (
                <option key={d} value={d}>
                  {weekdayName(d)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={m['scheduling.startsAt']()} error={fieldError(errors.startsAt?.message, pickupFormTexts)}>
          {(p) => <Input {...p} type="time" step={900} {...register('startsAt')} />}
        </Field>
        <Field label={m['scheduling.endsAt']()} error={fieldError(errors.endsAt?.message, pickupFormTexts)}>
          {(p) => <Input {...p} type="time" step={900} {...register('endsAt')} />}
        </Field>
        <Field label={m['scheduling.capacity']()} error={fieldError(errors.capacity?.message, pickupFormTexts)}>
          {(p) => <Input {...p} type="number" min={0} max={1000} inputMode="numeric" {...register('capacity')} />}
        </Field>
        <div className="flex items-end">
          <Button type="submit" disabled={create.isPending} className="w-full">
            <Plus />
            {m['scheduling.addWindow']()}
          </Button>
        </div>
      </div>
    </form>
  );
}

function DayLimitList({
  limits,
}: {
  limits: {
    id: string;
    date: string;
    city: string | null;
    windowLabel: string | null;
    capacity: number;
    reason: string | null;
  }[];
}) {
  const remove = useDeleteDayLimit();
  if (limits.length === 0) return <p className="text-sm text-muted">{m['scheduling.noDayLimits']()}</p>;
  return (
    <ul className="divide-y divide-brand-50 text-sm">
      {limits.map((l) => (
        <li key={l.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
          <span>
            <span className="font-semibold">{formatDate(l.date)}</span> · {l.city ?? m['scheduling.allCities']()} ·{' '}
            {l.windowLabel ?? m['scheduling.allWindows']()} ·{' '}
            <Badge tone={l.capacity === 0 ? 'red' : 'amber'}>
              {l.capacity === 0 ? m['scheduling.dayClosed']() : m['scheduling.dayLimited']({ capacity: l.capacity })}
            </Badge>
            {l.reason ? ` · ${l.reason}` : ''}
          </span>
          <Button
            size="sm"
            variant="ghost"
            disabled={remove.isPending}
            aria-label={m['scheduling.removeDayLimitOf']({ date: formatDate(l.date) })}
            onClick={() =>
              remove.mutate(l.id, {
                onSuccess: () =>
                  notify.success({
                    title: m['scheduling.dayLimitRemovedTitle'](),
                    description: m['scheduling.dayLimitRemoved'](),
                  }),
                onError: failed,
              })
            }
          >
            <Trash2 />
            {m['scheduling.removeDayLimit']()}
          </Button>
        </li>
      ))}
    </ul>
  );
}

function DayLimitFormCard({ windows }: { windows: PickupWindow[] }) {
  const create = useCreateDayLimit();
  const today = manilaDate();
  const {
    register,
    handleSubmit,
    watch,
    reset,
    formState: { errors },
  } = useForm<
    DayLimitForm,
    unknown,
    { date: string; city: string; windowId: string; capacity: number; reason: string }
  >({
    defaultValues: { date: addDays(today, 7), city: '', windowId: '', capacity: '0', reason: '' },
    resolver: zodResolver(dayLimitFormSchema),
    reValidateMode: 'onSubmit',
  });
  const date = watch('date');
  const dayWindows = /^\d{4}-\d{2}-\d{2}$/.test(date)
    ? windows.filter((w) => w.weekday === isoWeekday(date) && w.active)
    : [];
  const submit = handleSubmit((input) =>
    create.mutate(
      {
        date: input.date,
        city: input.city || null,
        windowId: input.windowId || null,
        capacity: input.capacity,
        ...(input.reason ? { reason: input.reason } : {}),
      },
      {
        onSuccess: (saved) => {
          notify.success({
            title: m['scheduling.dayLimitSavedTitle'](),
            description: m['scheduling.dayLimitSaved']({ date: formatDate(saved.date) }),
          });
          reset();
        },
        onError: failed,
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <Field label={m['scheduling.limitDate']()} error={fieldError(errors.date?.message, pickupFormTexts)}>
          {(p) => <Input {...p} type="date" min={today} {...register('date')} />}
        </Field>
        <Field label={m['scheduling.limitCity']()}>
          {(p) => (
            <Select {...p} {...register('city')}>
              <option value="">{m['scheduling.allCities']()}</option>
              {serviceCities.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={m['scheduling.limitWindow']()}>
          {(p) => (
            <Select {...p} {...register('windowId')}>
              <option value="">{m['scheduling.allWindows']()}</option>
              {dayWindows.map((w) => (
                <option key={w.id} value={w.id}>
                  {w.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={m['scheduling.limitCapacity']()} error={fieldError(errors.capacity?.message, pickupFormTexts)}>
          {(p) => <Input {...p} type="number" min={0} max={1000} inputMode="numeric" {...register('capacity')} />}
        </Field>
        <Field label={m['scheduling.limitReason']()} error={fieldError(errors.reason?.message, pickupFormTexts)}>
          {(p) => (
            <Input
              {...p}
              maxLength={200}
              placeholder={m['scheduling.limitReasonPlaceholder']()}
              {...register('reason')}
            />
          )}
        </Field>
      </div>
      <Button type="submit" disabled={create.isPending}>
        {m['scheduling.saveDayLimit']()}
      </Button>
    </form>
  );
}
