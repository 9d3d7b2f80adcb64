import { loadClientWhenNeeded } from './load-client-when-needed';
import { configureLocalSupabase, STORED_SESSION_KEY } from '../testing/local-supabase';

const load = jest.fn();
let stop = () => {};

beforeEach(() => {
  localStorage.clear();
  load.mockReset();
  window.history.replaceState(null, '', '/');
  configureLocalSupabase();
});

afterEach(() => stop());

describe('loadClientWhenNeeded', () => {
  it('does not fetch the client for a visitor with no stored session', () => {
    let mayBeSignedIn: boolean;
    ({ mayBeSignedIn, stop } = loadClientWhenNeeded(load));

    expect(mayBeSignedIn).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it('fetches the client at once for an auth redirect', () => {
    window.history.replaceState(null, '', '/#access_token=token&refresh_token=r&expires_in=3600');
    ({ stop } = loadClientWhenNeeded(load));

    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches the client when another tab signs in', () => {
    ({ stop } = loadClientWhenNeeded(load));
    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated', newValue: 'x' }));
    expect(load).not.toHaveBeenCalled();
    window.dispatchEvent(new StorageEvent('storage', { key: STORED_SESSION_KEY, newValue: '{}' }));
    expect(load).toHaveBeenCalled();
  });
});
