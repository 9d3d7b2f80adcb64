import { loadRemotePage, RemoteLoadError } from './load-remote-page';

const Page = () => null;

describe('loadRemotePage', () => {
  it('returns the page once a retry succeeds', async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error('Failed to get manifest'))
      .mockResolvedValueOnce({ default: Page });

    await expect(loadRemotePage('mf_detail', 'DetailPage', load, [0, 0])).resolves.toEqual({
      default: Page,
    });
    expect(load).toHaveBeenCalledWith('mf_detail/DetailPage');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up after the retries with a RemoteLoadError naming the remote', async () => {
    const load = jest.fn().mockRejectedValue(new Error('Failed to get manifest'));

    const failure = loadRemotePage('mf_detail', 'DetailPage', load, [0, 0]);

    await expect(failure).rejects.toBeInstanceOf(RemoteLoadError);
    await expect(failure).rejects.toThrow('Could not load mf_detail');
    expect(load).toHaveBeenCalledTimes(3);
  });
});
