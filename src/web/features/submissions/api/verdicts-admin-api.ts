import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminDropOffApiPath,
  adminRefusalApiPath,
  adminRefusalsApiPath,
  verdictsApi,
} from '#src/shared/submissions/verdict-paths.ts';
import type {
  DropOffList,
  DropOffSuggestion,
  Refusal,
  RefusalList,
  SaveDropOff,
  SaveRefusal,
} from '#src/shared/submissions/verdicts.ts';
import { api } from '#src/web/lib/api.ts';
import { retryUnlessRefused, staffQueryKeys } from '#src/web/lib/staff-queries.ts';

// Issue 27: a "Can't take" item's reason, household note and suggestion, and the suggestions list.

// Under the request's detail key, so a verdict changed in the photo viewer refreshes these too.
const refusalsKey = (trackingNumber: string) => [...staffQueryKeys.submission(trackingNumber), 'refusals'] as const;
const dropOffsKey = [...staffQueryKeys.all, 'drop-offs'] as const;

export const refusalsQuery = (trackingNumber: string) =>
  queryOptions({
    queryKey: refusalsKey(trackingNumber),
    queryFn: () => api<RefusalList>(adminRefusalsApiPath(trackingNumber)),
    retry: retryUnlessRefused,
  });

export function useRefusals(trackingNumber: string) {
  return useQuery(refusalsQuery(trackingNumber));
}

export function useSaveRefusal(trackingNumber: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ photoId, refusal }: { photoId: string; refusal: SaveRefusal }) =>
      api<Refusal>(adminRefusalApiPath(trackingNumber, photoId), { method: 'PUT', body: refusal }),
    onSuccess: () => void client.invalidateQueries({ queryKey: staffQueryKeys.submission(trackingNumber) }),
  });
}

export const dropOffsQuery = () =>
  queryOptions({
    queryKey: dropOffsKey,
    queryFn: () => api<DropOffList>(verdictsApi.adminDropOffs),
    retry: retryUnlessRefused,
  });

export function useDropOffs() {
  return useQuery(dropOffsQuery());
}

export function useCreateDropOff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveDropOff) =>
      api<DropOffSuggestion>(verdictsApi.adminDropOffs, { method: 'POST', body: input }),
    onSuccess: () => void client.invalidateQueries({ queryKey: dropOffsKey }),
  });
}

export function useDeleteDropOff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(adminDropOffApiPath(id), { method: 'DELETE' }),
    onSuccess: () => void client.invalidateQueries({ queryKey: staffQueryKeys.all }),
  });
}
