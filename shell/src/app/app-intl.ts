import { createAppIntl } from 'shared-core';
import { SHELL_CATALOGS } from '../lib/shell-catalogs';

/** The shell's messages (its layout and error screens), with those it renders. */
export const { AppIntlProvider, loadMessages: loadShellMessages } = createAppIntl(
  ...SHELL_CATALOGS,
);
