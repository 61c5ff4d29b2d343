import { LoaderCircle, ScanSearch } from 'lucide-react';
import { m } from '#src/shared/i18n/messages.ts';
import type { PhotoAnalysis } from '#src/shared/photos/analysis.schema.ts';
import { Button } from '#src/web/components/ui/button.tsx';
import { Field, Input, Textarea } from '#src/web/components/ui/field.tsx';
import { type ItemEntry, itemFields } from '#src/web/features/upload/lib/item-entries.ts';
import { notify } from '#src/web/lib/toast.ts';

/**
 * product.md §2 "Logged-in upload screen": the Item and Description of the photo on screen, filled in as
 * its analysis returns, with the debug section. Both are fields the person can change; without a
 * recogniser they name the item themselves (decision 036).
 */
export function ItemPanel({
  label,
  uploaded,
  analysis,
  entry,
  onChange,
}: {
  /** "Item 2": which photo the panel is about. */
  label: string;
  /** The photo is on the server (analysis starts then). */
  uploaded: boolean;
  analysis: PhotoAnalysis | undefined;
  entry: ItemEntry | undefined;
  onChange: (entry: ItemEntry) => void;
}) {
  const fields = itemFields(entry, analysis);
  const working = uploaded && (!analysis || analysis.status === 'queued' || analysis.status === 'running');
  const notConfigured = analysis !== undefined && !analysis.available;
  const failed = analysis?.status === 'failed';

  return (
    <section aria-label={m['photos.itemPanel']()} className="mt-5 space-y-4 border-t border-brand-100 pt-4">
      <div className="flex items-center justify-between gap-3">
        <h2 className="font-bold text-brand-900">
          {m['photos.itemPanel']()} <span className="font-normal text-muted">· {label}</span>
        </h2>
        <Button size="sm" variant="outline" onClick={() => notify.info({ title: m['photos.featureInDevelopment']() })}>
          <ScanSearch />
          {m['photos.openInGoogleLens']()}
        </Button>
      </div>

      {!uploaded && <p className="text-sm text-muted">{m['photos.waitingForUpload']()}</p>}
      {working && (
        <p className="flex items-center gap-2 text-sm text-muted" role="status">
          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          {m['photos.analysing']()}
        </p>
      )}
      {failed && (
        <p className="text-sm text-red-700" role="status">
          {m['photos.analysisFailedTitle']()}: {m['photos.analysisFailed']()}. {m['photos.nameItYourself']()}
        </p>
      )}
      {notConfigured && <p className="text-sm text-muted">{m['photos.nameItYourself']()}</p>}

      <Field label={m['photos.itemLabel']()}>
        {(props) => (
          <Input
            {...props}
            value={fields.itemName}
            placeholder={m['photos.itemPlaceholder']()}
            maxLength={120}
            onChange={(event) => onChange({ ...entry, itemName: event.target.value })}
          />
        )}
      </Field>
      <Field label={m['photos.descriptionLabel']()} hint={m['photos.itemHint']()}>
        {(props) => (
          <Textarea
            {...props}
            rows={3}
            value={fields.description}
            placeholder={m['photos.descriptionPlaceholder']()}
            maxLength={1000}
            onChange={(event) => onChange({ ...entry, description: event.target.value })}
          />
        )}
      </Field>

      <details className="rounded-xl bg-brand-50/60 p-3 text-sm">
        <summary className="cursor-pointer font-semibold text-brand-900">{m['photos.debugSection']()}</summary>
        <div className="mt-2 space-y-1 text-muted">
          {notConfigured && (
            <p>
              <span className="font-semibold text-red-700">{m['photos.analysisNotConfiguredTitle']()}</span>:{' '}
              {m['photos.analysisNotConfigured']()}
            </p>
          )}
          {failed && (
            <p>
              <span className="font-semibold text-red-700">{m['photos.analysisFailedTitle']()}</span>:{' '}
              {m['photos.analysisFailed']()}
            </p>
          )}
          <p>{m['photos.debugStatus']({ status: analysis?.status ?? '—' })}</p>
          {analysis?.source && <p>{m['photos.debugSource']({ source: analysis.source })}</p>}
          {analysis?.model && <p>{m['photos.debugModel']({ model: analysis.model })}</p>}
          {analysis && analysis.categories.length > 0 && (
            <p>{m['photos.debugCategories']({ categories: analysis.categories.join(', ') })}</p>
          )}
        </div>
      </details>
    </section>
  );
}
