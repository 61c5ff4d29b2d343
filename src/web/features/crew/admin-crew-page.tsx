import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, CalendarDays, Trash2, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { formatDate, manilaDate } from '#src/shared/core/dates.ts';
import { type CreateCrew, type CrewChoice, createCrewSchema, crewChoiceSchema } from '#src/shared/crew/crew.schema.ts';
import { crewPages } from '#src/shared/crew/paths.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { submissionPages } from '#src/shared/submissions/pages.ts';
import { RequireAdmin, useSessionLossRedirect } from '#src/web/components/staff/require-admin.tsx';
import { Button, ButtonLink } from '#src/web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#src/web/components/ui/card.tsx';
import { Field, Input, Select } from '#src/web/components/ui/field.tsx';
import { Link } from '#src/web/components/ui/link.tsx';
import { PasswordInput } from '#src/web/components/ui/password-input.tsx';
import { Skeleton } from '#src/web/components/ui/skeleton.tsx';
import {
  useAssignCrew,
  useCreateCrew,
  useCrewOverview,
  useRemoveAssignment,
} from '#src/web/features/crew/api/crew-api.ts';
import { useTrucks } from '#src/web/features/scheduling/api/pickup-windows-api.ts';
import { ApiError } from '#src/web/lib/api.ts';
import { fieldError } from '#src/web/lib/field-error.ts';
import { notify } from '#src/web/lib/toast.ts';

// Issue 27: staff make crew accounts and say who drives which truck on which day.

const crewFormTexts = {
  'crew.nameRequired': m['crew.nameRequired'],
  'crew.loginInvalid': m['crew.loginInvalid'],
  'crew.passwordTooShort': m['crew.passwordTooShort'],
  'crew.passwordTooLong': m['crew.passwordTooLong'],
  'crew.crewRequired': m['crew.crewRequired'],
  'crew.crewNotFound': m['crew.crewNotFound'],
  'crew.truckRequired': m['crew.truckRequired'],
};

function failed(error: unknown) {
  notify.error({
    title: m['core.titleError'](),
    description: error instanceof ApiError ? error.message : m['core.somethingWentWrong'](),
  });
}

export default function AdminCrewPage() {
  return (
    <RequireAdmin fallback={<Skeleton className="container-page my-8 h-80 max-w-4xl" />}>
      <AdminCrew />
    </RequireAdmin>
  );
}

