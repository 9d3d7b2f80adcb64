import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, afterEach, before, beforeEach, test } from 'node:test';
import { ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { InvalidSettingError } from 'deployment-env';
import { startObjectStore, type TestObjectStore } from '../testing/object-store.js';
import { idAt, writeFakeRelease } from './fake-release.js';
import { listReleases, readRelease, releaseFolder } from './release-store.js';
import { parseBucketUrl, s3ReleaseFiles } from './s3-release-files.js';

const BUCKET = 'releases';
const IMMUTABLE = 'public, max-age=31536000, immutable';

let server: TestObjectStore;
let endpoint: string;
let serverDir: string;
before(async () => {
  serverDir = mkdtempSync(path.join(tmpdir(), 's3-release-files-server-'));
  server = await startObjectStore({ directory: serverDir, buckets: [BUCKET] });
  endpoint = server.endpoint;
});
after(async () => {
  await server.close();
  rmSync(serverDir, { recursive: true, force: true });
});

/** Each test has its own prefix in the bucket, its own build folder and its own cache. */
let prefix: string;
let builds: string;
let cacheDir: string;
let tests = 0;
beforeEach(() => {
  prefix = `test-${++tests}`;
  builds = mkdtempSync(path.join(tmpdir(), 's3-release-files-builds-'));
  cacheDir = mkdtempSync(path.join(tmpdir(), 's3-release-files-cache-'));
});
afterEach(() => {
  rmSync(builds, { recursive: true, force: true });
  rmSync(cacheDir, { recursive: true, force: true });
});

/** A client of the test server, failing its `failPut`th PutObject; counts the calls it sends. */
function testClient({ failPut = 0 } = {}) {
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const calls: Record<string, number> = {};
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const count = (calls[context.commandName!] = (calls[context.commandName!] ?? 0) + 1);
      if (context.commandName === 'PutObjectCommand' && count === failPut) {
        throw new Error('the network went down');
      }
      return next(args);
    },
    { step: 'initialize' },
  );
  return { client, calls };
}

const storeWith = (client = testClient().client) =>
  s3ReleaseFiles({
    bucketUrl: `s3://${BUCKET}/${prefix}`,
    publicUrl: `${endpoint}/${BUCKET}/${prefix}`,
    cacheDir,
    client,
  });

/** A built release of mf-detail, with a script and its pre-compressed twin. */
function build(id: string) {
  writeFakeRelease(builds, 'mf-detail', id, { exposeTypes: { './DetailPage': 'export {};' } });
  const folder = releaseFolder(builds, 'mf-detail', id);
  writeFileSync(path.join(folder, 'remoteEntry.js'), 'console.log("entry");');
  writeFileSync(path.join(folder, 'remoteEntry.js.br'), 'compressed');
  return folder;
}

async function keysUnder(key: string) {
  const { client } = testClient();
  const page = await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: key }));
  return (page.Contents ?? []).map(({ Key }) => Key!).sort();
}

test('a published release is listed, read, and served from its public folder as immutable', async (t) => {
  const store = storeWith();
  const started = Date.now();
  const built = build(idAt(1));
  await store.publish('mf-detail', idAt(1), built);
  t.diagnostic(`published a fake release in ${Date.now() - started} ms`);
  await store.publish('mf-detail', idAt(2), build(idAt(2)));

  const record = readRelease(builds, 'mf-detail', idAt(1));
  assert.deepEqual(await store.read('mf-detail', idAt(1)), record);
  assert.deepEqual(
    (await store.list('mf-detail')).map(({ id }) => id),
    [idAt(2), idAt(1)],
    'newest first',
  );
  assert.deepEqual(await store.list('mf-account'), []);
  assert.equal(await store.read('mf-detail', idAt(3)), null);
  assert.equal(await store.read('mf-detail', '../mf-detail'), null);

  const origin = store.publicOrigin('mf-detail')!;
  assert.equal(origin, `${endpoint}/${BUCKET}/${prefix}/mf-detail/`);
  const manifest = await fetch(`${origin}releases/${idAt(1)}/mf-manifest.json`);
  assert.equal(manifest.status, 200);
  assert.equal(manifest.headers.get('cache-control'), IMMUTABLE);
  assert.match(manifest.headers.get('content-type')!, /^application\/json\b/);
  assert.deepEqual(
    await manifest.json(),
    JSON.parse(readFileSync(path.join(built, 'mf-manifest.json'), 'utf8')),
  );
  const entry = await fetch(`${origin}releases/${idAt(1)}/remoteEntry.js`);
  assert.match(entry.headers.get('content-type')!, /^text\/javascript\b/);
  assert.equal(await entry.text(), 'console.log("entry");');
  const types = await fetch(`${origin}releases/${idAt(1)}/@mf-types/DetailPage.d.ts`);
  assert.equal(await types.text(), 'export {};', 'files in folders are stored too');

  const keys = await keysUnder(`${prefix}/mf-detail/releases/${idAt(1)}/`);
  assert.ok(keys.some((key) => key.endsWith('/remoteEntry.js')));
  assert.ok(!keys.some((key) => key.endsWith('.br')), 'the pre-compressed twin is not uploaded');
  assert.equal(store.description, `s3://${BUCKET}/${prefix}`);
});

