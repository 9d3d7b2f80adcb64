import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStateChanged, selectToasts, type AppStore } from 'shared-core';
import {
  currentLocation,
  fakeAuth,
  installFakeBackend,
  renderAt,
  storeFor,
  storeSupabaseSession,
  TEST_USER,
} from 'dev-harness/testing';
import { AuthScreen } from './auth-screen';

// supabase-js is created once, from the runtime config of the first test that uses it.
beforeEach(() => installFakeBackend());

const user = () => userEvent.setup();
const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });
const signInButton = () => screen.getByRole('button', { name: 'Sign In' });
const deferred = () => {
  let resolve!: (value: string | null) => void;
  const promise = new Promise<string | null>((done) => (resolve = done));
  return { promise, resolve };
};

async function openRegister() {
  await user().click(screen.getByRole('tab', { name: 'Register' }));
}

async function fillRegister(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await user().type(field(label), value);
}

describe('AuthScreen: login', () => {
  it('shows the Login and Register tabs, Login first', () => {
    renderAt('/auth', <AuthScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to WatchWhere' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'false');
  });

  it("rejects an invalid email with 'Invalid email address' under the field", async () => {
    const { auth } = renderAt('/auth', <AuthScreen />);
    await user().type(field('Email'), 'not-an-email');
    await user().type(field('Password'), 'secret1');
    await user().click(signInButton());
    expect(field('Email')).toHaveAccessibleDescription('Invalid email address');
    expect(auth.signIn).not.toHaveBeenCalled();
  });

  it("rejects a password under 6 characters with 'Password must be at least 6 characters'", async () => {
    const { auth } = renderAt('/auth', <AuthScreen />);
    await user().type(field('Email'), 'a@b.co');
    await user().type(field('Password'), '12345');
    await user().click(signInButton());
    expect(field('Password')).toHaveAccessibleDescription('Password must be at least 6 characters');
    expect(auth.signIn).not.toHaveBeenCalled();
  });

  it("reads 'Signing in...' while busy, then shows the server's message above the form", async () => {
    const answer = deferred();
    renderAt('/auth', <AuthScreen />, {
      auth: fakeAuth({ signIn: jest.fn().mockReturnValue(answer.promise) }),
    });
    await user().type(field('Email'), 'a@b.co');
    await user().type(field('Password'), 'secret1');
    await user().click(signInButton());

    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    answer.resolve('Invalid login credentials');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid login credentials');
    expect(signInButton()).toBeEnabled();
  });

  it('signs in and goes to the redirect target (/auth?redirect=account → /account)', async () => {
    const store = storeFor('guest');
    const signIn = jest.fn(async (email: string) => {
      store.dispatch(authStateChanged({ event: 'SIGNED_IN', user: { id: 'u1', email } }));
      return null;
    });
    renderAt('/auth?redirect=account', <AuthScreen />, { store, auth: fakeAuth({ signIn }) });
    await user().type(field('Email'), ' a@b.co ');
    await user().type(field('Password'), 'secret1');
    await user().click(signInButton());

    expect(signIn).toHaveBeenCalledWith('a@b.co', 'secret1');
    await waitFor(() => expect(currentLocation()).toBe('/account'));
  });

  it('sends a signed-in visitor home, or to the redirect target', () => {
    renderAt('/auth', <AuthScreen />, { store: storeFor('signedIn') });
    expect(currentLocation()).toBe('/');
  });

  it.each([
    ['movie/603', '/movie/603'],
    ['discover%3Fgenre%3D28', '/discover?genre=28'],
  ])('returns a signed-in visitor to the page that sent them (%s → %s)', (value, page) => {
    renderAt(`/auth?redirect=${value}`, <AuthScreen />, { store: storeFor('signedIn') });
    expect(currentLocation()).toBe(page);
  });

  it.each(['//evil.example', 'https://evil.example', 'javascript:alert(1)', '%2F%2Fevil.example'])(
    'ignores a redirect that leaves the app (%s)',
    (hostile) => {
      renderAt(`/auth?redirect=${encodeURIComponent(hostile)}`, <AuthScreen />, {
        store: storeFor('signedIn'),
      });
      expect(currentLocation()).toBe('/');
    },
  );

  it('offers Google and Apple, coming back through /auth with the same redirect', async () => {
    const { auth } = renderAt('/auth?redirect=account', <AuthScreen />);
    await user().click(screen.getByRole('button', { name: 'Google' }));
    expect(auth.signInWithProvider).toHaveBeenCalledWith('google', '/auth?redirect=account');
    renderAt('/auth', <AuthScreen />, { auth });
    await user().click(screen.getAllByRole('button', { name: 'Apple' })[1]!);
    expect(auth.signInWithProvider).toHaveBeenCalledWith('apple', '/auth');
  });

  it('shows the message a provider sent back in the address', () => {
    window.location.hash = '#error=server_error&error_description=Provider+is+down';
    renderAt('/auth', <AuthScreen />);
    expect(screen.getByRole('alert')).toHaveTextContent('Provider is down');
    window.location.hash = '';
  });
});

describe('AuthScreen: register', () => {
  it("requires a full name of at least 2 characters ('Full name is required')", async () => {
    const { auth } = renderAt('/auth', <AuthScreen />);
    await openRegister();
    await fillRegister({
      'Full name': 'A',
      Email: 'a@b.co',
      Password: 'secret1',
      'Confirm password': 'secret1',
    });
    await user().click(screen.getByRole('button', { name: 'Create Account' }));
    expect(field('Full name')).toHaveAccessibleDescription('Full name is required');
    expect(auth.signUp).not.toHaveBeenCalled();
  });

  it('checks the email and the password length as login does', async () => {
    renderAt('/auth', <AuthScreen />);
    await openRegister();
    await fillRegister({
      'Full name': 'Alex',
      Email: 'alex@',
      Password: '123',
      'Confirm password': '123',
    });
    await user().click(screen.getByRole('button', { name: 'Create Account' }));
    expect(field('Email')).toHaveAccessibleDescription('Invalid email address');
    expect(field('Password')).toHaveAccessibleDescription('Password must be at least 6 characters');
  });

  it('shows "Passwords don\'t match" on the confirm field', async () => {
    const { auth } = renderAt('/auth', <AuthScreen />);
    await openRegister();
    await fillRegister({
      'Full name': 'Alex',
      Email: 'a@b.co',
      Password: 'secret1',
      'Confirm password': 'secret2',
    });
    await user().click(screen.getByRole('button', { name: 'Create Account' }));
    expect(field('Confirm password')).toHaveAccessibleDescription("Passwords don't match");
    expect(field('Password')).not.toHaveAccessibleDescription("Passwords don't match");
    expect(auth.signUp).not.toHaveBeenCalled();
  });

  it("reads 'Creating Account...' while busy, then shows the server's message", async () => {
    const answer = deferred();
    renderAt('/auth', <AuthScreen />, {
      auth: fakeAuth({ signUp: jest.fn().mockReturnValue(answer.promise) }),
    });
    await openRegister();
    await fillRegister({
      'Full name': 'Alex',
      Email: 'a@b.co',
      Password: 'secret1',
      'Confirm password': 'secret1',
    });
    await user().click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByRole('button', { name: 'Creating Account...' })).toBeDisabled();
    answer.resolve('User already registered');
    expect(await screen.findByRole('alert')).toHaveTextContent('User already registered');
  });

  it('registers, then asks to confirm the email and log in, with the email filled in', async () => {
    const { auth } = renderAt('/auth', <AuthScreen />);
    await openRegister();
    await fillRegister({
      'Full name': ' Alex Morgan ',
      Email: 'alex@example.com',
      Password: 'secret1',
      'Confirm password': 'secret1',
    });
    await user().click(screen.getByRole('button', { name: 'Create Account' }));

    expect(auth.signUp).toHaveBeenCalledWith({
      fullName: 'Alex Morgan',
      email: 'alex@example.com',
      password: 'secret1',
      redirectPath: null,
    });
    expect(
      await screen.findByText(/We sent a confirmation link to alex@example.com/),
    ).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    expect(field('Email')).toHaveValue('alex@example.com');
  });
});

