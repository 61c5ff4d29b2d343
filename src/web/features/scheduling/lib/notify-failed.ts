import { m } from '#src/shared/i18n/messages.ts';
import { ApiError } from '#src/web/lib/api.ts';
import { notify } from '#src/web/lib/toast.ts';

/** The staff scheduling pages' error toast: the server's reason when it gave one. */
export function notifyFailed(error: unknown): void {
  notify.error({
    title: m['core.titleError'](),
    description: error instanceof ApiError ? error.message : m['core.somethingWentWrong'](),
  });
}
