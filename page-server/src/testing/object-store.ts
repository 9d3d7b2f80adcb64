// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- s3rver ships no types: its declaration travels with this module to the packages that import it.
/// <reference path="./s3rver.d.ts" />
// An S3-compatible object store for tests (s3rver), which the real AWS client talks to as to S3.
// Its objects are files under `directory`: a store started again on it holds what it held.
import S3rver from 's3rver';

/** s3rver's fixed credentials, as the AWS SDK's standard variables name them. */
export const OBJECT_STORE_CREDENTIALS = {
  AWS_ACCESS_KEY_ID: 'S3RVER',
  AWS_SECRET_ACCESS_KEY: 'S3RVER',
  AWS_REGION: 'us-east-1',
};

export interface TestObjectStore {
  /** `http://127.0.0.1:<port>`: AWS_ENDPOINT_URL_S3, and where a bucket's objects are public. */
  endpoint: string;
  close(): Promise<void>;
}

export async function startObjectStore(options: {
  directory: string;
  buckets: string[];
  port?: number;
}): Promise<TestObjectStore> {
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port ?? 0,
    directory: options.directory,
    silent: true,
    configureBuckets: options.buckets.map((name) => ({ name })),
  });
  const { port } = await server.run();
  return { endpoint: `http://127.0.0.1:${port}`, close: () => server.close() };
}
