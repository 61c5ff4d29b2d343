import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { m } from '#src/shared/i18n/messages.ts';
import type { AdminPhoto } from '#src/shared/photos/gallery.schema.ts';
import {
  type DropOffSuggestion,
  type Refusal,
  refusalReasons,
  refusalReasonText,
  saveRefusalSchema,
  verdictFormTexts,
} from '#src/shared/submissions/verdicts.ts';
import { Button } from '#src/web/components/ui/button.tsx';
import { Field, Select, Textarea } from '#src/web/components/ui/field.tsx';
import { useDropOffs, useRefusals, useSaveRefusal } from '#src/web/features/submissions/api/verdicts-admin-api.ts';
import { ApiError } from '#src/web/lib/api.ts';
import { fieldError } from '#src/web/lib/field-error.ts';
import { notify } from '#src/web/lib/toast.ts';

type RefusalValues = z.input<typeof saveRefusalSchema>;
type SavedRefusal = z.output<typeof saveRefusalSchema>;

/**
 * Issue 27: under a photo marked "Can't take", the reason the household will read, a note written
 * for the household (unlike the verdict note above, which stays with staff) and where it can go.
 */
export function RefusalPanel({ trackingNumber, photo }: { trackingNumber: string; photo: AdminPhoto }) {
  const refusals = useRefusals(trackingNumber);
  // The suggestions first: a select filled after it mounted would not show the saved one.
  const dropOffs = useDropOffs();
  if (photo.verdict !== 'reject' || !refusals.data || !dropOffs.data) return null;
  const saved = refusals.data.items.find((r) => r.photoId === photo.id);
  // Keyed by what is saved, so another save (or another photo) starts the form from it.
  const key = `${photo.id}:${saved?.reason ?? ''}:${saved?.note ?? ''}:${saved?.dropOffId ?? ''}`;
  return (
    <RefusalForm
      key={key}
      trackingNumber={trackingNumber}
      photoId={photo.id}
      saved={saved}
      dropOffs={dropOffs.data.items}
    />
  );
}

function RefusalForm({
  trackingNumber,
  photoId,
  saved,
  dropOffs,
}: {
  trackingNumber: string;
  photoId: string;
  saved: Refusal | undefined;
  dropOffs: DropOffSuggestion[];
}) {
  const save = useSaveRefusal(trackingNumber);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RefusalValues, unknown, SavedRefusal>({
    defaultValues: {
      // An empty choice until staff pick one: the schema then names the missing reason.
      reason: (saved?.reason ?? '') as RefusalValues['reason'],
      note: saved?.note ?? '',
      dropOffId: saved?.dropOffId ?? null,
    },
    resolver: zodResolver(saveRefusalSchema),
    reValidateMode: 'onSubmit',
  });

  const submit = handleSubmit((refusal) =>
    save.mutate(
      { photoId, refusal },
      {
        onSuccess: () =>
          notify.success({ title: m['submissions.refusalSavedTitle'](), description: m['submissions.refusalSaved']() }),
        onError: (error) =>
          notify.error({
            title: m['core.titleError'](),
            description: error instanceof ApiError ? error.message : m['submissions.pleaseTryAgain'](),
          }),
      },
    ),
  );

  return (
    <form
      className="mt-3 space-y-3 rounded-xl border border-red-200 bg-red-50/50 p-3"
      onSubmit={submit}
      noValidate
      aria-label={m['submissions.refusalTitle']()}
    >
      <p className="text-sm font-bold">{m['submissions.refusalTitle']()}</p>
      {!saved?.reason && <p className="text-sm text-muted">{m['submissions.refusalMissing']()}</p>}
      <Field label={m['submissions.refusalReasonField']()} error={fieldError(errors.reason?.message, verdictFormTexts)}>
        {(fieldProps) => (
          <Select {...fieldProps} className="h-10" {...register('reason')}>
            <option value="">{m['submissions.refusalReasonPick']()}</option>
            {refusalReasons.map((reason) => (
              <option key={reason} value={reason}>
                {refusalReasonText(reason)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field
        label={m['submissions.refusalNoteField']()}
        hint={m['submissions.refusalNoteHint']()}
        error={fieldError(errors.note?.message, verdictFormTexts)}
      >
        {(fieldProps) => (
          <Textarea
            {...fieldProps}
            className="min-h-16"
            maxLength={300}
            placeholder={m['submissions.refusalNotePlaceholder']()}
            {...register('note')}
          />
        )}
      </Field>
      <Field label={m['submissions.dropOffField']()} error={fieldError(errors.dropOffId?.message, verdictFormTexts)}>
        {(fieldProps) => (
          <Select
            {...fieldProps}
            className="h-10"
            {...register('dropOffId', { setValueAs: (value: unknown) => (value ? value : null) })}
          >
            <option value="">{m['submissions.dropOffNone']()}</option>
            {dropOffs.map((d) => (
              <option key={d.id} value={d.id}>
                {d.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Button type="submit" size="sm" variant="outline" disabled={save.isPending}>
        {save.isPending ? m['core.saving']() : m['submissions.saveRefusal']()}
      </Button>
    </form>
  );
}
