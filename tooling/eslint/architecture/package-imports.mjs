// Options for ESLint's no-restricted-imports: which packages a file may import by name, and no
// path into another package's src/ (by name or by climbing out of its own package).
import { MAY_IMPORT, WORKSPACE } from './workspace.mjs';

const names = WORKSPACE.join('|');

const deepPaths = [
  {
    regex: `^(\\.\\./)+(${names})(/|$)`,
    message: 'Import another workspace package by its name, never by a relative path into it.',
  },
  {
    regex: `^(${names})/src(/|$)`,
    message:
      'Import a workspace package through its entry (package.json "exports"), not a path into its src/.',
  },
];

const testKit = {
  group: ['dev-harness/testing', 'dev-harness/testing/*'],
  message: 'The test kit (dev-harness/testing) is for tests only.',
};

const harness = {
  group: ['dev-harness', 'dev-harness/*'],
  message: "dev-harness runs a remote alone: only the remote's src/dev/ entry uses it.",
};

/** The no-restricted-imports options for a package's files of one kind. */
export function packageImportOptions(name, kind) {
  const forbidden = WORKSPACE.filter(
    (other) => other !== name && !MAY_IMPORT[name].includes(other),
  );
  const patterns = [...deepPaths];
  if (forbidden.length > 0) {
    patterns.push({
      // Anchored: a group pattern would also match a segment of another module ('react-dom/server').
      regex: `^(${forbidden.join('|')})(/|$)`,
      message: `${name} may import only ${MAY_IMPORT[name].join(', ') || 'no workspace package'}: the workspace packages its package.json declares.`,
    });
  }
  if (kind !== 'test' && name !== 'dev-harness') patterns.push(testKit);
  if (kind === 'production' && MAY_IMPORT[name].includes('dev-harness')) patterns.push(harness);
  return { patterns };
}
