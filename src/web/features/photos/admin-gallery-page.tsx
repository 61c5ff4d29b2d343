import { zodResolver } from '@hookform/resolvers/zod';
import { Download, Search, ShieldCheck, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { formatDateTime } from '#src/shared/core/dates.ts';
import { conditionText, givenBrand, givenCondition, givenName } from '#src/shared/core/item-display.ts';
import { m } from '#src/shared/i18n/messages.ts';
import {
  type AdminGalleryPhoto,
  type AdminPhotoDetailsForm,
  adminPhotoDetailsFormSchema,
} from '#src/shared/photos/gallery.schema.ts';
import { photoDetailsTexts } from '#src/shared/photos/photo.schema.ts';
import { adminReviewPath, submissionPages } from '#src/shared/submissions/paths.ts';
import { Pagination } from '#src/web/components/staff/pagination.tsx';
import { RequireAdmin, useSessionLossRedirect } from '#src/web/components/staff/require-admin.tsx';
import { Alert } from '#src/web/components/ui/alert.tsx';
import { Badge } from '#src/web/components/ui/badge.tsx';
import { Button, ButtonLink, buttonClass } from '#src/web/components/ui/button.tsx';
import { Card, CardContent } from '#src/web/components/ui/card.tsx';
import { Dialog } from '#src/web/components/ui/dialog.tsx';
import { Field, Input } from '#src/web/components/ui/field.tsx';
import { Skeleton } from '#src/web/components/ui/skeleton.tsx';
import { useAdminPhotos, useDeletePhoto, useUpdatePhoto } from '#src/web/features/photos/api/photos-admin-api.ts';
import { PhotoItemInfo } from '#src/web/features/photos/components/photo-item-info.tsx';
import { Thumb } from '#src/web/features/photos/components/photo-thumb.tsx';
import { ApiError } from '#src/web/lib/api.ts';
import { cn } from '#src/web/lib/cn.ts';
import { fieldError } from '#src/web/lib/field-error.ts';
import { notify } from '#src/web/lib/toast.ts';

/** Issue 24: a photo with no name given reads "Unnamed photo", never "Item 1". */
const shownName = (label: string) => givenName(label) ?? m['photos.unnamedPhoto']();

import { Link } from '#src/web/components/ui/link.tsx';
import { useUrlSearch } from '#src/web/lib/use-url-search.ts';

const pageSize = 24;
const verdictWords = {
  accept: m['photos.verdictAcceptLower'],
  recycle: m['photos.verdictRecycleLower'],
  reject: m['photos.verdictRejectLower'],
} as const;
const placeholderCount = 9; // product.md §9: gallery placeholder

function PlaceholderGrid() {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-busy="true" aria-label={m['photos.loadingPhotos']()}>
      {Array.from({ length: placeholderCount }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={i}>
          <Skeleton className="aspect-square" />
        </li>
      ))}
    </ul>
  );
}

export default function AdminGalleryPage() {
  return (
    <RequireAdmin
      fallback={
        <div className="container-page max-w-7xl py-8">
          <PlaceholderGrid />
        </div>
      }
    >
      <Gallery />
    </RequireAdmin>
  );
}

