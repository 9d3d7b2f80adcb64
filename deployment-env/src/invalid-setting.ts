/** A setting a process cannot start with; its message names the setting, in one line. */
export class InvalidSettingError extends Error {}

/**
 * Runs a process's setting checks before it starts anything: the first bad or missing setting is
 * printed as one line, and the process exits 1.
 */
export function exitOnInvalidSettings(...checks: (() => unknown)[]): void {
  try {
    for (const check of checks) check();
  } catch (error) {
    if (!(error instanceof InvalidSettingError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** A process's settings as `read` makes them, or its one-line message and exit 1 (as above). */
export function readSettingsOrExit<Settings>(read: () => Settings): Settings {
  let settings: Settings | undefined;
  exitOnInvalidSettings(() => (settings = read()));
  return settings as Settings;
}
