import {
  AlertCircle,
  ChevronLeft,
  ChevronRight,
  ImageIcon,
  LoaderCircle,
  Pencil,
  RotateCw,
  Trash2,
} from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { givenBrand, givenCondition, givenName, itemDetails, itemName } from '#src/shared/core/item-display.ts';
import { m } from '#src/shared/i18n/messages.ts';
import { Button } from '#src/web/components/ui/button.tsx';
import {
  type LocalPhoto,
  type PhotoListState,
  removePhoto,
  retryPhoto,
  selectPhoto,
  showNextPhoto,
  showPreviousPhoto,
} from '#src/web/features/upload/lib/photo-store.ts';
import { cn } from '#src/web/lib/cn.ts';
import { showRemoveOutcome, showUploadOutcome } from './photo-notices.ts';

// The details form (react-hook-form and zod) loads when someone opens it, not with the screen.
const PhotoDetailsDialog = lazy(() =>
  import('./photo-details-dialog.tsx').then((module) => ({ default: module.PhotoDetailsDialog })),
);

/** A photo's name: its own, else "Photo N" by its place in the request (issue 24). */
export function photoLabel(photo: LocalPhoto, index: number): string {
  return itemName(photo.saved?.label, index + 1);
}

export type PhotoNamer = (photo: LocalPhoto, index: number) => string;

function photoSource(photo: LocalPhoto): string | undefined {
  return photo.previewUrl ?? photo.saved?.url;
}

const roundButton =
  'flex size-12 items-center justify-center rounded-full bg-white/90 text-ink shadow-md ring-1 ring-black/5 backdrop-blur transition hover:bg-white disabled:opacity-50 [&_svg]:size-6';

