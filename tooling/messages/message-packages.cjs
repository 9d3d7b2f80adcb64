// The packages with words of their own (`src/lang/<locale>.json`) and the form of their messages'
// ids: read by lint (tooling/eslint/messages.mjs) and the catalog check (scripts/messages.ts).

/** Every package whose code is all in messages, each with its catalogs. */
const MESSAGE_PACKAGES = [
  'shared-core',
  'shared-ui',
  'app-providers',
  'shell',
  'mf-discovery',
  'mf-detail',
  'mf-account',
  'mf-onboarding',
];

/** FormatJS's content-hash ids: a message whose English changes gets a new id (and needs translating). */
const ID_PATTERN = '[sha512:contenthash:base64:6]';

module.exports = { MESSAGE_PACKAGES, ID_PATTERN };
