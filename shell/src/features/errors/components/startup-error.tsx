import { GlobalStyle, theme } from 'shared-ui';
import { ThemeProvider } from 'styled-components';
import { CrashScreen } from '../../../components/crash-screen';

/** Shown when the shell cannot read its deploy-time files (config.json, remotes.json). */
export function StartupError({ error }: { error: Error }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <CrashScreen error={error} />
    </ThemeProvider>
  );
}
