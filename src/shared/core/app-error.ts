// One list of error codes and the HTTP status each maps to (STYLE: typed AppError codes mapped in one place).
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
  /** The per-submission resend cap (spec §9: at most 2), told apart from the per-client rate limit. */
  RESEND_LIMIT: 429,
  // Customer accounts (issue 11): codes the web turns into the spec's distinct titles.
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
  // Item recognition (issue 12). Never a 5xx: the request was fine, the analysis could not be had.
  /** No recogniser is configured (spec §7 "API Configuration Error"); the body names the missingKey. */
  VISION_NOT_CONFIGURED: 424,
  /** The recogniser failed, timed out or answered nonsense (spec §7 "Analysis Failed"). */
  ANALYSIS_FAILED: 424,
  MAINTENANCE: 503,
  UNAVAILABLE: 503,
  INTERNAL: 500,
} as const;
export type ErrorCode = keyof typeof errorStatus;

/** The JSON body of every API error (DESIGN §4/§8). */
export interface ApiErrorBody {
  error: ErrorCode | string;
  message: string;
  /** Field-level problems of a validation error, in the order the form checks them. */
  issues?: { path: string; message: string }[];
  /** The setting an operator must give (spec §7 analyze-image: VISION_API_KEY). */
  missingKey?: string;
}

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Pick<ApiErrorBody, 'issues' | 'missingKey'>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return errorStatus[this.code];
  }
}
