import { getRuntimeConfig, parseRuntimeConfig, setRuntimeConfig } from './runtime-config';

const valid = {
  supabaseUrl: 'http://localhost:54321',
  supabaseAnonKey: 'anon',
  catalogUrl: 'http://localhost:54321/catalog/',
};

describe('runtime config', () => {
  it('parses a valid config and trims the trailing slash of the catalog URL', () => {
    expect(parseRuntimeConfig(valid)).toEqual({
      ...valid,
      catalogUrl: 'http://localhost:54321/catalog',
    });
  });

  it('names the missing field', () => {
    expect(() => parseRuntimeConfig({ ...valid, supabaseAnonKey: '' })).toThrow(
      'config.json: "supabaseAnonKey" must be a non-empty string',
    );
    expect(() => parseRuntimeConfig(null)).toThrow('"supabaseUrl"');
  });

  it('keeps the config once set', () => {
    const config = parseRuntimeConfig(valid);
    setRuntimeConfig(config);
    expect(getRuntimeConfig()).toBe(config);
  });
});
