import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectWatchlist, watchlistLoaded, type WatchlistEntry } from 'shared-core';
import { installFakeBackend, renderAt, storeFor, type FakeRoutes } from 'dev-harness/testing';
import type { MatchResult } from '../api/match-rows';
import { ImportScreen } from './import-screen';

const title = (id: number, name: string, year: number) => ({
  media_type: 'movie' as const,
  id,
  title: name,
  release_year: year,
  poster_path: `/p${id}.svg`,
});

const CSV = [
  'Date,Name,Year,Letterboxd URI',
  '2024-01-01,The Matrix,1999,https://boxd.it/1',
  '2024-01-02,Heat,1995,https://boxd.it/2',
  '2024-01-03,King Kong,,https://boxd.it/3',
  '2024-01-04,Nothing Like It,2018,https://boxd.it/4',
  '2024-01-05,Alien,19X9,https://boxd.it/5',
].join('\n');

const RESULTS: MatchResult[] = [
  { line: 2, status: 'matched', match: title(603, 'The Matrix', 1999) },
  { line: 3, status: 'matched', match: title(949, 'Heat', 1995) },
  {
    line: 4,
    status: 'choice',
    candidates: [
      title(254, 'King Kong', 2005),
      title(10730, 'King Kong', 1976),
      // A catalog name that carries its year already.
      title(244, 'King Kong (1933)', 1933),
    ],
  },
  { line: 5, status: 'not_found' },
];

const MATRIX: WatchlistEntry = {
  tmdb_id: 603,
  media_type: 'movie',
  title: 'The Matrix',
  poster_path: null,
  release_year: 1999,
};

const IMPORT_ID = '6f1c8a52-0000-4000-8000-000000000001';

const routes = (): FakeRoutes => ({
  'POST /ww/match': { body: { results: RESULTS } },
  'GET /rest/v1/library_imports': { body: [] },
  'POST /rest/v1/library_imports': { status: 201, body: { id: IMPORT_ID } },
  'POST /rest/v1/watchlist': async (request) => ({
    status: 201,
    body: ((await request.clone().json()) as WatchlistEntry[]).map((row) => ({
      ...row,
      added_at: '2026-12-03T10:00:00Z',
    })),
  }),
  'DELETE /rest/v1/library_imports': { status: 204, body: null },
  'GET /rest/v1/watchlist': { body: [MATRIX] },
});

function member() {
  const store = storeFor('free');
  store.dispatch(watchlistLoaded([MATRIX]));
  return store;
}

const pick = (content: string) =>
  fireEvent.change(screen.getByLabelText('Choose a file'), {
    target: { files: [new File([content], 'export')] },
  });

describe('ImportScreen', () => {
  it('tells a visitor what it does and brings them back after signing in', () => {
    installFakeBackend(routes());
    renderAt('/library/import', <ImportScreen />);
    expect(screen.getByRole('heading', { name: 'Sign in to import a list' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/auth?redirect=library/import',
    );
  });

  it('previews a file, saves the new titles under the import, and undoes it', async () => {
    const backend = installFakeBackend(routes());
    const store = member();
    renderAt('/library/import', <ImportScreen />, { store });
    pick(CSV);

    expect(await screen.findByText('2 matched')).toBeVisible();
    expect(screen.getAllByText('1 needs a choice')[0]).toBeVisible();
    expect(screen.getAllByText('2 not found')[0]).toBeVisible();
    const [sent] = (await backend.bodiesSentTo('POST /ww/match')) as { rows: unknown[] }[];
    expect(sent?.rows).toHaveLength(4);
    const notFound = screen.getByRole('region', { name: '2 not found' });
    expect(within(notFound).getByText('Line 5')).toBeVisible();
    expect(within(notFound).getByText('The year isn’t a year')).toBeVisible();

    expect(screen.getByRole('radio', { name: 'King Kong (1933) · Movie' })).toBeVisible();
    // The Matrix is in the library already: only Heat, then King Kong once chosen.
    expect(screen.getByRole('button', { name: 'Add 1 title to my watchlist' })).toBeEnabled();
    await userEvent.click(screen.getByRole('radio', { name: 'King Kong (2005) · Movie' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add 2 titles to my watchlist' }));

    expect(await screen.findByText('2 titles added to your watchlist.')).toBeVisible();
    const [saved] = (await backend.bodiesSentTo('POST /rest/v1/watchlist')) as {
      tmdb_id: number;
      import_id: string;
    }[][];
    expect(saved?.map((row) => [row.tmdb_id, row.import_id])).toEqual([
      [949, IMPORT_ID],
      [254, IMPORT_ID],
    ]);
    const upsert = backend.sentTo('POST /rest/v1/watchlist')[0]!;
    expect(upsert.headers.get('prefer')).toContain('resolution=ignore-duplicates');
    expect(selectWatchlist(store.getState()).map((entry) => entry.tmdb_id)).toEqual([
      949, 254, 603,
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Undo the last import' }));
    expect(await screen.findByText(/The import is undone/)).toBeVisible();
    const undo = backend.sentTo('DELETE /rest/v1/library_imports')[0]!;
    expect(new URL(undo.url).searchParams.get('id')).toBe(`eq.${IMPORT_ID}`);
    expect(selectWatchlist(store.getState()).map((entry) => entry.tmdb_id)).toEqual([603]);
  });

  it('refuses a file it cannot read with one message, sending nothing', async () => {
    const backend = installFakeBackend(routes());
    renderAt('/library/import', <ImportScreen />, { store: member() });
    pick('Rating,Stars\n5,4\n');
    expect(await screen.findByRole('alert')).toHaveTextContent('This file has no column of titles');
    expect(backend.sentTo('POST /ww/match')).toHaveLength(0);
    expect(screen.getByLabelText('Choose a file')).toBeInTheDocument();
  });
});