/** product.md §2 "/admin-database-gallery": search, "All Photos (n)", details with edit, download and delete. */
function Gallery() {
  const { params, q, typed, setTyped, update: setQuery } = useUrlSearch();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const panel = useRef<HTMLDivElement>(null);

  const photos = useAdminPhotos({ q: q || undefined, page, pageSize });
  useSessionLossRedirect(photos.error);
  const items = photos.data?.items ?? [];
  const selected = items.find((p) => p.id === selectedId) ?? null;

  function select(photo: AdminGalleryPhoto) {
    setSelectedId(photo.id);
    // On a phone the panel sits above the grid: bring it into view.
    window.requestAnimationFrame(() => panel.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' }));
  }

  return (
    <div className="container-page max-w-7xl space-y-5 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold sm:text-3xl">{m['photos.galleryTitle']()}</h1>
          <Badge tone="purple">
            <ShieldCheck className="mr-1 size-3.5" />
            {m['photos.adminAccess']()}
          </Badge>
        </div>
        <ButtonLink to={submissionPages.adminDashboard} variant="ghost" size="sm">
          {m['submissions.backToDashboard']()}
        </ButtonLink>
      </div>

      <div className="relative max-w-xl">
        <Search className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-muted" />
        <Input
          type="search"
          aria-label={m['photos.searchPhotos']()}
          placeholder={m['photos.searchPlaceholder']()}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          className="pl-11"
        />
      </div>

      {photos.isError && <Alert tone="error" title={m['photos.loadFailed']()} />}

      <div className="grid gap-5 lg:grid-cols-3">
        <section className="order-2 min-w-0 lg:order-1 lg:col-span-2" aria-label={m['photos.photos']()}>
          <h2 className="mb-3 text-lg font-bold">{m['photos.allPhotosCount']({ total: photos.data?.total ?? 0 })}</h2>
          {!photos.data ? (
            <PlaceholderGrid />
          ) : items.length === 0 ? (
            <p className="rounded-xl bg-white p-6 text-center text-sm text-muted">
              {q ? m['photos.noMatches']() : m['photos.noPhotos']()}
            </p>
          ) : (
            <ul className={cn('grid grid-cols-2 gap-3 sm:grid-cols-3', photos.isPlaceholderData && 'opacity-60')}>
              {items.map((photo) => (
                <li key={photo.id}>
                  <button
                    type="button"
                    onClick={() => select(photo)}
                    aria-pressed={photo.id === selectedId}
                    aria-label={m['photos.galleryItemLabel']({
                      label: shownName(photo.label),
                      brand: givenBrand(photo.brand) ?? '',
                      trackingNumber: photo.trackingNumber,
                    })}
                    className={cn(
                      'block w-full overflow-hidden rounded-xl bg-white text-left ring-2 transition',
                      photo.id === selectedId ? 'ring-brand-600' : 'ring-transparent hover:ring-brand-200',
                    )}
                  >
                    <Thumb src={photo.thumbUrl} alt="" className="aspect-square w-full" />
                    <span className="block truncate px-2 pt-1.5 text-sm font-semibold">
                      {givenBrand(photo.brand) ?? shownName(photo.label)}
                    </span>
                    <span className="block truncate px-2 pb-2 text-xs text-muted">
                      {[conditionText(photo.condition), photo.trackingNumber].filter(Boolean).join(' · ')}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          {photos.data && (
            <Pagination
              label={m['photos.photoPages']()}
              page={page}
              pageSize={pageSize}
              total={photos.data.total}
              onPage={(p) => setQuery({ page: p > 1 ? String(p) : null })}
            />
          )}
        </section>
        <div ref={panel} className="order-1 min-w-0 lg:order-2">
          <div className="lg:sticky lg:top-20">
            {selected ? (
              <PhotoDetails key={selected.id} photo={selected} onDeleted={() => setSelectedId(null)} />
            ) : (
              <Card className="hidden lg:block">
                <CardContent className="text-sm text-muted">{m['photos.selectPhoto']()}</CardContent>
              </Card>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}

function PhotoDetails({ photo, onDeleted }: { photo: AdminGalleryPhoto; onDeleted: () => void }) {
  const update = useUpdatePhoto();
  const remove = useDeletePhoto();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<AdminPhotoDetailsForm>({
    defaultValues: { brand: givenBrand(photo.brand) ?? '', condition: givenCondition(photo.condition) },
    resolver: zodResolver(adminPhotoDetailsFormSchema),
    reValidateMode: 'onSubmit',
  });
  const [confirming, setConfirming] = useState(false);
  const brand = watch('brand').trim();
  const condition = watch('condition').trim();
  const changed = brand !== (givenBrand(photo.brand) ?? '') || condition !== givenCondition(photo.condition);

  const save = handleSubmit((changes) => {
    update.mutate(
      { id: photo.id, changes },
      {
        onSuccess: () =>
          notify.success(
            { title: m['photos.detailsUpdatedTitle'](), description: m['photos.detailsUpdated']() },
            { duration: 3000 },
          ),
        onError: (error) =>
          notify.error({
            title: m['core.titleError'](),
            description: error instanceof ApiError ? error.message : m['photos.updateFailed'](),
          }),
      },
    );
  });

  function confirmDelete() {
    remove.mutate(photo.id, {
      onSuccess: () => {
        setConfirming(false);
        onDeleted();
        notify.success(m['photos.galleryDeleted'](), { duration: 5000 });
      },
      onError: () => notify.error({ title: m['core.titleError'](), description: m['photos.galleryDeleteFailed']() }),
    });
  }

  return (
    <Card>
      <CardContent className="space-y-4">
        <a href={photo.url} target="_blank" rel="noreferrer" className="block overflow-hidden rounded-xl bg-ink/90">
          <img
            src={photo.url}
            alt={m['photos.galleryPhotoAlt']({ label: shownName(photo.label), brand: givenBrand(photo.brand) ?? '' })}
            className="max-h-80 w-full object-contain"
          />
        </a>
        <div className="text-sm">
          <p className="font-semibold">{shownName(photo.label)}</p>
          <PhotoItemInfo photo={photo} />
          <p className="text-muted">
            <Link to={adminReviewPath(photo.trackingNumber)} className="font-mono text-brand-700 hover:underline">
              {photo.trackingNumber}
            </Link>{' '}
            · {photo.submissionName}
          </p>
          <p className="text-muted">
            {photo.width}×{photo.height} · {Math.round(photo.bytes / 1024)} KB · {formatDateTime(photo.createdAt)}
          </p>
          {photo.verdict && (
            <p className="mt-1">
              {m['photos.verdictLine']()} <span className="font-semibold">{verdictWords[photo.verdict]()}</span>
              {photo.verdictNote ? ` — ${photo.verdictNote}` : ''}
            </p>
          )}
        </div>
        <form className="space-y-3" onSubmit={save} noValidate>
          <Field label={m['photos.brand']()} error={fieldError(errors.brand?.message, photoDetailsTexts)}>
            {(fieldProps) => <Input {...fieldProps} maxLength={80} {...register('brand')} />}
          </Field>
          <Field label={m['photos.condition']()} error={fieldError(errors.condition?.message, photoDetailsTexts)}>
            {(fieldProps) => <Input {...fieldProps} maxLength={80} {...register('condition')} />}
          </Field>
          <Button type="submit" className="w-full" disabled={!changed || !brand || !condition || update.isPending}>
            {m['photos.saveDetails']()}
          </Button>
        </form>
        <div className="flex gap-2">
          <a
            href={photo.url}
            download={`ligpit-${photo.trackingNumber}-${photo.id.slice(0, 8)}.jpg`}
            onClick={() =>
              notify.success({ title: m['photos.photoDownloadedTitle'](), description: m['photos.photoDownloaded']() })
            }
            className={buttonClass('outline', 'md', 'flex-1')}
          >
            <Download />
            {m['photos.download']()}
          </a>
          <Button variant="destructive" className="flex-1" onClick={() => setConfirming(true)}>
            <Trash2 />
            {m['photos.delete']()}
          </Button>
        </div>
      </CardContent>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={m['photos.deleteTitle']()}
        description={m['photos.deleteBody']()}
        footer={
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              {m['photos.keepIt']()}
            </Button>
            <Button variant="destructive" onClick={confirmDelete} disabled={remove.isPending}>
              {remove.isPending ? m['photos.deleting']() : m['photos.deletePhotoButton']()}
            </Button>
          </div>
        }
      />
    </Card>
  );
}
