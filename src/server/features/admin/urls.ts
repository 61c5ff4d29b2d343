// Photos are served by the photos feature; staff pages link to the same endpoints.
export const photoFileUrl = (id: string) => `/api/photos/${id}/file`;
export const photoThumbUrl = (id: string) => `/api/photos/${id}/thumb`;
