import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { profileLoaded, selectToasts, useStreamingServices, type Profile } from 'shared-core';
import {
  currentLocation,
  installFakeBackend,
  noContent,
  renderAt,
  storeFor,
  storeSupabaseSession,
  type FakeBackend,
} from 'dev-harness/testing';
import { AccountScreen } from './account-screen';

jest.mock('shared-core', () => ({
  ...jest.requireActual('shared-core'),
  useStreamingServices: jest.fn(),
}));
const EXPORT = 'GET /functions/v1/export-account';
const DELETE = 'POST /functions/v1/delete-account';
const SIGN_OUT = 'POST /auth/v1/logout';
let backend: FakeBackend;
const savedFiles: { name: string; blob: Blob }[] = [];

const exported = {
  exported_at: '2026-11-23T10:00:00.000Z',
  user: { id: 'u1', email: 'a@b.co' },
  tables: { watchlist: [{ user_id: 'u1', tmdb_id: 603, title: 'The Matrix' }] },
};

/** A WatchWhere function's refusal: a non-2xx answer with `{ "error": "…" }`. */
const functionFailure = (status: number, error: string) => ({ status, body: { error } });
/** Calls of the data functions (the Billing card's subscription check is not one). */
const functionCalls = () =>
  backend.requests.filter((request) =>
    /\/functions\/v1\/(delete|export)-account/.test(request.url),
  );

const textOf = (blob: Blob) => blob.text();

beforeEach(() => {
  backend = installFakeBackend({ [SIGN_OUT]: noContent }, { demoMode: false });
  storeSupabaseSession();
  jest
    .mocked(useStreamingServices)
    .mockReturnValue({ services: [], loading: false, failed: false });
  savedFiles.length = 0;
  let blobs = 0;
  const blobsByUrl = new Map<string, Blob>();
  URL.createObjectURL = jest.fn((blob: Blob) => {
    const url = `blob:test/${++blobs}`;
    blobsByUrl.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    savedFiles.push({ name: this.download, blob: blobsByUrl.get(this.href)! });
  });
});

afterEach(() => jest.restoreAllMocks());

const user = () => userEvent.setup();

async function openSettings(signedIn = true) {
  const store = storeFor(signedIn ? 'signedIn' : 'guest');
  if (signedIn)
    store.dispatch(profileLoaded({ id: 'u1', email: 'a@b.co', is_premium: false } as Profile));
  const view = renderAt('/account', <AccountScreen />, { store });
  await user().click(screen.getByRole('tab', { name: 'Settings' }));
  return view;
}

const today = () => {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

describe('Account settings: your data', () => {
  it('is offered to signed-in users only', async () => {
    await openSettings(false);
    expect(screen.queryByRole('region', { name: 'Your data' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete account' })).not.toBeInTheDocument();
  });

  it('Download my data saves the export as watchwhere-data-<date>.json', async () => {
    backend.routes[EXPORT] = { body: exported };
    const { store } = await openSettings();
    const section = screen.getByRole('region', { name: 'Your data' });

    await user().click(within(section).getByRole('button', { name: 'Download my data' }));

    await waitFor(() => expect(savedFiles).toHaveLength(1));
    expect(backend.sentTo(EXPORT)).toHaveLength(1);
    expect(savedFiles[0]!.name).toBe(`watchwhere-data-${today()}.json`);
    expect(JSON.parse(await textOf(savedFiles[0]!.blob))).toEqual(exported);
    expect(selectToasts(store.getState())[0]).toMatchObject({
      title: 'Your data is downloaded',
      description: `Saved as watchwhere-data-${today()}.json.`,
    });
  });

  it('says so when the download fails, and saves nothing', async () => {
    backend.routes[EXPORT] = functionFailure(401, 'A signed-in user is required');
    const { store } = await openSettings();
    await user().click(screen.getByRole('button', { name: 'Download my data' }));
    await waitFor(() =>
      expect(selectToasts(store.getState())[0]).toMatchObject({
        title: "Couldn't download your data",
        // The backend's own English is not shown: shared-core's words for the failure are.
        description: 'Please sign in again',
      }),
    );
    expect(savedFiles).toEqual([]);
  });
});

describe('Account settings: delete account', () => {
  it('keeps Delete disabled until the email is typed, then deletes, signs out and goes home', async () => {
    backend.routes[DELETE] = { body: { deleted: true } };
    const { store } = await openSettings();
    await user().click(screen.getByRole('button', { name: 'Delete account' }));

    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete account' });
    const field = within(dialog).getByLabelText('Type a@b.co to confirm');
    expect(confirm).toBeDisabled();
    await user().type(field, 'a@b.c');
    expect(confirm).toBeDisabled();
    await user().type(field, 'O');
    expect(confirm).toBeEnabled();

    await user().type(field, '{Enter}');

    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(await backend.bodiesSentTo(DELETE)).toEqual([{ confirm: 'a@b.cO' }]);
    const [signOut] = backend.sentTo(SIGN_OUT);
    expect(new URL(signOut!.url).searchParams.get('scope')).toBe('local');
    expect(selectToasts(store.getState())[0]).toMatchObject({ title: 'Your account is deleted' });
  });

  it('shows that the server refused in the dialog and keeps the user signed in', async () => {
    backend.routes[DELETE] = functionFailure(400, 'The email does not match this account');
    await openSettings();
    await user().click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    await user().type(within(dialog).getByLabelText('Type a@b.co to confirm'), 'a@b.co');
    await user().click(within(dialog).getByRole('button', { name: 'Delete account' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "That email isn't this account's",
    );
    expect(backend.sentTo(SIGN_OUT)).toEqual([]);
    expect(currentLocation()).toBe('/account?tab=settings');
  });

  it('Cancel and Escape close the dialog without deleting', async () => {
    await openSettings();
    await user().click(screen.getByRole('button', { name: 'Delete account' }));
    await user().click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user().click(screen.getByRole('button', { name: 'Delete account' }));
    await user().keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(functionCalls()).toEqual([]);
  });
});