describe('AuthScreen: registering from a shared link', () => {
  it('asks for a confirmation link that leads back to the page that sent the visitor', async () => {
    const { auth } = renderAt('/auth?redirect=movie/603', <AuthScreen />);
    await openRegister();
    await fillRegister({
      'Full name': 'Alex Morgan',
      Email: 'alex@example.com',
      Password: 'secret1',
      'Confirm password': 'secret1',
    });
    await user().click(screen.getByRole('button', { name: 'Create Account' }));
    expect(auth.signUp).toHaveBeenCalledWith(
      expect.objectContaining({ redirectPath: '/movie/603' }),
    );
  });
});

describe('AuthScreen: forgotten password', () => {
  it('mails a reset link to the email given', async () => {
    const backend = installFakeBackend({ 'POST /auth/v1/recover': { body: {} } });
    const { store } = renderAt('/auth', <AuthScreen />);
    await user().type(field('Email'), 'a@b.co');
    await user().click(screen.getByRole('button', { name: 'Forgot password?' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset your password' });
    expect(dialog).toBeVisible();
    await user().click(screen.getByRole('button', { name: 'Send reset link' }));

    await waitFor(() => expect(backend.sentTo('POST /auth/v1/recover')).toHaveLength(1));
    expect(await backend.bodiesSentTo('POST /auth/v1/recover')).toEqual([
      expect.objectContaining({ email: 'a@b.co' }),
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(selectToasts(store.getState())[0]?.title).toBe('Check your email');
  });

  it('lets a user back from a reset link choose a new password', async () => {
    const backend = installFakeBackend({ 'PUT /auth/v1/user': { body: TEST_USER } });
    storeSupabaseSession();
    const store: AppStore = storeFor('signedIn');
    renderAt('/auth?recovery=1', <AuthScreen />, { store });
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();

    await user().type(field('New password'), 'brandnew1');
    await user().type(field('Confirm new password'), 'brandnew2');
    await user().click(screen.getByRole('button', { name: 'Save new password' }));
    expect(field('Confirm new password')).toHaveAccessibleDescription("Passwords don't match");

    await user().clear(field('Confirm new password'));
    await user().type(field('Confirm new password'), 'brandnew1');
    await user().click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() => expect(backend.sentTo('PUT /auth/v1/user')).toHaveLength(1));
    expect(await backend.bodiesSentTo('PUT /auth/v1/user')).toEqual([
      expect.objectContaining({ password: 'brandnew1' }),
    ]);
    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(selectToasts(store.getState())[0]?.title).toBe('Password updated');
  });
});
