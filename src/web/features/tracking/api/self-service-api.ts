import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { photosApi } from '#src/shared/photos/paths.ts';
import {
  manageApiPath,
  ownerCancelApiPath,
  ownerCodeApiPath,
  ownerCodeVerifyApiPath,
  ownerPhotoApiPath,
  ownerPhotosApiPath,
  ownerRescheduleApiPath,
} from '#src/shared/submissions/paths.ts';
import type {
  ManageAnswer,
  ManageOptions,
  OwnerCodeDestinations,
  OwnerCodeSent,
  Reschedule,
  VerifyOwnerCode,
} from '#src/shared/submissions/self-service.ts';
import { availabilityKeys } from '#src/web/features/scheduling/api/availability-api.ts';
import { trackingKeys } from '#src/web/features/tracking/api/get-tracking.ts';
import { api } from '#src/web/lib/api.ts';

// Issue 15: the owner's cancel and reschedule on the tracking page.

const manageKey = (trackingNumber: string) => ['tracking', 'manage', trackingNumber] as const;

/** The owner's options; null for anyone else (and for an unknown number). */
export const manageOptionsQuery = (trackingNumber: string) =>
  queryOptions({
    queryKey: manageKey(trackingNumber),
    queryFn: () => api<ManageAnswer>(manageApiPath(trackingNumber)).then((answer) => answer.options),
    retry: false,
  });

export function useManageOptions(trackingNumber: string) {
  return useQuery(manageOptionsQuery(trackingNumber));
}

function useOwnerChange<T>(trackingNumber: string, fn: (input: T) => Promise<ManageOptions>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (options) => {
      client.setQueryData(manageKey(trackingNumber), options);
      void client.invalidateQueries({ queryKey: trackingKeys.detail(trackingNumber) });
      void client.invalidateQueries({ queryKey: availabilityKeys.all });
    },
  });
}

export const useCancelPickup = (trackingNumber: string) =>
  useOwnerChange(trackingNumber, () => api<ManageOptions>(ownerCancelApiPath(trackingNumber), { method: 'POST' }));

export const useReschedulePickup = (trackingNumber: string) =>
  useOwnerChange(trackingNumber, (input: Reschedule) =>
    api<ManageOptions>(ownerRescheduleApiPath(trackingNumber), { method: 'POST', body: input }),
  );

// The one-time code for a guest on another device (decision 044).
export function useSendOwnerCode(trackingNumber: string) {
  return useMutation({
    mutationFn: (channel: OwnerCodeChannel | undefined) =>
      api<OwnerCodeSent>(ownerCodeApiPath(trackingNumber), { method: 'POST', body: channel ? { channel } : {} }),
  });
}

export type OwnerCodeChannel = OwnerCodeSent['channel'];

/** Where a code can go, masked (issue 24); the server prefers e-mail when it has no SMS provider. */
export const ownerCodeDestinationsQuery = (trackingNumber: string, enabled = true) =>
  queryOptions({
    queryKey: ['owner-code-destinations', trackingNumber],
    queryFn: () => api<OwnerCodeDestinations>(ownerCodeApiPath(trackingNumber)),
    retry: false,
    enabled,
  });

export function useOwnerCodeDestinations(trackingNumber: string, enabled = true) {
  return useQuery(ownerCodeDestinationsQuery(trackingNumber, enabled));
}

/** A right code makes this browser an owner: the answer is the owner's options. */
export const useVerifyOwnerCode = (trackingNumber: string) =>
  useOwnerChange(trackingNumber, (input: VerifyOwnerCode) =>
    api<ManageOptions>(ownerCodeVerifyApiPath(trackingNumber), { method: 'POST', body: input }),
  );

// Photos the owner adds or removes while the request is Submitted or Processing (issue 15).
/** Uploads through the photo pipeline (re-encoded on the server), then adds it to the request. */
export const useAddOwnerPhoto = (trackingNumber: string) =>
  useOwnerChange(trackingNumber, async (file: File) => {
    const form = new FormData();
    form.append('photo', file, file.name || 'photo.jpg');
    const photo = await api<{ id: string }>(photosApi.upload, { method: 'POST', body: form });
    return api<ManageOptions>(ownerPhotosApiPath(trackingNumber), { method: 'POST', body: { photoId: photo.id } });
  });

export const useRemoveOwnerPhoto = (trackingNumber: string) =>
  useOwnerChange(trackingNumber, (photoId: string) =>
    api<ManageOptions>(ownerPhotoApiPath(trackingNumber, photoId), { method: 'DELETE' }),
  );
