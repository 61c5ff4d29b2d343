import type { AnalysisSource, ItemCategory } from '#src/shared/photos/analysis.schema.ts';

// Item recognition (issue 12, design.md §1): one interface, whichever recogniser is configured. Today
// that is an OpenAI-compatible vision API or none; the offline detector was measured and left out
// (decision 034), so without VISION_API_KEY the app says "API Configuration Error".

/** One photo, as the recogniser gets it: a JPEG already made small enough to send. */
export interface VisionImage {
  data: Buffer;
  mediaType: 'image/jpeg';
}

/** What a recogniser saw in one photo. */
export interface VisionResult {
  /** The main item, in a few words ("Wooden dining chair"); null when it named none. */
  item: string | null;
  category: ItemCategory | null;
  description: string;
  /** Condition hints it could see ("scratches on the legs"); null when none. */
  condition: string | null;
  /** Whether it looks like something we can pick up; null when it did not say. */
  acceptable: boolean | null;
  /** The model that answered. */
  model: string;
}

export type VisionFailureKind = 'timeout' | 'network' | 'rate-limited' | 'http' | 'refused' | 'malformed';

/**
 * A recogniser could not give a result. `retryable` failures (timeout, network, 429, 5xx) are tried
 * again by the adapter; the rest (a refused key, an answer that is not the JSON we asked for) are not.
 * The message is for operators' logs: it never carries the image or the key.
 */
export class VisionFailure extends Error {
  constructor(
    readonly kind: VisionFailureKind,
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'VisionFailure';
  }
}

export interface VisionRecogniser {
  readonly source: AnalysisSource;
  readonly model: string;
  /** Resolves with a result or rejects with a VisionFailure (or an AbortError when `signal` aborts). */
  recognise(image: VisionImage, opts?: { signal?: AbortSignal }): Promise<VisionResult>;
}
