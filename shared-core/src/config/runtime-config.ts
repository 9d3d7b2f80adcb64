/** Deploy-time settings the browser reads from `/config.json`: nothing here is baked into a build. */
export interface RuntimeConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
  catalogUrl: string;
  /**
   * The Free/Premium demo toggle is offered (local `pnpm start`); off in production, where
   * the toggles do not render and a stored demo flag grants nothing.
   */
  demoMode: boolean;
}

let current: RuntimeConfig | undefined;

type UrlKey = 'supabaseUrl' | 'supabaseAnonKey' | 'catalogUrl';

export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  const record = (value ?? {}) as Record<string, unknown>;
  const read = (key: UrlKey): string => {
    const field = record[key];
    if (typeof field !== 'string' || field.length === 0) {
      throw new Error(`config.json: "${key}" must be a non-empty string`);
    }
    return field;
  };
  // Absent (a config.json from before the setting) means off: demo premium is never granted by default.
  if (record.demoMode !== undefined && typeof record.demoMode !== 'boolean') {
    throw new Error('config.json: "demoMode" must be true or false');
  }
  return {
    supabaseUrl: read('supabaseUrl'),
    supabaseAnonKey: read('supabaseAnonKey'),
    catalogUrl: read('catalogUrl').replace(/\/+$/, ''),
    demoMode: record.demoMode === true,
  };
}

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('Runtime config is not loaded yet');
  return current;
}

/** Whether this deployment offers demo mode; false until a config is loaded. */
export const isDemoModeDeployed = (): boolean => current?.demoMode === true;
