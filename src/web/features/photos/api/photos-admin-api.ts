import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { withQuery } from '#src/shared/core/path-pattern.ts';
import type { AdminPhoto, AdminPhotoList, UpdateAdminPhoto } from '#src/shared/photos/gallery.schema.ts';
import { adminPhotoApiPath, photosApi } from '#src/shared/photos/paths.ts';
import { api } from '#src/web/lib/api.ts';
import { type PhotosQuery, retryUnlessRefused, staffQueryKeys } from '#src/web/lib/staff-queries.ts';

// Staff: the gallery, and the verdicts set on the review screen (issue 5).

export const adminPhotosQuery = (query: PhotosQuery) =>
  queryOptions({
    queryKey: staffQueryKeys.photos(query),
    queryFn: () => api<AdminPhotoList>(withQuery(photosApi.adminList, { ...query })),
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });

export function useAdminPhotos(query: PhotosQuery) {
  return useQuery(adminPhotosQuery(query));
}

export function useUpdatePhoto() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateAdminPhoto }) =>
      api<AdminPhoto>(adminPhotoApiPath(id), { method: 'PATCH', body: changes }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: staffQueryKeys.photoLists() });
      void client.invalidateQueries({ queryKey: staffQueryKeys.submissionDetails() });
      void client.invalidateQueries({ queryKey: staffQueryKeys.stats() });
    },
  });
}

export function useDeletePhoto() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(adminPhotoApiPath(id), { method: 'DELETE' }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: staffQueryKeys.all });
    },
  });
}
