import { queryOptions, useQuery } from '@tanstack/react-query';
import { meApi } from '#src/shared/accounts/paths.ts';
import type { Profile } from '#src/shared/accounts/profile.schema.ts';
import { api } from '#src/web/lib/api.ts';
import { meQueryKeys } from '#src/web/lib/me-query-keys.ts';

// The signed-in upload takes name, e-mail, phone and address from the profile (product.md §7
// "Submission save"). The account screens' key: one cached profile for both.

export const ownProfileQuery = () =>
  queryOptions({ queryKey: meQueryKeys.profile(), queryFn: () => api<Profile>(meApi.profile) });

export function useOwnProfile() {
  return useQuery(ownProfileQuery());
}
