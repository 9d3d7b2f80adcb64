import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  configuration,
  installFakeBackend,
  list,
  movieResult,
  renderWithProviders,
  tvResult,
  type FakeRoutes,
} from 'dev-harness/testing';
import { useState } from 'react';
import { Route, Routes } from 'react-router';
import { selectToasts } from 'shared-core';
import { SearchBox } from './search-box';
import { SUGGESTION_DEBOUNCE_MS } from '../hooks/use-suggestions';

const onSearch = jest.fn();

function Harness() {
  const [text, setText] = useState('');
  return (
    <Routes>
      <Route path="/" element={<SearchBox value={text} onChange={setText} onSearch={onSearch} />} />
      <Route path="/movie/:id" element={<h1>Detail page</h1>} />
    </Routes>
  );
}

const many = Array.from({ length: 15 }, (_, i) => movieResult(100 + i, `Star ${i}`));

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  onSearch.mockReset();
});
afterEach(() => jest.useRealTimers());

const setup = (routes: FakeRoutes) => {
  const backend = installFakeBackend({
    'GET /3/configuration': configuration,
    // Opening a title counts it in the shared popular searches.
    'POST /functions/v1/record-popular-search': { status: 200, body: {} },
    ...routes,
  });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const view = renderWithProviders(<Harness />);
  return { ...view, calls: backend.requests, user, input: screen.getByRole('combobox') };
};

const searchCalls = (calls: Request[]) =>
  calls
    .map((request) => new URL(request.url))
    .filter((url) => url.pathname.endsWith('/search/multi'));

describe('SearchBox suggestions', () => {
  it('asks once the text is longer than 1 character, after the debounce', async () => {
    const { user, input, calls } = setup({ 'GET /3/search/multi': list(many) });
    await user.type(input, 's');
    await act(() => jest.advanceTimersByTimeAsync(SUGGESTION_DEBOUNCE_MS * 2));
    expect(searchCalls(calls)).toHaveLength(0);

    await user.type(input, 'ta');
    expect(searchCalls(calls)).toHaveLength(0);
    await act(() => jest.advanceTimersByTimeAsync(SUGGESTION_DEBOUNCE_MS));
    expect(searchCalls(calls).map((url) => url.searchParams.get('query'))).toEqual(['sta']);
    expect(searchCalls(calls)[0]!.searchParams.get('include_adult')).toBe('false');
    expect(await screen.findAllByRole('option')).toHaveLength(12);
  });

  it('keeps movies and TV shows only', async () => {
    const { user, input } = setup({
      'GET /3/search/multi': list([
        movieResult(1, 'Inception'),
        { id: 2, media_type: 'person', name: 'Christopher Nolan' },
        tvResult(3, 'Stranger Things'),
      ]),
    });
    await user.type(input, 'in');
    await act(() => jest.advanceTimersByTimeAsync(SUGGESTION_DEBOUNCE_MS));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Inception2010 · Movie',
      'Stranger Things2016 · TV Show',
    ]);
  });

  it('picking a suggestion with the keyboard opens its detail page', async () => {
    const { user, input } = setup({
      'GET /3/search/multi': list([tvResult(1396, 'Breaking Bad')]),
    });
    await user.type(input, 'breaking');
    await act(() => jest.advanceTimersByTimeAsync(SUGGESTION_DEBOUNCE_MS));
    await screen.findByRole('option');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('heading', { name: 'Detail page' })).toBeVisible();
    expect(JSON.parse(localStorage.getItem('searchHistory')!)[0]).toMatchObject({
      id: 1396,
      media_type: 'tv',
    });
  });

  it('Escape closes the list; submitting needs non-blank text and records it', async () => {
    const { user, input } = setup({ 'GET /3/search/multi': list(many) });
    await user.type(input, '   {Enter}');
    expect(onSearch).not.toHaveBeenCalled();

    await user.clear(input);
    await user.type(input, 'star');
    await act(() => jest.advanceTimersByTimeAsync(SUGGESTION_DEBOUNCE_MS));
    await screen.findAllByRole('option');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();

    await user.keyboard('{Enter}');
    expect(onSearch).toHaveBeenCalledWith('star');
    expect(JSON.parse(localStorage.getItem('recentSearches')!)).toEqual(['star']);
  });

  it('says "Search error" when suggestions fail', async () => {
    const { user, input, store } = setup({ 'GET /3/search/multi': { status: 500, body: {} } });
    await user.type(input, 'star');
    await act(() => jest.advanceTimersByTimeAsync(SUGGESTION_DEBOUNCE_MS));
    // One retry with back-off.
    await act(() => jest.advanceTimersByTimeAsync(5000));
    expect(selectToasts(store.getState())[0]).toMatchObject({
      title: 'Search error',
      description: 'Failed to fetch search suggestions. Please try again.',
    });
  });
});
