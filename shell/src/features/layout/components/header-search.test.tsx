import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LocationProbe, renderWithProviders, storeFor } from 'dev-harness/testing';
import { pageTitleChanged } from 'shared-core';
import { HeaderSearch } from './header-search';
import type { HeaderSearchProps } from 'shared-core';
import type { LoadHeaderSearch } from '../hooks/use-remote-header-search';

/** Stands in for `mf_discovery/HeaderSearch`: a field of its own, on the shell's text. */
function RemoteSearch({ value, onChange }: HeaderSearchProps) {
  return (
    <input
      aria-label="Discovery search"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

const plainBox = () => screen.getByRole('combobox', { name: 'Search movies and TV shows' });

/** A load of the discovery search that finishes when the test says. */
function heldBackLoad() {
  let finish: (component: typeof RemoteSearch) => void = () => {};
  const load = jest.fn<ReturnType<LoadHeaderSearch>, []>(
    () => new Promise((done) => (finish = done)),
  );
  return { load, resolve: (component: typeof RemoteSearch) => finish(component) };
}

function setup(load: jest.MockedFunction<LoadHeaderSearch>) {
  const store = storeFor('guest');
  const user = userEvent.setup();
  const view = renderWithProviders(
    <>
      <HeaderSearch load={load} />
      <LocationProbe />
    </>,
    { store, route: '/movie/603' },
  );
  const pagePainted = () => act(() => store.dispatch(pageTitleChanged('The Matrix')));
  return { ...view, user, pagePainted };
}

describe('HeaderSearch', () => {
  it('paints the plain box and asks for the discovery search only once the page has painted', async () => {
    const load = jest.fn<ReturnType<LoadHeaderSearch>, []>(() => Promise.resolve(RemoteSearch));
    const { pagePainted } = setup(load);

    expect(plainBox()).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(load).not.toHaveBeenCalled();

    pagePainted();
    expect(await screen.findByRole('textbox', { name: 'Discovery search' })).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('keeps what was typed, with focus and caret, when the discovery search takes over', async () => {
    const { load, resolve } = heldBackLoad();
    const { user, pagePainted } = setup(load);
    pagePainted();
    await user.type(plainBox(), 'matr');
    await waitFor(() => expect(load).toHaveBeenCalled());

    await act(async () => resolve(RemoteSearch));

    const field = screen.getByRole('textbox', { name: 'Discovery search' });
    expect(field).toHaveValue('matr');
    expect(field).toHaveFocus();
    await user.keyboard('ix');
    expect(field).toHaveValue('matrix');
  });

  it('keeps the focus of a box entered just as the discovery search arrives', async () => {
    const { load, resolve } = heldBackLoad();
    const { container, pagePainted } = setup(load);
    pagePainted();
    await waitFor(() => expect(load).toHaveBeenCalled());
    // React schedules work on its own here, as in a browser, instead of inside act().
    const actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);

    try {
      resolve(RemoteSearch);
      // Two microtasks: the load's promise settles, then the hook's callback checks focus and
      // swaps. A box entered now falls between that check and a commit React left for later.
      await Promise.resolve();
      await Promise.resolve();
      container.querySelector('input')?.focus();

      const field = await screen.findByRole('textbox', { name: 'Discovery search' });
      expect(field).toHaveFocus();
    } finally {
      Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment);
    }
  });

  it('keeps the plain box working when the discovery remote is down', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const load = jest.fn<ReturnType<LoadHeaderSearch>, []>(() =>
      Promise.reject(new Error('mf_discovery is down')),
    );
    const { user, pagePainted } = setup(load);
    pagePainted();
    await waitFor(() => expect(warn).toHaveBeenCalled());

    await user.type(plainBox(), 'star trek{Enter}');

    expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent(
      '/?q=star%20trek',
    );
    expect(load).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('falls back to the plain box when the discovery search crashes', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = () => {
      throw new Error('broken release');
    };
    const { pagePainted } = setup(jest.fn(() => Promise.resolve(Broken)));
    pagePainted();

    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(plainBox()).toBeVisible();
    warn.mockRestore();
    error.mockRestore();
  });
});
