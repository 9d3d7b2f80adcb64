import { StartupError } from '../features/errors/components/startup-error';
import { appRoot } from './app-root';

/** The start-up error screen; apart from the app's code, so it shows when that code fails too. */
export function renderStartupError(error: unknown): void {
  appRoot().render(
    <StartupError error={error instanceof Error ? error : new Error(String(error))} />,
  );
}
