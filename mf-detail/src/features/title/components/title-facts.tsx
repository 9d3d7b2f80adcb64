import { Calendar, Clock, Film, Layers, Tv } from 'lucide-react';
import type { ContentDetail } from 'shared-core';
import { Badge, Rating, theme } from 'shared-ui';
import styled from 'styled-components';
import { formatRuntime } from '../utils/format-runtime';

const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm} ${theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${theme.colors.textMuted};
  font-size: ${theme.typography.fontSize.sm};
`;

const Fact = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
`;

const RATING_SOURCES = ['imdb', 'rottenTomatoes', 'tmdb'] as const;

const seasonsLabel = (seasons: number) => `${seasons} ${seasons === 1 ? 'Season' : 'Seasons'}`;

/**
 * Badge, first genre ('Unknown' when the catalog has none), then only what the catalog knows: year,
 * length, seasons, and each rating by its true source (IMDb, Rotten Tomatoes, TMDB's user score).
 */
export function TitleFacts({ detail }: { detail: ContentDetail }) {
  const isTv = detail.media_type === 'tv';
  const runtime = formatRuntime(detail.runtime);
  return (
    <Facts aria-label="About this title">
      <Fact>
        <Badge
          tone="accent"
          icon={isTv ? <Tv size={14} aria-hidden /> : <Film size={14} aria-hidden />}
        >
          {isTv ? 'TV Show' : 'Movie'}
        </Badge>
      </Fact>
      <Fact>
        <Badge>{detail.genres[0]}</Badge>
      </Fact>
      {detail.release_year !== null && (
        <Fact>
          <Calendar size={15} aria-hidden />
          {detail.release_year}
        </Fact>
      )}
      {runtime && (
        <Fact>
          <Clock size={15} aria-hidden />
          <span aria-label={`Runtime ${runtime}`}>{runtime}</span>
        </Fact>
      )}
      {isTv && detail.seasons !== undefined && (
        <Fact>
          <Layers size={15} aria-hidden />
          {seasonsLabel(detail.seasons)}
        </Fact>
      )}
      {RATING_SOURCES.map(
        (source) =>
          detail.rating[source] > 0 && (
            <Fact key={source}>
              <Rating source={source} value={detail.rating[source]} />
            </Fact>
          ),
      )}
    </Facts>
  );
}