test('a publish whose upload fails midway leaves no release, and can be done again', async () => {
  const failing = storeWith(testClient({ failPut: 3 }).client);
  await assert.rejects(failing.publish('mf-detail', idAt(1), build(idAt(1))), /network went down/);
  assert.deepEqual(await failing.list('mf-detail'), []);
  assert.equal(await failing.read('mf-detail', idAt(1)), null);
  const keys = await keysUnder(`${prefix}/mf-detail/releases/${idAt(1)}/`);
  assert.ok(!keys.some((key) => key.endsWith('/release.json')));

  const store = storeWith();
  await store.publish('mf-detail', idAt(1), build(idAt(1)));
  assert.deepEqual(
    (await store.list('mf-detail')).map(({ id }) => id),
    [idAt(1)],
  );
  await assert.rejects(store.publish('mf-detail', idAt(1), build(idAt(1))), /already in/);
});

test('fetch makes a folder the local readers read, downloaded once', async () => {
  const { client, calls } = testClient();
  const store = storeWith(client);
  const built = build(idAt(1));
  await store.publish('mf-detail', idAt(1), built);
  const gets = () => calls.GetObjectCommand ?? 0;
  const before = gets();

  const [folder, same] = await Promise.all([
    store.fetch('mf-detail', idAt(1)),
    store.fetch('mf-detail', idAt(1)),
  ]);
  const downloaded = gets() - before;
  assert.equal(folder, releaseFolder(cacheDir, 'mf-detail', idAt(1)));
  assert.equal(same, folder);
  assert.equal(store.dir, cacheDir);
  assert.deepEqual(
    readRelease(cacheDir, 'mf-detail', idAt(1)),
    readRelease(builds, 'mf-detail', idAt(1)),
  );
  assert.deepEqual(
    listReleases(cacheDir, 'mf-detail').map(({ id }) => id),
    [idAt(1)],
  );
  assert.deepEqual(readdirSync(path.dirname(folder)), [idAt(1)], 'no staging folder is left');
  for (const file of ['mf-manifest.json', 'shared-usage.json', '@mf-types/DetailPage.d.ts']) {
    assert.equal(
      readFileSync(path.join(folder, file), 'utf8'),
      readFileSync(path.join(built, file), 'utf8'),
    );
  }
  // release.json, mf-manifest.json, shared-usage.json, remoteEntry.js, the type, once each.
  assert.equal(downloaded, 5, 'two fetches at once share one download');

  assert.equal(await store.fetch('mf-detail', idAt(1)), folder);
  assert.equal(gets() - before, downloaded, 'a fetched release is not downloaded again');

  await assert.rejects(store.fetch('mf-detail', idAt(2)), /mf-detail release .* is not in s3:\/\//);
  assert.ok(!existsSync(releaseFolder(cacheDir, 'mf-detail', idAt(2))));
});

test('remove deletes the record, every object and the fetched copy', async () => {
  const store = storeWith();
  await store.publish('mf-detail', idAt(1), build(idAt(1)));
  await store.publish('mf-detail', idAt(2), build(idAt(2)));
  const folder = await store.fetch('mf-detail', idAt(1));

  await store.remove('mf-detail', idAt(1));
  assert.deepEqual(
    (await store.list('mf-detail')).map(({ id }) => id),
    [idAt(2)],
  );
  assert.equal(await store.read('mf-detail', idAt(1)), null);
  assert.deepEqual(await keysUnder(`${prefix}/mf-detail/releases/${idAt(1)}/`), []);
  assert.ok(!existsSync(folder));
  const gone = await fetch(
    `${store.publicOrigin('mf-detail')}releases/${idAt(1)}/mf-manifest.json`,
  );
  assert.equal(gone.status, 404);
});

test('a corrupt release.json is skipped by list and named by read', async () => {
  const { client } = testClient();
  const store = storeWith(client);
  await store.publish('mf-detail', idAt(1), build(idAt(1)));
  const put = (id: string, body: string) =>
    client.send(
      new PutObjectCommand({
        Bucket: BUCKET,
        Key: `${prefix}/mf-detail/releases/${id}/release.json`,
        Body: body,
      }),
    );
  await put(idAt(2), '{"id": ');
  await put(
    idAt(3),
    JSON.stringify({ id: idAt(4), app: 'mf-detail', builtAt: '', commit: null, dirty: false }),
  );
  await put('not-a-release', JSON.stringify({ id: 'not-a-release', app: 'mf-detail' }));

  assert.deepEqual(
    (await store.list('mf-detail')).map(({ id }) => id),
    [idAt(1)],
  );
  const key = (id: string) => `s3://${BUCKET}/${prefix}/mf-detail/releases/${id}/release.json`;
  await assert.rejects(store.read('mf-detail', idAt(2)), (error: Error) => {
    assert.ok(error.message.startsWith(`${key(idAt(2))} is not JSON`), error.message);
    return true;
  });
  await assert.rejects(store.read('mf-detail', idAt(3)), (error: Error) => {
    assert.equal(error.message, `${key(idAt(3))} names release "${idAt(4)}", not ${idAt(3)}`);
    return true;
  });
});

test('the default client finds the server through AWS_ENDPOINT_URL_S3', async (t) => {
  const settings = {
    AWS_ENDPOINT_URL_S3: endpoint.replace('127.0.0.1', 'localhost'), // a host name: path-style
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    AWS_REGION: 'us-east-1',
  };
  const saved = Object.fromEntries(Object.keys(settings).map((name) => [name, process.env[name]]));
  t.after(() => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });
  Object.assign(process.env, settings);
  const store = s3ReleaseFiles({
    bucketUrl: `s3://${BUCKET}/${prefix}/`,
    publicUrl: null,
    cacheDir,
  });
  await store.publish('mf-detail', idAt(1), build(idAt(1)));
  assert.deepEqual(
    (await storeWith().list('mf-detail')).map(({ id }) => id),
    [idAt(1)],
  );
  assert.equal(store.publicOrigin('mf-detail'), null);
});

