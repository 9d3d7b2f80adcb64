// The object-store calls the S3 release store is made of: listing, reading, uploading and deleting
// objects, a few at a time.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';

/** How many objects are uploaded or downloaded at once. */
export const PARALLEL_TRANSFERS = 8;

/** Every release file is served as never changing: a release is never written again. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

const TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  cjs: 'text/javascript; charset=utf-8',
  json: 'application/json; charset=utf-8',
  map: 'application/json; charset=utf-8',
  css: 'text/css; charset=utf-8',
  html: 'text/html; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  ts: 'text/plain; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  webp: 'image/webp',
  woff2: 'font/woff2',
  zip: 'application/zip',
};

/** The Content-Type a file is stored with, by its extension (`.d.ts` is `.ts`). */
export const contentTypeOf = (file: string) =>
  TYPES[path.extname(file).slice(1).toLowerCase()] ?? 'application/octet-stream';

/**
 * Runs `work` on every item, at most `limit` at once, and returns the results in order. After a
 * failure no new item starts; the first failure is thrown once those under way have ended.
 */
export async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const index = next++;
      try {
        results[index] = await work(items[index]!);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const workers = Array.from({ length: Math.min(limit, items.length) }, worker);
  const rejected = (await Promise.allSettled(workers)).find(
    (result) => result.status === 'rejected',
  );
  if (rejected) throw rejected.reason;
  return results;
}

interface Listing {
  keys: string[];
  /** The "folders" directly below the prefix (with `delimiter`), each ending in `/`. */
  folders: string[];
}

/** Every key under `prefix` (all pages), or with `delimiter` the keys and folders one level down. */
export async function listObjects(
  client: S3Client,
  bucket: string,
  prefix: string,
  delimiter?: string,
): Promise<Listing> {
  const listing: Listing = { keys: [], folders: [] };
  let token: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({
        Bucket: bucket,
        Prefix: prefix,
        Delimiter: delimiter,
        ContinuationToken: token,
      }),
    );
    for (const { Key } of page.Contents ?? []) if (Key) listing.keys.push(Key);
    for (const { Prefix } of page.CommonPrefixes ?? []) if (Prefix) listing.folders.push(Prefix);
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return listing;
}

const isMissing = (error: unknown) =>
  (error as Error).name === 'NoSuchKey' ||
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/** An object's bytes, or null when there is no such object. */
export async function getObject(
  client: S3Client,
  bucket: string,
  key: string,
): Promise<Uint8Array | null> {
  try {
    const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    return (await object.Body?.transformToByteArray()) ?? new Uint8Array();
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

/** Downloads an object into a file (its folders made as needed). */
export async function downloadObject(client: S3Client, bucket: string, key: string, file: string) {
  const bytes = await getObject(client, bucket, key);
  if (bytes === null) throw new Error(`s3://${bucket}/${key} is gone`);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, bytes);
}

/**
 * Uploads a file, whole (not streamed: a streamed body is sent in aws-chunked encoding, which
 * S3-compatible servers don't all read; release files are small).
 */
export async function uploadFile(client: S3Client, bucket: string, key: string, file: string) {
  await client.send(
    new PutObjectCommand({
      Bucket: bucket,
      Key: key,
      Body: await readFile(file),
      ContentType: contentTypeOf(file),
      CacheControl: IMMUTABLE,
    }),
  );
}

/** Deletes objects, in batches of 1000 (DeleteObjects' limit). */
export async function deleteObjects(client: S3Client, bucket: string, keys: readonly string[]) {
  for (let start = 0; start < keys.length; start += 1000) {
    const batch = keys.slice(start, start + 1000).map((Key) => ({ Key }));
    const { Errors } = await client.send(
      new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: batch, Quiet: true } }),
    );
    const [first] = Errors ?? [];
    if (first) {
      throw new Error(
        `could not delete s3://${bucket}/${first.Key}: ${first.Code} ${first.Message}`,
      );
    }
  }
}
