// The types a release carries for the compatibility gate, in its `@mf-types/` folder: a remote's
// exposed modules (federation's dts-plugin writes them to `@mf-types.zip` with the build), and the
// shell's side of the contract (the page module type it calls, which remote page it routes where,
// and the other modules it loads with their contracts). Both hold the workspace packages' types
// as the release was built with them.
import AdmZip from 'adm-zip';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { REPO_ROOT } from '../apps.js';

export const TYPES_FOLDER = '@mf-types';
/** Below TYPES_FOLDER: the compiled sources, laid out as in the workspace. */
export const COMPILED_TYPES = 'compiled-types';
/** The shell's page module type, below COMPILED_TYPES. */
export const PAGE_MODULE_TYPES = 'shell/src/features/remotes/utils/page-loads';
/** The shell's routes to remote pages, as JSON, in TYPES_FOLDER. */
export const REMOTE_PAGES_FILE = 'remote-pages.json';
/** The modules the shell loads outside its routes, with their contracts' names, in TYPES_FOLDER. */
export const REMOTE_MODULES_FILE = 'remote-modules.json';
/** Those contracts' types, below COMPILED_TYPES. */
export const MODULE_CONTRACT_TYPES = 'shared-core/src/remote/remote-modules';

const WORKSPACE_TYPES = {
  'shared-core': 'shared-core/src/index',
  'shared-ui': 'shared-ui/src/index',
};

function declarationFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (name === 'node_modules') return [];
    if (statSync(file).isDirectory()) return declarationFiles(file);
    return name.endsWith('.d.ts') ? [file] : [];
  });
}

/**
 * Points each import of a workspace package (`'shared-core'`) at the copy compiled with the
 * release, so the gate compares the release's types, not the workspace's of today.
 */
function pinWorkspaceImports(compiled: string): void {
  for (const file of declarationFiles(compiled)) {
    const text = readFileSync(file, 'utf8');
    const pinned = text.replace(/(from |import\()(['"])(shared-core|shared-ui)\2/g, (...match) => {
      const target = path.join(compiled, WORKSPACE_TYPES[match[3] as keyof typeof WORKSPACE_TYPES]);
      const relative = path.relative(path.dirname(file), target).split(path.sep).join('/');
      return `${match[1]}${match[2]}${relative.startsWith('.') ? relative : `./${relative}`}${match[2]}`;
    });
    if (pinned !== text) writeFileSync(file, pinned);
  }
}

/** A remote's types: `@mf-types.zip` unpacked whole into TYPES_FOLDER. */
export function unpackRemoteTypes(releaseFolder: string, packageDir: string): void {
  const zip = path.join(releaseFolder, `${TYPES_FOLDER}.zip`);
  if (!existsSync(zip)) {
    throw new Error(
      `The build wrote no types for the gate: ${path.join(packageDir, '.mf', 'diagnostics', 'latest.json')} says why`,
    );
  }
  const folder = path.join(releaseFolder, TYPES_FOLDER);
  rmSync(folder, { recursive: true, force: true });
  new AdmZip(zip).extractAllTo(folder, true);
  pinWorkspaceImports(path.join(folder, COMPILED_TYPES));
}

/** Options the shell's contract is compiled with, and the gate checks with. */
export const CONTRACT_COMPILER_OPTIONS: ts.CompilerOptions = {
  strict: true,
  jsx: ts.JsxEmit.ReactJSX,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  target: ts.ScriptTarget.ES2022,
  types: [],
};

/** A route of the shell to a remote's page (shell/src/app/remote-pages.ts). */
export interface RemotePageRoute {
  path: string;
  remote: string;
  expose: string;
}

/** A module the shell loads from a remote outside its routes (shell/src/lib/remote-modules.ts). */
export interface RemoteModuleUse {
  remote: string;
  expose: string;
  /** The name of its contract's type in MODULE_CONTRACT_TYPES. */
  contract: string;
}

/** The shell's side: its page module type, compiled, and the remote pages it routes to. */
export async function writeShellContractTypes(releaseFolder: string): Promise<void> {
  const folder = path.join(releaseFolder, TYPES_FOLDER);
  const compiled = path.join(folder, COMPILED_TYPES);
  const roots = [PAGE_MODULE_TYPES, MODULE_CONTRACT_TYPES].map((file) =>
    path.join(REPO_ROOT, `${file}.ts`),
  );
  const program = ts.createProgram(roots, {
    ...CONTRACT_COMPILER_OPTIONS,
    // The workspace packages as sources (resolved through node_modules they would count as
    // libraries, whose declarations are not written).
    paths: Object.fromEntries(
      Object.entries(WORKSPACE_TYPES).map(([name, file]) => [
        name,
        [path.join(REPO_ROOT, `${file}.ts`)],
      ]),
    ),
    skipLibCheck: true,
    declaration: true,
    rootDir: REPO_ROOT,
    outDir: compiled,
  });
  // Declarations only (`emitDeclarationOnly` with `paths` skips the emit in TypeScript 6.0).
  const writeDeclaration: ts.WriteFileCallback = (file, text) => {
    if (!file.endsWith('.d.ts')) return;
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
  };
  const { emitSkipped, diagnostics } = program.emit(undefined, writeDeclaration);
  if (emitSkipped) {
    const why = [...ts.getPreEmitDiagnostics(program), ...diagnostics];
    throw new Error(ts.formatDiagnostics(why, ts.createCompilerHost({})));
  }
  pinWorkspaceImports(compiled);
  const { REMOTE_PAGES } = (await import(
    path.join(REPO_ROOT, 'shell', 'src', 'app', 'remote-pages.ts')
  )) as { REMOTE_PAGES: RemotePageRoute[] };
  writeFileSync(path.join(folder, REMOTE_PAGES_FILE), JSON.stringify(REMOTE_PAGES, null, 2));
  const { REMOTE_MODULES } = (await import(
    path.join(REPO_ROOT, 'shell', 'src', 'lib', 'remote-modules.ts')
  )) as { REMOTE_MODULES: RemoteModuleUse[] };
  writeFileSync(path.join(folder, REMOTE_MODULES_FILE), JSON.stringify(REMOTE_MODULES, null, 2));
}
