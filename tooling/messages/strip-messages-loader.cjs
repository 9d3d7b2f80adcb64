// webpack loader, before swc: FormatJS's own TypeScript transformer reduces every message in the
// code to its id (its English and its note to translators stay in the source and the catalogs, which
// carry every text at run time), checking each id is the content hash lint wrote. Files that do not
// import react-intl pass through untouched. (FormatJS's swc plugin would do this inside swc, but no
// published build of it runs on this swc.)
const ts = require('typescript');
const { transform } = require('@formatjs/ts-transformer');
const { ID_PATTERN } = require('./message-packages.cjs');

const COMPILER_OPTIONS = {
  target: ts.ScriptTarget.ESNext,
  module: ts.ModuleKind.ESNext,
  jsx: ts.JsxEmit.Preserve,
  sourceMap: true,
  inlineSources: true,
};

module.exports = function stripMessages(source) {
  if (!source.includes('react-intl')) return source;
  const { outputText, sourceMapText } = ts.transpileModule(source, {
    fileName: this.resourcePath,
    compilerOptions: COMPILER_OPTIONS,
    transformers: {
      before: [transform({ idInterpolationPattern: ID_PATTERN, removeDefaultMessage: true })],
    },
  });
  const code = outputText.replace(/\n\/\/# sourceMappingURL=.*$/, '');
  // TypeScript names the source by its file name alone: the map names its path, as for every
  // other module (the browser's devtools and `pnpm bench:size` read it).
  const map = sourceMapText
    ? { ...JSON.parse(sourceMapText), sources: [this.resourcePath] }
    : undefined;
  this.callback(null, code, map);
};
