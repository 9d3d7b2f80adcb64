import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'dev-harness/testing';
import { getSupabaseClient, selectToasts } from 'shared-core';
import { PopularSearches } from './popular-searches';

jest.mock('shared-core/src/supabase/supabase-client', () => ({ getSupabaseClient: jest.fn() }));

const rows = [
  { tmdb_id: 27205, media_type: 'movie', title: 'Inception', poster_path: null, count: 3205 },
  { tmdb_id: 66732, media_type: 'tv', title: 'Stranger Things', poster_path: null, count: 3205 },
];

let answer: { data: unknown; error: unknown };
const rpc = jest.fn(async () => ({ data: null, error: null }));
const query = {
  select: () => query,
  order: () => query,
  limit: async (): Promise<typeof answer> => answer,
};

beforeEach(() => {
  answer = { data: rows, error: null };
  query.limit = async () => answer;
  rpc.mockClear();
  jest.mocked(getSupabaseClient).mockResolvedValue({ from: () => query, rpc } as never);
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
    expect(rpc).toHaveBeenCalledWith('increment_popular_search', {
      p_tmdb_id: 66732,
      p_media_type: 'tv',
      p_title: 'Stranger Things',
      p_poster_path: null,
    });
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('1Stranger Things3,206');
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
    query.limit = () => new Promise((resolve) => (release = () => resolve(answer)));

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
    query.limit = async () => ({ data: null, error: new Error('offline') });
    await userEvent.click(screen.getByRole('button', { name: 'Update Data' }));
    await screen.findByRole('button', { name: 'Update Data' });
    expect(titles(store)).toEqual(['Failed to sync popular searches data']);
  });
});
