import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeStore, selectToasts } from 'shared-core';
import { currentLocation, installFakeBackend, storeFor } from 'dev-harness/testing';
import { renderDetail } from '../../../testing/render-detail';
import { catalogRoutes } from '../../../testing/titles';

const toasts = (store: ReturnType<typeof makeStore>) =>
  selectToasts(store.getState()).map(({ title, description }) => ({ title, description }));

describe('Notify Me', () => {
  it('asks guests to sign in, and back to this title after', async () => {
    installFakeBackend(catalogRoutes);
    const { store } = renderDetail('/movie/603');
    await userEvent.click(await screen.findByRole('button', { name: 'Notify Me' }));
    const [toast] = selectToasts(store.getState());
    expect(toast).toMatchObject({ title: 'Sign in to get notified' });
    toast!.action!.onClick();
    expect(await screen.findByText('Auth page')).toBeVisible();
    expect(currentLocation()).toBe('/auth?redirect=movie/603');
  });

  it('subscribes a signed-in user in notify_requests and reflects it', async () => {
    const backend = installFakeBackend({
      ...catalogRoutes,
      'GET /rest/v1/notify_requests': { body: [] },
      'POST /rest/v1/notify_requests': { status: 201, body: [] },
    });
    const store = storeFor('signedIn');
    renderDetail('/movie/603', store);
    const button = await screen.findByRole('button', { name: 'Notify Me', pressed: false });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);

    expect(
      await screen.findByRole('button', { name: 'Notifying You', pressed: true }),
    ).toBeVisible();
    const insert = backend.requests.find((request) => request.method === 'POST')!;
    expect(insert.url).toContain(
      '/rest/v1/notify_requests?on_conflict=user_id%2Cmedia_type%2Ctmdb_id',
    );
    expect(await insert.clone().json()).toEqual({
      media_type: 'movie',
      tmdb_id: 603,
      title: 'The Matrix',
    });
    expect(toasts(store)[0]?.title).toBe('We\'ll tell you when "The Matrix" is on your services');
  });

  it('shows an existing request and cancels it', async () => {
    const backend = installFakeBackend({
      ...catalogRoutes,
      'GET /rest/v1/notify_requests': { body: { id: 'n1' } },
      'DELETE /rest/v1/notify_requests': { status: 204, body: null },
    });
    const store = storeFor('signedIn');
    renderDetail('/movie/603', store);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifying You' }));
    expect(await screen.findByRole('button', { name: 'Notify Me' })).toBeVisible();
    const deletion = backend.requests.find((request) => request.method === 'DELETE')!;
    expect(deletion.url).toMatch(/media_type=eq.movie&tmdb_id=eq.603/);
    expect(toasts(store)[0]?.title).toBe('You won\'t be notified about "The Matrix"');
  });

  it('toasts the server message when saving fails', async () => {
    installFakeBackend({
      ...catalogRoutes,
      'GET /rest/v1/notify_requests': { body: [] },
      'POST /rest/v1/notify_requests': { status: 403, body: { message: 'permission denied' } },
    });
    const store = storeFor('signedIn');
    renderDetail('/movie/603', store);
    const button = await screen.findByRole('button', { name: 'Notify Me' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await waitFor(() =>
      expect(toasts(store)).toEqual([
        { title: "Couldn't update your notification", description: 'permission denied' },
      ]),
    );
  });
});

describe('Share', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'share');
  });

  it('uses the native share sheet when there is one', async () => {
    installFakeBackend(catalogRoutes);
    const share = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderDetail('/movie/603');
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ title: 'The Matrix', url: 'http://localhost/' });
  });

  it('copies the link with a toast otherwise', async () => {
    installFakeBackend(catalogRoutes);
    const user = userEvent.setup();
    const copy = jest.spyOn(navigator.clipboard, 'writeText');
    const { store } = renderDetail('/movie/603');
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(copy).toHaveBeenCalledWith('http://localhost/');
    expect(toasts(store)[0]?.title).toBe('Link copied');
  });

  it('logs a failure instead of throwing', async () => {
    installFakeBackend(catalogRoutes);
    const failure = new Error('share failed');
    Object.defineProperty(navigator, 'share', {
      value: jest.fn().mockRejectedValue(failure),
      configurable: true,
    });
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderDetail('/movie/603');
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    await waitFor(() => expect(log).toHaveBeenCalledWith('Sharing failed', failure));
    log.mockRestore();
  });
});
