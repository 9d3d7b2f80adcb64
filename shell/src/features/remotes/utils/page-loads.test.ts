import { loadedPage, startPageLoad, takePageLoad } from './page-loads';

const Page = () => null;

describe('a page loaded ahead of its route', () => {
  it('is taken by its route once; a later take (a retry) loads afresh', async () => {
    const load = jest.fn().mockResolvedValue({ default: Page });
    startPageLoad({ key: 'mf_detail/DetailPage', load });
    expect(load).toHaveBeenCalledTimes(1);

    await expect(takePageLoad({ key: 'mf_detail/DetailPage', load })).resolves.toEqual({
      default: Page,
    });
    expect(load).toHaveBeenCalledTimes(1);
    await takePageLoad({ key: 'mf_detail/DetailPage', load });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('is there at once for its route once loaded, so the route renders it without suspending', async () => {
    const load = jest.fn().mockResolvedValue({ default: Page });
    expect(loadedPage('mf_account/PlansPage')).toBeUndefined();
    await startPageLoad({ key: 'mf_account/PlansPage', load });
    expect(loadedPage('mf_account/PlansPage')).toEqual({ default: Page });
  });

  it('keeps a failure for the route to show, and another page loads on its own', async () => {
    const failure = new Error('Failed to get manifest');
    startPageLoad({ key: 'mf_account/AccountPage', load: () => Promise.reject(failure) });
    const other = jest.fn().mockResolvedValue({ default: Page });

    await expect(takePageLoad({ key: 'mf_account/AccountPage', load: other })).rejects.toBe(
      failure,
    );
    expect(loadedPage('mf_account/AccountPage')).toBeUndefined();
    await expect(takePageLoad({ key: 'mf_account/LibraryPage', load: other })).resolves.toEqual({
      default: Page,
    });
  });
});
