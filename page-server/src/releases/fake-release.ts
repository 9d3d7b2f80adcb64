// Release folders for the release tests: what a build writes that the store and the gate read
// (release.json, mf-manifest.json's shared list, shared-usage.json), with no build.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { RELEASE_INFO_FILE, releaseFolder, type AppFolder } from './release-store.js';
import {
  COMPILED_TYPES,
  MODULE_CONTRACT_TYPES,
  PAGE_MODULE_TYPES,
  REMOTE_MODULES_FILE,
  REMOTE_PAGES_FILE,
  TYPES_FOLDER,
  type RemoteModuleUse,
  type RemotePageRoute,
} from './release-types.js';

export interface FakeBuild {
  /** Share key → [the version the build has, the range it requires]. */
  shared?: Record<string, [string, string]>;
  uses?: Record<string, string[]>;
  provides?: Record<string, string[]>;
  treeShaken?: string[];
  /** The shell: its routes to remote pages (default none) and its page module type's source. */
  remotePages?: RemotePageRoute[];
  pageModuleTypes?: string;
  /** The shell: the modules it loads outside its routes, and their contracts' source (else none, as a release older than them). */
  remoteModules?: RemoteModuleUse[];
  moduleContractTypes?: string;
  /** A remote: its exposed modules' types, by expose name. */
  exposeTypes?: Record<string, string>;
}

export const REACT_19: FakeBuild['shared'] = { react: ['19.3.1', '19.3.1'] };

/** A release id built `minute` minutes into a day. */
export const idAt = (minute: number) =>
  `20261128-${String(Math.floor(minute / 60)).padStart(2, '0')}${String(minute % 60).padStart(2, '0')}00000-abc1234`;

export function writeFakeRelease(dir: string, app: AppFolder, id: string, build: FakeBuild = {}) {
  const folder = releaseFolder(dir, app, id);
  mkdirSync(folder, { recursive: true });
  const info = { id, app, builtAt: new Date().toISOString(), commit: 'abc1234', dirty: false };
  writeFileSync(path.join(folder, RELEASE_INFO_FILE), JSON.stringify(info));
  const shared = Object.entries(build.shared ?? REACT_19!).map(([name, [version, range]]) => ({
    name,
    version,
    requiredVersion: range,
  }));
  const exposes = Object.keys(build.exposeTypes ?? {}).map((name) => ({ name }));
  writeFileSync(path.join(folder, 'mf-manifest.json'), JSON.stringify({ shared, exposes }));
  const usage = { uses: build.uses ?? {}, provides: build.provides, treeShaken: build.treeShaken };
  writeFileSync(path.join(folder, 'shared-usage.json'), JSON.stringify(usage));
  const types = path.join(folder, TYPES_FOLDER);
  mkdirSync(path.dirname(path.join(types, COMPILED_TYPES, PAGE_MODULE_TYPES)), { recursive: true });
  if (app === 'shell') {
    writeFileSync(path.join(types, REMOTE_PAGES_FILE), JSON.stringify(build.remotePages ?? []));
    const pageModule = build.pageModuleTypes ?? 'export interface PageModule { default: unknown }';
    writeFileSync(path.join(types, COMPILED_TYPES, `${PAGE_MODULE_TYPES}.d.ts`), pageModule);
    if (build.remoteModules) {
      writeFileSync(path.join(types, REMOTE_MODULES_FILE), JSON.stringify(build.remoteModules));
      const contracts = path.join(types, COMPILED_TYPES, `${MODULE_CONTRACT_TYPES}.d.ts`);
      mkdirSync(path.dirname(contracts), { recursive: true });
      writeFileSync(contracts, build.moduleContractTypes ?? '');
    }
  }
  for (const [expose, source] of Object.entries(build.exposeTypes ?? {})) {
    writeFileSync(path.join(types, `${expose}.d.ts`), source);
  }
}
