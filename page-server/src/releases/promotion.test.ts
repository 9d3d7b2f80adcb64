import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, test } from 'node:test';
import { idAt, writeFakeRelease } from './fake-release.js';
import { promote, PromotionRefused, rollback } from './promotion.js';
import { deleteOldReleases, updatePointer } from './pointer-update.js';
import { withLive } from './release-pointer.js';
import { listReleases, releaseFolder, RELEASES_KEPT } from './release-store.js';
import { localReleases, type Releases } from './releases-context.js';

let dir: string;
let releases: Releases;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'releases-test-'));
  releases = localReleases(dir);
});

const readPointer = async (env: string) => (await releases.pointers.read(env)).pointer;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const SHELL_ROUTER = {
  uses: {},
  provides: { 'react-router': ['Link', 'useNavigate'], 'shared-core': ['catalogApi'] },
  treeShaken: ['react-router'],
};

const refusal = async (change: Promise<unknown>) => {
  const error = await change.then(
    () => assert.fail('the change went through'),
    (caught: unknown) => caught,
  );
  assert.ok(error instanceof PromotionRefused);
  return error.problems;
};

test('promote makes a release live; rollback goes back to the one before, then says there is none', async () => {
  writeFakeRelease(dir, 'mf-detail', idAt(1));
  writeFakeRelease(dir, 'mf-detail', idAt(2));
  await promote(releases, 'local', 'mf-detail', idAt(1));
  const second = await promote(releases, 'local', 'mf-detail', idAt(2));
  assert.deepEqual([second.live, second.replaced], [idAt(2), idAt(1)]);
  assert.equal((await readPointer('local'))['mf-detail']?.live, idAt(2));

  const back = await rollback(releases, 'local', 'mf-detail');
  assert.deepEqual([back.live, back.replaced], [idAt(1), idAt(2)]);
  assert.deepEqual(await refusal(rollback(releases, 'local', 'mf-detail')), [
    'mf-detail has no earlier release to roll back to in local',
  ]);
  assert.equal(
    (await readPointer('local'))['mf-detail']?.live,
    idAt(1),
    'the pointer is as it was',
  );
  assert.deepEqual(await readPointer('staging'), {}, 'each environment has its own pointer');
});

test('a release that does not exist, or an id that is a path, is refused', async () => {
  assert.deepEqual(await refusal(promote(releases, 'local', 'shell', idAt(9))), [
    `shell has no release ${idAt(9)}`,
  ]);
  assert.deepEqual(await refusal(promote(releases, 'local', 'shell', '../../etc')), [
    'shell has no release ../../etc',
  ]);
  await assert.rejects(readPointer('../x'), /not an environment name/);
});

test('the gate refuses a remote requiring a React range the live shell does not provide', async () => {
  writeFakeRelease(dir, 'shell', idAt(1), SHELL_ROUTER);
  writeFakeRelease(dir, 'mf-detail', idAt(2), { shared: { react: ['20.0.0', '^20.0.0'] } });
  await promote(releases, 'local', 'shell', idAt(1));
  assert.deepEqual(await refusal(promote(releases, 'local', 'mf-detail', idAt(2))), [
    `mf-detail ${idAt(2)} requires react ^20.0.0, but the live shell (${idAt(1)}) provides react 19.3.1`,
  ]);
  assert.equal((await readPointer('local'))['mf-detail'], undefined, 'nothing went live');

  const forced = await promote(releases, 'local', 'mf-detail', idAt(2), { force: true });
  assert.equal(forced.skipped.length, 1, '--force says what it skipped');
  assert.equal((await readPointer('local'))['mf-detail']?.live, idAt(2));
});

test("the gate refuses a remote importing what the live shell's copies lack, and a shell dropping it", async () => {
  writeFakeRelease(dir, 'shell', idAt(1), SHELL_ROUTER);
  writeFakeRelease(dir, 'mf-account', idAt(2), {
    uses: { 'react-router': ['Link', 'useMatches'], 'shared-core': ['catalogApi', 'newCall'] },
  });
  await promote(releases, 'local', 'shell', idAt(1));
  assert.deepEqual(await refusal(promote(releases, 'local', 'mf-account', idAt(2))), [
    `mf-account ${idAt(2)} uses react-router's useMatches, which the live shell (${idAt(1)}) was built without`,
    `mf-account ${idAt(2)} uses shared-core's newCall, which the live shell (${idAt(1)}) was built without`,
  ]);

  writeFakeRelease(dir, 'mf-account', idAt(3), { uses: { 'react-router': ['useNavigate'] } });
  await promote(releases, 'local', 'mf-account', idAt(3));
  writeFakeRelease(dir, 'shell', idAt(4), {
    ...SHELL_ROUTER,
    provides: { ...SHELL_ROUTER.provides, 'react-router': ['Link'] },
  });
  assert.deepEqual(await refusal(promote(releases, 'local', 'shell', idAt(4))), [
    `shell ${idAt(4)} was built without react-router's useNavigate, which the live mf-account (${idAt(3)}) uses`,
  ]);
});

