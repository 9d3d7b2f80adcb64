// React Router 7's package exports name only its development build, whose dev warnings are on
// (`ENABLE_DEV_WARNINGS = true`): their code shipped and ran in production. Its production build,
// identical but for that flag, sits beside it; a production build resolves React Router there.
// Upstream: remix-run/react-router#14102.
const path = require('node:path');

/** Webpack `resolve.alias` entries for the app in `dir`. */
function reactRouterProductionAliases(dir) {
  const root = path.dirname(require.resolve('react-router/package.json', { paths: [dir] }));
  return {
    'react-router$': path.join(root, 'dist/production/index.mjs'),
    'react-router/dom$': path.join(root, 'dist/production/dom-export.mjs'),
  };
}

module.exports = { reactRouterProductionAliases };