function AdminCrew() {
  const [date, setDate] = useState(manilaDate());
  const overview = useCrewOverview(date);
  useSessionLossRedirect(overview.error);
  return (
    <div className="container-page max-w-4xl space-y-6 py-8">
      <div>
        <ButtonLink to={submissionPages.adminDashboard} variant="ghost" size="sm">
          <ArrowLeft />
          {m['submissions.backToDashboard']()}
        </ButtonLink>
        <div className="mt-2 flex flex-wrap items-end justify-between gap-3">
          <h1 className="text-2xl font-bold sm:text-3xl">{m['crew.adminTitle']()}</h1>
          <ButtonLink to={crewPages.adminCrewDay} variant="outline">
            <CalendarDays />
            {m['crew.dayViewLink']()}
          </ButtonLink>
        </div>
        <p className="mt-1 max-w-2xl text-sm text-muted">{m['crew.adminIntro']()}</p>
      </div>
      <CreateCrewCard />
      <Card>
        <CardHeader>
          <CardTitle>{m['crew.assignTitle']()}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <AssignForm crew={overview.data?.crew ?? []} date={date} onDate={setDate} />
          <h3 className="font-bold">{m['crew.assignmentsTitle']({ date: formatDate(date) })}</h3>
          <AssignmentList assignments={overview.data?.assignments ?? []} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{m['crew.crewListTitle']()}</CardTitle>
        </CardHeader>
        <CardContent>
          {(overview.data?.crew.length ?? 0) === 0 ? (
            <p className="text-sm text-muted">{m['crew.noCrew']()}</p>
          ) : (
            <ul className="divide-y divide-brand-50 text-sm" aria-label={m['crew.crewListTitle']()}>
              {overview.data!.crew.map((c) => (
                <li key={c.id} className="py-2">
                  <span className="font-semibold">{c.name}</span> · {c.login}
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function CreateCrewCard() {
  const create = useCreateCrew();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<CreateCrew>({
    defaultValues: { name: '', login: '', password: '' },
    resolver: zodResolver(createCrewSchema),
    reValidateMode: 'onSubmit',
  });
  const submit = handleSubmit((input) =>
    create.mutate(input, {
      onSuccess: (member) => {
        notify.success(m['crew.created']({ name: member.name }));
        reset();
      },
      onError: failed,
    }),
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>{m['crew.createTitle']()}</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-3">
          <Field label={m['crew.nameLabel']()} error={fieldError(errors.name?.message, crewFormTexts)}>
            {(p) => <Input {...p} autoComplete="off" maxLength={80} {...register('name')} />}
          </Field>
          <Field
            label={m['crew.loginLabel']()}
            hint={m['crew.loginHint']()}
            error={fieldError(errors.login?.message, crewFormTexts)}
          >
            {(p) => <Input {...p} autoComplete="off" {...register('login')} />}
          </Field>
          <Field label={m['crew.passwordLabel']()} error={fieldError(errors.password?.message, crewFormTexts)}>
            {(p) => <PasswordInput {...p} autoComplete="new-password" {...register('password')} />}
          </Field>
          <div className="sm:col-span-3">
            <Button type="submit" disabled={create.isPending}>
              <UserPlus />
              {m['crew.create']()}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

function AssignForm({
  crew,
  date,
  onDate,
}: {
  crew: { id: string; name: string }[];
  date: string;
  onDate: (date: string) => void;
}) {
  const trucks = useTrucks();
  const assign = useAssignCrew();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CrewChoice>({
    defaultValues: { userId: '', truckId: '' },
    resolver: zodResolver(crewChoiceSchema),
    reValidateMode: 'onSubmit',
  });
  // The date is the page's day (the list below follows it), so it stays the page's, not the form's.
  const submit = handleSubmit(({ userId, truckId }) =>
    assign.mutate(
      { userId, truckId, date },
      {
        onSuccess: (a) =>
          notify.success(m['crew.assigned']({ name: a.name, truck: a.truckName, date: formatDate(a.date) })),
        onError: failed,
      },
    ),
  );
  const noTrucks = trucks.data !== undefined && trucks.data.trucks.length === 0;
  return (
    <>
      <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-4">
        <Field label={m['crew.crewMemberLabel']()} error={fieldError(errors.userId?.message, crewFormTexts)}>
          {(p) => (
            <Select {...p} {...register('userId')}>
              <option value="">{m['crew.crewMemberPlaceholder']()}</option>
              {crew.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={m['crew.truckLabel']()} error={fieldError(errors.truckId?.message, crewFormTexts)}>
          {(p) => (
            <Select {...p} {...register('truckId')}>
              <option value="">{m['crew.truckPlaceholder']()}</option>
              {(trucks.data?.trucks ?? []).map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={m['crew.dateLabel']()}>
          {(p) => <Input {...p} type="date" value={date} onChange={(e) => e.target.value && onDate(e.target.value)} />}
        </Field>
        <div className="flex items-end">
          <Button type="submit" className="w-full" disabled={assign.isPending}>
            {m['crew.assign']()}
          </Button>
        </div>
      </form>
      {/* Issue 40: the truck list is filled on another page; say where, and go there. */}
      <p className="mt-3 text-sm text-muted">
        {noTrucks && <>{m['crew.noTrucksYet']()} </>}
        {m['crew.trucksWhere']()}{' '}
        <Link
          to={submissionPages.adminPickupWindows}
          className="font-semibold text-brand-700 underline underline-offset-4"
        >
          {m['crew.trucksWhereLink']()}
        </Link>
      </p>
    </>
  );
}

function AssignmentList({ assignments }: { assignments: { id: string; name: string; truckName: string }[] }) {
  const remove = useRemoveAssignment();
  if (assignments.length === 0) return <p className="text-sm text-muted">{m['crew.noAssignments']()}</p>;
  return (
    <ul className="divide-y divide-brand-50 text-sm">
      {assignments.map((a) => (
        <li key={a.id} className="flex items-center justify-between gap-2 py-2">
          <span>
            <span className="font-semibold">{a.name}</span> · {a.truckName}
          </span>
          <Button
            size="sm"
            variant="ghost"
            disabled={remove.isPending}
            onClick={() => remove.mutate(a.id, { onError: failed })}
          >
            <Trash2 />
            {m['crew.removeAssignment']()}
          </Button>
        </li>
      ))}
    </ul>
  );
}
