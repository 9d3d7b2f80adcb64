import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeBackend, renderAt, storeFor, type FakeBackend } from 'dev-harness/testing';
import { UnsubscribeScreen } from './unsubscribe-screen';

const UNSUBSCRIBE = 'POST /functions/v1/unsubscribe';
const USER = '6f1c2b9e-0d7a-4c53-9a51-2f7e8b3c4d10';
const LINK = `/unsubscribe?user=${USER}&token=sig-_1`;
const user = () => userEvent.setup();
const turnOff = () => screen.getByRole('button', { name: 'Turn off alert emails' });
let backend: FakeBackend;

beforeEach(() => {
  // The function answers with a page (HTML, or text on a hosted project): only the status counts.
  backend = installFakeBackend({ [UNSUBSCRIBE]: { body: '<h1>You are unsubscribed</h1>' } });
});

describe('UnsubscribeScreen', () => {
  it('asks first: opening the link calls nothing', () => {
    renderAt(LINK, <UnsubscribeScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Stop alert emails?' })).toBeVisible();
    expect(screen.getByText(/you will still see every alert in the app/)).toBeVisible();
    expect(turnOff()).toBeEnabled();
    expect(backend.requests).toHaveLength(0);
  });

  it('turns alert email off with a plain POST of the signed link, then says so', async () => {
    renderAt(LINK, <UnsubscribeScreen />);
    await user().click(turnOff());

    const done = await screen.findByRole('heading', { level: 1, name: 'You are unsubscribed' });
    expect(done).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Notification settings' })).toHaveAttribute(
      'href',
      '/account?tab=notifications',
    );
    const [sent] = backend.sentTo(UNSUBSCRIBE);
    const url = new URL(sent!.url);
    expect(url.origin).toBe('http://supabase.test');
    expect(Object.fromEntries(url.searchParams)).toEqual({ user: USER, token: 'sig-_1' });
    // A CORS simple request: no API key, no content type, no body, so no preflight.
    expect([...sent!.headers.keys()]).toEqual([]);
    expect(sent!.body).toBeNull();
    expect(backend.requests).toHaveLength(1);
  });

  it('works for a signed-in member the same way', async () => {
    renderAt(LINK, <UnsubscribeScreen />, { store: storeFor('free') });
    await user().click(turnOff());
    expect(await screen.findByRole('heading', { name: 'You are unsubscribed' })).toHaveFocus();
  });

  it('says a link the backend did not sign is not valid', async () => {
    backend.routes[UNSUBSCRIBE] = { status: 400, body: 'This unsubscribe link is not valid' };
    renderAt(LINK, <UnsubscribeScreen />);
    await user().click(turnOff());

    const invalid = await screen.findByRole('heading', {
      level: 1,
      name: 'This unsubscribe link is not valid',
    });
    expect(invalid).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Notification settings' })).toHaveAttribute(
      'href',
      '/account?tab=notifications',
    );
  });

  it.each([
    ['no token', `/unsubscribe?user=${USER}`],
    ['no user', '/unsubscribe?token=sig'],
    ['nothing', '/unsubscribe'],
    ['a repeated user', `/unsubscribe?user=${USER}&user=${USER}&token=sig`],
  ])('says a link with %s is not valid without calling anything', (_case, route) => {
    renderAt(route, <UnsubscribeScreen />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'This unsubscribe link is not valid' }),
    ).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
    expect(backend.requests).toHaveLength(0);
  });

  it('says alert emails are still on when the backend cannot be reached, and tries again', async () => {
    backend.routes[UNSUBSCRIBE] = () => {
      throw new TypeError('Failed to fetch');
    };
    renderAt(LINK, <UnsubscribeScreen />);
    await user().click(turnOff());

    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Alert emails are still on.');
    expect(failure).toHaveTextContent('WatchWhere could not be reached: check your connection.');
    await waitFor(() => expect(failure).toHaveFocus());
    expect(screen.getByRole('heading', { level: 1, name: 'Stop alert emails?' })).toBeVisible();

    backend.routes[UNSUBSCRIBE] = { body: '' };
    await user().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'You are unsubscribed' })).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(backend.sentTo(UNSUBSCRIBE)).toHaveLength(2);
  });

  it('reports a server failure with its status', async () => {
    backend.routes[UNSUBSCRIBE] = { status: 500, body: 'The unsubscribe could not be saved' };
    renderAt(LINK, <UnsubscribeScreen />);
    await user().click(turnOff());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'WatchWhere could not save it (error 500).',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});
