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

/**
 * One line per remote page that does not fit the shell: an expose the shell routes to that the
 * remote no longer has, or one whose type the shell's page module type does not accept. `shellLabel`
 * names the shell in the lines (`the live shell (…)`).
 */
export function contractProblems(
  shellFolder: string,
  shellLabel: string,
  remotes: CheckedRemote[],
): string[] {
  const routes = readRoutes(shellFolder);
  if (!routes) return [`${shellLabel} has no page contract types (${TYPES_FOLDER}/)`];
  const problems: string[] = [];
  const checks: { remote: CheckedRemote; expose: string; paths: string[] }[] = [];
  for (const remote of remotes) {
    const used = [
      ...new Set(routes.filter((route) => route.remote === remote.name).map((r) => r.expose)),
    ];
    for (const expose of used) {
      const paths = routes
        .filter((r) => r.remote === remote.name && r.expose === expose)
        .map((r) => r.path);
      if (!remote.exposes.includes(expose)) {
        problems.push(
          `${remote.label} no longer exposes ${expose}, which ${shellLabel} routes ${paths.join(', ')} to`,
        );
      } else if (!existsSync(path.join(remote.folder, TYPES_FOLDER, `${expose}.d.ts`))) {
        problems.push(`${remote.label} has no types for ${expose} (${TYPES_FOLDER}/)`);
      } else {
        checks.push({ remote, expose, paths });
      }
    }
  }
  if (checks.length === 0) return problems;
  const work = mkdtempSync(path.join(tmpdir(), 'watchwhere-gate-'));
  try {
    const checkFile = path.join(work, 'check.ts');
    const pageModule = path.join(shellFolder, TYPES_FOLDER, COMPILED_TYPES, PAGE_MODULE_TYPES);
    const lines = [
      `import type { PageModule } from ${JSON.stringify(pageModule)};`,
      ...checks.flatMap(({ remote, expose }, index) => [
        `import type * as Page${index} from ${JSON.stringify(path.join(remote.folder, TYPES_FOLDER, expose))};`,
        `export const page${index}: PageModule = null as unknown as typeof Page${index};`,
      ]),
    ];
    writeFileSync(checkFile, `${lines.join('\n')}\n`);
    const program = ts.createProgram([checkFile], {
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
    });
    // Third-party declarations are not the gate's to judge; the releases' own must resolve whole
    // (an import that does not resolve would make a contract `any`, and pass).
    const judged = [work, ...checks.map(({ remote }) => remote.folder), shellFolder].map((folder) =>
      path.resolve(folder),
    );
    const isJudged = (file: string) =>
      !file.includes('/node_modules/') &&
      judged.some((folder) => path.resolve(file).startsWith(`${folder}${path.sep}`));
    for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
      if (!diagnostic.file || !isJudged(diagnostic.file.fileName)) continue;
      const why = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ').replace(/\s+/g, ' ');
      if (path.resolve(diagnostic.file.fileName) !== path.resolve(checkFile)) {
        const where = path.relative(path.dirname(shellFolder), diagnostic.file.fileName);
        problems.push(`the types of a release do not check (${where}): ${why}`);
        continue;
      }
      const line = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line;
      const check = checks[Math.floor((line - 1) / 2)];
      problems.push(
        check
          ? `${check.remote.label}'s ${check.expose} no longer fits the page contract of ${shellLabel} (${check.paths.join(', ')}): ${why}`
          : `the contract check failed: ${why}`,
      );
    }
    return problems;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
