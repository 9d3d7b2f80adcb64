// Shared jest settings for every front-end package: @swc/jest transform, jsdom, jest-dom matchers.
const path = require('node:path');

/** @param {string} packageDir */
module.exports = function createJestConfig(packageDir, overrides = {}) {
  return {
    rootDir: packageDir,
    testEnvironment: path.join(__dirname, 'jest-environment.cjs'),
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    transform: {
      '[\\\\/]src[\\\\/]lang[\\\\/][^\\\\/]+\\.json$': path.join(
        __dirname,
        'messages/jest-catalog-transform.cjs',
      ),
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // react-intl and FormatJS ship only ES modules: compiled like our code, the rest left as it is.
    transformIgnorePatterns: [
      '/node_modules/(?!\\.pnpm|react-intl|@formatjs|intl-messageformat)',
      '/node_modules/\\.pnpm/(?!react-intl|@formatjs|intl-messageformat)',
    ],
    // supabase-js's auth client keeps a session-refresh timer alive in jsdom; tests that use the real
    // client would otherwise leave jest waiting after the last test.
    forceExit: true,
    // A worker per core: jest's default (cores - 1) runs one at a time on two cores, while the
    // main process mostly waits.
    maxWorkers: '100%',
    setupFilesAfterEnv: [path.join(__dirname, 'jest.setup.ts')],
    moduleNameMapper: {
      '\\.(svg|png|jpg|webp)$': path.join(__dirname, 'file-stub.cjs'),
      // A part of a catalog (messages/catalog-parts.cjs) is the whole catalog in tests.
      '^(.+[\\\\/]lang[\\\\/][^\\\\/]+\\.json)\\?part=.+$': '$1',
    },
    ...overrides,
  };
};
