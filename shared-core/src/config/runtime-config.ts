import emailAddress from './email-address.json';

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
  /**
   * How /plans takes payment: the local backend's simulated checkout, a checkout page of the
   * deployment's payment provider (`PLUS_CHECKOUT_URL`), or none (absent or null: Subscribe is
   * hidden).
   */
  plusCheckout?: PlusCheckout | null;
  /** Where people can write to whoever runs this deployment (`CONTACT_EMAIL`); absent or null: nobody. */
  contactEmail?: string | null;
  /** The test-only pseudo-locale (`/en-xa/…`) is served: never in production. */
  pseudoLocale?: boolean;
}

export type PlusCheckout = { kind: 'local' } | { kind: 'url'; url: string };

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
    plusCheckout: parsePlusCheckout(record.plusCheckout),
    contactEmail: parseContactEmail(record.contactEmail),
    pseudoLocale: record.pseudoLocale === true,
  };
}

const EMAIL_ADDRESS = new RegExp(emailAddress.pattern);

function parseContactEmail(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' && EMAIL_ADDRESS.test(value)) return value;
  throw new Error('config.json: "contactEmail" must be one email address or null');
}

/** Absent or null: no checkout. A URL must be http(s), so a config can never plant `javascript:`. */
function parsePlusCheckout(value: unknown): PlusCheckout | null {
  if (value === undefined || value === null) return null;
  const record = value as Record<string, unknown>;
  if (typeof value === 'object' && record.kind === 'local') return { kind: 'local' };
  if (typeof value === 'object' && record.kind === 'url' && typeof record.url === 'string') {
    const url = URL.canParse(record.url) ? new URL(record.url) : undefined;
    if (url && (url.protocol === 'https:' || url.protocol === 'http:')) {
      return { kind: 'url', url: url.href };
    }
  }
  throw new Error(
    'config.json: "plusCheckout" must be {"kind":"local"}, {"kind":"url","url":"https://…"} or null',
  );
}

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('Runtime config is not loaded yet');
  return current;
}

/** How this deployment sells Plus; none until a config is loaded. */
export const plusCheckoutDeployed = (): PlusCheckout | null => current?.plusCheckout ?? null;

/** The deployment's contact address; none until a config is loaded. */
export const contactEmailDeployed = (): string | null => current?.contactEmail ?? null;

/** Whether this deployment offers demo mode; false until a config is loaded. */
export const isDemoModeDeployed = (): boolean => current?.demoMode === true;
