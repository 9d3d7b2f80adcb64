// The gate's type check: every remote page the shell routes to, as the remote's release types it,
// against the page module type of the shell's release (its route-data contract included).
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { REPO_ROOT } from '../apps.js';
import {
  COMPILED_TYPES,
  CONTRACT_COMPILER_OPTIONS,
  PAGE_MODULE_TYPES,
  REMOTE_PAGES_FILE,
  TYPES_FOLDER,
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

const readRoutes = (shellFolder: string): RemotePageRoute[] | null => {
  const file = path.join(shellFolder, TYPES_FOLDER, REMOTE_PAGES_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RemotePageRoute[]) : null;
};

/** A shell release and a remote release it would run with. */
export interface ContractPair {
  shell: { folder: string; label: string };
  remote: CheckedRemote;
}

interface PageCheck {
  pair: number;
  expose: string;
  paths: string[];
  /** The page's types and the shell's page module type it must fit. */
  page: string;
  shellModule: number;
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

/** The pages each pair's shell routes to its remote; a missing one is a problem of the pair. */
function pageChecks(pairs: ContractPair[], problems: string[][]) {
  const shellModules: string[] = [];
  const checks: PageCheck[] = [];
  pairs.forEach(({ shell, remote }, pair) => {
    const routes = readRoutes(shell.folder);
    if (!routes) {
      problems[pair]!.push(`${shell.label} has no page contract types (${TYPES_FOLDER}/)`);
      return;
    }
    const module = path.join(shell.folder, TYPES_FOLDER, COMPILED_TYPES, PAGE_MODULE_TYPES);
    if (!shellModules.includes(module)) shellModules.push(module);
    const ours = routes.filter((route) => route.remote === remote.name);
    for (const expose of new Set(ours.map((route) => route.expose))) {
      const paths = ours.filter((route) => route.expose === expose).map((route) => route.path);
      const page = path.join(remote.folder, TYPES_FOLDER, expose);
      if (!remote.exposes.includes(expose)) {
        problems[pair]!.push(
          `${remote.label} no longer exposes ${expose}, which ${shell.label} routes ${paths.join(', ')} to`,
        );
      } else if (!existsSync(`${page}.d.ts`)) {
        problems[pair]!.push(`${remote.label} has no types for ${expose} (${TYPES_FOLDER}/)`);
      } else {
        checks.push({ pair, expose, paths, page, shellModule: shellModules.indexOf(module) });
      }
    }
  });
  return { shellModules, checks };
}

/**
 * For each pair, one line per remote page that does not fit the shell: an expose the shell routes
 * to that the remote no longer has, one whose type the shell's page module type does not accept,
 * or types of either release that do not resolve. Every pair is checked in one TypeScript program.
 */
export function contractProblems(pairs: ContractPair[]): string[][] {
  const problems = pairs.map((): string[] => []);
  const { shellModules, checks } = pageChecks(pairs, problems);
  if (checks.length === 0) return problems;
  const work = mkdtempSync(path.join(tmpdir(), 'watchwhere-gate-'));
  try {
    const checkFile = path.join(work, 'check.ts');
    const lines = [
      ...shellModules.map(
        (module, index) =>
          `import type { PageModule as Shell${index} } from ${JSON.stringify(module)};`,
      ),
      ...checks.flatMap(({ page, shellModule }, index) => [
        `import type * as Page${index} from ${JSON.stringify(page)};`,
        `export const page${index}: Shell${shellModule} = null as unknown as typeof Page${index};`,
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
        const check = checks[Math.floor((line - shellModules.length) / 2)];
        if (!check) throw new Error(`The contract check failed: ${why}`);
        const { shell, remote } = pairs[check.pair]!;
        problems[check.pair]!.push(
          `${remote.label}'s ${check.expose} no longer fits the page contract of ${shell.label} (${check.paths.join(', ')}): ${why}`,
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
