import { type ApiIssue, AppError, type ErrorCode } from '#src/shared/core/app-error.ts';
import { englishText } from '#src/shared/i18n/catalogue.ts';
import type { MessageKey, MessageParams } from '#src/shared/i18n/keys.ts';

/** A text's parameters, required when it has any, then the issues of a validation error. */
type Rest<K extends MessageKey> =
  Record<string, never> extends MessageParams<K>
    ? [params?: MessageParams<K>, issues?: ApiIssue[]]
    : [params: MessageParams<K>, issues?: ApiIssue[]];

/**
 * An AppError whose text comes from the catalogue: the API answers its English `message` with the
 * `key` (and `params`) a client uses to show it in the visitor's language (docs/decisions/006).
 */
export function appError<K extends MessageKey>(code: ErrorCode, key: K, ...[params, issues]: Rest<K>): AppError {
  const values = { ...params } as Record<string, string | number>;
  const withParams = Object.keys(values).length > 0 ? { params: values } : {};
  return new AppError(code, englishText(key, values), { key, ...withParams, ...(issues ? { issues } : {}) });
}

/** The same error with the setting a client must name (VISION_NOT_CONFIGURED's `missingKey`, product.md §7). */
export function withMissingKey(error: AppError, missingKey: string): AppError {
  return new AppError(error.code, error.message, { ...error.details, missingKey });
}
