import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClaimRequest, ClaimResponse } from '#src/shared/accounts/claim.schema.ts';
import type { MySubmissionList } from '#src/shared/accounts/my-submissions.schema.ts';
import { meApi, savedTrackingNumberPath } from '#src/shared/accounts/paths.ts';
import type { Profile, ProfileFormRequest } from '#src/shared/accounts/profile.schema.ts';
import type { SignUpRequest, SignUpResponse } from '#src/shared/accounts/sign-up.schema.ts';
import type {
  AddTrackingNumberRequest,
  SavedTrackingNumber,
  SavedTrackingNumberList,
} from '#src/shared/accounts/tracking-numbers.schema.ts';
import { api } from '#src/web/lib/api.ts';
import { meQueryKeys } from '#src/web/lib/me-query-keys.ts';

// The signed-in customer's API (/api/me/*): one fetcher or hook per call, one key factory.

export const accountKeys = meQueryKeys;

/** Registration on our own server (decision 012); nobody is signed in afterwards. */
export function signUp(body: SignUpRequest): Promise<SignUpResponse> {
  return api<SignUpResponse>(meApi.signUp, { method: 'POST', body });
}

/** The signed-in customer's profile: the account screens, and the signed-in upload's owner details. */
export const profileQuery = () =>
  queryOptions({ queryKey: accountKeys.profile(), queryFn: () => api<Profile>(meApi.profile) });

export function useProfile() {
  return useQuery(profileQuery());
}

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileFormRequest) => api<Profile>(meApi.profile, { method: 'PATCH', body }),
    onSuccess: (profile) => client.setQueryData(accountKeys.profile(), profile),
  });
}

export const savedTrackingNumbersQuery = () =>
  queryOptions({
    queryKey: accountKeys.trackingNumbers(),
    queryFn: () => api<SavedTrackingNumberList>(meApi.trackingNumbers),
  });

export function useSavedTrackingNumbers() {
  return useQuery(savedTrackingNumbersQuery());
}

export function useAddTrackingNumber() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AddTrackingNumberRequest) =>
      api<SavedTrackingNumber>(meApi.trackingNumbers, { method: 'POST', body }),
    onSettled: () => client.invalidateQueries({ queryKey: accountKeys.all }),
  });
}

export function useRemoveTrackingNumber() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (trackingNumber: string) => api(savedTrackingNumberPath(trackingNumber), { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: accountKeys.all }),
  });
}

export const mySubmissionsQuery = () =>
  queryOptions({ queryKey: accountKeys.submissions(), queryFn: () => api<MySubmissionList>(meApi.submissions) });

export function useMySubmissions() {
  return useQuery(mySubmissionsQuery());
}

export function useClaim() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ClaimRequest) => api<ClaimResponse>(meApi.claims, { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
