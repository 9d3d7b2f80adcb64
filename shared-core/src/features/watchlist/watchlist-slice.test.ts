import {
  selectWatchlist,
  watchlistCleared,
  watchlistEntryAdded,
  watchlistEntryRemoved,
  watchlistLoaded,
  watchlistLoading,
  watchlistRestored,
  watchlistSlice,
  type WatchlistEntry,
} from './watchlist-slice';

const entry = (tmdb_id: number, title: string): WatchlistEntry => ({
  tmdb_id,
  media_type: 'movie',
  title,
  poster_path: null,
  release_year: 1999,
});
const matrix = entry(603, 'The Matrix');
const heat = entry(949, 'Heat');
const alien = entry(348, 'Alien');

const titles = (state: ReturnType<typeof watchlistSlice.reducer>) =>
  selectWatchlist({ watchlist: state }).map((item) => item.title);
const after = (...actions: Parameters<typeof watchlistSlice.reducer>[1][]) =>
  actions.reduce(watchlistSlice.reducer, watchlistSlice.getInitialState());

describe('watchlist slice', () => {
  it('shows the loaded rows', () => {
    expect(titles(after(watchlistLoading(), watchlistLoaded([heat, alien])))).toEqual([
      'Heat',
      'Alien',
    ]);
  });

  it('keeps a title added while the list was loading, though the rows were read before it', () => {
    const state = after(watchlistLoading(), watchlistEntryAdded(matrix), watchlistLoaded([heat]));
    expect(titles(state)).toEqual(['The Matrix', 'Heat']);
    expect(state.status).toBe('ready');
  });

  it('keeps a title removed or the list cleared while it was loading out of the loaded rows', () => {
    expect(
      titles(
        after(watchlistLoading(), watchlistEntryRemoved(heat), watchlistLoaded([heat, alien])),
      ),
    ).toEqual(['Alien']);
    expect(
      titles(
        after(
          watchlistLoading(),
          watchlistCleared(),
          watchlistEntryAdded(matrix),
          watchlistLoaded([heat, alien]),
        ),
      ),
    ).toEqual(['The Matrix']);
  });

  it('does not make a change again at the next load', () => {
    const loaded = after(watchlistLoading(), watchlistEntryAdded(matrix), watchlistLoaded([]));
    const reloaded = [watchlistLoading(), watchlistLoaded([heat])].reduce(
      watchlistSlice.reducer,
      loaded,
    );
    expect(titles(reloaded)).toEqual(['Heat']);
  });
});

describe('restoring cleared titles', () => {
  const dated = (item: WatchlistEntry, added_at: string) => ({ ...item, added_at });

  it('puts each back at its place by the day it was first added', () => {
    const state = after(
      watchlistLoaded([dated(heat, '2026-11-20T10:00:00Z')]),
      watchlistRestored([
        dated(matrix, '2026-11-25T10:00:00Z'),
        dated(alien, '2026-11-01T10:00:00Z'),
      ]),
    );
    expect(titles(state)).toEqual(['The Matrix', 'Heat', 'Alien']);
  });

  it('keeps a restore made while the list was loading, once, over the loaded rows', () => {
    const restored = dated(matrix, '2026-11-25T10:00:00Z');
    const state = after(
      watchlistLoading(),
      watchlistCleared(),
      watchlistRestored([restored]),
      watchlistLoaded([dated(heat, '2026-11-20T10:00:00Z'), restored]),
    );
    expect(titles(state)).toEqual(['The Matrix']);
  });
});
