// One list of error codes and the HTTP status each maps to (STYLE: typed AppError codes mapped in one place).
// A code names a case a client may need to tell apart from the others; the generic ones (BAD_REQUEST,
// NOT_FOUND, …) are for what no client handles differently. The text for people travels beside it:
// `message` in English and, where the catalogue has it, its `key` (docs/decisions/006).
export const errorStatus = {
  BAD_REQUEST: 400,
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA: 415,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  /** The per-submission resend cap (product.md §9: at most 2), told apart from the per-client rate limit. */
  RESEND_LIMIT: 429,
  // Submissions, photos and tracking (issue 10): the cases a screen shows differently.
  /** No request has this tracking number (GET /api/track). */
  TRACKING_NOT_FOUND: 404,
  /** No request has this tracking number (its receipt, a resend, a staff screen). */
  SUBMISSION_NOT_FOUND: 404,
  /** A photo of the submit was deleted or submitted meanwhile: take or upload it again. */
  PHOTOS_GONE: 400,
  /** A submit without a well-formed Idempotency-Key header (design.md §6.1). */
  IDEMPOTENCY_KEY_REQUIRED: 400,
  /** More draft photos than one submission may have (design.md §8: 20). */
  TOO_MANY_PHOTOS: 409,
  /** The photo no longer exists, or is not this browser's. */
  PHOTO_NOT_FOUND: 404,
  /** The upload's content is not an image we read (JPEG, PNG, WebP, HEIC). */
  NOT_A_PHOTO: 415,
  /** Someone else changed the request since the screen loaded it: reload. */
  STALE_STATUS: 409,
  /** The status model does not allow this change (design.md §7). */
  TRANSITION_NOT_ALLOWED: 422,
  // Customer accounts (issue 11): codes the web turns into product.md's distinct titles.
  /** Signed in (or signing in) before the e-mail address is confirmed. */
  EMAIL_NOT_VERIFIED: 403,
  /** Sign-up with an address that already has an account ("Email Already Registered"). */
  EMAIL_TAKEN: 409,
  /** The tracking number is in the list already ("Duplicate Tracking Number" / "Already Added"). */
  DUPLICATE: 409,
  /** A claim of a submission this account owns already. */
  ALREADY_CLAIMED: 409,
  /** A claim of a submission another account owns. */
  CLAIMED_BY_OTHER: 409,
  /** A claim whose e-mail or phone does not match; never says which. */
  VERIFICATION_MISMATCH: 422,
  /** Too many claim attempts for this account or this submission. */
  CLAIM_LIMIT: 429,
  /** A redirect target (callbackURL and the like) that is not a path or URL of this site. */
  INVALID_CALLBACK_URL: 403,
  // Event booths (issue 14).
  /** A request for an event that staff closed or whose dates are past or not yet come. */
  EVENT_CLOSED: 409,
  // The service area (issue 23, decision 057).
  /** A city staff paused, or "Others": product.md's "Location Not Available" text. */
  CITY_NOT_SERVED: 422,
  /** A barangay that is not one of the chosen city's in the PSGC list (issue 37, decision 076). */
  BARANGAY_NOT_IN_CITY: 422,
  // Item recognition (issue 12). Never a 5xx: the request was fine, the analysis could not be had.
  /** No recogniser is configured (product.md §7 "API Configuration Error"); the body names the missingKey. */
  VISION_NOT_CONFIGURED: 424,
  /** The recogniser failed, timed out or answered nonsense (product.md §7 "Analysis Failed"). */
  ANALYSIS_FAILED: 424,
  // Pickup windows (issue 15).
  /** The chosen window (or every window of the day) has no room left: choose another. */
  PICKUP_WINDOW_FULL: 409,
  /** The owner's cancel or reschedule came within 24 hours of the pickup (product.md §9, terms §7). */
  CHANGE_CUTOFF_PASSED: 409,
  /** Staff tried to schedule on a suspended day (a typhoon signal, decision 043). */
  DAY_SUSPENDED: 409,
  /** A one-time code that is wrong (decision 044); five tries per code. */
  CODE_WRONG: 400,
  /** No live code: expired, used, or tried five times. Ask for a new one. */
  CODE_EXPIRED: 410,
  MAINTENANCE: 503,
  UNAVAILABLE: 503,
  INTERNAL: 500,
} as const;
export type ErrorCode = keyof typeof errorStatus;

/** A field-level problem of a validation error: the English text, and its catalogue key when it has one. */
export type ApiIssue = {
  path: string;
  message: string;
  key?: string;
  /** The values `message` was made with (a schema's limit: { max: 20 }). */
  params?: Record<string, string | number>;
};

/** The JSON body of every API error (design.md §4/§8). */
export interface ApiErrorBody {
  error: ErrorCode | string;
  /** For people, in English. */
  message: string;
  /** The catalogue key of `message` (e.g. 'tracking.notFound'), for a client that shows it in its own language. */
  key?: string;
  /** The values `message` was made with ({ max: 20 }), for the same. */
  params?: Record<string, string | number>;
  /** Field-level problems of a validation error, one a field (its first), in the order the form checks them. */
  issues?: ApiIssue[];
  /** The setting an operator must give (product.md §7 analyze-image: VISION_API_KEY). */
  missingKey?: string;
}

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Pick<ApiErrorBody, 'issues' | 'key' | 'params' | 'missingKey'>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return errorStatus[this.code];
  }
}
