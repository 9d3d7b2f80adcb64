import { act, renderHook } from '@testing-library/react';
import type { ContentItem } from 'shared-core';
import { recentSearches, viewedHistory } from './stored-lists';
import { useStoredList } from './use-stored-list';

const item = (id: number, media_type: 'movie' | 'tv' = 'movie') =>
  ({ id, media_type, title: `Title ${id}` }) as ContentItem;

beforeEach(() => localStorage.clear());

describe('recent searches', () => {
  it('keeps 8, most recent first, de-duplicated case-insensitively, and can be cleared', () => {
    for (const term of ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8', 'a9'])
      recentSearches.add(term);
    expect(recentSearches.read()).toEqual(['a9', 'a8', 'a7', 'a6', 'a5', 'a4', 'a3', 'a2']);

    recentSearches.add('A5');
    expect(recentSearches.read()).toEqual(['A5', 'a9', 'a8', 'a7', 'a6', 'a4', 'a3', 'a2']);
    expect(JSON.parse(localStorage.getItem('recentSearches')!)).toHaveLength(8);

    recentSearches.clear();
    expect(recentSearches.read()).toEqual([]);
    expect(localStorage.getItem('recentSearches')).toBeNull();
  });

  it('ignores corrupt storage', () => {
    localStorage.setItem('recentSearches', '{"not":"a list"}');
    expect(recentSearches.read()).toEqual([]);
    localStorage.setItem('recentSearches', '["ok", 3, ""]');
    expect(recentSearches.read()).toEqual(['ok']);
  });
});

describe('viewed history', () => {
  it('keeps 20, de-duplicated by id (and type), most recent first', () => {
    for (let id = 1; id <= 21; id += 1) viewedHistory.add(item(id));
    viewedHistory.add(item(5));
    viewedHistory.add(item(5, 'tv'));
    const ids = viewedHistory.read().map((entry) => `${entry.media_type}${entry.id}`);
    expect(ids).toHaveLength(20);
    expect(ids.slice(0, 3)).toEqual(['tv5', 'movie5', 'movie21']);
    expect(ids.filter((id) => id === 'movie5')).toHaveLength(1);
  });
});

describe('useStoredList', () => {
  it("renders none on the server (and so in a hydrating page's first render)", async () => {
    recentSearches.add('dune');
    const { renderToString } = await import('react-dom/server');
    const Probe = () => <>{useStoredList(recentSearches).join(',') || 'none'}</>;
    expect(renderToString(<Probe />)).toBe('none');
  });

  it('follows changes in this tab and in another tab', () => {
    const { result } = renderHook(() => useStoredList(recentSearches));
    expect(result.current).toEqual([]);

    act(() => recentSearches.add('dune'));
    expect(result.current).toEqual(['dune']);

    act(() => {
      localStorage.setItem('recentSearches', JSON.stringify(['from another tab']));
      window.dispatchEvent(new StorageEvent('storage', { key: 'recentSearches' }));
    });
    expect(result.current).toEqual(['from another tab']);
  });
});
