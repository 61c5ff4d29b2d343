import { ChevronLeft, ChevronRight, ExternalLink } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { conditionText, givenBrand, givenName, itemName } from '#src/shared/core/item-display.ts';
import { m } from '#src/shared/i18n/messages.ts';
import type { AdminPhoto } from '#src/shared/photos/gallery.schema.ts';
import { Button } from '#src/web/components/ui/button.tsx';
import { cn } from '#src/web/lib/cn.ts';
import { PhotoItemInfo } from './photo-item-info.tsx';
import { Thumb } from './photo-thumb.tsx';
import { VerdictControls } from './verdict-controls.tsx';

function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

/** How a photo is named to staff: its name or "Photo 2" (issue 24), with brand and condition when given. */
function photoText(photo: AdminPhoto, position: number) {
  const name = itemName(photo.label, position);
  const brand = givenBrand(photo.brand);
  const condition = conditionText(photo.condition);
  return {
    name,
    alt: brand && condition ? m['photos.photoAlt']({ label: name, brand, condition }) : name,
    details:
      brand || condition ? m['photos.brandAndCondition']({ brand: brand ?? '—', condition: condition ?? '—' }) : null,
  };
}

/** "Photo 2: Wooden chair", or "Photo 2" alone when unnamed. */
function thumbLabel(photo: AdminPhoto, position: number) {
  const named = givenName(photo.label);
  return named ? m['photos.thumbLabel']({ position, label: named }) : m['photos.photoNumber']({ n: position });
}

/** Full-size photos with previous/next (wrapping, product.md §4) and the keyboard arrows; a verdict per photo. */
export function PhotoViewer({
  photos,
  below,
  ended = false,
  erased = false,
}: {
  photos: AdminPhoto[];
  /** What a later subject shows under the verdict (issue 27: the reason for a "Can't take"). */
  below?: (photo: AdminPhoto) => ReactNode;
  /** Issue 40 item 13: the request has ended, so its items are not judged (the server refuses too). */
  ended?: boolean;
  /** The request's personal data was erased (issue 26): its photos' files are gone, their names stay. */
  erased?: boolean;
}) {
  const [index, setIndex] = useState(0);
  const count = photos.length;
  const current = photos[Math.min(index, count - 1)];

  const step = useCallback((by: number) => setIndex((i) => (count === 0 ? 0 : (i + by + count) % count)), [count]);

  useEffect(() => {
    if (index >= count && count > 0) setIndex(count - 1);
  }, [index, count]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isTyping(event.target) || document.querySelector('dialog[open]')) return;
      if (event.key === 'ArrowLeft') step(-1);
      if (event.key === 'ArrowRight') step(1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [step]);

  if (erased && count > 0) {
    return (
      <section aria-label={m['photos.photos']()} className="rounded-2xl bg-brand-50 p-6 text-sm">
        <p className="text-muted">{m['photos.photosErased']()}</p>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {photos.map((photo, i) => (
            <li key={photo.id}>{photoText(photo, i + 1).name}</li>
          ))}
        </ul>
      </section>
    );
  }

  if (!current) {
    return (
      <div className="flex aspect-[4/3] items-center justify-center rounded-2xl bg-brand-50 p-6 text-center text-sm text-muted">
        {m['photos.noPhotosLeft']()}
      </div>
    );
  }

  const shown = photoText(current, index + 1);
  return (
    <section aria-label={m['photos.photos']()} className="space-y-3">
      <div className="relative overflow-hidden rounded-2xl bg-ink/90">
        <img
          key={current.id}
          src={current.url}
          alt={shown.alt}
          className="mx-auto max-h-[70vh] w-full object-contain"
        />
        {count > 1 && (
          <>
            <Button
              variant="outline"
              size="icon"
              onClick={() => step(-1)}
              className="absolute top-1/2 left-2 -translate-y-1/2 bg-white/90"
              aria-label={m['photos.previousPhoto']()}
            >
              <ChevronLeft />
            </Button>
            <Button
              variant="outline"
              size="icon"
              onClick={() => step(1)}
              className="absolute top-1/2 right-2 -translate-y-1/2 bg-white/90"
              aria-label={m['photos.nextPhoto']()}
            >
              <ChevronRight />
            </Button>
          </>
        )}
        <span className="absolute bottom-2 left-2 rounded-full bg-black/60 px-2.5 py-1 text-xs font-semibold text-white">
          {index + 1} / {count}
        </span>
        <a
          href={current.url}
          target="_blank"
          rel="noreferrer"
          className="absolute right-2 bottom-2 flex items-center gap-1 rounded-full bg-black/60 px-2.5 py-1 text-xs font-semibold text-white"
        >
          <ExternalLink className="size-3.5" />
          {m['photos.fullSize']()}
        </a>
      </div>
      {count > 1 && (
        <div className="flex gap-2 overflow-x-auto pb-1">
          {photos.map((photo, i) => (
            <button
              key={photo.id}
              type="button"
              onClick={() => setIndex(i)}
              aria-label={thumbLabel(photo, i + 1)}
              aria-current={i === index}
              className={cn(
                'shrink-0 overflow-hidden rounded-lg ring-2',
                i === index ? 'ring-brand-600' : 'ring-transparent opacity-75 hover:opacity-100',
              )}
            >
              <Thumb src={photo.thumbUrl} alt="" className="size-16" />
            </button>
          ))}
        </div>
      )}
      <div className="rounded-2xl border border-brand-100 bg-white p-4">
        <p className="font-semibold">{shown.name}</p>
        {shown.details && <p className="text-sm text-muted">{shown.details}</p>}
        <PhotoItemInfo photo={current} />
        {ended ? (
          <p className="mt-3 text-sm text-muted">{m['photos.verdictRequestEnded']()}</p>
        ) : (
          <>
            <VerdictControls photo={current} />
            {below?.(current)}
          </>
        )}
      </div>
    </section>
  );
}
