import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import sharedSingletons from './tooling/webpack/shared-singletons.cjs';
import { architectureRules } from './tooling/eslint/architecture/index.mjs';
import { messageRules } from './tooling/eslint/messages.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/storybook-static/**',
      '**/node_modules/**',
      '**/.data/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'server/data/**',
      'releases/**',
      'supabase/functions/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // Tree-shaken shared modules: browser code uses only the exports the shell provides (see
    // shared-singletons.cjs); jest code and server builds (`src/server/`) run on the whole module.
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/src/testing/**', '**/src/server/**', 'e2e/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            ...Object.entries(sharedSingletons.TREE_SHAKEN).map(([name, exports]) => ({
              name,
              allowImportNames: exports,
              allowTypeImports: true,
              message: `The shell provides only the ${name} exports listed in TREE_SHAKEN (tooling/webpack/shared-singletons.cjs): add it there, and deploy the shell before a remote that uses it.`,
            })),
            {
              name: 'react-router-dom',
              allowTypeImports: true,
              message:
                "Import from 'react-router': in React Router 7 react-router-dom only re-exports it, around the tree-shaken list.",
            },
          ],
        },
      ],
    },
  },
  ...architectureRules,
  ...messageRules,
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['e2e/tests/**/*.ts', 'e2e/support/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Literal[value='networkidle']",
          message:
            'networkidle now and then never comes on a busy machine: use the networkQuiet fixture.',
        },
      ],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
