import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  heldAnswer,
  installFakeBackend,
  renderWithProviders,
  type FakeBackend,
} from 'dev-harness/testing';
import { makeStore, selectToasts } from 'shared-core';
import { countPopularSearch } from '../../../lib/api/popular-searches';
import { PopularSearches } from './popular-searches';

const rows = [
  { tmdb_id: 27205, media_type: 'movie', title: 'Inception', poster_path: null, count: 3205 },
  { tmdb_id: 66732, media_type: 'tv', title: 'Stranger Things', poster_path: null, count: 3205 },
];

const TOP_SEARCHES = 'GET /rest/v1/popular_searches';
const RECORD = 'POST /functions/v1/record-popular-search';

let backend: FakeBackend;
/** Bodies posted to the record-popular-search function. */
const increments = () => backend.bodiesSentTo(RECORD);

beforeEach(() => {
  backend = installFakeBackend({
    [TOP_SEARCHES]: { body: rows },
    [RECORD]: { body: { ...rows[1], count: 3206 } },
  });
});

afterEach(() => {
  for (const request of backend.requests) expect(request.headers.get('apikey')).toBe('anon-key');
  for (const request of backend.sentTo(TOP_SEARCHES)) {
    const url = new URL(request.url);
    expect(url.searchParams.get('order')).toBe('count.desc');
    expect(url.searchParams.get('limit')).toBe('10');
  }
});

const setup = () => {
  const onSearch = jest.fn();
  const store = makeStore();
  const dispatched = jest.spyOn(store, 'dispatch');
  const view = renderWithProviders(
    <PopularSearches title="Popular Searches" syncControl="update" onSearch={onSearch} />,
    { store },
  );
  /** Resolves once every count the component started has its answer. */
  const countsSettled = () =>
    Promise.all(
      dispatched.mock.results
        .map(({ value }) => value as { arg?: { endpointName?: string } } | undefined)
        .filter((value) => value?.arg?.endpointName === 'countPopularSearch'),
    );
  return { ...view, onSearch, countsSettled };
};

/** The count's answer waits for the test to give it. */
function holdCountAnswer() {
  const held = heldAnswer();
  backend.routes[RECORD] = held.answer;
  return held.send;
}

const firstChip = () => screen.getAllByRole('listitem')[0];

/** The store tells its subscribers in the next animation frame. */
const nextFrame = () => new Promise(requestAnimationFrame);

const titles = (store: ReturnType<typeof setup>['store']) =>
  selectToasts(store.getState()).map((toast) => toast.title);

describe('PopularSearches', () => {
  it('shows the shared ranking; a click searches it, counts +1 and re-sorts before the answer', async () => {
    const answer = holdCountAnswer();
    const { onSearch, countsSettled } = setup();
    const stranger = await screen.findByRole('button', { name: /Stranger Things/ });
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('1Inception3,205');

    await userEvent.click(stranger);
    expect(onSearch).toHaveBeenCalledWith('Stranger Things');
    await waitFor(() => expect(firstChip()).toHaveTextContent('1Stranger Things3,206'));
    // Only which title: its name and poster are the backend's to look up.
    expect(await increments()).toEqual([{ media_type: 'tv', tmdb_id: 66732 }]);

    await answer({ body: { ...rows[1], count: 3206 } });
    await act(countsSettled);
    await act(nextFrame);
    expect(firstChip()).toHaveTextContent('1Stranger Things3,206');
  });

  it('keeps the click shown when the backend says it already counted this visitor', async () => {
    backend.routes[RECORD] = {
      body: {
        media_type: 'tv',
        tmdb_id: 66732,
        title: 'Stranger Things',
        poster_path: null,
        count: 2876,
        counted: false,
      },
    };
    const { store, countsSettled } = setup();
    await userEvent.click(await screen.findByRole('button', { name: /Stranger Things/ }));
    await act(countsSettled);
    await act(nextFrame);
    expect(await increments()).toHaveLength(1);
    expect(firstChip()).toHaveTextContent('1Stranger Things3,206');
    expect(titles(store)).toEqual([]);
  });

  it('takes the click back when counting fails', async () => {
    const answer = holdCountAnswer();
    const { countsSettled } = setup();
    await userEvent.click(await screen.findByRole('button', { name: /Stranger Things/ }));
    await waitFor(() => expect(firstChip()).toHaveTextContent('1Stranger Things3,206'));

    await answer({ status: 503, body: { error: 'Unavailable' } });
    await act(countsSettled);
    await act(nextFrame);
    expect(firstChip()).toHaveTextContent('1Inception3,205');
  });

  it('says there are none yet on a new install, and lists the first title opened at once', async () => {
    backend.routes[TOP_SEARCHES] = { body: [] };
    const { store, countsSettled } = setup();
    const popular = screen.getByRole('region', { name: 'Popular Searches' });
    expect(await screen.findByText('None yet: titles people open appear here.')).toBeVisible();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();

    // Opening a title anywhere on the page (a poster card) counts it.
    await act(() =>
      store.dispatch(
        countPopularSearch({
          tmdb_id: 603,
          media_type: 'movie',
          title: 'The Matrix',
          poster_path: null,
        }),
      ),
    );
    await act(countsSettled);
    await act(nextFrame);
    expect(firstChip()).toHaveTextContent('1The Matrix1');
    expect(popular).not.toHaveTextContent('None yet');
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
    const sync = heldAnswer();
    backend.routes[TOP_SEARCHES] = sync.answer;

    await userEvent.click(screen.getByRole('button', { name: 'Update Data' }));
    expect(screen.getByRole('button', { name: /Updating.../ })).toBeDisabled();
    expect(titles(store)).toEqual(['Syncing popular searches data...']);

    await act(() => sync.send({ body: rows }));
    expect(await screen.findByRole('button', { name: 'Update Data' })).toBeEnabled();
    expect(titles(store)).toEqual(['Popular searches data updated']);
  });

  it('says when the sync fails', async () => {
    const { store } = setup();
    await screen.findByRole('button', { name: /Inception/ });
    backend.routes[TOP_SEARCHES] = { status: 503, body: { message: 'offline' } };
    await userEvent.click(screen.getByRole('button', { name: 'Update Data' }));
    await screen.findByRole('button', { name: 'Update Data' });
    expect(titles(store)).toEqual(['Failed to sync popular searches data']);
  });
});
