// s3rver ships no types; this is the part the blob-store tests use.
declare module 's3rver' {
  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory: string;
    configureBuckets?: { name: string }[];
    allowMismatchedSignatures?: boolean;
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
    /** The server run() started (the fault suite drops its connections to stop it as a process stops). */
    httpServer?: import('node:http').Server;
  }
}
