import { ImagePlus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { m } from '#src/shared/i18n/messages.ts';
import type { TrackingItem } from '#src/shared/tracking/tracking.schema.ts';
import { Button } from '#src/web/components/ui/button.tsx';
import { useAddOwnerPhoto, useRemoveOwnerPhoto } from '#src/web/features/tracking/api/self-service-api.ts';
import { ApiError } from '#src/web/lib/api.ts';
import { notify } from '#src/web/lib/toast.ts';

// Issue 15: while the request is Submitted or Processing, the owner adds a photo (re-encoded by the
// server like every photo) or removes one; the history records each change for staff.

export function OwnerPhotos({ trackingNumber, items }: { trackingNumber: string; items: TrackingItem[] }) {
  const add = useAddOwnerPhoto(trackingNumber);
  const remove = useRemoveOwnerPhoto(trackingNumber);
  const inputId = useId();
  const error = add.error ?? remove.error;
  const busy = add.isPending || remove.isPending;

  return (
    <div className="mt-4 border-t border-brand-50 pt-4">
      <h3 className="text-sm font-bold">{m['tracking.yourPhotos']()}</h3>
      <ul className="mt-2 flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item.id} className="flex items-center gap-2 rounded-xl border border-brand-100 p-1 pr-2">
            <img src={item.thumbUrl} alt={item.name} className="size-12 rounded-lg object-cover" />
            <Button
              size="sm"
              variant="ghost"
              disabled={busy || items.length <= 1}
              aria-label={m['tracking.removePhotoOf']({ name: item.name })}
              onClick={() =>
                remove.mutate(item.id, {
                  onSuccess: () =>
                    notify.success({
                      title: m['tracking.photoRemovedTitle'](),
                      description: m['tracking.photoRemoved'](),
                    }),
                })
              }
            >
              <Trash2 />
            </Button>
          </li>
        ))}
      </ul>
      <label
        htmlFor={inputId}
        className="mt-3 inline-flex cursor-pointer items-center gap-2 rounded-xl border border-brand-200 px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
      >
        <ImagePlus className="size-4" />
        {m['tracking.addPhotoOnline']()}
      </label>
      <input
        id={inputId}
        type="file"
        accept="image/*"
        className="sr-only"
        disabled={busy}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          add.mutate(file, {
            onSuccess: () =>
              notify.success({ title: m['tracking.photoAddedTitle'](), description: m['tracking.photoAdded']() }),
          });
        }}
      />
      {error && (
        <p role="alert" className="mt-2 text-sm font-semibold text-red-700">
          {error instanceof ApiError ? error.message : m['core.somethingWentWrong']()}
        </p>
      )}
    </div>
  );
}
