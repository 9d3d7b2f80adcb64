import { Calendar, Clock, Film, Layers, Tv } from 'lucide-react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
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

const messages = defineMessages<{
  about: NoMessageValues;
  tvShow: NoMessageValues;
  movie: NoMessageValues;
  unknownGenre: NoMessageValues;
  runtime: { runtime: string };
  seasons: { count: number };
}>({
  about: {
    defaultMessage: 'About this title',
    id: 'u/2JpH',
    description:
      "Title page: accessible name of the list of a title's facts (type, genre, year, runtime, ratings)",
  },
  tvShow: {
    defaultMessage: 'TV Show',
    id: 'DpVOpq',
    description: 'Title page: badge saying the title is a TV series',
  },
  movie: {
    defaultMessage: 'Movie',
    id: 'iU2pql',
    description: 'Title page: badge saying the title is a movie (film)',
  },
  unknownGenre: {
    defaultMessage: 'Unknown',
    id: 'F+rc/U',
    description: 'Title page: badge in place of the genre when the catalog names none',
  },
  runtime: {
    defaultMessage: 'Runtime {runtime}',
    id: '6h35Yo',
    description: "Title page: accessible label of a movie's length. {runtime}: e.g. 2h 16m",
  },
  seasons: {
    defaultMessage: '{count, plural, one {# Season} other {# Seasons}}',
    id: 'NCe6yA',
    description: 'Title page: how many seasons a TV show has',
  },
});

/**
 * Badge, first genre (Unknown when the catalog names none), then only what the catalog knows: year,
 * length, seasons, and each rating by its true source (IMDb, Rotten Tomatoes, TMDB's user score).
 */
export function TitleFacts({ detail }: { detail: ContentDetail }) {
  const intl = useIntl();
  const isTv = detail.media_type === 'tv';
  const runtime = formatRuntime(intl, detail.runtime);
  return (
    <Facts aria-label={intl.formatMessage(messages.about)}>
      <Fact>
        <Badge
          tone="accent"
          icon={isTv ? <Tv size={14} aria-hidden /> : <Film size={14} aria-hidden />}
        >
          {intl.formatMessage(isTv ? messages.tvShow : messages.movie)}
        </Badge>
      </Fact>
      <Fact>
        <Badge>{detail.genres[0] ?? intl.formatMessage(messages.unknownGenre)}</Badge>
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
          <span aria-label={intl.formatMessage(messages.runtime, { runtime })}>{runtime}</span>
        </Fact>
      )}
      {isTv && detail.seasons !== undefined && (
        <Fact>
          <Layers size={15} aria-hidden />
          {intl.formatMessage(messages.seasons, { count: detail.seasons })}
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
