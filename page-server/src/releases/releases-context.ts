// The release store a command or page server works with: where release files are kept, and where
// each environment's pointer is. Local by default; shared storage when its settings are set:
// RELEASES_BUCKET_URL (an S3 bucket, browsers loading from RELEASES_PUBLIC_URL) and
// RELEASES_POINTER_URL (PostgreSQL). WATCHWHERE_RELEASES_DIR is the local folder, or where what is
// fetched from a bucket is kept (default: a folder of the system's temporary one).
import { tmpdir } from 'node:os';
import path from 'node:path';
import { InvalidSettingError } from 'deployment-env';
import { filePointerStore } from './file-pointer-store.js';
import { localReleaseFiles } from './local-release-files.js';
import type { PointerStore } from './pointer-store.js';
import { postgresPointerStore } from './postgres-pointer-store.js';
import type { ReleaseFiles } from './release-files.js';
import { releasesDirFrom } from './release-store.js';
import { parseBucketUrl, s3ReleaseFiles } from './s3-release-files.js';

export interface Releases {
  files: ReleaseFiles;
  pointers: PointerStore;
}

/** Releases and pointers in one local folder, as `pnpm start` and the tests keep them. */
export const localReleases = (dir: string): Releases => ({
  files: localReleaseFiles(dir),
  pointers: filePointerStore(dir),
});

const setting = (env: NodeJS.ProcessEnv, name: string) => env[name]?.trim() || undefined;

function urlSetting(
  env: NodeJS.ProcessEnv,
  name: string,
  protocols: string[],
  example: string,
  { folder = false } = {},
) {
  const value = setting(env, name);
  if (!value) return undefined;
  const url = URL.canParse(value) ? new URL(value) : undefined;
  // A folder URL others build on is public: no credentials, no query or fragment to lose.
  const plainFolder = !folder || (!url?.username && !url?.password && !url?.search && !url?.hash);
  if (!url || !protocols.includes(url.protocol) || !url.host || !plainFolder) {
    // Never echoed: the URL may hold a password.
    throw new InvalidSettingError(`${name} must be a URL like ${example}`);
  }
  return value;
}

/** The release store's settings, checked (an InvalidSettingError names the first bad one). */
export function releaseStoreSettingsFrom(env: NodeJS.ProcessEnv = process.env) {
  const bucketUrl = setting(env, 'RELEASES_BUCKET_URL');
  const bucket = bucketUrl && parseBucketUrl(bucketUrl);
  // A bucket's releases are fetched to this machine's temporary folder unless told where.
  const dir =
    bucket && !setting(env, 'WATCHWHERE_RELEASES_DIR')
      ? path.join(
          tmpdir(),
          'watchwhere-releases',
          [bucket.bucket, bucket.prefix]
            .filter(Boolean)
            .join('-')
            .replace(/[^\w.-]/g, '_'),
        )
      : releasesDirFrom(env);
  const settings = {
    dir,
    bucketUrl,
    publicUrl: urlSetting(
      env,
      'RELEASES_PUBLIC_URL',
      ['https:', 'http:'],
      'https://cdn.example.com/releases, with no credentials, query or fragment',
      { folder: true },
    ),
    pointerUrl: urlSetting(
      env,
      'RELEASES_POINTER_URL',
      ['postgres:', 'postgresql:'],
      'postgres://user:password@host:5432/database',
    ),
  };
  if (bucketUrl && !settings.pointerUrl) {
    // Releases every machine sees, but a pointer only this one does, would split the deployment.
    throw new InvalidSettingError(
      'RELEASES_POINTER_URL is not set: with RELEASES_BUCKET_URL, the pointer must be shared too (PostgreSQL)',
    );
  }
  return settings;
}

/** The store the environment's settings name; the local folder for what they do not. */
export function releasesFromEnv(env: NodeJS.ProcessEnv = process.env): Releases {
  const { dir, bucketUrl, publicUrl, pointerUrl } = releaseStoreSettingsFrom(env);
  return {
    files: bucketUrl
      ? s3ReleaseFiles({ bucketUrl, publicUrl: publicUrl ?? null, cacheDir: dir })
      : localReleaseFiles(dir),
    pointers: pointerUrl ? postgresPointerStore(pointerUrl) : filePointerStore(dir),
  };
}
