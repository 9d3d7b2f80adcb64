import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'dev-harness/testing';
import { selectToasts, setRuntimeConfig } from 'shared-core';
import { PopularSearches } from './popular-searches';

const rows = [
  { tmdb_id: 27205, media_type: 'movie', title: 'Inception', poster_path: null, count: 3205 },
  { tmdb_id: 66732, media_type: 'tv', title: 'Stranger Things', poster_path: null, count: 3205 },
];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The backend's answer to the top-searches read; a test may swap it. */
let readTopSearches: () => Promise<Response>;
/** The backend's answer to a count; a test may swap it. */
let recordAnswer: () => Response;
/** Bodies posted to the record-popular-search function. */
let increments: unknown[];

beforeEach(() => {
  setRuntimeConfig({
    supabaseUrl: 'http://backend.test',
    supabaseAnonKey: 'anon',
    catalogUrl: 'http://backend.test/catalog/3',
    demoMode: true,
  });
  readTopSearches = async () => json(200, rows);
  recordAnswer = () => json(200, { ...rows[1], count: 3206 });
  increments = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    expect(new Headers(init?.headers).get('apikey')).toBe('anon');
    if (url.pathname === '/functions/v1/record-popular-search') {
      increments.push(JSON.parse(String(init?.body)));
      return recordAnswer();
    }
    if (url.pathname === '/rest/v1/popular_searches') {
      expect(url.searchParams.get('order')).toBe('count.desc');
      expect(url.searchParams.get('limit')).toBe('10');
      return readTopSearches();
    }
    return json(404, { message: 'not found' });
  }) as typeof fetch;
});

const setup = () => {
  const onSearch = jest.fn();
  const view = renderWithProviders(
    <PopularSearches title="Popular Searches" syncControl="update" onSearch={onSearch} />,
  );
  return { ...view, onSearch };
};

const titles = (store: ReturnType<typeof setup>['store']) =>
  selectToasts(store.getState()).map((toast) => toast.title);

describe('PopularSearches', () => {
  it('shows the shared ranking; a click searches it, counts +1 and re-sorts at once', async () => {
    const { onSearch } = setup();
    const stranger = await screen.findByRole('button', { name: /Stranger Things/ });
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('1Inception3,205');

    await userEvent.click(stranger);
    expect(onSearch).toHaveBeenCalledWith('Stranger Things');
    // Only which title: its name and poster are the backend's to look up.
    expect(increments).toEqual([{ media_type: 'tv', tmdb_id: 66732 }]);
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('1Stranger Things3,206');
  });

  it('keeps the click shown when the backend says it already counted this visitor', async () => {
    recordAnswer = () =>
      json(200, {
        media_type: 'tv',
        tmdb_id: 66732,
        title: 'Stranger Things',
        poster_path: null,
        count: 2876,
        counted: false,
      });
    const { store } = setup();
    await userEvent.click(await screen.findByRole('button', { name: /Stranger Things/ }));
    // Once the count has settled:
    await waitFor(() =>
      expect(
        Object.values(store.getState().catalogApi.mutations).map((call) => call?.status),
      ).toEqual(['fulfilled']),
    );
    expect(increments).toHaveLength(1);
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('1Stranger Things3,206');
    expect(titles(store)).toEqual([]);
  });

  it('takes the click back when counting fails', async () => {
    recordAnswer = () => json(503, { error: 'Unavailable' });
    setup();
    await userEvent.click(await screen.findByRole('button', { name: /Stranger Things/ }));
    await waitFor(() =>
      expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('1Inception3,205'),
    );
  });

  it('cannot be cleared', async () => {
    const { store } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Clear popular searches' }));
    expect(titles(store)).toEqual([
      'Popular searches are shared across all users and cannot be cleared',
    ]);
  });

  it('Update Data reads "Updating..." while syncing, then says it is updated', async () => {
    const { store } = setup();
    await screen.findByRole('button', { name: /Inception/ });
    let release: () => void = () => {};
    readTopSearches = () => new Promise((resolve) => (release = () => resolve(json(200, rows))));

    await userEvent.click(screen.getByRole('button', { name: 'Update Data' }));
    expect(screen.getByRole('button', { name: /Updating.../ })).toBeDisabled();
    expect(titles(store)).toEqual(['Syncing popular searches data...']);

    await act(async () => release());
    expect(await screen.findByRole('button', { name: 'Update Data' })).toBeEnabled();
    expect(titles(store)).toEqual(['Popular searches data updated']);
  });

  it('says when the sync fails', async () => {
    const { store } = setup();
    await screen.findByRole('button', { name: /Inception/ });
    readTopSearches = async () => json(503, { message: 'offline' });
    await userEvent.click(screen.getByRole('button', { name: 'Update Data' }));
    await screen.findByRole('button', { name: 'Update Data' });
    expect(titles(store)).toEqual(['Failed to sync popular searches data']);
  });
});