test('parseBucketUrl takes s3://bucket[/prefix] and refuses anything else, naming the setting', () => {
  assert.deepEqual(parseBucketUrl('s3://watchwhere-releases'), {
    bucket: 'watchwhere-releases',
    prefix: '',
  });
  assert.deepEqual(parseBucketUrl('s3://watchwhere.releases/'), {
    bucket: 'watchwhere.releases',
    prefix: '',
  });
  assert.deepEqual(parseBucketUrl('s3://releases/prod/eu/'), {
    bucket: 'releases',
    prefix: 'prod/eu',
  });
  for (const url of [
    '',
    'releases',
    'https://releases.s3.amazonaws.com/',
    's3://',
    's3://ab',
    's3://Releases',
    's3://-releases',
    's3://re..leases',
    's3://192.168.1.2',
    's3://releases/a//b',
    's3://releases/../b',
    's3://releases/a b',
    's3://releases?x=1',
  ]) {
    assert.throws(
      () => parseBucketUrl(url),
      (error: Error) =>
        error instanceof InvalidSettingError &&
        /^RELEASES_BUCKET_URL must be s3:\/\/<bucket>\[\/<prefix>\].*not ".*"$/.test(error.message),
      url,
    );
  }
  assert.throws(
    () => s3ReleaseFiles({ bucketUrl: 's3://x', publicUrl: null, cacheDir }),
    /RELEASES_BUCKET_URL/,
  );
  const store = s3ReleaseFiles({
    bucketUrl: 's3://releases',
    publicUrl: 'https://cdn.example/releases//',
    cacheDir,
    client: testClient().client,
  });
  assert.equal(store.publicOrigin('shell'), 'https://cdn.example/releases/shell/');
  assert.equal(store.description, 's3://releases');
});
