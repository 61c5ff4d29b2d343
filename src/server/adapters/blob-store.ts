/** Where photo files live. Keys are ours (uuid-based), never user input. */
export interface BlobStore {
  readonly kind: 'local' | 's3';
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The stored bytes, or null when there is no such blob. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the blob; removing a missing blob is not an error. */
  delete(key: string): Promise<void>;
  /** Throws when the store cannot be used now (readiness, issue 28); without it, a read of a missing key is the probe. */
  check?(): Promise<void>;
}

const safeKey = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;

/** Keys become file names and URL paths: refuse anything that could climb out of the store. */
export function assertSafeKey(key: string): void {
  if (!safeKey.test(key) || key.includes('..')) throw new Error(`Invalid blob key: ${key}`);
}
