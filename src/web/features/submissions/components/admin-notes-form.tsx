import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { formatDateTime } from '#src/shared/core/dates.ts';
import { centavosToPesos } from '#src/shared/core/money.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { type AdminNote, adminNoteFormSchema, staffFormTexts } from '#src/shared/submissions/review.schema.ts';
import { Button } from '#src/web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#src/web/components/ui/card.tsx';
import { Field, Input, Textarea } from '#src/web/components/ui/field.tsx';
import { useSaveNote } from '#src/web/features/submissions/api/submissions-admin-api.ts';
import { ApiError } from '#src/web/lib/api.ts';
import { fieldError } from '#src/web/lib/field-error.ts';
import { notify } from '#src/web/lib/toast.ts';

type NoteValues = z.input<typeof adminNoteFormSchema>;
type SavedNote = z.output<typeof adminNoteFormSchema>;

// The number fields are typed as text; what staff type is read as a number (blank: none) before
// the shared schema checks it. Pesos may be typed with "₱", commas and spaces. react-hook-form
// also hands these the saved note's values, which are numbers or null already.
function asNumber(value: unknown, strip?: RegExp): number | null {
  if (typeof value !== 'string') return typeof value === 'number' ? value : null;
  const text = strip ? value.replace(strip, '') : value;
  return text.trim() === '' ? null : Number(text);
}
const asCount = (value: unknown) => asNumber(value);
const asPesos = (value: unknown) => asNumber(value, /[,₱\s]/g);

/**
 * product.md §2 admin notes + Save Draft; staff type pesos (₱), the form sends centavos (core/money.ts).
 * Give it `key={trackingNumber}` so "Next Application" starts from that request's note.
 */
export function AdminNotesForm({ trackingNumber, note }: { trackingNumber: string; note: AdminNote | null }) {
  const save = useSaveNote(trackingNumber);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<NoteValues, unknown, SavedNote>({
    defaultValues: {
      notes: note?.notes ?? '',
      itemCount: note?.itemCount ?? null,
      resellable: note?.resellable ?? false,
      possibleProfit: note?.possibleProfitCentavos == null ? null : centavosToPesos(note.possibleProfitCentavos),
    },
    resolver: zodResolver(adminNoteFormSchema),
    reValidateMode: 'onSubmit',
  });

  const submit = handleSubmit((values) => {
    save.mutate(values, {
      onSuccess: () =>
        notify.success({ title: m['submissions.draftSavedTitle'](), description: m['submissions.draftSaved']() }),
      onError: (error) =>
        notify.error({
          title: m['core.titleError'](),
          description: error instanceof ApiError ? error.message : m['submissions.pleaseTryAgain'](),
        }),
    });
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{m['submissions.notesTitle']()}</CardTitle>
        {note && (
          <p className="text-xs text-muted">
            {note.updatedBy
              ? m['submissions.lastSavedBy']({ at: formatDateTime(note.updatedAt), by: note.updatedBy })
              : m['submissions.lastSaved']({ at: formatDateTime(note.updatedAt) })}
          </p>
        )}
      </CardHeader>
      <CardContent>
        <form className="space-y-4" onSubmit={submit} noValidate>
          <Field label={m['submissions.notesLabel']()} error={fieldError(errors.notes?.message, staffFormTexts)}>
            {(fieldProps) => (
              <Textarea {...fieldProps} placeholder={m['submissions.notesPlaceholder']()} {...register('notes')} />
            )}
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label={m['submissions.itemCountLabel']()}
              error={fieldError(errors.itemCount?.message, staffFormTexts)}
            >
              {(fieldProps) => (
                <Input
                  {...fieldProps}
                  type="number"
                  min={0}
                  step={1}
                  inputMode="numeric"
                  {...register('itemCount', { setValueAs: asCount })}
                />
              )}
            </Field>
            <Field
              label={m['submissions.profitLabel']()}
              error={fieldError(errors.possibleProfit?.message, staffFormTexts)}
            >
              {(fieldProps) => (
                <Input
                  {...fieldProps}
                  type="text"
                  inputMode="decimal"
                  placeholder="0.00"
                  {...register('possibleProfit', { setValueAs: asPesos })}
                />
              )}
            </Field>
          </div>
          <label className="flex items-center gap-2 text-sm font-semibold">
            <input type="checkbox" className="size-4 accent-brand-600" {...register('resellable')} />
            {m['submissions.resellable']()}
          </label>
          <Button type="submit" variant="outline" disabled={save.isPending}>
            {save.isPending ? m['core.saving']() : m['submissions.saveDraft']()}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
