// Releases kept in an object store (S3 or compatible) at `<prefix>/<app>/releases/<id>/…`: the
// layout each app's origin serves locally, so `RELEASES_PUBLIC_URL/<app>/` (the bucket, or a CDN
// in front of it) is an app's public folder. A release exists once its `release.json` does: that
// record is uploaded last and deleted first.
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { isIP } from 'node:net';
import path from 'node:path';
import { DeleteObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { InvalidSettingError } from 'deployment-env';
import type { ReleaseFiles } from './release-files.js';
import {
  isReleaseId,
  RELEASE_INFO_FILE,
  RELEASES_URL_PATH,
  releaseFolder,
  type AppFolder,
  type ReleaseInfo,
} from './release-store.js';
import { BadRecordError, recordOf } from './s3-release-record.js';
import {
  deleteObjects,
  downloadObject,
  getObject,
  listObjects,
  mapLimited,
  PARALLEL_TRANSFERS,
  uploadFile,
} from './s3-objects.js';

const BUCKET_URL = /^s3:\/\/([^/]*)(?:\/(.*))?$/;
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
/** A prefix's folder names keep to S3's safe characters: they are part of public URLs. */
const PREFIX_PART = /^[\w!*'().-]+$/;

/** `s3://bucket[/prefix]` (RELEASES_BUCKET_URL) as its bucket and prefix (no slash at either end). */
export function parseBucketUrl(url: string): { bucket: string; prefix: string } {
  const [, bucket = '', rest = ''] = BUCKET_URL.exec(url.trim()) ?? [];
  const prefix = rest.replace(/\/+$/, '');
  const parts = prefix ? prefix.split('/') : [];
  const valid =
    BUCKET_NAME.test(bucket) &&
    !bucket.includes('..') &&
    !isIP(bucket) &&
    parts.every((part) => PREFIX_PART.test(part) && part !== '.' && part !== '..');
  if (!valid) {
    throw new InvalidSettingError(
      `RELEASES_BUCKET_URL must be s3://<bucket>[/<prefix>], with a bucket name of 3 to 63 lowercase letters, digits, dots and hyphens, not "${url}"`,
    );
  }
  return { bucket, prefix };
}

/** A release's file path below its folder, from its key: never one that climbs out. */
function filePathOf(relative: string, key: string): string[] {
  const parts = relative.split('/');
  if (parts.some((part) => part === '' || part === '.' || part === '..')) {
    throw new Error(`${key} is not a file path inside its release`);
  }
  return parts;
}

/** Pre-compressed twins (`x.js.br` beside `x.js`): the CDN compresses, the bucket holds plain files. */
const isCompressedTwin = (file: string, files: ReadonlySet<string>) =>
  /\.(br|gz)$/.test(file) && files.has(file.replace(/\.(br|gz)$/, ''));

async function moveIntoPlace(staging: string, folder: string) {
  try {
    await rename(staging, folder);
  } catch (error) {
    if (existsSync(path.join(folder, RELEASE_INFO_FILE))) return; // another process was first
    if (!existsSync(folder)) throw error;
    await rm(folder, { recursive: true, force: true }); // a copy without its record is no copy
    await rename(staging, folder);
  }
}

// The SDK reads no setting for path-style addressing, and S3-compatible servers at a custom
// endpoint (s3rver, MinIO) mostly serve no bucket subdomains.
const defaultClient = () =>
  new S3Client(process.env.AWS_ENDPOINT_URL_S3 ? { forcePathStyle: true } : {});

export function s3ReleaseFiles(options: {
  /** `s3://bucket[/prefix]` (RELEASES_BUCKET_URL). */
  bucketUrl: string;
  /** The URL the bucket's prefix is served at (RELEASES_PUBLIC_URL), or null. */
  publicUrl: string | null;
  /** Where fetched releases are kept, as `<cacheDir>/<app>/<id>/`. */
  cacheDir: string;
  client?: S3Client;
}): ReleaseFiles {
  const { bucket, prefix } = parseBucketUrl(options.bucketUrl);
  const { cacheDir, publicUrl } = options;
  const client = options.client ?? defaultClient();
  const description = `s3://${bucket}${prefix ? `/${prefix}` : ''}`;
  const appPrefix = (app: AppFolder) => `${prefix ? `${prefix}/` : ''}${app}${RELEASES_URL_PATH}`;
  const releasePrefix = (app: AppFolder, id: string) => `${appPrefix(app)}${id}/`;
  const recordKey = (app: AppFolder, id: string) => `${releasePrefix(app, id)}${RELEASE_INFO_FILE}`;

  /** A release's record and its bytes, null when there is none. */
  async function readRecord(app: AppFolder, id: string) {
    const key = recordKey(app, id);
    const bytes = await getObject(client, bucket, key);
    if (bytes === null) return null;
    return { bytes, info: recordOf(bytes, `s3://${bucket}/${key}`, app, id) };
  }

  async function download(app: AppFolder, id: string, folder: string): Promise<string> {
    const record = await readRecord(app, id);
    if (!record) throw new Error(`${app} release ${id} is not in ${description}`);
    const from = releasePrefix(app, id);
    const { keys } = await listObjects(client, bucket, from);
    const files = keys.filter((key) => key !== recordKey(app, id) && !key.endsWith('/'));
    const staging = path.join(cacheDir, app, `.${id}.fetching-${randomUUID()}`);
    try {
      await mkdir(staging, { recursive: true });
      await mapLimited(files, PARALLEL_TRANSFERS, (key) =>
        downloadObject(
          client,
          bucket,
          key,
          path.join(staging, ...filePathOf(key.slice(from.length), key)),
        ),
      );
      await writeFile(path.join(staging, RELEASE_INFO_FILE), record.bytes);
      await moveIntoPlace(staging, folder);
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
    return folder;
  }

  const downloads = new Map<string, Promise<string>>();

  return {
    description,
    dir: cacheDir,

    async list(app) {
      const { folders } = await listObjects(client, bucket, appPrefix(app), '/');
      const ids = folders
        .map((folder) => folder.slice(appPrefix(app).length, -1))
        .filter(isReleaseId);
      const records = await mapLimited(ids, PARALLEL_TRANSFERS, async (id) => {
        try {
          return (await readRecord(app, id))?.info ?? null;
        } catch (error) {
          if (error instanceof BadRecordError) return null;
          throw error;
        }
      });
      return records
        .filter((record): record is ReleaseInfo => record !== null)
        .sort((a, b) => b.id.localeCompare(a.id));
    },

    async read(app, id) {
      return isReleaseId(id) ? ((await readRecord(app, id))?.info ?? null) : null;
    },

    async fetch(app, id) {
      const folder = releaseFolder(cacheDir, app, id);
      if (existsSync(path.join(folder, RELEASE_INFO_FILE))) return folder;
      const name = `${app}/${id}`;
      let pending = downloads.get(name);
      if (!pending) {
        pending = download(app, id, folder).finally(() => downloads.delete(name));
        downloads.set(name, pending);
      }
      return pending;
    },

    async publish(app, id, folder) {
      releaseFolder(cacheDir, app, id); // checks the id
      const recordFile = path.join(folder, RELEASE_INFO_FILE);
      recordOf(await readFile(recordFile), recordFile, app, id);
      if ((await getObject(client, bucket, recordKey(app, id))) !== null) {
        throw new Error(`${app} release ${id} is already in ${description}: releases never change`);
      }
      const entries = await readdir(folder, { recursive: true, withFileTypes: true });
      const all = new Set(
        entries
          .filter((entry) => entry.isFile())
          .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name))),
      );
      const files = [...all].filter(
        (file) => file !== RELEASE_INFO_FILE && !isCompressedTwin(file, all),
      );
      const keyOf = (file: string) => `${releasePrefix(app, id)}${file.split(path.sep).join('/')}`;
      await mapLimited(files, PARALLEL_TRANSFERS, (file) =>
        uploadFile(client, bucket, keyOf(file), path.join(folder, file)),
      );
      await uploadFile(client, bucket, recordKey(app, id), recordFile);
    },

    async remove(app, id) {
      const local = releaseFolder(cacheDir, app, id);
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: recordKey(app, id) }));
      const { keys } = await listObjects(client, bucket, releasePrefix(app, id));
      await deleteObjects(client, bucket, keys);
      await rm(local, { recursive: true, force: true });
    },

    publicOrigin(app) {
      return publicUrl === null ? null : `${publicUrl.replace(/\/+$/, '')}/${app}/`;
    },
  };
}
