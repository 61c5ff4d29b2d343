import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, Plus, Trash2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { serviceCities } from '#src/shared/core/cities.ts';
import { m } from '#src/shared/i18n/messages.ts';
import {
  type CreatePartner,
  createPartnerSchema,
  type Partner,
  partnerKinds,
} from '#src/shared/outcomes/outcome.schema.ts';
import { partnerKindLabels } from '#src/shared/outcomes/receipt-text.ts';
import { submissionPages } from '#src/shared/submissions/pages.ts';
import { RequireAdmin, useSessionLossRedirect } from '#src/web/components/staff/require-admin.tsx';
import { Alert } from '#src/web/components/ui/alert.tsx';
import { Badge } from '#src/web/components/ui/badge.tsx';
import { Button, ButtonLink } from '#src/web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#src/web/components/ui/card.tsx';
import { Field, Input, Select } from '#src/web/components/ui/field.tsx';
import { Skeleton } from '#src/web/components/ui/skeleton.tsx';
import {
  useCreatePartner,
  useDeletePartner,
  usePartners,
  useUpdatePartner,
} from '#src/web/features/outcomes/api/outcomes-api.ts';
import { ApiError } from '#src/web/lib/api.ts';
import { fieldError } from '#src/web/lib/field-error.ts';
import { notify } from '#src/web/lib/toast.ts';

// Issue 16: the charities, recyclers and resellers items go to; staff add, rename, deactivate them.

const formTexts: Record<string, () => string> = {
  'outcomes.partnerNameRequired': m['outcomes.partnerNameRequired'],
  'outcomes.partnerNameTooLong': m['outcomes.partnerNameTooLong'],
  'outcomes.partnerKindRequired': m['outcomes.partnerKindRequired'],
  'outcomes.partnerCityRequired': m['outcomes.partnerCityRequired'],
};

function failed(error: unknown) {
  notify.error({
    title: m['core.titleError'](),
    description: error instanceof ApiError ? error.message : m['core.somethingWentWrong'](),
  });
}

function PageSkeleton() {
  return (
    <div className="container-page max-w-4xl space-y-4 py-8">
      <Skeleton className="h-10 w-60" />
      <Skeleton className="h-80" />
    </div>
  );
}

export default function PartnersPage() {
  return (
    <RequireAdmin fallback={<PageSkeleton />}>
      <Partners />
    </RequireAdmin>
  );
}

function Partners() {
  const partners = usePartners();
  useSessionLossRedirect(partners.error);
  return (
    <div className="container-page max-w-4xl space-y-6 py-8">
      <div>
        <ButtonLink to={submissionPages.adminDashboard} variant="ghost" size="sm">
          <ArrowLeft />
          {m['submissions.backToDashboard']()}
        </ButtonLink>
        <h1 className="mt-2 text-2xl font-bold sm:text-3xl">{m['outcomes.partnersTitle']()}</h1>
        <p className="mt-1 max-w-2xl text-sm text-muted">{m['outcomes.partnersIntro']()}</p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>{m['outcomes.addPartner']()}</CardTitle>
        </CardHeader>
        <CardContent>
          <AddPartnerForm />
        </CardContent>
      </Card>
      {partners.isError && !partners.data && <Alert tone="error" title={m['outcomes.partnersLoadFailed']()} />}
      {!partners.data ? (
        !partners.isError && <Skeleton className="h-48" />
      ) : partners.data.length === 0 ? (
        <p className="text-muted">{m['outcomes.noPartners']()}</p>
      ) : (
        <ul className="space-y-2">
          {partners.data.map((p) => (
            <PartnerRow key={p.id} partner={p} />
          ))}
        </ul>
      )}
    </div>
  );
}

function AddPartnerForm() {
  const create = useCreatePartner();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<CreatePartner>({
    defaultValues: { name: '', kind: 'donation', city: 'Makati', active: true },
    resolver: zodResolver(createPartnerSchema),
    reValidateMode: 'onSubmit',
  });
  const submit = handleSubmit((input) =>
    create.mutate(input, {
      onSuccess: () => {
        notify.success({ title: m['core.titleSuccess'](), description: m['outcomes.partnerAdded']() });
        reset();
      },
      onError: failed,
    }),
  );
  return (
    <form className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end" onSubmit={submit} noValidate>
      <Field label={m['outcomes.partnerName']()} error={fieldError(errors.name?.message, formTexts)}>
        {(control) => <Input {...control} autoComplete="off" {...register('name')} />}
      </Field>
      <Field label={m['outcomes.partnerKind']()} error={fieldError(errors.kind?.message, formTexts)}>
        {(control) => (
          <Select {...control} {...register('kind')}>
            {partnerKinds.map((kind) => (
              <option key={kind} value={kind}>
                {partnerKindLabels[kind]()}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={m['outcomes.partnerCity']()} error={fieldError(errors.city?.message, formTexts)}>
        {(control) => (
          <Select {...control} {...register('city')}>
            {serviceCities.map((city) => (
              <option key={city} value={city}>
                {city}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Button type="submit" disabled={create.isPending}>
        <Plus />
        {m['outcomes.addPartner']()}
      </Button>
    </form>
  );
}

function PartnerRow({ partner: p }: { partner: Partner }) {
  const update = useUpdatePartner();
  const remove = useDeletePartner();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-brand-100 bg-white p-3">
      <div>
        <p className="font-semibold">
          {p.name} {!p.active && <Badge tone="gray">{m['outcomes.partnerInactive']()}</Badge>}
        </p>
        <p className="text-sm text-muted">
          {partnerKindLabels[p.kind]()} · {p.city} · {p.itemCount} {m['outcomes.itemsColumn']()}
        </p>
      </div>
      <div className="flex gap-2">
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-5"
            checked={p.active}
            disabled={update.isPending}
            onChange={(e) =>
              update.mutate(
                { id: p.id, changes: { active: e.target.checked } },
                {
                  onSuccess: () =>
                    notify.success({ title: m['core.titleSuccess'](), description: m['outcomes.partnerSaved']() }),
                  onError: failed,
                },
              )
            }
          />
          {m['outcomes.partnerActive']()}
        </label>
        {p.itemCount === 0 && (
          <Button
            size="sm"
            variant="ghost"
            disabled={remove.isPending}
            aria-label={`${m['outcomes.removePartner']()}: ${p.name}`}
            onClick={() =>
              remove.mutate(p.id, {
                onSuccess: () =>
                  notify.success({ title: m['core.titleSuccess'](), description: m['outcomes.partnerRemoved']() }),
                onError: failed,
              })
            }
          >
            <Trash2 />
            {m['outcomes.removePartner']()}
          </Button>
        )}
      </div>
    </li>
  );
}
