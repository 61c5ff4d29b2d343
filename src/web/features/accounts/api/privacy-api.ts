import { useMutation } from '@tanstack/react-query';
import type { NotMeResponse } from '#src/shared/accounts/claim.schema.ts';
import { claimsApi } from '#src/shared/accounts/paths.ts';
import { privacyApi } from '#src/shared/submissions/privacy-api.ts';
import { api } from '#src/web/lib/api.ts';

// Issue 26 (RA 10173): leaving for good, and undoing a claim somebody else made.

/** Deletes the signed-in account after its password again; 403 FORBIDDEN for a wrong one. */
export function deleteAccount(password: string): Promise<unknown> {
  return api(privacyApi.deleteAccount, { method: 'POST', body: { password } });
}

/** The "this was not me" button: undoes the claim named by the e-mailed token and tells staff. */
export function undoClaim(token: string): Promise<NotMeResponse> {
  return api<NotMeResponse>(claimsApi.notMe, { method: 'POST', body: { token } });
}

export function useUndoClaim() {
  return useMutation({ mutationFn: undoClaim });
}
