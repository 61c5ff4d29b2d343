import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { buildPath } from '#src/shared/core/path-pattern.ts';
import type { ImpactReceipt } from '#src/shared/outcomes/outcome.schema.ts';
import { impactReceiptApiPath } from '#src/shared/outcomes/paths.ts';
import { privacyApi } from '#src/shared/submissions/privacy-api.ts';
import { ApiError, api } from '#src/web/lib/api.ts';

// Issue 16: the impact receipt a household shares (decision 041), and the owner's switch that turns
// its link off (issue 26). Apart from the staff calls (outcomes-api.ts): the tracking result page
// shows the receipt, and carries no staff code for it.

export const impactKeys = {
  receipt: (token: string) => ['impact', token] as const,
};

export const impactReceiptQuery = (token: string) =>
  queryOptions({
    queryKey: impactKeys.receipt(token),
    queryFn: () => api<ImpactReceipt>(impactReceiptApiPath(token)),
    // An unknown or withdrawn link stays so; only a server error or a dropped connection is asked again.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  });

export function useImpactReceipt(token: string) {
  return useQuery(impactReceiptQuery(token));
}

/** The signed-in owner turns the receipt's share link off (issue 26); the link then answers 404. */
export function withdrawShareLink(trackingNumber: string): Promise<void> {
  return api<void>(buildPath(privacyApi.shareLink, { trackingNumber }), { method: 'DELETE' });
}

export function useWithdrawShareLink() {
  return useMutation({ mutationFn: withdrawShareLink });
}
