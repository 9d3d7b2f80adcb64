// Words a person sees are messages (react-intl), never literals: the text of JSX, and the props
// that are read out or shown (`aria-label` and its kin, `placeholder`, `title`, `alt`, and our components'
// `label`, `title`, `description`, `action`). Each message has an English text and a description
// for translators, placeholders that match its values, and FormatJS's content-hash id (written by
// `eslint --fix`), which `pnpm messages` extracts into the package's English catalog.
import formatjs from 'eslint-plugin-formatjs';
import messagePackages from '../messages/message-packages.cjs';

const { ID_PATTERN, MESSAGE_PACKAGES } = messagePackages;

export const messageRules = [
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { formatjs },
    rules: {
      'formatjs/enforce-description': ['error', 'literal'],
      'formatjs/enforce-default-message': ['error', 'literal'],
      'formatjs/enforce-placeholders': 'error',
      'formatjs/enforce-id': ['error', { idInterpolationPattern: ID_PATTERN }],
      'formatjs/no-multiple-whitespaces': 'error',
      'formatjs/no-offset': 'error',
      'formatjs/no-camel-case': 'error',
    },
  },
  {
    files: MESSAGE_PACKAGES.map((name) => `${name}/src/**/*.tsx`),
    ignores: ['**/*.test.tsx', '**/*.stories.tsx', '**/src/testing/**', '**/src/dev/**'],
    plugins: { formatjs },
    rules: {
      'formatjs/no-literal-string-in-jsx': [
        'error',
        {
          props: {
            include: [
              ['*', '{label,title,description,action,placeholder,alt}'],
              ['*', 'aria-{label,description,roledescription,placeholder,valuetext}'],
            ],
            // A message's own props are its English text and its note to translators.
            exclude: [['FormattedMessage', '*']],
          },
        },
      ],
    },
  },
];
