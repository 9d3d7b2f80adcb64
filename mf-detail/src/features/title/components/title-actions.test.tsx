import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createIntl } from 'react-intl';
import { countrySaved, formatToastText, makeStore, selectToasts, servicesSaved } from 'shared-core';
import {
  currentLocation,
  heldAnswer,
  installFakeBackend,
  noContent,
  storeFor,
  watchProvider,
  watchProviderList,
} from 'dev-harness/testing';
import { renderDetail } from '../../../testing/render-detail';
import { catalogRoutes } from '../../../testing/titles';

// shared-core's own toasts carry their message, which the toaster formats: read them in English.
const english = createIntl({ locale: 'en', defaultLocale: 'en' });
const toasts = (store: ReturnType<typeof makeStore>) =>
  selectToasts(store.getState()).map(({ title, description }) => ({
    title: formatToastText(english, title),
    description: description === undefined ? undefined : formatToastText(english, description),
  }));

/** A visitor with these services (and country, US unless told). */
function storeWith(visitor: 'guest' | 'signedIn', services: string[], country = 'US') {
  const store = storeFor(visitor);
  store.dispatch(servicesSaved(services));
  store.dispatch(countrySaved(country));
  return store;
}

/** The catalog, and the profile a signed-in user's choices are saved to. */
const routes = { ...catalogRoutes, 'PATCH /rest/v1/profiles': noContent };
/** A signed-in user's Notify Me, not yet asked for, and saved when asked. */
const notifyRoutes = {
  ...routes,
  'GET /rest/v1/notify_requests': { body: [] },
  'POST /rest/v1/notify_requests': { status: 201, body: [] },
};

describe('Notify Me', () => {
  it('asks guests to sign in, and back to this title after', async () => {
    installFakeBackend(catalogRoutes);
    const { store } = renderDetail('/movie/603', storeWith('guest', ['hulu']));
    await userEvent.click(await screen.findByRole('button', { name: 'Notify Me' }));
    const [toast] = selectToasts(store.getState());
    expect(toast).toMatchObject({ title: 'Sign in to get notified' });
    toast!.action!.onClick();
    expect(await screen.findByText('Auth page')).toBeVisible();
    expect(currentLocation()).toBe('/auth?redirect=movie/603');
  });

  it('subscribes a signed-in user in notify_requests and reflects it', async () => {
    const backend = installFakeBackend(notifyRoutes);
    const store = storeWith('signedIn', ['hulu']);
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
    expect(toasts(store)[0]).toEqual({
      title: 'We\'ll tell you when "The Matrix" comes to Hulu (United States)',
      description: 'You can cancel this from the same button.',
    });
  });

  it('shows an existing request and cancels it', async () => {
    const backend = installFakeBackend({
      ...routes,
      'GET /rest/v1/notify_requests': { body: { id: 'n1' } },
      'DELETE /rest/v1/notify_requests': { status: 204, body: null },
    });
    const store = storeWith('signedIn', ['hulu']);
    renderDetail('/movie/603', store);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifying You' }));
    expect(await screen.findByRole('button', { name: 'Notify Me' })).toBeVisible();
    const deletion = backend.requests.find((request) => request.method === 'DELETE')!;
    expect(deletion.url).toMatch(/media_type=eq.movie&tmdb_id=eq.603/);
    expect(toasts(store)[0]?.title).toBe('You won\'t be notified about "The Matrix"');
  });

  // shared-core words a failure itself: a backend's own English (here "permission denied") is
  // never shown as if it were ours, and a reason it does not recognise reads as the generic one.
  it('toasts the failure when saving fails', async () => {
    installFakeBackend({
      ...notifyRoutes,
      'POST /rest/v1/notify_requests': { status: 403, body: { message: 'permission denied' } },
    });
    const store = storeWith('signedIn', ['hulu']);
    renderDetail('/movie/603', store);
    const button = await screen.findByRole('button', { name: 'Notify Me' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await waitFor(() =>
      expect(toasts(store)).toEqual([
        { title: "Couldn't update your notification", description: 'Something went wrong' },
      ]),
    );
  });

  it("says where a title already streams on the user's services instead of offering to wait", async () => {
    installFakeBackend({ ...routes, 'GET /rest/v1/notify_requests': { body: [] } });
    renderDetail('/movie/603', storeWith('signedIn', ['netflix', 'hulu']));
    expect(await screen.findByText('Already on Netflix (United States)')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Notify Me/ })).toBeNull();
  });

  it('counts any service in the country when the user chose none', async () => {
    installFakeBackend(catalogRoutes);
    renderDetail('/movie/603', storeWith('guest', []));
    expect(
      await screen.findByText('Already on Netflix and Amazon Prime Video (United States)'),
    ).toBeVisible();
  });

  it('does not count a rental or a purchase as being on a service', async () => {
    installFakeBackend(catalogRoutes);
    renderDetail('/movie/603', storeWith('guest', ['apple-tv']));
    expect(await screen.findByRole('button', { name: 'Notify Me' })).toBeVisible();
    expect(screen.queryByText(/Already on/)).toBeNull();
  });

  it('follows the country: in Japan The Matrix is on Netflix with ads', async () => {
    installFakeBackend(catalogRoutes);
    renderDetail('/movie/603', storeWith('guest', ['netflix'], 'JP'));
    expect(await screen.findByText('Already on Netflix (Japan)')).toBeVisible();
  });

  it('watches any service in the country for a user who chose none', async () => {
    installFakeBackend(notifyRoutes);
    const store = storeWith('signedIn', []);
    renderDetail('/movie/tv_1399', store);
    const button = await screen.findByRole('button', { name: 'Notify Me' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await waitFor(() =>
      expect(toasts(store)[0]?.title).toBe(
        'We\'ll tell you when "Game of Thrones" comes to any service in your country (United States)',
      ),
    );
  });

  it('names services outside the seven platforms from the catalog list, once it has come', async () => {
    const serviceList = heldAnswer();
    const backend = installFakeBackend({
      ...notifyRoutes,
      'GET /3/watch/providers/movie': serviceList.answer,
    });
    const store = storeWith('signedIn', ['hulu', 'peacock-premium'], 'GB');
    renderDetail('/movie/603', store);
    const button = await screen.findByRole('button', { name: 'Notify Me' });
    // The offers and the user's request are here; without the list the confirmation could only
    // say "peacock-premium".
    await screen.findAllByText('Amazon Prime Video');
    await waitFor(() => expect(backend.sentTo('GET /rest/v1/notify_requests')).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(button).toBeDisabled();

    await serviceList.send(watchProviderList([watchProvider(386, 'Peacock Premium', { GB: 7 })]));
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await waitFor(() =>
      expect(toasts(store)[0]?.title).toBe(
        'We\'ll tell you when "The Matrix" comes to Hulu or Peacock Premium (United Kingdom)',
      ),
    );
  });

  it('says "your services" when their names could not be had', async () => {
    installFakeBackend({
      ...notifyRoutes,
      'GET /3/watch/providers/movie': { status: 503, body: { status_message: 'unavailable' } },
    });
    const store = storeWith('signedIn', ['hulu', 'peacock-premium'], 'GB');
    renderDetail('/movie/603', store);
    const button = await screen.findByRole('button', { name: 'Notify Me' });
    // The list is asked for again once, after a back-off, before it counts as failed.
    await waitFor(() => expect(button).toBeEnabled(), { timeout: 3_000 });
    await userEvent.click(button);
    await waitFor(() =>
      expect(toasts(store)[0]?.title).toBe(
        'We\'ll tell you when "The Matrix" comes to your services (United Kingdom)',
      ),
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
