import type { StorybookConfig } from '@storybook/react-webpack5';

const config: StorybookConfig = {
  stories: ['../src/**/*.mdx', '../src/**/*.stories.tsx'],
  addons: [
    '@storybook/addon-webpack5-compiler-swc',
    '@storybook/addon-a11y',
    '@storybook/addon-docs',
  ],
  framework: { name: '@storybook/react-webpack5', options: {} },
  staticDirs: ['./public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  previewHead: (head) => `${head}<link rel="icon" type="image/svg+xml" href="./favicon.svg">`,
  webpackFinal: (webpackConfig) => ({ ...webpackConfig, performance: { hints: false } }),
  swc: () => ({ jsc: { transform: { react: { runtime: 'automatic' } } } }),
};

export default config;
