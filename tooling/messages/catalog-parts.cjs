// An app's catalog can be loaded in parts: the messages written in one folder (a page that loads
// on its first visit, like the shell's footer pages) go in a part of their own, loaded with that
// folder's code (`lang/<locale>.json?part=<name>`), and the catalog without a part leaves them
// out. The catalogs on disk stay whole: the split is the build's.
const { readdirSync, readFileSync, statSync } = require('node:fs');
const path = require('node:path');
const ts = require('typescript');
const { transform } = require('@formatjs/ts-transformer');
const { ID_PATTERN } = require('./message-packages.cjs');

const SOURCE = /(?<!\.test|\.stories)\.tsx?$/;

/** Each folder's ids, with the files and times they were read from: a build asks per catalog. */
const idsByFolder = new Map();

/** The ids of the messages written in the code under `folder` (its tests and stories aside). */
function messageIdsUnder(folder) {
  const files = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((file) =>
    SOURCE.test(file),
  );
  const readAt = files
    .map((file) => `${file} ${statSync(path.join(folder, file)).mtimeMs}`)
    .join('\n');
  const known = idsByFolder.get(folder);
  if (known?.readAt === readAt) return known.ids;
  const ids = new Set();
  for (const file of files) {
    const fileName = path.join(folder, file);
    ts.transpileModule(readFileSync(fileName, 'utf8'), {
      fileName,
      compilerOptions: { target: ts.ScriptTarget.ESNext, jsx: ts.JsxEmit.Preserve },
      transformers: {
        before: [
          transform({
            idInterpolationPattern: ID_PATTERN,
            onMsgExtracted: (_file, messages) => messages.forEach(({ id }) => ids.add(id)),
          }),
        ],
      },
    });
  }
  idsByFolder.set(folder, { readAt, ids });
  return ids;
}

/**
 * The part of a compiled catalog asked for: `part` names one of `parts` (name → folder), or none
 * for every message outside them.
 *
 * @param {Record<string, unknown>} compiled id → compiled message
 * @param {Record<string, string>} parts name → folder (absolute)
 * @param {string | null} part
 */
function catalogPart(compiled, parts, part) {
  if (part !== null && !(part in parts)) throw new Error(`No catalog part "${part}"`);
  const folders = part === null ? Object.values(parts) : [parts[part]];
  const ids = new Set(folders.flatMap((folder) => [...messageIdsUnder(folder)]));
  const inPart = (id) => ids.has(id) === (part !== null);
  return Object.fromEntries(Object.entries(compiled).filter(([id]) => inPart(id)));
}

module.exports = { catalogPart };