test('concurrent changes of the pointer all land, each on the one before: none is lost', async () => {
  const apps = ['shell', 'mf-detail', 'mf-discovery', 'mf-account', 'mf-onboarding'] as const;
  apps.forEach((app, index) => writeFakeRelease(dir, app, idAt(index)));
  // Each change takes a while between reading the pointer and answering the next one.
  const slowly = (app: (typeof apps)[number], id: string) =>
    updatePointer(releases, 'local', async (pointer) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return withLive(pointer, app, id);
    });
  await Promise.all(apps.map((app, index) => slowly(app, idAt(index))));
  const pointer = await readPointer('local');
  assert.deepEqual(
    apps.map((app) => pointer[app]?.live),
    apps.map((_, index) => idAt(index)),
  );
});

test('a change that throws leaves the pointer as it was', async () => {
  writeFakeRelease(dir, 'shell', idAt(1));
  await promote(releases, 'local', 'shell', idAt(1));
  const before = readFileSync(path.join(dir, 'local.json'), 'utf8');
  await assert.rejects(
    updatePointer(releases, 'local', () => {
      throw new Error('refused');
    }),
    /refused/,
  );
  assert.equal(readFileSync(path.join(dir, 'local.json'), 'utf8'), before);
});

test('no old release is deleted while some pointer cannot be read: what it pins is unknown', async () => {
  for (let minute = 0; minute < RELEASES_KEPT + 2; minute += 1) {
    writeFakeRelease(dir, 'mf-detail', idAt(minute));
  }
  writeFileSync(path.join(dir, 'staging.json'), '{ "mf-detail": { "live": "../x" } }');
  const outcome = await deleteOldReleases(releases, 'mf-detail');
  assert.match('kept' in outcome ? outcome.kept : '', /staging\.json is not a pointer/);
  assert.equal(listReleases(dir, 'mf-detail').length, RELEASES_KEPT + 2);
  await assert.rejects(readPointer('staging'), /needs a release id as live/);
});

test('old releases are deleted beyond the newest five, never one a pointer names', async () => {
  for (let minute = 0; minute < RELEASES_KEPT + 3; minute += 1) {
    writeFakeRelease(dir, 'mf-detail', idAt(minute));
  }
  await updatePointer(releases, 'production', (pointer) => withLive(pointer, 'mf-detail', idAt(0)));
  const outcome = await deleteOldReleases(releases, 'mf-detail');
  assert.deepEqual('deleted' in outcome && outcome.deleted.sort(), [idAt(1), idAt(2)]);
  assert.deepEqual(
    listReleases(dir, 'mf-detail').map(({ id }) => id),
    [7, 6, 5, 4, 3, 0].map(idAt),
  );
});

test("the gate type-checks a remote's pages against the live shell's route-data contract", async () => {
  const contract = `export interface PageModule {
    default: () => unknown;
    loadRouteData?: (input: { params: Readonly<Record<string, string | undefined>> }) => void;
  }`;
  const page = (input: string) =>
    `export default function DetailPage(): unknown;\nexport declare const loadRouteData: (input: ${input}) => void;`;
  writeFakeRelease(dir, 'shell', idAt(1), {
    remotePages: [{ path: '/movie/:id', remote: 'mf_detail', expose: 'DetailPage' }],
    pageModuleTypes: contract,
  });
  writeFakeRelease(dir, 'mf-detail', idAt(2), {
    exposeTypes: { DetailPage: page('{ params: Readonly<Record<string, string | undefined>> }') },
  });
  writeFakeRelease(dir, 'mf-detail', idAt(3), {
    exposeTypes: { DetailPage: page('{ params: Record<string, string>; locale: string }') },
  });
  writeFakeRelease(dir, 'mf-detail', idAt(4), { exposeTypes: { TitlePage: page('{}') } });
  await promote(releases, 'local', 'shell', idAt(1));
  await promote(releases, 'local', 'mf-detail', idAt(2));

  const changed = await refusal(promote(releases, 'local', 'mf-detail', idAt(3)));
  assert.equal(changed.length, 1);
  assert.match(
    changed[0]!,
    new RegExp(
      `^mf-detail ${idAt(3)}'s DetailPage no longer fits the page contract of the live shell \\(${idAt(1)}\\) \\(/movie/:id\\): .*locale`,
    ),
  );
  assert.deepEqual(await refusal(promote(releases, 'local', 'mf-detail', idAt(4))), [
    `mf-detail ${idAt(4)} no longer exposes DetailPage, which the live shell (${idAt(1)}) routes /movie/:id to`,
  ]);
  assert.equal((await readPointer('local'))['mf-detail']?.live, idAt(2));

  // Types that do not resolve would make the contract `any`: they are refused, not passed.
  writeFakeRelease(dir, 'mf-detail', idAt(5), {
    exposeTypes: { DetailPage: "export { default, loadRouteData } from './compiled-types/gone';" },
  });
  const unresolved = await refusal(promote(releases, 'local', 'mf-detail', idAt(5)));
  assert.match(unresolved.join('\n'), /Cannot find module '\.\/compiled-types\/gone'/);
});

