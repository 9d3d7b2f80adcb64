const path = require('node:path');

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
  'react-intl',
  '@supabase/supabase-js',
  'shared-core',
  'shared-ui',
];

/**
 * Shared modules are built whole unless told which exports the apps use (React Router whole would
 * add about 46 KB gzip to every first paint; Redux Toolkit, React Redux and styled-components whole,
 * 3.8 KB brotli). The shell provides only the exports listed here, and every app runs on the
 * shell's copy: a remote calling an export the deployed shell was built without crashes at run
 * time, and there is no fallback (a second copy would be a second router or store). So this list
 * is a contract: `pnpm lint` rejects imports outside it, the release gate refuses a remote whose
 * build (libraries included: RTK Query's imports are Redux Toolkit's) uses more, and an export added
 * here ships with the shell before any remote that uses it.
 */
const TREE_SHAKEN = {
  'react-router': [
    'BrowserRouter',
    'Link',
    'MemoryRouter',
    'NavLink',
    'Navigate',
    'Outlet',
    'matchPath',
    'useLocation',
    'useNavigate',
    'useNavigationType',
    'useParams',
    'useRoutes',
    'useSearchParams',
  ],
  'react-intl': ['FormattedMessage', 'IntlProvider', 'createIntl', 'defineMessages', 'useIntl'],
  '@reduxjs/toolkit': [
    'combineSlices',
    'configureStore',
    'createAction',
    'createListenerMiddleware',
    'createSelector',
    'createSlice',
    'isAnyOf',
    'nanoid',
    // RTK Query's own.
    'SHOULD_AUTOBATCH',
    'combineReducers',
    'createAsyncThunk',
    'createNextState',
    'formatProdErrorMessage',
    'isAction',
    'isAllOf',
    'isAsyncThunkAction',
    'isFulfilled',
    'isPending',
    'isPlainObject',
    'isRejected',
    'isRejectedWithValue',
    'prepareAutoBatched',
  ],
  'react-redux': [
    'Provider',
    'useDispatch',
    'useSelector',
    'useStore',
    // RTK Query's React hooks'.
    'ReactReduxContext',
    'batch',
    'shallowEqual',
  ],
  'styled-components': ['ThemeProvider', 'createGlobalStyle', 'css', 'default', 'keyframes'],
};

const WORKSPACE_PACKAGES = new Set(['shared-core', 'shared-ui']);

/**
 * A workspace package's range: compatible with the version this build was made against (`^1.2.0`).
 * Its version is bumped with its changes (docs/releases.md): a new export is a minor, a removed or
 * changed one a major, so a remote needing a newer shared-core is refused against an older shell.
 */
const workspaceRange = (packageName) =>
  `^${require(path.join(__dirname, '..', '..', packageName, 'package.json')).version}`;

/** The `shared` option of ModuleFederationPlugin for an app whose package.json is given. */
function sharedSingletons(packageJson) {
  const dependencies = packageJson.dependencies ?? {};
  return Object.fromEntries(
    SINGLETONS.map((request) => {
      const packageName = request.startsWith('@')
        ? request.split('/').slice(0, 2).join('/')
        : request.split('/')[0];
      const requiredVersion = WORKSPACE_PACKAGES.has(packageName)
        ? workspaceRange(packageName)
        : dependencies[packageName];
      if (requiredVersion === undefined) {
        throw new Error(`${packageJson.name} must depend on ${packageName} to share it`);
      }
      const treeShaking = TREE_SHAKEN[request];
      return [
        request,
        {
          singleton: true,
          requiredVersion,
          ...(treeShaking && { treeShaking: { mode: 'runtime-infer', usedExports: treeShaking } }),
        },
      ];
    }),
  );
}

/**
 * A remote's production `shared`: each singleton consumed from the host, with no copy of its own
 * built, except the tree-shaken ones. The shell provides every singleton and a remote only ever
 * runs on those, so its copies were never used (mf-onboarding builds in 17 s instead of 26 s; its
 * release is 3.4 MB instead of 6.8 MB). A tree-shaken one keeps its copy: federation's runtime
 * picks the shell's trimmed copy only for a consumer built with the tree-shaking facts, which it
 * injects only where the copy is built. The manifest still lists every singleton the remote
 * consumes, with the range the gate checks.
 */
function consumedOnly(shared) {
  return Object.fromEntries(
    Object.entries(shared).map(([request, config]) => [
      request,
      config.treeShaking ? config : { ...config, import: false },
    ]),
  );
}

module.exports = { consumedOnly, sharedSingletons, SINGLETONS, TREE_SHAKEN };
