import {
  contactEmailDeployed,
  getRuntimeConfig,
  isDemoModeDeployed,
  parseRuntimeConfig,
  plusCheckoutDeployed,
  setRuntimeConfig,
} from './runtime-config';

const valid = {
  supabaseUrl: 'http://localhost:54321',
  supabaseAnonKey: 'anon',
  catalogUrl: 'http://localhost:54321/catalog/',
  demoMode: true,
};

describe('runtime config', () => {
  it('parses a valid config and trims the trailing slash of the catalog URL', () => {
    expect(parseRuntimeConfig(valid)).toEqual({
      ...valid,
      catalogUrl: 'http://localhost:54321/catalog',
      plusCheckout: null,
      contactEmail: null,
      pseudoLocale: false,
    });
  });

  it('serves the test-only pseudo-locale only when the config says so', () => {
    expect(parseRuntimeConfig({ ...valid, pseudoLocale: true }).pseudoLocale).toBe(true);
    expect(parseRuntimeConfig({ ...valid, pseudoLocale: 'yes' }).pseudoLocale).toBe(false);
  });

  it('names the missing field', () => {
    expect(() => parseRuntimeConfig({ ...valid, supabaseAnonKey: '' })).toThrow(
      'config.json: "supabaseAnonKey" must be a non-empty string',
    );
    expect(() => parseRuntimeConfig(null)).toThrow('"supabaseUrl"');
  });

  it('reads demo mode as off when a config.json from before the setting lacks it', () => {
    const { demoMode: _omitted, ...older } = valid;
    expect(parseRuntimeConfig(older).demoMode).toBe(false);
    expect(parseRuntimeConfig({ ...valid, demoMode: false }).demoMode).toBe(false);
  });

  it('refuses a demo mode that is not true or false', () => {
    expect(() => parseRuntimeConfig({ ...valid, demoMode: 'false' })).toThrow(
      'config.json: "demoMode" must be true or false',
    );
  });

  it('reads how Plus is bought: the local checkout, an http(s) checkout page, or none', () => {
    expect(parseRuntimeConfig({ ...valid, plusCheckout: { kind: 'local' } }).plusCheckout).toEqual({
      kind: 'local',
    });
    expect(
      parseRuntimeConfig({
        ...valid,
        plusCheckout: { kind: 'url', url: 'https://pay.example.com/plus' },
      }).plusCheckout,
    ).toEqual({ kind: 'url', url: 'https://pay.example.com/plus' });
    expect(parseRuntimeConfig({ ...valid, plusCheckout: null }).plusCheckout).toBeNull();
    for (const plusCheckout of [
      'local',
      { kind: 'url', url: 'javascript:alert(1)' },
      { kind: 'url' },
      { kind: 'stripe' },
    ]) {
      expect(() => parseRuntimeConfig({ ...valid, plusCheckout })).toThrow('"plusCheckout"');
    }
  });

  it('reads the contact address: one plain address, or none', () => {
    const contact = (contactEmail: unknown) =>
      parseRuntimeConfig({ ...valid, contactEmail }).contactEmail;
    expect(contact('help@watchwhere.example')).toBe('help@watchwhere.example');
    expect(contact(null)).toBeNull();
    expect(contact(undefined)).toBeNull();
    for (const planted of [
      '',
      'nobody',
      'a@b',
      'help@example.com?subject=x',
      'help@example.com, other@example.com',
      'javascript:alert(1)@x.io',
      42,
    ]) {
      expect(() => contact(planted)).toThrow('"contactEmail"');
    }
  });

  it('keeps the config once set', () => {
    expect(isDemoModeDeployed()).toBe(false);
    expect(plusCheckoutDeployed()).toBeNull();
    expect(contactEmailDeployed()).toBeNull();
    const config = parseRuntimeConfig({
      ...valid,
      plusCheckout: { kind: 'local' },
      contactEmail: 'help@watchwhere.example',
    });
    setRuntimeConfig(config);
    expect(getRuntimeConfig()).toBe(config);
    expect(isDemoModeDeployed()).toBe(true);
    expect(plusCheckoutDeployed()).toEqual({ kind: 'local' });
    expect(contactEmailDeployed()).toBe('help@watchwhere.example');
  });
});
