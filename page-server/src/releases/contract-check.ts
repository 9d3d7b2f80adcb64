// The gate's type check: every remote page the shell routes to, and every other module it loads
// from a remote, as the remote's release types it, against the contract type of the shell's release
// (the page module with its route-data contract; the header search's module).
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { REPO_ROOT } from '../apps.js';
import {
  COMPILED_TYPES,
  CONTRACT_COMPILER_OPTIONS,
  MODULE_CONTRACT_TYPES,
  PAGE_MODULE_TYPES,
  REMOTE_MODULES_FILE,
  REMOTE_PAGES_FILE,
  TYPES_FOLDER,
  type RemoteModuleUse,
  type RemotePageRoute,
} from './release-types.js';

/** A remote release as the check sees it. */
export interface CheckedRemote {
  /** Federation name (`mf_detail`). */
  name: string;
  /** How problems name it (`mf-detail 2026…`). */
  label: string;
  folder: string;
  exposes: string[];
}

const readShellList = <Entry>(shellFolder: string, file: string): Entry[] | null => {
  const where = path.join(shellFolder, TYPES_FOLDER, file);
  return existsSync(where) ? (JSON.parse(readFileSync(where, 'utf8')) as Entry[]) : null;
};

/** A shell release and a remote release it would run with. */
export interface ContractPair {
  shell: { folder: string; label: string };
  remote: CheckedRemote;
}

/** One exposed module of a remote held to one contract type of the shell's release. */
interface ModuleCheck {
  pair: number;
  expose: string;
  /** How problems name the contract, and where the shell uses the module. */
  contract: string;
  /** The module's types, and the contract's: an index into the contracts. */
  module: string;
  contractType: number;
}

/** A contract type of a shell release: its file (without `.d.ts`) and its name there. */
interface ContractType {
  file: string;
  name: string;
}

const COMPILER_OPTIONS: ts.CompilerOptions = {
  ...CONTRACT_COMPILER_OPTIONS,
  noEmit: true,
  // The releases are outside every package: third-party types as the shell's package resolves
  // them, a package's @types package first (React), else its own (Redux Toolkit).
  paths: {
    '*': [
      path.join(REPO_ROOT, 'node_modules', '@types', '*'),
      path.join(REPO_ROOT, 'shell', 'node_modules', '*'),
    ],
  },
};

/**
 * What each pair's shell loads from its remote (the pages it routes to, the modules it loads
 * outside its routes), each held to its contract; a missing one is a problem of the pair. A shell
 * release older than a list has nothing of it to check.
 */
function moduleChecks(pairs: ContractPair[], problems: string[][]) {
  const contracts: ContractType[] = [];
  const contractIndex = (file: string, name: string) => {
    const found = contracts.findIndex((type) => type.file === file && type.name === name);
    return found >= 0 ? found : contracts.push({ file, name }) - 1;
  };
  const checks: ModuleCheck[] = [];
  pairs.forEach(({ shell, remote }, pair) => {
    const routes = readShellList<RemotePageRoute>(shell.folder, REMOTE_PAGES_FILE);
    if (!routes) {
      problems[pair]!.push(`${shell.label} has no page contract types (${TYPES_FOLDER}/)`);
      return;
    }
    const compiled = path.join(shell.folder, TYPES_FOLDER, COMPILED_TYPES);
    /** Each exposed module the shell uses: the contract it fits, and how the shell uses it. */
    const uses: { expose: string; contract: string; use: string; type: number }[] = [];
    const ours = routes.filter((route) => route.remote === remote.name);
    for (const expose of new Set(ours.map((route) => route.expose))) {
      const paths = ours.filter((route) => route.expose === expose).map((route) => route.path);
      const type = contractIndex(path.join(compiled, PAGE_MODULE_TYPES), 'PageModule');
      const contract = `the page contract of ${shell.label} (${paths.join(', ')})`;
      uses.push({ expose, contract, use: `routes ${paths.join(', ')} to`, type });
    }
    const modules = readShellList<RemoteModuleUse>(shell.folder, REMOTE_MODULES_FILE) ?? [];
    for (const { expose, contract: name, remote: owner } of modules) {
      if (owner !== remote.name) continue;
      const type = contractIndex(path.join(compiled, MODULE_CONTRACT_TYPES), name);
      const contract = `the ${name} contract of ${shell.label}`;
      uses.push({ expose, contract, use: 'loads outside its routes', type });
    }
    for (const { expose, contract, use, type } of uses) {
      const module = path.join(remote.folder, TYPES_FOLDER, expose);
      if (!remote.exposes.includes(expose)) {
        problems[pair]!.push(
          `${remote.label} no longer exposes ${expose}, which ${shell.label} ${use}`,
        );
      } else if (!existsSync(`${module}.d.ts`)) {
        problems[pair]!.push(`${remote.label} has no types for ${expose} (${TYPES_FOLDER}/)`);
      } else {
        checks.push({ pair, expose, contract, module, contractType: type });
      }
    }
  });
  return { contracts, checks };
}

/**
 * For each pair, one line per remote page that does not fit the shell: an expose the shell routes
 * to that the remote no longer has, one whose type the shell's page module type does not accept,
 * or types of either release that do not resolve. Every pair is checked in one TypeScript program.
 */
export function contractProblems(pairs: ContractPair[]): string[][] {
  const problems = pairs.map((): string[] => []);
  const { contracts, checks } = moduleChecks(pairs, problems);
  if (checks.length === 0) return problems;
  const work = mkdtempSync(path.join(tmpdir(), 'watchwhere-gate-'));
  try {
    const checkFile = path.join(work, 'check.ts');
    const lines = [
      ...contracts.map(
        ({ file, name }, index) =>
          `import type { ${name} as Contract${index} } from ${JSON.stringify(file)};`,
      ),
      ...checks.flatMap(({ module, contractType }, index) => [
        `import type * as Module${index} from ${JSON.stringify(module)};`,
        `export const module${index}: Contract${contractType} = null as unknown as typeof Module${index};`,
      ]),
    ];
    writeFileSync(checkFile, `${lines.join('\n')}\n`);
    const program = ts.createProgram([checkFile], COMPILER_OPTIONS);
    const inside = (file: string, folder: string) =>
      path.resolve(file).startsWith(`${path.resolve(folder)}${path.sep}`);
    for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
      const file = diagnostic.file?.fileName;
      // Third-party declarations are not the gate's to judge.
      if (!file || file.includes('/node_modules/')) continue;
      const why = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ').replace(/\s+/g, ' ');
      if (path.resolve(file) === path.resolve(checkFile)) {
        const line = diagnostic.file!.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line;
        const check = checks[Math.floor((line - contracts.length) / 2)];
        if (!check) throw new Error(`The contract check failed: ${why}`);
        const { remote } = pairs[check.pair]!;
        problems[check.pair]!.push(
          `${remote.label}'s ${check.expose} no longer fits ${check.contract}: ${why}`,
        );
        continue;
      }
      // A release's own types that do not resolve would make a contract `any`, and pass.
      pairs.forEach(({ shell, remote }, pair) => {
        const owner = inside(file, remote.folder)
          ? remote.label
          : inside(file, shell.folder)
            ? shell.label
            : null;
        if (owner)
          problems[pair]!.push(
            `the types of ${owner} do not check (${path.basename(file)}): ${why}`,
          );
      });
    }
    return problems.map((lines) => [...new Set(lines)]);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
