// The page server's room: a Node service that runs the shell's releases, never their source. It
// imports by name only its own dependencies, and by path only shared-core's contracts (the render
// contract in src/remote/, the runtime config in src/config/) and its language list.
import { WORKSPACE } from './workspace.mjs';

const others = WORKSPACE.filter(
  (name) => !['page-server', 'deployment-env', 'observability'].includes(name),
);

export const pageServerZone = {
  files: ['page-server/**/*.{ts,mjs,js}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^(${others.join('|')})(/|$)`,
            message:
              'The page server imports no app or shared package by name: it runs releases, and reads only the contracts in shared-core/src/remote/ and src/config/.',
          },
          {
            regex: `^(\\.\\./)+(${others.filter((name) => name !== 'shared-core').join('|')})(/|$)`,
            message:
              "The page server never imports an app's, the backend's or a test's source: a shell release's server build is loaded from the release at run time.",
          },
          {
            regex:
              '^(\\.\\./)+shared-core/(?!src/remote/|src/config/|src/features/locale/locales\\.js$)',
            message:
              "The page server reads only shared-core's contracts (src/remote/, src/config/) and its language list.",
          },
        ],
      },
    ],
  },
};
