import { zodResolver } from '@hookform/resolvers/zod';
import { Trash2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { m } from '#src/shared/i18n/messages.ts';
import { saveDropOffSchema, verdictFormTexts } from '#src/shared/submissions/verdicts.ts';
import { Button } from '#src/web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#src/web/components/ui/card.tsx';
import { Field, Input } from '#src/web/components/ui/field.tsx';
import {
  useCreateDropOff,
  useDeleteDropOff,
  useDropOffs,
} from '#src/web/features/submissions/api/verdicts-admin-api.ts';
import { ApiError } from '#src/web/lib/api.ts';
import { fieldError } from '#src/web/lib/field-error.ts';
import { notify } from '#src/web/lib/toast.ts';

type DropOffValues = z.input<typeof saveDropOffSchema>;
type SavedDropOff = z.output<typeof saveDropOffSchema>;

const failed = (error: unknown) =>
  notify.error({
    title: m['core.titleError'](),
    description: error instanceof ApiError ? error.message : m['submissions.pleaseTryAgain'](),
  });

/** Issue 27: the short list of places staff suggest for items we cannot take. */
export function DropOffsCard() {
  const list = useDropOffs();
  const create = useCreateDropOff();
  const remove = useDeleteDropOff();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<DropOffValues, unknown, SavedDropOff>({
    defaultValues: { name: '', note: '' },
    resolver: zodResolver(saveDropOffSchema),
    reValidateMode: 'onSubmit',
  });
  const submit = handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: () => {
        reset();
        notify.success({ title: m['submissions.dropOffSavedTitle'](), description: m['submissions.dropOffSaved']() });
      },
      onError: failed,
    }),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{m['submissions.dropOffsTitle']()}</CardTitle>
        <p className="text-sm text-muted">{m['submissions.dropOffsHint']()}</p>
      </CardHeader>
      <CardContent className="space-y-4">
        {list.data?.items.length === 0 && <p className="text-sm text-muted">{m['submissions.dropOffsEmpty']()}</p>}
        {list.data && list.data.items.length > 0 && (
          <ul className="space-y-2">
            {list.data.items.map((d) => (
              <li key={d.id} className="flex items-start justify-between gap-2 rounded-xl border border-brand-100 p-2">
                <div className="min-w-0 text-sm">
                  <p className="font-semibold">{d.name}</p>
                  {d.note && <p className="text-muted">{d.note}</p>}
                </div>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={m['submissions.dropOffDelete']({ name: d.name })}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(d.id, { onError: failed })}
                >
                  <Trash2 />
                </Button>
              </li>
            ))}
          </ul>
        )}
        <form className="space-y-3" onSubmit={submit} noValidate>
          <Field label={m['submissions.dropOffName']()} error={fieldError(errors.name?.message, verdictFormTexts)}>
            {(fieldProps) => <Input {...fieldProps} className="h-10" maxLength={80} {...register('name')} />}
          </Field>
          <Field label={m['submissions.dropOffNote']()} error={fieldError(errors.note?.message, verdictFormTexts)}>
            {(fieldProps) => <Input {...fieldProps} className="h-10" maxLength={200} {...register('note')} />}
          </Field>
          <Button type="submit" size="sm" variant="outline" disabled={create.isPending}>
            {m['submissions.dropOffAdd']()}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
