import { loadRemotePage, RemoteLoadError } from './load-remote-page';
import { remoteLoadPlugin } from './remote-load-plugin';

const Page = () => null;

describe('loadRemotePage', () => {
  it('returns the page the remote exposes', async () => {
    const load = jest.fn().mockResolvedValue({ default: Page });
    await expect(loadRemotePage('mf_detail', 'DetailPage', load)).resolves.toEqual({
      default: Page,
    });
    expect(load).toHaveBeenCalledWith('mf_detail/DetailPage');
  });

  it('fails with a RemoteLoadError naming the remote, once, with no retry of its own', async () => {
    const load = jest.fn().mockRejectedValue(new Error('Failed to load remoteEntry.js'));
    const failure = loadRemotePage('mf_onboarding', 'WelcomePage', load);
    await expect(failure).rejects.toBeInstanceOf(RemoteLoadError);
    await expect(failure).rejects.toThrow('Could not load mf_onboarding');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('takes a module with no page for a remote that cannot serve it', async () => {
    const load = jest.fn().mockResolvedValue({ loadRouteData: () => {} });
    await expect(loadRemotePage('mf_account', 'AccountPage', load)).rejects.toBeInstanceOf(
      RemoteLoadError,
    );
  });
});

describe('the remote load plugin', () => {
  it('loads an entry again once when its script failed, afresh and not waiting on itself', async () => {
    const entry = { get: jest.fn(), init: jest.fn() };
    const getRemoteEntry = jest.fn().mockResolvedValue(entry);
    const globalLoading: Record<string, unknown> = { 'mf_detail:entry': new Promise(() => {}) };
    const plugin = remoteLoadPlugin({ retryDelayMs: 0 });
    const args = {
      getRemoteEntry,
      origin: {},
      remoteInfo: { name: 'mf_detail' },
      globalLoading,
      uniqueKey: 'mf_detail:entry',
    } as never;
    await expect(plugin.loadEntryError!(args)).resolves.toBe(entry);
    expect(getRemoteEntry).toHaveBeenCalledTimes(1);
    // The failed load is no longer the remote's loading entry: the retry does not wait on it.
    expect(globalLoading['mf_detail:entry']).toBeUndefined();
    const { getEntryUrl } = getRemoteEntry.mock.calls[0][0];
    expect(getEntryUrl('https://detail.example/releases/1/remoteEntry.js')).toBe(
      'https://detail.example/releases/1/remoteEntry.js?retry=1',
    );
  });

  it('turns a remote that still fails into a RemoteLoadError: its routes say it is unavailable', async () => {
    const plugin = remoteLoadPlugin();
    const failure = new Error('ScriptExecutionError');
    const fail = (lifecycle: string) =>
      plugin.errorLoadRemote!({ id: 'mf_detail/DetailPage', error: failure, lifecycle } as never);
    await expect(fail('onLoad')).rejects.toBeInstanceOf(RemoteLoadError);
    // A step's own failure is left to the runtime, which then asks afresh on the next load.
    await expect(fail('afterResolve')).resolves.toBeUndefined();
  });

  it('loads a page again once when one of its chunks failed, and no more', async () => {
    const plugin = remoteLoadPlugin({ retryDelayMs: 0 });
    const chunkFailed = Object.assign(new Error('Loading chunk 685 failed'), {
      name: 'ChunkLoadError',
    });
    const page = { default: () => null };
    const origin: { loadRemote: jest.Mock<Promise<unknown>, [string]> } = {
      loadRemote: jest.fn(async (id: string): Promise<unknown> =>
        plugin.errorLoadRemote!({ id, error: chunkFailed, lifecycle: 'onLoad', origin } as never),
      ),
    };
    const failed = { id: 'mf_detail/DetailPage', error: chunkFailed, lifecycle: 'onLoad', origin };
    // The retry fails too: a RemoteLoadError, after one more load.
    await expect(plugin.errorLoadRemote!(failed as never)).rejects.toBeInstanceOf(RemoteLoadError);
    expect(origin.loadRemote).toHaveBeenCalledTimes(1);

    origin.loadRemote.mockResolvedValueOnce(page);
    await expect(plugin.errorLoadRemote!(failed as never)).resolves.toBe(page);
  });
});
