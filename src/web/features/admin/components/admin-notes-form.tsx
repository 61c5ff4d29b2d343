import { type FormEvent, useState } from 'react';
import { type AdminNote, adminMessages, saveAdminNoteSchema } from '../../../../shared/admin.schema.ts';
import { formatDateTime } from '../../../../shared/dates.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Field, Input, Textarea } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api.ts';
import { notify } from '../../../lib/toast.ts';
import { useSaveNote } from '../api/admin-api.ts';

interface Draft {
  notes: string;
  itemCount: string;
  resellable: boolean;
  possibleProfit: string;
}

function toDraft(note: AdminNote | null): Draft {
  return {
    notes: note?.notes ?? '',
    itemCount: note?.itemCount?.toString() ?? '',
    resellable: note?.resellable ?? false,
    possibleProfit: note?.possibleProfit?.toString() ?? '',
  };
}

/**
 * spec §2 admin notes + Save Draft; amounts in pesos (₱), stored by the server in centavos.
 * Give it `key={trackingNumber}` so "Next Application" starts from that request's note.
 */
export function AdminNotesForm({ trackingNumber, note }: { trackingNumber: string; note: AdminNote | null }) {
  const save = useSaveNote(trackingNumber);
  const [draft, setDraft] = useState<Draft>(() => toDraft(note));
  const [errors, setErrors] = useState<Record<string, string>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = saveAdminNoteSchema.safeParse({
      notes: draft.notes,
      itemCount: draft.itemCount.trim() === '' ? null : Number(draft.itemCount),
      resellable: draft.resellable,
      possibleProfit: draft.possibleProfit.trim() === '' ? null : Number(draft.possibleProfit.replace(/[,₱\s]/g, '')),
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => notify.success({ title: 'Draft saved', description: adminMessages.draftSaved }),
      onError: (error) =>
        notify.error({ title: 'Error', description: error instanceof ApiError ? error.message : 'Please try again.' }),
    });
  }

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  return (
    <Card>
      <CardHeader>
        <CardTitle>Admin notes</CardTitle>
        {note && (
          <p className="text-xs text-muted">
            Last saved {formatDateTime(note.updatedAt)}
            {note.updatedBy ? ` by ${note.updatedBy}` : ''}
          </p>
        )}
      </CardHeader>
      <CardContent>
        <form className="space-y-4" onSubmit={submit} noValidate>
          <Field label="Notes" error={errors.notes}>
            {(fieldProps) => (
              <Textarea
                {...fieldProps}
                value={draft.notes}
                onChange={(e) => set('notes', e.target.value)}
                placeholder="What did you see in the photos? What should the crew know?"
              />
            )}
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Item count" error={errors.itemCount}>
              {(fieldProps) => (
                <Input
                  {...fieldProps}
                  type="number"
                  min={0}
                  step={1}
                  inputMode="numeric"
                  value={draft.itemCount}
                  onChange={(e) => set('itemCount', e.target.value)}
                />
              )}
            </Field>
            <Field label="Possible profit (₱)" error={errors.possibleProfit}>
              {(fieldProps) => (
                <Input
                  {...fieldProps}
                  type="text"
                  inputMode="decimal"
                  placeholder="0.00"
                  value={draft.possibleProfit}
                  onChange={(e) => set('possibleProfit', e.target.value)}
                />
              )}
            </Field>
          </div>
          <label className="flex items-center gap-2 text-sm font-semibold">
            <input
              type="checkbox"
              className="size-4 accent-brand-600"
              checked={draft.resellable}
              onChange={(e) => set('resellable', e.target.checked)}
            />
            Resellable
          </label>
          <Button type="submit" variant="outline" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save Draft'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
