import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  configuration,
  installFakeBackend,
  list,
  LocationProbe,
  movieResult,
  renderWithProviders,
} from 'dev-harness/testing';
import { useState } from 'react';
import { HeaderSearch } from './header-search';
import { RecentSearches } from './recent-searches';
import { SUGGESTION_DEBOUNCE_MS } from '../hooks/use-suggestions';

/** The shell's header as the remote sees it: the shell keeps the text. */
function ShellHeader() {
  const [text, setText] = useState('');
  return <HeaderSearch value={text} onChange={setText} />;
}

const many = [
  movieResult(27205, 'Inception'),
  ...Array.from({ length: 14 }, (_, i) => movieResult(100 + i, `Inception ${i + 2}`)),
];

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
});
afterEach(() => jest.useRealTimers());

function setup() {
  const backend = installFakeBackend({
    'GET /3/configuration': configuration,
    'GET /3/search/multi': list(many),
    'POST /functions/v1/record-popular-search': { status: 200, body: {} },
  });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderWithProviders(
    <>
      <ShellHeader />
      <LocationProbe />
      <RecentSearches onSearch={() => {}} />
    </>,
    { route: '/movie/603' },
  );
  const input = screen.getByRole('combobox', { name: 'Search movies and TV shows' });
  return { user, input, calls: backend.requests };
}

const location = () => screen.getByRole('status', { name: 'Current location' });

describe('HeaderSearch (mf_discovery/HeaderSearch)', () => {
  it('suggests up to 12 titles from a title page; a pick opens it, counts it and is a recent search', async () => {
    const { user, input, calls } = setup();
    await user.type(input, 'incep');
    await act(() => jest.advanceTimersByTimeAsync(SUGGESTION_DEBOUNCE_MS));
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(12);
    expect(options[0]).toHaveTextContent(/^Inception2010 · Movie$/);

    await user.keyboard('{ArrowDown}');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');

    expect(location()).toHaveTextContent('/movie/27205');
    expect(screen.queryByRole('listbox')).toBeNull();
    const recent = screen.getByRole('region', { name: 'Recent Searches' });
    expect(recent).toHaveTextContent('Inception');
    const counted = calls.filter((call) => call.url.endsWith('/record-popular-search'));
    expect(counted).toHaveLength(1);
    expect(await counted[0]!.json()).toMatchObject({ tmdb_id: 27205, media_type: 'movie' });
  });

  it('asks for nothing under 2 characters; a submitted term opens home’s results and is remembered', async () => {
    const { user, input, calls } = setup();
    await user.type(input, 's');
    await act(() => jest.advanceTimersByTimeAsync(SUGGESTION_DEBOUNCE_MS * 2));
    expect(calls.filter((call) => call.url.includes('/search/multi'))).toHaveLength(0);
    expect(screen.queryByRole('option')).toBeNull();

    await user.type(input, 'tar trek{Enter}');

    expect(location()).toHaveTextContent('/?q=star%20trek');
    expect(JSON.parse(localStorage.getItem('recentSearches')!)).toEqual(['star trek']);
  });
});
