import { IntlProvider } from 'react-intl';
import type { DisplayLocale, Messages } from 'shared-core';
import { GlobalStyle, theme } from 'shared-ui';
import { ThemeProvider } from 'styled-components';
import { CrashScreen } from '../../../components/crash-screen';

export interface StartupErrorProps {
  error: Error;
  /** The page's language, and the shell's messages in it (loaded without the app's store). */
  locale: DisplayLocale;
  messages: Messages;
}

/** Shown when the shell cannot read its deploy-time files (config.json, remotes.json). */
export function StartupError({ error, locale, messages }: StartupErrorProps) {
  return (
    <IntlProvider locale={locale} defaultLocale="en" messages={messages}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <CrashScreen error={error} />
      </ThemeProvider>
    </IntlProvider>
  );
}
