// design.md §4/§8: photo limits and defaults. Limits are checked on the server; the browser uses them
// to explain a refusal before uploading. No zod here: the upload screen's first load reads these
// (photo.schema.ts re-exports them beside its schemas).
/** design.md §8: photos one request may hold. */
export const maxPhotosPerSubmission = 20;
export const maxPhotoBytes = 10 * 1024 * 1024;
export const maxPhotoMegapixels = 40;
/**
 * Issue 39: the long side at most 20 times the short one. A 1 × 39,000,000 px strip is under the
 * megapixel cap yet took 12 s of a processing slot; a phone's panorama is about 4:1.
 */
export const maxPhotoAspectRatio = 20;
/** Accepted by content (magic bytes + decoder), not by file name. */
export const acceptedPhotoTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'] as const;

// A new photo starts unnamed, with no brand and no condition (issue 24: product.md's "Random Item",
// "Unspecified" and "Item N" reached people). Shown through src/shared/core/item-display.ts.
export const defaultPhotoBrand = '';
export const defaultPhotoCondition = '';
export const defaultPhotoLabel = '';
