import { IntlProvider } from 'react-intl';
import { DEFAULT_LOCALE } from 'shared-core';
import { GlobalStyle, theme } from 'shared-ui';
import { ThemeProvider } from 'styled-components';
import { CrashScreen } from '../../../components/crash-screen';

/**
 * Shown when the shell cannot read its deploy-time files (config.json, remotes.json). The app's
 * store and catalogs did not start, so it speaks English: its messages' own text.
 */
export function StartupError({ error }: { error: Error }) {
  return (
    <IntlProvider locale={DEFAULT_LOCALE} defaultLocale={DEFAULT_LOCALE} onError={() => {}}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <CrashScreen error={error} />
      </ThemeProvider>
    </IntlProvider>
  );
}
