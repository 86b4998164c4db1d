/** The part of s3rver's API the replication drills' store uses (the package ships no types). */
declare module "s3rver" {
  type ListResult = { objects: { key: string }[]; commonPrefixes: string[]; isTruncated: boolean };
  export default class S3rver {
    constructor(options: {
      port: number;
      address: string;
      silent: boolean;
      directory: string;
      configureBuckets: { name: string; configs: string[] }[];
    });
    store: { listObjects: (bucket: string, options: Record<string, unknown>) => Promise<ListResult> };
    run(): Promise<{ port: number }>;
  }
}