test("the gate holds a remote's header search to the live shell's contract; a new optional prop passes", async () => {
  const props = (extra: string) =>
    `export default function HeaderSearch(props: { value: string; onChange: (value: string) => void${extra} }): unknown;`;
  writeFakeRelease(dir, 'shell', idAt(1), {
    remoteModules: [
      { remote: 'mf_discovery', expose: 'HeaderSearch', contract: 'HeaderSearchModule' },
    ],
    moduleContractTypes:
      'export interface HeaderSearchModule { default: (props: { value: string; onChange: (value: string) => void }) => unknown }',
  });
  writeFakeRelease(dir, 'mf-discovery', idAt(2), { exposeTypes: { HeaderSearch: props('') } });
  writeFakeRelease(dir, 'mf-discovery', idAt(3), {
    exposeTypes: { HeaderSearch: props('; placeholder: string') },
  });
  writeFakeRelease(dir, 'mf-discovery', idAt(4), {
    exposeTypes: { HeaderSearch: props('; placeholder?: string') },
  });
  writeFakeRelease(dir, 'mf-discovery', idAt(5), { exposeTypes: { HomePage: props('') } });
  await promote(releases, 'local', 'shell', idAt(1));
  await promote(releases, 'local', 'mf-discovery', idAt(2));

  const [changed, ...more] = await refusal(promote(releases, 'local', 'mf-discovery', idAt(3)));
  assert.deepEqual(more, []);
  assert.match(
    changed!,
    new RegExp(
      `^mf-discovery ${idAt(3)}'s HeaderSearch no longer fits the HeaderSearchModule contract of the live shell \\(${idAt(1)}\\): .*placeholder`,
    ),
  );
  assert.deepEqual(await refusal(promote(releases, 'local', 'mf-discovery', idAt(5))), [
    `mf-discovery ${idAt(5)} no longer exposes HeaderSearch, which the live shell (${idAt(1)}) loads outside its routes`,
  ]);
  await promote(releases, 'local', 'mf-discovery', idAt(4));
  assert.equal((await readPointer('local'))['mf-discovery']?.live, idAt(4));
});

test('a shell release older than the module contracts holds a remote to none of them', async () => {
  writeFakeRelease(dir, 'shell', idAt(1));
  writeFakeRelease(dir, 'mf-discovery', idAt(2), {
    exposeTypes: {
      HeaderSearch: 'export default function HeaderSearch(props: { extra: string }): unknown;',
    },
  });
  await promote(releases, 'local', 'shell', idAt(1));
  await promote(releases, 'local', 'mf-discovery', idAt(2));
  assert.equal((await readPointer('local'))['mf-discovery']?.live, idAt(2));
});

test('a pointer naming a release the store no longer holds is named, and nothing changes', async () => {
  writeFakeRelease(dir, 'shell', idAt(1));
  writeFakeRelease(dir, 'mf-detail', idAt(2));
  await promote(releases, 'local', 'shell', idAt(1));
  rmSync(releaseFolder(dir, 'shell', idAt(1)), { recursive: true });
  assert.deepEqual(await refusal(promote(releases, 'local', 'mf-detail', idAt(2))), [
    `shell ${idAt(1)} is not in ${dir}`,
  ]);
  assert.equal((await readPointer('local'))['mf-detail'], undefined);
});
