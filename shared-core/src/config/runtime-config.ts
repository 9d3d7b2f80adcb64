/** Deploy-time settings the browser reads from `/config.json`: nothing here is baked into a build. */
export interface RuntimeConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
  catalogUrl: string;
}

let current: RuntimeConfig | undefined;

export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  const record = (value ?? {}) as Record<string, unknown>;
  const read = (key: keyof RuntimeConfig): string => {
    const field = record[key];
    if (typeof field !== 'string' || field.length === 0) {
      throw new Error(`config.json: "${key}" must be a non-empty string`);
    }
    return field;
  };
  return {
    supabaseUrl: read('supabaseUrl'),
    supabaseAnonKey: read('supabaseAnonKey'),
    catalogUrl: read('catalogUrl').replace(/\/+$/, ''),
  };
}

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('Runtime config is not loaded yet');
  return current;
}
