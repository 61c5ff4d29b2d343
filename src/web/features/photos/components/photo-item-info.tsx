import { m } from '#src/shared/i18n/messages.ts';
import type { AdminPhoto } from '#src/shared/photos/gallery.schema.ts';

/**
 * What staff read about an item besides its photo (issue 12): the recogniser's item name and which
 * recogniser answered, and the description the customer typed or kept (decision 036).
 */
export function PhotoItemInfo({ photo }: { photo: Pick<AdminPhoto, 'analysis' | 'description'> }) {
  const { analysis } = photo;
  return (
    <>
      {analysis.itemName && (
        <p className="text-sm">
          {m['photos.recognisedAs']({ item: analysis.itemName, source: m['photos.recognisedSourceVision']() })}
        </p>
      )}
      {photo.description ? (
        <p className="text-sm text-muted">{m['photos.customerDescription']({ description: photo.description })}</p>
      ) : (
        analysis.description && (
          <p className="text-sm text-muted">{m['photos.analysisDescription']({ description: analysis.description })}</p>
        )
      )}
    </>
  );
}
