import { Flame } from 'lucide-react';
import { renderWithProviders } from 'dev-harness/testing';
import type { ContentItem } from 'shared-core';
import { ContentSection } from './content-section';

const item = {
  id: 155,
  title: 'The Dark Knight',
  overview: '',
  poster_path: 'https://img.example/w500/p155.jpg',
  tmdb_poster_path: '/p155.jpg',
  backdrop_path: null,
  release_year: 2008,
  media_type: 'movie',
  genres: [],
  rating: { imdb: 0, rottenTomatoes: 0, tmdb: 8.5 },
  runtime: 152,
  popularity: 100,
  mediaInfo: { releaseDate: '2008-07-16' },
} as unknown as ContentItem;

const section = (props: { items: ContentItem[] | undefined; priority?: boolean }) => (
  <ContentSection title="Popular Right Now" icon={<Flame aria-hidden />} {...props} />
);

const pageLoading = (container: HTMLElement) => container.querySelector('[data-page-loading]');

describe("the page's first row", () => {
  it('marks itself as the page loading until its titles are in', () => {
    const { container, rerender } = renderWithProviders(
      section({ items: undefined, priority: true }),
    );
    expect(pageLoading(container)).not.toBeNull();
    rerender(section({ items: [item], priority: true }));
    expect(pageLoading(container)).toBeNull();
  });

  it('an empty first row is not loading', () => {
    const { container } = renderWithProviders(section({ items: [], priority: true }));
    expect(pageLoading(container)).toBeNull();
  });

  it('a later row loading is not the page loading', () => {
    const { container } = renderWithProviders(section({ items: undefined }));
    expect(pageLoading(container)).toBeNull();
  });
});
