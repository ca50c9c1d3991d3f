// s3rver ships no types: the part the media tests use.
declare module 's3rver' {
  export default class S3rver {
    constructor(options: { port?: number; address?: string; silent?: boolean; directory: string; configureBuckets?: { name: string }[] });
    run(): Promise<{ port: number; address: string }>;
    close(): Promise<void>;
  }
}
