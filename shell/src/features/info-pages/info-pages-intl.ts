import { createAppIntl } from 'shared-core';
import { SHELL_CATALOGS } from '../../lib/shell-catalogs';

/**
 * The footer pages' messages: the shell's, and the part of its catalog written in this folder
 * (shell/webpack.config.cjs), which no other page's first visit loads.
 */
export const { withAppIntl: withInfoPagesIntl } = createAppIntl(
  ...SHELL_CATALOGS,
  (locale) =>
    import(
      /* webpackChunkName: "info-pages-lang-[request]" */ `../../lang/${locale}.json?part=info-pages`
    ),
);
