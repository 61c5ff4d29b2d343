import { useEffect, useState } from 'react';
import { type AdminPhoto, adminMessages, type PhotoVerdict } from '../../../../shared/admin.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api.ts';
import { cn } from '../../../lib/cn.ts';
import { notify } from '../../../lib/toast.ts';
import { useUpdatePhoto } from '../api/admin-api.ts';

const verdicts: { value: PhotoVerdict; label: string; tone: string }[] = [
  { value: 'accept', label: 'Accept', tone: 'bg-emerald-600 text-white' },
  { value: 'recycle', label: 'Recycle', tone: 'bg-sky-600 text-white' },
  { value: 'reject', label: "Can't take", tone: 'bg-red-600 text-white' },
];

/** Staff verdict per photo (issue 5): accept / recycle / can't take, with a note. */
export function VerdictControls({ photo }: { photo: AdminPhoto }) {
  const update = useUpdatePhoto();
  const [note, setNote] = useState(photo.verdictNote ?? '');
  useEffect(() => setNote(photo.verdictNote ?? ''), [photo.verdictNote]);

  function save(verdict: PhotoVerdict | null) {
    update.mutate(
      { id: photo.id, changes: { verdict, verdictNote: note.trim() || null } },
      {
        onSuccess: () => notify.success({ title: 'Verdict saved', description: 'The photo verdict has been saved' }),
        onError: (error) =>
          notify.error({
            title: 'Error',
            description: error instanceof ApiError ? error.message : adminMessages.photoUpdateFailed,
          }),
      },
    );
  }

  return (
    <div className="mt-3 space-y-2">
      <fieldset className="flex flex-wrap gap-2" aria-label="Verdict">
        {verdicts.map((v) => (
          <Button
            key={v.value}
            size="sm"
            variant="outline"
            aria-pressed={photo.verdict === v.value}
            disabled={update.isPending}
            onClick={() => save(photo.verdict === v.value ? null : v.value)}
            className={cn(photo.verdict === v.value && `${v.tone} border-transparent hover:opacity-90`)}
          >
            {v.label}
          </Button>
        ))}
      </fieldset>
      <div className="flex gap-2">
        <Input
          aria-label="Verdict note"
          placeholder="Note for this item (optional)"
          value={note}
          maxLength={500}
          onChange={(e) => setNote(e.target.value)}
          className="h-10"
        />
        <Button
          size="sm"
          variant="outline"
          disabled={update.isPending || note.trim() === (photo.verdictNote ?? '')}
          onClick={() => save(photo.verdict)}
          className="h-10"
        >
          Save note
        </Button>
      </div>
    </div>
  );
}
