import { loadRemotePage, RemoteLoadError } from './load-remote-page';
import { rememberManifestUrls } from './remote-releases';

const Page = () => null;
const noDelays = [0, 0];

describe('loadRemotePage', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('returns the page once a retry succeeds', async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error('Failed to get manifest'))
      .mockResolvedValueOnce({ default: Page });

    await expect(
      loadRemotePage('mf_detail', 'DetailPage', { load, delays: noDelays }),
    ).resolves.toEqual({ default: Page });
    expect(load).toHaveBeenCalledWith('mf_detail/DetailPage');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up after the retries with a RemoteLoadError naming the remote', async () => {
    const load = jest.fn().mockRejectedValue(new Error('Failed to get manifest'));

    const failure = loadRemotePage('mf_onboarding', 'WelcomePage', { load, delays: noDelays });

    await expect(failure).rejects.toBeInstanceOf(RemoteLoadError);
    await expect(failure).rejects.toThrow('Could not load mf_onboarding');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('loads the page afresh when a remote that ran here was redeployed since', async () => {
    rememberManifestUrls({ mf_discovery: 'http://localhost:3001/mf-manifest.json' });
    const reloadPage = jest.fn();
    const options = { delays: noDelays, reloadPage };
    await loadRemotePage('mf_discovery', 'HomePage', {
      ...options,
      load: jest.fn().mockResolvedValue({ default: Page }),
    });
    // The new release answers; the files this page's copy of the remote asks for are gone.
    global.fetch = jest.fn().mockResolvedValue({ ok: true });
    const stale = jest.fn().mockRejectedValue(new Error('Loading chunk 858 failed'));

    const outcome = Promise.race([
      loadRemotePage('mf_discovery', 'SearchPage', { ...options, load: stale }),
      new Promise((resolve) => setTimeout(() => resolve('still waiting for the new page'), 50)),
    ]);

    await expect(outcome).resolves.toBe('still waiting for the new page');
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(global.fetch).toHaveBeenCalledWith('http://localhost:3001/mf-manifest.json', {
      cache: 'no-cache',
    });
  });

  it('keeps the fallback, with no reload, when a remote that ran here is down', async () => {
    rememberManifestUrls({ mf_account: 'http://localhost:3003/mf-manifest.json' });
    const reloadPage = jest.fn();
    await loadRemotePage('mf_account', 'LibraryPage', {
      delays: noDelays,
      reloadPage,
      load: jest.fn().mockResolvedValue({ default: Page }),
    });
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));

    const failure = loadRemotePage('mf_account', 'AccountPage', {
      delays: noDelays,
      reloadPage,
      load: jest.fn().mockRejectedValue(new Error('Failed to get manifest')),
    });

    await expect(failure).rejects.toBeInstanceOf(RemoteLoadError);
    expect(reloadPage).not.toHaveBeenCalled();
  });
});
