// One copy of each at run time, in every app: the shell provides them, remotes reuse them.
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-router/dom',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/query',
  '@reduxjs/toolkit/query/react',
  'styled-components',
  '@supabase/supabase-js',
  'shared-core',
  'shared-ui',
];

const WORKSPACE_PACKAGES = new Set(['shared-core', 'shared-ui']);

/** The `shared` option of ModuleFederationPlugin for an app whose package.json is given. */
function sharedSingletons(packageJson) {
  const dependencies = packageJson.dependencies ?? {};
  return Object.fromEntries(
    SINGLETONS.map((request) => {
      const packageName = request.startsWith('@')
        ? request.split('/').slice(0, 2).join('/')
        : request.split('/')[0];
      const requiredVersion = WORKSPACE_PACKAGES.has(packageName)
        ? false
        : dependencies[packageName];
      if (requiredVersion === undefined) {
        throw new Error(`${packageJson.name} must depend on ${packageName} to share it`);
      }
      return [request, { singleton: true, requiredVersion }];
    }),
  );
}

module.exports = { sharedSingletons, SINGLETONS };