/** product.md §2: the photo area — counter, delete, previous/next (wrapping), plus upload status per photo. */
export function PhotoArea({ list, nameOf = photoLabel }: { list: PhotoListState; nameOf?: PhotoNamer }) {
  const { photos, currentIndex } = list;
  const [deleting, setDeleting] = useState(false);
  const [editing, setEditing] = useState(false);
  const photo = photos[currentIndex];

  if (!photo) {
    return (
      <div className="flex aspect-[4/3] max-h-[44dvh] w-full flex-col items-center justify-center gap-3 rounded-2xl border-2 border-dashed border-brand-200 bg-brand-50/60 p-6 text-center">
        <span className="flex size-16 items-center justify-center rounded-full bg-white text-brand-600 shadow-sm">
          <ImageIcon className="size-8" aria-hidden="true" />
        </span>
        <div>
          <p className="font-bold text-brand-900">{m['photos.noPhotosYet']()}</p>
          <p className="mt-1 text-sm text-muted">{m['photos.noPhotosHint']()}</p>
        </div>
      </div>
    );
  }

  const label = nameOf(photo, currentIndex);
  const source = photoSource(photo);
  const many = photos.length > 1;

  async function onDelete(key: string) {
    setDeleting(true);
    try {
      showRemoveOutcome(await removePhoto(key));
    } finally {
      setDeleting(false);
    }
  }

  return (
    <section aria-label={m['photos.yourPhotos']()} className="space-y-3">
      <div className="relative aspect-[4/5] max-h-[min(62dvh,34rem)] w-full overflow-hidden rounded-2xl bg-brand-900/5 ring-1 ring-brand-100 lg:max-h-[44dvh]">
        {source ? (
          <img
            key={photo.key}
            src={source}
            alt={label}
            className="size-full object-contain"
            decoding="async"
            onError={(event) => {
              event.currentTarget.style.visibility = 'hidden';
            }}
          />
        ) : null}

        <p className="absolute left-3 top-3 rounded-full bg-black/65 px-3 py-1 text-sm font-semibold text-white tabular-nums">
          <span className="sr-only">{m['photos.counterPhoto']()}</span>
          {currentIndex + 1}
          <span aria-hidden="true"> / </span>
          <span className="sr-only">{m['photos.counterOf']()}</span>
          {photos.length}
        </p>
        <button
          type="button"
          className={cn(roundButton, 'absolute right-3 top-3 text-red-700')}
          onClick={() => onDelete(photo.key)}
          disabled={deleting}
          aria-label={m['photos.deletePhoto']()}
        >
          {deleting ? <LoaderCircle className="animate-spin" /> : <Trash2 />}
        </button>
        {many && (
          <>
            <button
              type="button"
              className={cn(roundButton, 'absolute left-3 top-1/2 -translate-y-1/2')}
              onClick={showPreviousPhoto}
              aria-label={m['photos.previousPhoto']()}
            >
              <ChevronLeft />
            </button>
            <button
              type="button"
              className={cn(roundButton, 'absolute right-3 top-1/2 -translate-y-1/2')}
              onClick={showNextPhoto}
              aria-label={m['photos.nextPhoto']()}
            >
              <ChevronRight />
            </button>
          </>
        )}
        <PhotoStatusOverlay photo={photo} />
      </div>

      <div className="flex items-center justify-between gap-3 px-1">
        <div className="min-w-0">
          <p className="truncate font-bold text-ink">{label}</p>
          {photo.saved && itemDetails(photo.saved) && (
            <p className="truncate text-sm text-muted">{itemDetails(photo.saved)}</p>
          )}
        </div>
        {photo.saved && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setEditing(true)}
            aria-label={m['photos.editDetailsOf']({ label })}
          >
            <Pencil />
            {m['core.edit']()}
          </Button>
        )}
      </div>

      {many && (
        <ul className="-mx-1 flex gap-2 overflow-x-auto p-1" aria-label={m['photos.allPhotos']()}>
          {photos.map((item, index) => {
            const thumb = item.previewUrl ?? item.saved?.thumbUrl;
            return (
              <li key={item.key} className="shrink-0">
                <button
                  type="button"
                  onClick={() => selectPhoto(index)}
                  aria-label={m['photos.showPhoto']({ label: nameOf(item, index) })}
                  aria-current={index === currentIndex ? 'true' : undefined}
                  className={cn(
                    'relative block size-16 overflow-hidden rounded-xl bg-brand-50 ring-2 transition',
                    index === currentIndex ? 'ring-brand-600' : 'ring-transparent hover:ring-brand-200',
                  )}
                >
                  {thumb && <img src={thumb} alt="" className="size-full object-cover" loading="lazy" />}
                  {item.status !== 'uploaded' && (
                    <span
                      className={cn(
                        'absolute inset-0 flex items-center justify-center',
                        item.status === 'failed' ? 'bg-red-900/45' : 'bg-black/35',
                      )}
                    >
                      {item.status === 'failed' ? (
                        <AlertCircle className="size-5 text-white" aria-hidden="true" />
                      ) : (
                        <LoaderCircle className="size-5 animate-spin text-white" aria-hidden="true" />
                      )}
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}

      {editing && photo.saved && (
        <Suspense fallback={null}>
          <PhotoDetailsDialog
            photoKey={photo.key}
            // Issue 24: a field with nothing given starts empty, never "Random Item" or "Unspecified".
            initial={{
              label: givenName(photo.saved.label) ?? '',
              brand: givenBrand(photo.saved.brand) ?? '',
              condition: givenCondition(photo.saved.condition),
            }}
            onClose={() => setEditing(false)}
          />
        </Suspense>
      )}
    </section>
  );
}

function PhotoStatusOverlay({ photo }: { photo: LocalPhoto }) {
  if (photo.status === 'uploaded') return null;
  if (photo.status === 'failed') {
    return (
      <div className="absolute inset-x-3 bottom-3 flex items-center justify-between gap-3 rounded-xl bg-white/95 p-3 shadow-md ring-1 ring-red-200">
        <p className="flex min-w-0 items-center gap-2 text-sm font-semibold text-red-800" role="alert">
          <AlertCircle className="size-5 shrink-0" aria-hidden="true" />
          <span className="truncate" title={photo.error}>
            {m['photos.uploadFailedShort']()}
          </span>
        </p>
        <Button size="sm" onClick={() => void retryPhoto(photo.key).then(showUploadOutcome)}>
          <RotateCw />
          {m['photos.retry']()}
        </Button>
      </div>
    );
  }
  const percent = Math.round(photo.progress * 100);
  const text = photo.status === 'processing' ? m['photos.preparing']() : m['photos.uploadingPercent']({ percent });
  return (
    <div
      className="absolute inset-x-3 bottom-3 rounded-xl bg-white/95 p-3 shadow-md ring-1 ring-brand-100"
      role="status"
    >
      <p className="flex items-center gap-2 text-sm font-semibold text-brand-900">
        <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
        {text}
      </p>
      <div
        className="mt-2 h-2 overflow-hidden rounded-full bg-brand-100"
        role="progressbar"
        aria-label={m['photos.uploadProgress']()}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={photo.status === 'processing' ? 0 : percent}
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] duration-200"
          style={{ width: `${photo.status === 'processing' ? 4 : Math.max(4, percent)}%` }}
        />
      </div>
    </div>
  );
}
