import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { m } from '#src/shared/i18n/messages.ts';
import type { AdminPhoto, PhotoVerdict } from '#src/shared/photos/gallery.schema.ts';
import { type VerdictNoteForm, verdictNoteFormSchema } from '#src/shared/photos/gallery.schema.ts';
import { Button } from '#src/web/components/ui/button.tsx';
import { Input } from '#src/web/components/ui/field.tsx';
import { useUpdatePhoto } from '#src/web/features/photos/api/photos-admin-api.ts';
import { ApiError } from '#src/web/lib/api.ts';
import { cn } from '#src/web/lib/cn.ts';
import { notify } from '#src/web/lib/toast.ts';

const verdicts: { value: PhotoVerdict; label: () => string; tone: string }[] = [
  { value: 'accept', label: m['photos.verdictAccept'], tone: 'bg-emerald-700 text-white' },
  { value: 'recycle', label: m['photos.verdictRecycle'], tone: 'bg-sky-700 text-white' },
  { value: 'reject', label: m['photos.verdictReject'], tone: 'bg-red-700 text-white' },
];

/** Staff verdict per photo (issue 5): accept / recycle / can't take, with a note. */
export function VerdictControls({ photo }: { photo: AdminPhoto }) {
  const update = useUpdatePhoto();
  const saved = photo.verdictNote ?? '';
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<VerdictNoteForm>({
    defaultValues: { verdictNote: saved },
    resolver: zodResolver(verdictNoteFormSchema),
    reValidateMode: 'onSubmit',
  });
  // Another save (here or by someone else) changed the note: show it.
  useEffect(() => reset({ verdictNote: saved }), [saved, reset]);

  /** A verdict goes with the note as typed, like "Save note" does. */
  const save = (verdict: PhotoVerdict | null) =>
    handleSubmit(({ verdictNote }) => {
      update.mutate(
        { id: photo.id, changes: { verdict, verdictNote: verdictNote || null } },
        {
          onSuccess: () =>
            notify.success({ title: m['photos.verdictSavedTitle'](), description: m['photos.verdictSaved']() }),
          onError: (error) =>
            notify.error({
              title: m['core.titleError'](),
              description: error instanceof ApiError ? error.message : m['photos.updateFailed'](),
            }),
        },
      );
    });

  return (
    <div className="mt-3 space-y-2">
      <fieldset className="flex flex-wrap gap-2" aria-label={m['photos.verdict']()}>
        {verdicts.map((v) => (
          <Button
            key={v.value}
            size="sm"
            // The selected one takes its tone instead of the outline's white (never both: no class merging).
            variant={photo.verdict === v.value ? 'toned' : 'outline'}
            aria-pressed={photo.verdict === v.value}
            disabled={update.isPending}
            onClick={save(photo.verdict === v.value ? null : v.value)}
            className={cn(photo.verdict === v.value && `${v.tone} border-transparent hover:opacity-90`)}
          >
            {v.label()}
          </Button>
        ))}
      </fieldset>
      <form className="flex gap-2" onSubmit={save(photo.verdict)} noValidate>
        <Input
          aria-label={m['photos.verdictNote']()}
          aria-invalid={errors.verdictNote ? true : undefined}
          placeholder={m['photos.verdictNotePlaceholder']()}
          maxLength={500}
          className="h-10"
          {...register('verdictNote')}
        />
        <Button
          type="submit"
          size="sm"
          variant="outline"
          disabled={update.isPending || watch('verdictNote').trim() === saved}
          className="h-10"
        >
          {m['photos.saveNote']()}
        </Button>
      </form>
      {errors.verdictNote?.message && (
        <p className="text-sm text-red-700" role="alert">
          {errors.verdictNote.message}
        </p>
      )}
    </div>
  );
}
